import { INTL_LOCALE, type AppLanguage } from '@sahay/domain/app-languages';
import { getLanguage } from './language';

// Issue 20: a slot's day in the current language, like format.ts's helpers. Its own module, not in format.ts, because
// format.ts travels in the entry of every page and only booking shows this (the bundle budgets are at their limit).
const calendarDays = new Map<AppLanguage, Intl.DateTimeFormat>();

/** A calendar date ('2026-11-27') as a short day without the year: 'Fri, 27 Nov' (en-IN), 'शुक्र, 27 नव॰' (hi-IN). */
export function formatCalendarDay(date: string) {
  const language = getLanguage();
  let format = calendarDays.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[language], { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
    calendarDays.set(language, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}
