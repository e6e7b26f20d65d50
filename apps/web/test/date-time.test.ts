import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDate, formatDateTime, formatLongCalendarDate, formatTime } from '@/lib/date-time';

// The web tests run with TZ=Asia/Kolkata (vitest.config.ts), as a phone in India.
describe('one time-zone rule (issue 21 part 4)', () => {
  it('shows a moment in the device’s zone: 09:05 UTC is 2:35 pm in India, the next day late in the evening', () => {
    expect(formatTime('2026-11-24T09:05:00.000Z')).toBe('2:35 pm');
    expect(formatDateTime('2026-11-24T09:05:00.000Z')).toBe('24 Nov 2026, 2:35 pm');
    expect(formatDate('2026-11-24T20:00:00.000Z')).toBe('25 Nov 2026');
  });

  it('shows a calendar date as written, whatever the zone', () => {
    expect(formatCalendarDate('2026-02-27')).toBe('27 Feb 2026');
    expect(formatLongCalendarDate('2026-02-27')).toBe('27 February 2026');
    expect(formatCalendarDate('2026-02-27T00:00:00.000Z')).toBe('27 Feb 2026');
  });
});
