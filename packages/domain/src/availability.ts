import { z } from 'zod';
import { BOOKING_WINDOW_DAYS } from './booking-rules';
import { addDays, isTimeZone, offsetMinutes, wallClock, weekdayIndex, zonedInstant } from './zoned-time';

/**
 * Issue 19 part 1: an expert's weekly hours. Times are wall-clock times in the expert's time zone (Asia/Kolkata
 * unless they choose another), because "Mondays 9 to 1" means 9 in their city whatever the date; the slots made
 * from them, and every booking, are instants stored in UTC. Slot generation is pure: the server and the browser
 * make the same slots from the same hours.
 */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};
export const DEFAULT_EXPERT_TIME_ZONE = 'Asia/Kolkata';
export const SLOT_LENGTHS = [15, 20, 30, 45, 60] as const;
export { BOOKING_WINDOW_DAYS } from './booking-rules';
export const MAX_RANGES_PER_DAY = 4;
export const MAX_BREAKS = 4;
export const MAX_DAYS_OFF = 60;
const DAY_MINUTES = 24 * 60;

export const AVAILABILITY_MESSAGES = {
  time: 'Use a time like 09:30',
  sameTimes: 'Start and end must differ',
  overlap: 'These hours overlap other hours of the same day',
  slotLength: `Choose a slot length of ${SLOT_LENGTHS.join(', ')} minutes`,
  timeZone: 'Choose a time zone from the list',
  date: 'Use a date like 2026-03-31',
  tooMany: 'Too many entries',
} as const;

const TimeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, AVAILABILITY_MESSAGES.time);
/** A stretch of a day; an end at or before the start runs past midnight into the next day (22:00–02:00). */
export const TimeRangeSchema = z
  .object({ start: TimeOfDaySchema, end: TimeOfDaySchema })
  .refine((range) => range.start !== range.end, { message: AVAILABILITY_MESSAGES.sameTimes, path: ['end'] });
export type TimeRange = z.infer<typeof TimeRangeSchema>;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** A range as minutes after its day's midnight: [start, end), end past 1440 when it crosses midnight. */
export function rangeMinutes(range: TimeRange): [number, number] {
  const start = minutesOf(range.start);
  const end = minutesOf(range.end);
  return [start, end <= start ? end + DAY_MINUTES : end];
}

const DayRangesSchema = z
  .array(TimeRangeSchema)
  .max(MAX_RANGES_PER_DAY, AVAILABILITY_MESSAGES.tooMany)
  .superRefine((ranges, ctx) => {
    const spans = ranges.map(rangeMinutes).sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < spans.length; i++) {
      if ((spans[i]?.[0] ?? 0) < (spans[i - 1]?.[1] ?? 0)) ctx.addIssue({ code: 'custom', message: AVAILABILITY_MESSAGES.overlap });
    }
  });

const IsoDateSchema = z.iso.date(AVAILABILITY_MESSAGES.date);

export const AvailabilitySchema = z.object({
  timeZone: z.string().max(64).refine(isTimeZone, AVAILABILITY_MESSAGES.timeZone).default(DEFAULT_EXPERT_TIME_ZONE),
  slotMinutes: z
    .number()
    .int()
    .refine((n) => (SLOT_LENGTHS as readonly number[]).includes(n), AVAILABILITY_MESSAGES.slotLength),
  week: z.object({
    mon: DayRangesSchema,
    tue: DayRangesSchema,
    wed: DayRangesSchema,
    thu: DayRangesSchema,
    fri: DayRangesSchema,
    sat: DayRangesSchema,
    sun: DayRangesSchema,
  }),
  /** Every day's breaks (lunch): no slot overlaps one. */
  breaks: z.array(TimeRangeSchema).max(MAX_BREAKS, AVAILABILITY_MESSAGES.tooMany),
  /** Dates in the expert's time zone with no slots at all (holidays, leave). */
  daysOff: z.array(IsoDateSchema).max(MAX_DAYS_OFF, AVAILABILITY_MESSAGES.tooMany),
});
export type Availability = z.output<typeof AvailabilitySchema>;
export type AvailabilityInput = z.input<typeof AvailabilitySchema>;

/** What a new desk form starts from: weekdays 10:00–13:00 and 15:00–18:00, 30-minute slots, India time. */
export function defaultAvailability(): Availability {
  const day = [
    { start: '10:00', end: '13:00' },
    { start: '15:00', end: '18:00' },
  ];
  return {
    timeZone: DEFAULT_EXPERT_TIME_ZONE,
    slotMinutes: 30,
    week: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: [], sun: [] },
    breaks: [],
    daysOff: [],
  };
}

export interface Slot {
  /** UTC instants, ISO 8601. */
  start: string;
  end: string;
}
export interface BusyInterval {
  start: string | Date;
  end: string | Date;
}

const overlaps = (a0: number, a1: number, b0: number, b1: number) => a0 < b1 && b0 < a1;

/**
 * The free slots of `availability` that start after `now` and before `now + days`, earliest first, leaving out
 * breaks, days off and anything overlapping a `busy` interval (active bookings). A slot belongs to the day its
 * working hours start on, so hours of 22:00–02:00 give slots past midnight; a day off removes every slot that
 * starts on that date.
 */
export function generateSlots(availability: Availability, options: { now: Date; days?: number; busy?: readonly BusyInterval[] }): Slot[] {
  const { timeZone, slotMinutes, week, breaks, daysOff } = availability;
  const nowMs = options.now.getTime();
  const untilMs = nowMs + (options.days ?? BOOKING_WINDOW_DAYS) * DAY_MINUTES * 60_000;
  const busy = (options.busy ?? []).map((b) => [new Date(b.start).getTime(), new Date(b.end).getTime()] as const);
  const breakSpans = breaks.map(rangeMinutes);
  const off = new Set(daysOff);
  const inBreak = (start: number, end: number) =>
    breakSpans.some(([b0, b1]) => [-DAY_MINUTES, 0, DAY_MINUTES].some((shift) => overlaps(start, end, b0 + shift, b1 + shift)));
  const today = wallClock(options.now, timeZone).date;
  const slots: Slot[] = [];
  const seen = new Set<number>();
  // From yesterday (its hours may run past midnight) to a day past the window (zones behind or ahead of UTC).
  for (let offset = -1; offset <= (options.days ?? BOOKING_WINDOW_DAYS) + 1; offset++) {
    const date = addDays(today, offset);
    const weekday = WEEKDAYS[weekdayIndex(date)] as Weekday;
    if (week[weekday].length === 0) continue;
    // One offset for the date and the next (hours may run past midnight), read twice a day instead of per slot;
    // around a daylight-saving change each slot is converted on its own.
    const midnight = Date.parse(`${date}T00:00:00Z`);
    const zoneOffset = offsetMinutes(new Date(midnight + 12 * 3_600_000), timeZone);
    const steady =
      zoneOffset === offsetMinutes(new Date(midnight + 36 * 3_600_000), timeZone) &&
      zoneOffset === offsetMinutes(new Date(midnight - 12 * 3_600_000), timeZone);
    const instant = (t: number) => (steady ? midnight + (t - zoneOffset) * 60_000 : zonedInstant(date, t, timeZone).getTime());
    for (const [from, to] of week[weekday].map(rangeMinutes)) {
      for (let t = from; t + slotMinutes <= to; t += slotMinutes) {
        if (inBreak(t, t + slotMinutes)) continue;
        if (off.has(addDays(date, Math.floor(t / DAY_MINUTES)))) continue;
        const start = instant(t);
        const end = start + slotMinutes * 60_000;
        if (start <= nowMs || start >= untilMs || seen.has(start)) continue;
        if (busy.some(([b0, b1]) => overlaps(start, end, b0, b1))) continue;
        seen.add(start);
        slots.push({ start: new Date(start).toISOString(), end: new Date(end).toISOString() });
      }
    }
  }
  return slots.sort((a, b) => a.start.localeCompare(b.start));
}

export type SlotProblem = 'invalid' | 'past' | 'too-far' | 'outside' | 'taken';

/** Why `start` cannot be booked now (null: it can), busy intervals being the expert's other active bookings. */
export function slotProblem(availability: Availability, start: string, now: Date, busy: readonly BusyInterval[] = []): SlotProblem | null {
  const at = new Date(start).getTime();
  if (Number.isNaN(at)) return 'invalid';
  if (at <= now.getTime()) return 'past';
  if (at >= now.getTime() + BOOKING_WINDOW_DAYS * DAY_MINUTES * 60_000) return 'too-far';
  const iso = new Date(at).toISOString();
  const slot = generateSlots(availability, { now }).find((s) => s.start === iso);
  if (!slot) return 'outside';
  const end = new Date(slot.end).getTime();
  if (busy.some((b) => overlaps(at, end, new Date(b.start).getTime(), new Date(b.end).getTime()))) return 'taken';
  return null;
}

/** Slots grouped by their date in `timeZone` (the viewer's), for a day-by-day picker. */
export function slotsByDay(slots: readonly Slot[], timeZone: string): Array<{ date: string; slots: Slot[] }> {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const { date } = wallClock(new Date(slot.start), timeZone);
    days.set(date, [...(days.get(date) ?? []), slot]);
  }
  return [...days].map(([date, daySlots]) => ({ date, slots: daySlots }));
}
