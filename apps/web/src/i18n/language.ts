import { DEFAULT_APP_LANGUAGE, isAppLanguage, type AppLanguage } from '@sahay/domain/app-languages';

// Issue 20 part 1: the language the app speaks now. A visitor's choice is kept in local storage; an account's in its
// profile (features/profile syncs it). `<html lang>` follows, so screen readers and fonts pick Hindi up.

export const LANGUAGE_STORAGE_KEY = 'app-language';

function savedLanguage(): AppLanguage {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isAppLanguage(saved)) return saved;
  } catch {
    // Storage blocked: the default.
  }
  return DEFAULT_APP_LANGUAGE;
}

let current: AppLanguage = savedLanguage();
const listeners = new Set<() => void>();

export const getLanguage = (): AppLanguage => current;

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Makes `language` the current one (its messages must be loaded: see i18n.ts `changeLanguage`), and the reader's kept
 * choice unless `remember` is false (English for this visit only, when the chosen language's messages failed to load).
 */
export function applyLanguage(language: AppLanguage, remember = true) {
  current = language;
  document.documentElement.lang = language;
  try {
    if (remember) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage blocked: the choice lasts for this visit.
  }
  for (const listener of listeners) listener();
}
