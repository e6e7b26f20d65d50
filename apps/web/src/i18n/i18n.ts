import { useMemo, useSyncExternalStore } from 'react';
import { DEFAULT_APP_LANGUAGE, INTL_LOCALE, type AppLanguage } from '@sahay/domain/app-languages';
import { loaders, messagesUrl } from 'virtual:message-source';
import commonEn from 'virtual:messages/en/common';
import { formatMessage, type CompiledMessage, type MessageValues } from './format-message';
import { applyLanguage, getLanguage, subscribeLanguage } from './language';
import { fetchingFrom, importingFrom } from './load-messages';
import { suspendUntil } from './suspend-until';
import type { MessageArea, MessageKey } from './message-keys';

// Issue 20 part 1 (docs/decisions/106): one message catalogue of ICU messages, compiled at build time
// (i18n/message-catalogue-plugin.ts, Lingui's compiler) and rendered by format-message.ts. The catalogue is cut into
// areas, one per part of the app. English, the default, travels with the code that shows it: the shell's with the
// first page, a feature's in its own route chunk (`defineArea`). Another language's area loads when the reader chose
// that language and a component first needs the area (useT suspends into the route's loading state): in the production
// build it is fetched as JSON (load-messages.ts). A failed load rejects and is forgotten, so the next call (a language
// switch, the next start) tries again: startLanguage falls back to English; useT shows that area in English, since
// suspending again would fetch again at once, in a loop (measured offline: over 600 requests in 3 s).

export type Messages = Record<string, CompiledMessage>;

const catalogues: Record<AppLanguage, Messages> = { en: {}, hi: {} };
const loaded = new Set<string>();
// The condition on the imported constant is folded in the build (rolldown's inlineConst), so the build's entry
// carries the fetch and the URL prefix only.
const loadMessages = messagesUrl ? fetchingFrom(messagesUrl) : importingFrom(loaders);
const pending = new Map<string, Promise<void>>();
/** Areas whose last load failed: useT shows them in English rather than suspend again at once. */
const failed = new Set<string>();

/** Registers an area's English messages; call at the top of the module that shows them. Returns the area. */
export function defineArea<A extends MessageArea>(area: A, english: Messages): A {
  Object.assign(catalogues.en, english);
  loaded.add(`en/${area}`);
  return area;
}

defineArea('common', commonEn);

export function isAreaLoaded(language: AppLanguage, area: MessageArea) {
  return loaded.has(`${language}/${area}`);
}

/** Loads one area of a language's messages (once; later calls share the first). English areas come with their code. */
export function loadArea(language: AppLanguage, area: MessageArea): Promise<void> {
  const id = `${language}/${area}`;
  if (loaded.has(id) || language === DEFAULT_APP_LANGUAGE) return Promise.resolve();
  let promise = pending.get(id);
  if (!promise) {
    promise = loadMessages(language, area).then((messages) => {
      Object.assign(catalogues[language], messages);
      loaded.add(id);
      failed.delete(id);
    });
    promise.catch(() => {
      pending.delete(id);
      failed.add(id);
    });
    pending.set(id, promise);
  }
  return promise;
}

/** Switches the app's language once its messages for every area in use have loaded. */
export async function changeLanguage(language: AppLanguage) {
  const areas = [...loaded].filter((id) => id.startsWith('en/')).map((id) => id.slice(3) as MessageArea);
  await Promise.all(areas.map((area) => loadArea(language, area)));
  applyLanguage(language);
}

/** Run once before the first render: a returning Hindi reader's shell is in Hindi from the first paint. */
export async function startLanguage() {
  const language = getLanguage();
  if (language === DEFAULT_APP_LANGUAGE) return;
  // English for this visit only: the reader's choice stays, and the next start tries their language again.
  await loadArea(language, 'common').catch(() => applyLanguage(DEFAULT_APP_LANGUAGE, false));
}

/** A message in `language` (English when that language lacks it; the key itself when no language has it). */
export function translate(language: AppLanguage, key: MessageKey, values?: MessageValues): string {
  const message = catalogues[language][key] ?? catalogues.en[key];
  return message === undefined ? key : formatMessage(message, values, INTL_LOCALE[language]);
}

/** Translates outside React (a toast, a title): the current language. */
export function t(key: MessageKey, values?: MessageValues): string {
  return translate(getLanguage(), key, values);
}

/** The app's current language, re-rendering when it changes. */
export function useLanguage(): AppLanguage {
  return useSyncExternalStore(subscribeLanguage, getLanguage, () => DEFAULT_APP_LANGUAGE);
}

/**
 * The messages of an area (its English registered with `defineArea`), in the current language, for a component:
 * re-renders when the language changes, and suspends while the area's messages in that language load (in English
 * once they failed to).
 */
export function useT(area: MessageArea = 'common') {
  const language = useLanguage();
  const id = `${language}/${area}`;
  if (language !== DEFAULT_APP_LANGUAGE && !loaded.has(id) && !failed.has(id)) suspendUntil(loadArea(language, area));
  return useMemo(() => ({ t: (key: MessageKey, values?: MessageValues) => translate(language, key, values), language }), [language]);
}
