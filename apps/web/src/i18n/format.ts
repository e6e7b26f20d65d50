import { INTL_LOCALE, type AppLanguage } from '@sahay/domain/app-languages';
import { getLanguage } from './language';

/**
 * Issue 20 part 1: the one place dates, times, numbers and ₹ amounts are formatted, in the current language
 * (en-IN or hi-IN: lakh and crore grouping in both, '₹1,50,000'). Issue 21 part 4's time-zone rule stands: every
 * moment (a message, a call, a request, an audit entry) is shown in the person's own time zone, the one their device
 * is set to. Calendar dates that are not moments (a date of birth, a prescription's date, a follow-up's last day)
 * are shown as written, whatever the zone.
 */
const makeFormatters = (locale: string) => ({
  time: new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }),
  timeWithSeconds: new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }),
  date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }),
  longDate: new Intl.DateTimeFormat(locale, { dateStyle: 'long' }),
  dateTime: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  dateTimeWithSeconds: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }),
  calendarDate: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
  longCalendarDate: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  number: new Intl.NumberFormat(locale),
  rupees: new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }),
  rupeesAndPaise: new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }),
});

const cache = new Map<AppLanguage, ReturnType<typeof makeFormatters>>();
function formatters(language: AppLanguage = getLanguage()) {
  let found = cache.get(language);
  if (!found) {
    found = makeFormatters(INTL_LOCALE[language]);
    cache.set(language, found);
  }
  return found;
}

type Moment = string | number | Date;
const asDate = (moment: Moment) => (moment instanceof Date ? moment : new Date(moment));
const asCalendarDate = (date: string | Date) => (typeof date === 'string' && date.length === 10 ? new Date(`${date}T00:00:00Z`) : asDate(date));

/** '2:35 pm' */
export const formatTime = (moment: Moment) => formatters().time.format(asDate(moment));
/** '2:35:07 pm' */
export const formatTimeWithSeconds = (moment: Moment) => formatters().timeWithSeconds.format(asDate(moment));
/** '24 Nov 2026' (the day it was where the person is) */
export const formatDate = (moment: Moment) => formatters().date.format(asDate(moment));
/** '24 November 2026' */
export const formatLongDate = (moment: Moment) => formatters().longDate.format(asDate(moment));
/** '24 Nov 2026, 2:35 pm' */
export const formatDateTime = (moment: Moment) => formatters().dateTime.format(asDate(moment));
/** '24 Nov 2026, 2:35:07 pm' */
export const formatDateTimeWithSeconds = (moment: Moment) => formatters().dateTimeWithSeconds.format(asDate(moment));
/** A calendar date ('2026-11-24' or its midnight UTC) as written: '24 Nov 2026'. */
export const formatCalendarDate = (date: string | Date) => formatters().calendarDate.format(asCalendarDate(date));
/** A calendar date as written, month in full: '24 November 2026'. */
export const formatLongCalendarDate = (date: string | Date) => formatters().longCalendarDate.format(asCalendarDate(date));
/** '1,50,000' (en) or '1,50,000' in hi-IN's grouping. */
export const formatNumber = (value: number, language?: AppLanguage) => formatters(language).number.format(value);
/** Whole rupees: '₹1,50,000'. */
export const formatRupees = (amount: number, language?: AppLanguage) => formatters(language).rupees.format(amount);
/** Rupees and paise: '₹1,499.50'. */
export const formatRupeesAndPaise = (amount: number, language?: AppLanguage) => formatters(language).rupeesAndPaise.format(amount);
