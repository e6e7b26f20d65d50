import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'hono';
import { chooseCoding } from './compression';

/** A prerendered page as the build wrote it, with its Brotli and gzip copies when the build made them. */
export interface PrerenderedPage {
  html: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const readIfThere = (path: string) => (existsSync(path) ? readFileSync(path) : undefined);

/**
 * The public pages the build prerendered (issue 17 part 3; apps/web/pwa/prerender-plugin.ts), by path, read once at
 * start from the list in .vite/prerendered.json. Without the list (an older build), none.
 */
export function loadPrerenderedPages(distDir: string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  const listPath = join(distDir, '.vite/prerendered.json');
  if (!existsSync(listPath)) return pages;
  const list = JSON.parse(readFileSync(listPath, 'utf8')) as Record<string, string>;
  for (const [path, file] of Object.entries(list)) {
    const full = join(distDir, file);
    pages.set(path.toLowerCase(), { html: readFileSync(full), br: readIfThere(`${full}.br`), gzip: readIfThere(`${full}.gz`) });
  }
  return pages;
}

/**
 * Answers with a prerendered page: the build's Brotli or gzip copy as the browser accepts (the compression middleware
 * leaves an answer with a Content-Encoding alone), never cached without asking (a new release changes the page and
 * the scripts it names), and varying by Accept-Encoding.
 */
export function sendPrerenderedPage(c: Context, page: PrerenderedPage): Response {
  const coding = chooseCoding(c.req.header('Accept-Encoding'));
  const body = coding === 'br' && page.br ? page.br : coding === 'gzip' && page.gzip ? page.gzip : page.html;
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=UTF-8',
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    'Content-Length': String(body.byteLength),
  };
  if (body === page.br) headers['Content-Encoding'] = 'br';
  else if (body === page.gzip) headers['Content-Encoding'] = 'gzip';
  return c.body(new Uint8Array(body), 200, headers);
}
