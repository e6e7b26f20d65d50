// Dates as the person reads them: a record's day (a calendar date, shown as written) and an appointment's time.
const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });
const dayAndTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** "2026-02-27" → "27 Feb 2026", whatever the viewer's time zone. */
export function formatDay(isoDate: string): string {
  return day.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

export function formatDateTime(iso: string): string {
  return dayAndTime.format(new Date(iso));
}
