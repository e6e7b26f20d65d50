import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import html from '../index.html?raw';
import { inlineScriptInto, minifiedThemeScript, THEME_SCRIPT_TAG } from '../pwa/inline-theme-script-plugin';

// Issue 17 part 3: the theme script is inline in the page, so the first paint waits for no request but the HTML.

/** Runs a script against a stand-in for the page's <html> and storage; returns what it set. */
function runThemeScript(code: string, stored: Record<string, string>, pageTheme?: string) {
  const classes = new Set<string>();
  const documentElement = {
    dataset: { theme: 'green', ...(pageTheme ? { pageTheme } : {}) } as Record<string, string>,
    lang: 'en',
    classList: { add: (name: string) => classes.add(name) },
  };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  runInNewContext(code, { document: { documentElement }, localStorage });
  return { theme: documentElement.dataset.theme, dark: classes.has('dark'), lang: documentElement.lang };
}

describe('the inline theme script', () => {
  it('replaces the tag in index.html with the script, before any other script', async () => {
    const code = await minifiedThemeScript();
    const built = inlineScriptInto(html, code);
    expect(built).not.toContain(THEME_SCRIPT_TAG);
    expect(built).toMatch(/<head>[\s\S]*<script>[^<]*localStorage\.getItem\('app-theme'\)[^<]*<\/script>[\s\S]*<\/head>/);
    expect(built.indexOf('<script>')).toBeLessThan(built.indexOf('<script type="module"'));
  });

  it('carries no comments or indentation', async () => {
    const code = await minifiedThemeScript();
    expect(code).not.toMatch(/\/\/|\/\*|^\s/m);
    expect(code.length).toBeLessThan(600);
  });

  it('behaves as the source does', async () => {
    const code = await minifiedThemeScript();
    expect(runThemeScript(code, { 'app-theme': 'purple', 'theme-mode': 'dark', 'app-language': 'hi' })).toEqual({ theme: 'purple', dark: true, lang: 'hi' });
    expect(runThemeScript(code, { 'app-theme': 'red' })).toEqual({ theme: 'green', dark: false, lang: 'en' });
    // A vertical's home keeps its own theme whatever was saved.
    expect(runThemeScript(code, { 'app-theme': 'purple' }, 'blue').theme).toBe('blue');
  });

  it('refuses a page without the tag to replace', () => {
    expect(() => inlineScriptInto('<head></head>', 'x')).toThrow(/theme-init/);
  });
});
