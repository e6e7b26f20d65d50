import type { AppLanguage } from '@sahay/domain/app-languages';
import type { CompiledMessage } from './format-message';
import type { MessageArea } from './message-keys';

// Issue 17 (less JavaScript before first paint): in the production build a language's area is a JSON file under one
// URL prefix (i18n/message-catalogue-plugin.ts), so the entry carries the prefix, not a table of an import() per area
// (about 1.1 KB gzip that grew with every area). The dev server, Vitest and the prerender import the area's module.

type AreaMessages = Record<string, CompiledMessage>;
/** What virtual:message-source exports: the build's URL prefix, or outside a build an import() per area. */
export interface MessageSource {
  messagesUrl: string | undefined;
  loaders: Partial<Record<AppLanguage, Partial<Record<MessageArea, () => Promise<{ default: AreaMessages }>>>>> | undefined;
}

/** Fetches one area's compiled messages; rejects (as a failed import() does) when they do not come. */
export async function fetchMessages(url: string): Promise<AreaMessages> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The messages at ${url} did not load: HTTP ${response.status}.`);
  return (await response.json()) as AreaMessages;
}

type LoadMessages = (language: AppLanguage, area: MessageArea) => Promise<AreaMessages>;

/** The production build's loader: each area is the JSON file `${messagesUrl}${language}/${area}.json`. */
export function fetchingFrom(messagesUrl: string): LoadMessages {
  return (language, area) => fetchMessages(`${messagesUrl}${language}/${area}.json`);
}

/** The loader of the dev server, Vitest and the prerender: each area is a module. */
export function importingFrom(loaders: MessageSource['loaders']): LoadMessages {
  return (language, area) => {
    const load = loaders?.[language]?.[area];
    if (!load) return Promise.reject(new Error(`No messages in ${language} for the area ${area}.`));
    return load().then((module) => module.default);
  };
}
