import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The text of each inline <script> (one without src) of an HTML page, exactly as the browser hashes it. */
export function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes))
    .map(([, , code = '']) => code);
}

/** A Content-Security-Policy source that allows exactly this inline script. */
export const scriptHashSource = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

/**
 * Issue 17 part 3: the built web app's HTML carries its theme script inline (apps/web/pwa/inline-theme-script-plugin.ts)
 * so the first paint waits for no request but the page. The policy allows no inline script but these, by their
 * SHA-256, read at start from the very files served (index.html and the prerendered pages), so they always match.
 */
export function webAppScriptHashes(distDir: string): string[] {
  const files = [join(distDir, 'index.html')];
  const listPath = join(distDir, '.vite/prerendered.json');
  if (existsSync(listPath))
    files.push(...Object.values(JSON.parse(readFileSync(listPath, 'utf8')) as Record<string, string>).map((file) => join(distDir, file)));
  const sources = files.filter((file) => existsSync(file)).flatMap((file) => inlineScriptsOf(readFileSync(file, 'utf8')).map(scriptHashSource));
  return [...new Set(sources)].sort();
}
