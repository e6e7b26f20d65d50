import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { routeSources } from '../../../scripts/bundle-budget.mjs';

type Manifest = Record<string, { file: string; src?: string; isEntry?: boolean; imports?: string[] }>;

/** The entry's and the route chunk's static imports (not the entry file itself, which index.html already loads). */
export function staticChunksOf(manifest: Manifest, routeSource: string): string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const routeKey = Object.keys(manifest).find((key) => manifest[key]?.src === routeSource);
  if (!entryKey || !routeKey) return [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entryKey);
  visit(routeKey);
  seen.delete(entryKey);
  return [...seen].map((key) => manifest[key]?.file ?? '').filter((file) => file.endsWith('.js'));
}

/**
 * What a path's page opens at once, beyond its route chunk, for the people it was made for: the home page greets a
 * first visit with the intro (app/shell/app-shell.tsx), a lazy part that was two requests further down the chain
 * (the intro's chunk, then its imports) after the entry. Preloaded with the page, returning visitors fetch 2.6 KB
 * (gzip) they do not run, once.
 */
const OPENED_AT_ONCE: Readonly<Record<string, readonly string[]>> = { '/': ['src/features/first-run/first-run-intro.tsx'] };

/** For each path of the route table without parameters, the files to preload with its page. */
export function routePreloadList(manifest: Manifest, routes: Iterable<readonly [string, string]>): Record<string, string[]> {
  const preloads: Record<string, string[]> = {};
  for (const [path, source] of routes) {
    if (path.includes(':') || path === '*') continue;
    const parts = [source, ...(OPENED_AT_ONCE[path] ?? [])];
    preloads[path] = [...new Set(parts.flatMap((part) => staticChunksOf(manifest, part)))];
  }
  return preloads;
}

/**
 * Writes dist/.vite/route-preloads.json: for each path of the route table, the JavaScript files its page needs before
 * it renders (the entry's and the route chunk's static imports). The server names them in the page's HTML as
 * `modulepreload` links (apps/server/src/lib/web-app.ts), so the browser fetches them with the entry instead of one
 * import after another: the request chain is the HTML, then the JavaScript (issue 17 part 3).
 */
export function routePreloads(): Plugin {
  let outDir = 'dist';
  let root = '.';
  return {
    name: 'sahay-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
        const routes = routeSources(await readFile(join(root, 'src/app/router.tsx'), 'utf8'));
        const preloads = routePreloadList(manifest, routes);
        await writeFile(join(outDir, '.vite/route-preloads.json'), `${JSON.stringify(preloads, null, 1)}\n`);
      },
    },
  };
}
