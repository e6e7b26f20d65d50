import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

// Issue 20 part 1 (docs/decisions/106): the message catalogue is written as ICU messages in
// src/i18n/messages/<language>/<area>.json and compiled here, at build time, to Lingui's compiled form, so the
// browser gets @lingui/core's small runtime and no message parser. Each language's area is its own module:
//   virtual:messages/<language>/<area>  → the compiled messages of one area
//   virtual:message-loaders             → { [language]: { [area]: () => import(...) } } for the languages other than
//                                         English, loaded when chosen (English areas are imported with their code).

const PREFIX = 'virtual:messages/';
const LOADERS = 'virtual:message-loaders';

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

export function messageCatalogues(messagesDir: string, defaultLanguage = 'en'): Plugin {
  const listAreas = (language: string) =>
    readdirSync(join(messagesDir, language))
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length));
  return {
    name: 'sahay-message-catalogues',
    enforce: 'pre',
    resolveId(id) {
      if (id === LOADERS || id.startsWith(PREFIX)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${LOADERS}`) {
        const languages = readdirSync(messagesDir).filter((language) => language !== defaultLanguage);
        const entries = languages.map(
          (language) =>
            `${JSON.stringify(language)}: {${listAreas(language)
              .map((area) => `${JSON.stringify(area)}: () => import(${JSON.stringify(`${PREFIX}${language}/${area}`)})`)
              .join(', ')}}`,
        );
        return `export default {${entries.join(', ')}};`;
      }
      if (id.startsWith(`\0${PREFIX}`)) {
        const [language = '', area = ''] = id.slice(PREFIX.length + 1).split('/');
        const file = join(messagesDir, language, `${area}.json`);
        this.addWatchFile(file);
        const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
        return `export default ${JSON.stringify(compileCatalogue(messages, file))};`;
      }
      return null;
    },
  };
}
