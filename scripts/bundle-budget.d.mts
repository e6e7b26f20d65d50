// Types of scripts/bundle-budget.mjs for its unit test (apps/web/test/bundle-budget.test.ts).
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export interface RouteBudget {
  path: string;
  budgetKb: number;
  targetKb: number;
}
export interface RouteResult extends RouteBudget {
  source: string;
  totalBytes: number;
  totalKb: number;
  withinBudget: boolean;
  files: Array<{ file: string; via: string; gzipBytes: number }>;
  deferred: Array<{ file: string; src: string; reason: string }>;
}
export const LOADED_ON_ACTION: Record<string, string>;
export const LOADED_AT_ONCE_ONLY_ON: Record<string, string[]>;
export const MESSAGE_AREA_ROUTES: Record<string, string[]>;
/** The build's .vite/messages.json: language → area → file. */
export type MessageFiles = Record<string, Record<string, string>>;
export function messageFilesBeforeUsable(
  messageFiles: MessageFiles,
  path: string,
): { files: Array<{ language: string; file: string; via: string }>; deferred: Array<{ file: string; src: string; reason: string }> };
export function routeSources(routerSource: string): Map<string, string>;
export function filesBeforeUsable(
  manifest: Manifest,
  path: string,
  routeSource: string,
): { files: Array<{ file: string; via: string }>; deferred: Array<{ file: string; src: string; reason: string }> };
export function checkBudgets(
  manifest: Manifest,
  routes: Map<string, string>,
  budgets: RouteBudget[],
  gzipBytesOf: (file: string) => number,
  pageScripts?: string[],
  messageFiles?: MessageFiles,
): RouteResult[];
export function overBudgetMessage(results: RouteResult[]): string | null;
export function pageScriptsOf(html: string): string[];
export function kb(bytes: number): number;
