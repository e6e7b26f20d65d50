/**
 * Wall-clock times in a named time zone, turned into instants and back with the platform's own time-zone data
 * (Intl), so no library is needed. India has one offset all year (UTC+05:30); the same functions handle zones
 * with daylight saving, where a wall time in the spring gap does not exist and one in the autumn overlap happens
 * twice: the first is taken, as most calendars do.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** Whether the platform knows this IANA time zone name ('Asia/Kolkata'). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(value) || value.length > 64) return false;
  try {
    formatter(value);
    return true;
  } catch {
    return false;
  }
}

/** The zone's wall clock at `instant`: date 'YYYY-MM-DD' and minutes since its midnight. */
export function wallClock(instant: Date, timeZone: string): { date: string; minutes: number } {
  const parts: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** Minutes the zone is ahead of UTC at `instant` (IST: 330). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  const asUtc = Date.parse(`${wall.date}T00:00:00Z`) + wall.minutes * 60_000;
  const exactMinute = instant.getTime() - (instant.getTime() % 60_000);
  return Math.round((asUtc - exactMinute) / 60_000);
}

/** The instant of wall time `minutes` after midnight of `date` in the zone (minutes may pass 1440: the next day). */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const guess = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  const first = guess - offsetMinutes(new Date(guess), timeZone) * 60_000;
  const second = guess - offsetMinutes(new Date(first), timeZone) * 60_000;
  return new Date(Math.min(first, second));
}

/** 'YYYY-MM-DD' plus `days`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** 0 = Monday … 6 = Sunday, of a 'YYYY-MM-DD' date. */
export function weekdayIndex(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** Older names some platforms still report (Node's and some browsers' ICU say Asia/Calcutta): the current IANA name. */
const ZONE_ALIASES: Record<string, string> = { 'Asia/Calcutta': 'Asia/Kolkata', 'Asia/Katmandu': 'Asia/Kathmandu', 'Asia/Rangoon': 'Asia/Yangon' };
export function canonicalTimeZone(zone: string): string {
  return ZONE_ALIASES[zone] ?? zone;
}
