import { INTL_LOCALE, type AppLanguage } from '@sahay/domain/app-languages';
import { getLanguage } from './language';

// Kept out of format.ts, which the shell loads on every route: only the chat says a relative time.
const cache = new Map<AppLanguage, Intl.RelativeTimeFormat>();

/** '5 minutes ago', 'yesterday' ('5 मिनट पहले', 'कल'): a moment relative to now, in whole units, en-IN or hi-IN. */
export function formatRelative(value: number, unit: Intl.RelativeTimeFormatUnit, language: AppLanguage = getLanguage()): string {
  let format = cache.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(INTL_LOCALE[language], { numeric: 'auto' });
    cache.set(language, format);
  }
  return format.format(value, unit);
}
