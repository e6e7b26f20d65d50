import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Where index.html names the theme script; the build puts the script itself there. */
export const THEME_SCRIPT_TAG = '<script src="/theme-init.js"></script>';
const THEME_SCRIPT_SOURCE = join(dirname(fileURLToPath(import.meta.url)), 'theme-init.js');

/** index.html with the theme script's tag replaced by the (minified) script itself. */
export function inlineScriptInto(html: string, code: string): string {
  if (!html.includes(THEME_SCRIPT_TAG)) throw new Error(`index.html has no ${THEME_SCRIPT_TAG} to inline`);
  if (code.includes('</script')) throw new Error('the theme script cannot contain </script');
  return html.replace(THEME_SCRIPT_TAG, () => `<script>${code}</script>`);
}

/**
 * The theme script as the page carries it: without its comments and indentation (a comment is a line of its own in
 * that file; its statements end with semicolons, the line breaks stay).
 */
export async function minifiedThemeScript(): Promise<string> {
  const source = await readFile(THEME_SCRIPT_SOURCE, 'utf8');
  return source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//') && !line.startsWith('/*'))
    .join('\n');
}

/**
 * Issue 17 part 3: the saved theme is applied before the first paint by pwa/theme-init.js, which index.html used to
 * load as a render-blocking file (one more request before anything paints). It is inlined in the HTML instead, in dev
 * and build alike; the Content-Security-Policy allows it by its SHA-256, which the server computes from the HTML it
 * serves (apps/server/src/lib/inline-scripts.ts), so the hash always matches the script the page carries.
 */
export function inlineThemeScript(): Plugin {
  return {
    name: 'sahay-inline-theme-script',
    transformIndexHtml: {
      order: 'pre',
      handler: async (html) => inlineScriptInto(html, await minifiedThemeScript()),
    },
  };
}
