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
        const preloads: Record<string, string[]> = {};
        for (const [path, source] of routes) if (!path.includes(':') && path !== '*') preloads[path] = staticChunksOf(manifest, source);
        await writeFile(join(outDir, '.vite/route-preloads.json'), `${JSON.stringify(preloads, null, 1)}\n`);
      },
    },
  };
}
