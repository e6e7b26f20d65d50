/**
 * Issue 21 part 4: one time-zone rule everywhere. Every moment (a message, a call, a request, an audit entry) is
 * shown in the person's own time zone, the one their device is set to, in Indian English. Calendar dates that are
 * not moments (a date of birth, a prescription's date, a follow-up's last day) are shown as written, whatever the
 * zone. The chat and the desk used to disagree: the chat followed the device, the desk always said IST.
 */
const LOCALE = 'en-IN';

const formatters = {
  time: new Intl.DateTimeFormat(LOCALE, { hour: 'numeric', minute: '2-digit' }),
  timeWithSeconds: new Intl.DateTimeFormat(LOCALE, { timeStyle: 'medium' }),
  date: new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium' }),
  longDate: new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long' }),
  dateTime: new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' }),
  dateTimeWithSeconds: new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'medium' }),
  calendarDate: new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeZone: 'UTC' }),
  longCalendarDate: new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

type Moment = string | number | Date;
const asDate = (moment: Moment) => (moment instanceof Date ? moment : new Date(moment));

/** '2:35 pm' */
export const formatTime = (moment: Moment) => formatters.time.format(asDate(moment));
/** '2:35:07 pm' */
export const formatTimeWithSeconds = (moment: Moment) => formatters.timeWithSeconds.format(asDate(moment));
/** '24 Nov 2026' (the day it was where the person is) */
export const formatDate = (moment: Moment) => formatters.date.format(asDate(moment));
/** '24 November 2026' */
export const formatLongDate = (moment: Moment) => formatters.longDate.format(asDate(moment));
/** '24 Nov 2026, 2:35 pm' */
export const formatDateTime = (moment: Moment) => formatters.dateTime.format(asDate(moment));
/** '24 Nov 2026, 2:35:07 pm' */
export const formatDateTimeWithSeconds = (moment: Moment) => formatters.dateTimeWithSeconds.format(asDate(moment));
/** A calendar date ('2026-11-24' or its midnight UTC) as written: '24 Nov 2026'. */
export const formatCalendarDate = (date: string | Date) =>
  formatters.calendarDate.format(typeof date === 'string' && date.length === 10 ? new Date(`${date}T00:00:00Z`) : asDate(date));
/** A calendar date as written, month in full: '24 November 2026'. */
export const formatLongCalendarDate = (date: string | Date) =>
  formatters.longCalendarDate.format(typeof date === 'string' && date.length === 10 ? new Date(`${date}T00:00:00Z`) : asDate(date));
