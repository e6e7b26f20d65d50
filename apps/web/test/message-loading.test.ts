import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_FILES_RECORD, messageCatalogues } from '../i18n/message-catalogue-plugin';
import { formatMessage, type CompiledMessage } from '@/i18n/format-message';
import { isAreaLoaded, loadArea } from '@/i18n/i18n';
import { fetchingFrom, importingFrom } from '@/i18n/load-messages';
import type { MessageArea } from '@/i18n/message-keys';

// Issue 17 (docs/decisions/106, addendum): the production build writes each Hindi area as a JSON file under one URL
// prefix and the app fetches it; the dev server and Vitest import the area's module. Both paths, and what a failed
// load does, are tested here; the Hindi journeys (e2e/hindi.e2e.ts) run the fetch path in a browser.

const CATALOGUE = {
  en: { common: { 'experts.count': '{count, plural, one {# expert} other {# experts}}' }, home: { 'home.title': 'Welcome, {name}' } },
  hi: { common: { 'experts.count': '{count, plural, one {# विशेषज्ञ} other {# विशेषज्ञ}}' }, home: { 'home.title': 'स्वागत है, {name}' } },
};

/** A catalogue folder as src/i18n/messages is laid out, with `changes` applied to its Hindi. */
function catalogueDir(changes: Record<string, Record<string, string>> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'sahay-messages-'));
  for (const [language, areas] of Object.entries(CATALOGUE)) {
    mkdirSync(join(dir, language));
    for (const [area, messages] of Object.entries(areas))
      writeFileSync(join(dir, language, `${area}.json`), JSON.stringify({ ...messages, ...(language === 'hi' ? changes[area] : {}) }));
  }
  return dir;
}

type Emitted = { fileName: string; source: string };
/** Runs the plugin's hooks as Vite does for the browser's build (`build`) or the dev server and Vitest (`serve`). */
function runPlugin(dir: string, command: 'build' | 'serve') {
  const plugin: Plugin = messageCatalogues(dir);
  const call = (hook: unknown, context: object, ...args: unknown[]) => (hook as (...a: unknown[]) => unknown).call(context, ...args);
  call(plugin.configResolved, {}, { command, base: '/', build: { ssr: false, assetsDir: 'assets' } });
  call(plugin.buildStart, {});
  const source = call(plugin.load, { addWatchFile: () => undefined }, '\0virtual:message-source') as string;
  const emitted: Emitted[] = [];
  if (command === 'build') call(plugin.generateBundle, { emitFile: (file: Emitted) => emitted.push(file) });
  const moduleOf = (id: string) => call(plugin.load, { addWatchFile: () => undefined }, `\0virtual:messages/${id}`) as string;
  return { source, emitted, moduleOf };
}
const defaultOf = (module: string) => JSON.parse(module.replace(/^export default /, '').replace(/;$/, '')) as Record<string, CompiledMessage>;

describe('the message catalogue plugin', () => {
  it("in the browser's build: one URL prefix in the entry, one JSON file per Hindi area, the same messages as the modules", () => {
    const { source, emitted, moduleOf } = runPlugin(catalogueDir(), 'build');
    const hash = /messagesUrl = "\/assets\/messages\/([\w-]+)\/"/.exec(source)?.[1];
    expect(hash).toBeDefined();
    expect(source).not.toContain('import(');
    const files = Object.fromEntries(emitted.map(({ fileName, source: text }) => [fileName, text]));
    expect(Object.keys(files).sort()).toEqual([MESSAGE_FILES_RECORD, `assets/messages/${hash}/hi/common.json`, `assets/messages/${hash}/hi/home.json`].sort());
    expect(JSON.parse(files[`assets/messages/${hash}/hi/common.json`] ?? '')).toEqual(defaultOf(moduleOf('hi/common')));
    expect(JSON.parse(files[MESSAGE_FILES_RECORD] ?? '')).toEqual({
      hi: { common: `assets/messages/${hash}/hi/common.json`, home: `assets/messages/${hash}/hi/home.json` },
    });
  });

  it('names the files by their content: any Hindi message changed, a new folder', () => {
    const prefix = (dir: string) => runPlugin(dir, 'build').source;
    expect(prefix(catalogueDir())).toBe(prefix(catalogueDir()));
    expect(prefix(catalogueDir({ home: { 'home.title': 'नमस्ते, {name}' } }))).not.toBe(prefix(catalogueDir()));
  });

  it('in the dev server and Vitest: an import() per Hindi area, no files', () => {
    const { source, emitted } = runPlugin(catalogueDir(), 'serve');
    expect(source).toContain('export const messagesUrl = undefined;');
    expect(source).toContain('"hi": {"common": () => import("virtual:messages/hi/common"), "home": () => import("virtual:messages/hi/home")}');
    expect(emitted).toEqual([]);
  });
});

describe('fetching an area in the build', () => {
  let server: Server;
  let base = '';
  const { emitted, moduleOf } = runPlugin(catalogueDir(), 'build');
  beforeAll(async () => {
    server = createServer((request, response) => {
      const file = emitted.find(({ fileName }) => `/${fileName}` === request.url);
      if (request.url?.endsWith('/broken.json')) response.writeHead(200, { 'content-type': 'application/json' }).end('{"cut off');
      else if (file) response.writeHead(200, { 'content-type': 'application/json' }).end(file.source);
      else response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"code":"NOT_FOUND","message":"Not found"}}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  const prefix = () => `${base}/${emitted[0]?.fileName.replace(/hi\/[\w-]+\.json$/, '')}`;

  it('gets the compiled messages whole: they render as the module’s do', async () => {
    const messages = await fetchingFrom(prefix())('hi', 'common');
    expect(messages).toEqual(defaultOf(moduleOf('hi/common')));
    expect(formatMessage(messages['experts.count'] ?? '', { count: 1 }, 'hi-IN')).toBe('1 विशेषज्ञ');
  });

  it('rejects when the file is missing, is not JSON, or the server cannot be reached', async () => {
    await expect(fetchingFrom(prefix())('hi', 'settings')).rejects.toThrow(/hi\/settings\.json did not load: HTTP 404/);
    await expect(fetchingFrom(prefix())('hi', 'broken' as MessageArea)).rejects.toThrow(SyntaxError);
    await expect(fetchingFrom('http://127.0.0.1:1/assets/messages/x/')('hi', 'common')).rejects.toThrow();
  });
});

describe('importing an area outside the build', () => {
  it("gives the module's messages, and rejects for an area it has no module for", async () => {
    const messages = { 'home.title': ['स्वागत है, ', ['name']] } as Record<string, CompiledMessage>;
    const load = importingFrom({ hi: { home: () => Promise.resolve({ default: messages }) } });
    await expect(load('hi', 'home')).resolves.toBe(messages);
    await expect(load('hi', 'common')).rejects.toThrow('No messages in hi for the area common.');
  });
});

describe('loadArea when the messages do not come', () => {
  // A rejection is what its callers handle: startLanguage shows English (e2e/hindi.e2e.ts blocks the files to see it).
  it('rejects and leaves the area not loaded, while other areas load', async () => {
    const missing = 'no-such-area' as MessageArea;
    await expect(loadArea('hi', missing)).rejects.toThrow('No messages in hi for the area no-such-area.');
    expect(isAreaLoaded('hi', missing)).toBe(false);
    await expect(loadArea('hi', 'about')).resolves.toBeUndefined();
    expect(isAreaLoaded('hi', 'about')).toBe(true);
  });
});
