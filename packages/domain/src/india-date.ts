// India Standard Time is UTC+05:30 all year (no daylight saving).
const IST_OFFSET_MS = 330 * 60_000;

/** The date in India at `now`, as YYYY-MM-DD: the date of a prescription, a record, "today" on a form. */
export function indiaDate(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
