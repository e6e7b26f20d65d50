import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

// Issue 20 part 1 (docs/decisions/106): the message catalogue is written as ICU messages in
// src/i18n/messages/<language>/<area>.json and compiled here, at build time, to Lingui's compiled form (plain JSON
// data: strings and arrays), so the browser gets a small renderer and no message parser. The modules:
//   virtual:messages/<language>/<area>  → the compiled messages of one area (English areas are imported with their code)
//   virtual:message-source              → where the other languages' areas come from, loaded when chosen:
//     - in the browser's production build (issue 17, less JavaScript before first paint): `messagesUrl`, one URL
//       prefix; each area is a JSON file under it, <assetsDir>/messages/<hash of all of them>/<language>/<area>.json,
//       so the entry carries no per-area table. The build also writes .vite/messages.json, { [language]: { [area]:
//       file } }, for the bundle budget and the service worker's precache list (never sent to the browser);
//     - in the dev server, Vitest and the prerender's server build: `loaders`, { [language]: { [area]: () => import(...) } }.

const PREFIX = 'virtual:messages/';
const SOURCE = 'virtual:message-source';
/** The build's record of the message files (beside Vite's manifest). */
export const MESSAGE_FILES_RECORD = '.vite/messages.json';

export function compileCatalogue(messages: Record<string, string>, file: string): Record<string, unknown> {
  const compiled: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(messages)) {
    try {
      compiled[key] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`${file}: the message "${key}" is not valid ICU: ${(error as Error).message}`, { cause: error });
    }
  }
  return compiled;
}

type CompiledArea = { language: string; area: string; json: string };

export function messageCatalogues(messagesDir: string, defaultLanguage = 'en'): Plugin {
  const listAreas = (language: string) =>
    readdirSync(join(messagesDir, language))
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length));
  const otherLanguages = () => readdirSync(messagesDir).filter((language) => language !== defaultLanguage);
  const compileArea = (language: string, area: string) => {
    const file = join(messagesDir, language, `${area}.json`);
    return { file, compiled: compileCatalogue(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>, file) };
  };

  let asFiles = false;
  let assetsDir = 'assets';
  let base = '/';
  let built: { hash: string; areas: CompiledArea[] } | undefined;
  /** Every other language's areas compiled, and a hash of them all: the files' folder changes when any message does. */
  const compileAll = () => {
    if (built) return built;
    const areas = otherLanguages().flatMap((language) =>
      listAreas(language).map((area) => ({ language, area, json: JSON.stringify(compileArea(language, area).compiled) })),
    );
    const hash = createHash('sha256');
    for (const { language, area, json } of areas) hash.update(`${language}/${area}\n${json}\n`);
    built = { hash: hash.digest('base64url').slice(0, 10), areas };
    return built;
  };
  const fileOf = (hash: string, { language, area }: CompiledArea) => `${assetsDir}/messages/${hash}/${language}/${area}.json`;

  return {
    name: 'sahay-message-catalogues',
    enforce: 'pre',
    configResolved(config) {
      asFiles = config.command === 'build' && !config.build.ssr;
      assetsDir = config.build.assetsDir;
      base = config.base;
    },
    buildStart() {
      built = undefined;
    },
    resolveId(id) {
      if (id === SOURCE || id.startsWith(PREFIX)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${SOURCE}`) {
        if (asFiles)
          return `export const messagesUrl = ${JSON.stringify(`${base}${assetsDir}/messages/${compileAll().hash}/`)};\nexport const loaders = undefined;`;
        const entries = otherLanguages().map(
          (language) =>
            `${JSON.stringify(language)}: {${listAreas(language)
              .map((area) => `${JSON.stringify(area)}: () => import(${JSON.stringify(`${PREFIX}${language}/${area}`)})`)
              .join(', ')}}`,
        );
        return `export const messagesUrl = undefined;\nexport const loaders = {${entries.join(', ')}};`;
      }
      if (id.startsWith(`\0${PREFIX}`)) {
        const [language = '', area = ''] = id.slice(PREFIX.length + 1).split('/');
        const { file, compiled } = compileArea(language, area);
        this.addWatchFile(file);
        return `export default ${JSON.stringify(compiled)};`;
      }
      return null;
    },
    generateBundle() {
      if (!asFiles) return;
      const { hash, areas } = compileAll();
      const record: Record<string, Record<string, string>> = {};
      for (const compiled of areas) {
        const fileName = fileOf(hash, compiled);
        this.emitFile({ type: 'asset', fileName, source: compiled.json });
        (record[compiled.language] ??= {})[compiled.area] = fileName;
      }
      this.emitFile({ type: 'asset', fileName: MESSAGE_FILES_RECORD, source: `${JSON.stringify(record, null, 1)}\n` });
    },
  };
}
