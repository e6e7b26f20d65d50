import { describe, expect, it } from 'vitest';
import { AvailabilitySchema, defaultAvailability, generateSlots, slotProblem, slotsByDay, type Availability } from '../src/availability';
import { offsetMinutes, zonedInstant } from '../src/zoned-time';

const NO_HOURS = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
function hours(partial: Partial<Availability>): Availability {
  return { timeZone: 'Asia/Kolkata', slotMinutes: 30, week: NO_HOURS, breaks: [], daysOff: [], ...partial };
}
// 2026-03-01 is a Sunday; 2026-03-02 a Monday.
const SUNDAY_MIDNIGHT_UTC = new Date('2026-03-01T00:00:00Z');
const starts = (availability: Availability, now = SUNDAY_MIDNIGHT_UTC, days = 3) => generateSlots(availability, { now, days }).map((s) => s.start);

describe('slot generation (issue 19 part 1)', () => {
  it('makes slots in the expert’s time zone and gives them as UTC instants', () => {
    const slots = generateSlots(hours({ week: { ...NO_HOURS, mon: [{ start: '10:00', end: '11:00' }] } }), { now: SUNDAY_MIDNIGHT_UTC, days: 3 });
    expect(slots).toEqual([
      { start: '2026-03-02T04:30:00.000Z', end: '2026-03-02T05:00:00.000Z' },
      { start: '2026-03-02T05:00:00.000Z', end: '2026-03-02T05:30:00.000Z' },
    ]);
  });

  it('the same wall-clock hours fall at other instants in other zones, daylight saving included', () => {
    const monday10 = { week: { ...NO_HOURS, mon: [{ start: '10:00', end: '10:30' }] } };
    expect(starts(hours({ ...monday10, timeZone: 'Asia/Dubai' }))).toEqual(['2026-03-02T06:00:00.000Z']);
    // New York: EST (UTC-5) on 2 March, EDT (UTC-4) from 8 March 2026.
    const ny = generateSlots(hours({ ...monday10, timeZone: 'America/New_York' }), { now: SUNDAY_MIDNIGHT_UTC, days: 10 }).map((s) => s.start);
    expect(ny).toEqual(['2026-03-02T15:00:00.000Z', '2026-03-09T14:00:00.000Z']);
    // India has no daylight saving: the offset is 5:30 all year.
    expect(offsetMinutes(new Date('2026-01-15T00:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(offsetMinutes(new Date('2026-07-15T00:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(zonedInstant('2026-07-15', 9 * 60, 'Asia/Kolkata').toISOString()).toBe('2026-07-15T03:30:00.000Z');
  });

  it('leaves out slots that overlap a break', () => {
    const availability = hours({ slotMinutes: 60, week: { ...NO_HOURS, mon: [{ start: '12:00', end: '15:00' }] }, breaks: [{ start: '13:00', end: '13:30' }] });
    expect(starts(availability)).toEqual(['2026-03-02T06:30:00.000Z', '2026-03-02T08:30:00.000Z']);
  });

  it('a day off has no slots; the other days keep theirs', () => {
    const day = [{ start: '09:00', end: '10:00' }];
    const availability = hours({ slotMinutes: 60, week: { ...NO_HOURS, mon: day, tue: day }, daysOff: ['2026-03-02'] });
    expect(starts(availability)).toEqual(['2026-03-03T03:30:00.000Z']);
  });

  it('hours that run past midnight give a slot that crosses midnight and slots on the next date', () => {
    const availability = hours({ slotMinutes: 60, week: { ...NO_HOURS, mon: [{ start: '23:30', end: '01:30' }] } });
    // Mon 23:30–00:30 IST and Tue 00:30–01:30 IST.
    expect(generateSlots(availability, { now: SUNDAY_MIDNIGHT_UTC, days: 3 })).toEqual([
      { start: '2026-03-02T18:00:00.000Z', end: '2026-03-02T19:00:00.000Z' },
      { start: '2026-03-02T19:00:00.000Z', end: '2026-03-02T20:00:00.000Z' },
    ]);
    // A day off on Tuesday takes the slot that starts on Tuesday, not the one that starts on Monday.
    expect(starts({ ...availability, daysOff: ['2026-03-03'] })).toEqual(['2026-03-02T18:00:00.000Z']);
    // Grouped by the viewer's date, the slots fall on Monday and Tuesday in India but both on Monday in UTC.
    const slots = generateSlots(availability, { now: SUNDAY_MIDNIGHT_UTC, days: 3 });
    expect(slotsByDay(slots, 'Asia/Kolkata').map((d) => d.date)).toEqual(['2026-03-02', '2026-03-03']);
    expect(slotsByDay(slots, 'UTC').map((d) => d.date)).toEqual(['2026-03-02']);
  });

  it('a break past midnight applies to the hours after midnight', () => {
    const availability = hours({ slotMinutes: 60, week: { ...NO_HOURS, mon: [{ start: '22:00', end: '02:00' }] }, breaks: [{ start: '00:00', end: '00:30' }] });
    expect(starts(availability).length).toBe(3);
    expect(starts(availability)).not.toContain('2026-03-02T18:30:00.000Z');
  });

  it('offers only the future, within the window, and not what is booked', () => {
    const availability = hours({ week: { ...NO_HOURS, mon: [{ start: '10:00', end: '12:00' }] } });
    const now = new Date('2026-03-02T05:10:00Z'); // Monday 10:40 IST
    expect(generateSlots(availability, { now, days: 1 }).map((s) => s.start)).toEqual(['2026-03-02T05:30:00.000Z', '2026-03-02T06:00:00.000Z']);
    const busy = [{ start: '2026-03-02T05:45:00.000Z', end: '2026-03-02T06:15:00.000Z' }];
    expect(generateSlots(availability, { now, days: 1, busy })).toEqual([]);
    // 14 days of the default hours: 12 slots on each of 10 weekdays.
    expect(generateSlots(defaultAvailability(), { now: SUNDAY_MIDNIGHT_UTC }).length).toBe(120);
  });

  it('says why a start cannot be booked', () => {
    const availability = hours({ week: { ...NO_HOURS, mon: [{ start: '10:00', end: '12:00' }] } });
    const now = new Date('2026-03-02T05:10:00Z');
    expect(slotProblem(availability, '2026-03-02T05:30:00.000Z', now)).toBeNull();
    expect(slotProblem(availability, '2026-03-02T04:30:00.000Z', now)).toBe('past');
    expect(slotProblem(availability, '2026-03-02T05:40:00.000Z', now)).toBe('outside');
    expect(slotProblem(availability, '2026-03-02T08:00:00.000Z', now)).toBe('outside');
    expect(slotProblem(availability, '2026-03-30T05:30:00.000Z', now)).toBe('too-far');
    expect(slotProblem(availability, 'not a time', now)).toBe('invalid');
    expect(slotProblem(availability, '2026-03-02T05:30:00.000Z', now, [{ start: '2026-03-02T05:30:00Z', end: '2026-03-02T06:00:00Z' }])).toBe('taken');
  });
});

describe('the availability form’s rules', () => {
  const valid = { slotMinutes: 30, week: NO_HOURS, breaks: [], daysOff: [] };
  it('defaults to India time and accepts known zones only', () => {
    expect(AvailabilitySchema.parse(valid).timeZone).toBe('Asia/Kolkata');
    expect(AvailabilitySchema.safeParse({ ...valid, timeZone: 'Asia/Dubai' }).success).toBe(true);
    expect(AvailabilitySchema.safeParse({ ...valid, timeZone: 'Mars/Olympus' }).success).toBe(false);
    expect(AvailabilitySchema.safeParse({ ...valid, timeZone: '../etc' }).success).toBe(false);
  });
  it('refuses overlapping hours, odd slot lengths, bad times and bad dates', () => {
    const overlap = {
      ...NO_HOURS,
      mon: [
        { start: '09:00', end: '12:00' },
        { start: '11:00', end: '13:00' },
      ],
    };
    expect(AvailabilitySchema.safeParse({ ...valid, week: overlap }).success).toBe(false);
    expect(AvailabilitySchema.safeParse({ ...valid, slotMinutes: 25 }).success).toBe(false);
    expect(AvailabilitySchema.safeParse({ ...valid, week: { ...NO_HOURS, mon: [{ start: '9:00', end: '12:00' }] } }).success).toBe(false);
    expect(AvailabilitySchema.safeParse({ ...valid, week: { ...NO_HOURS, mon: [{ start: '09:00', end: '09:00' }] } }).success).toBe(false);
    expect(AvailabilitySchema.safeParse({ ...valid, daysOff: ['2026-02-30'] }).success).toBe(false);
  });
});
