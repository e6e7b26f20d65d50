import type { Appointment, AvailabilityInput } from '@sahay/domain';
import { signedInExpert, signedInPatient } from './factories';
import type { TestApp } from './test-app';

/** Monday 2 March 2026, 05:30 in India: the tests' "now". */
export const MONDAY = new Date('2026-03-02T00:00:00Z');
/** Tuesday 3 March 2026, 10:00 in India. */
export const TUESDAY_10_IST = '2026-03-03T04:30:00.000Z';
export const TUESDAY_1030_IST = '2026-03-03T05:00:00.000Z';

const DAY = [{ start: '09:00', end: '17:00' }];
export const EVERY_DAY_9_TO_5: AvailabilityInput = {
  timeZone: 'Asia/Kolkata',
  slotMinutes: 30,
  week: { mon: DAY, tue: DAY, wed: DAY, thu: DAY, fri: DAY, sat: DAY, sun: DAY },
  breaks: [{ start: '13:00', end: '14:00' }],
  daysOff: [],
};

/** A clock the test moves by hand; the app and its services read it. */
export function handClock(start = MONDAY) {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set(to: Date | string) {
      current = new Date(to);
    },
  };
}

/** An approved expert with hours set from their desk, and their signed-in client. */
export async function expertWithHours(testApp: TestApp, hours: AvailabilityInput = EVERY_DAY_9_TO_5, category: 'medical' | 'legal' = 'medical') {
  const expert = await signedInExpert(testApp, { category });
  const saved = await expert.client.request('PUT', '/api/expert-desk/availability', hours);
  if (saved.status !== 200) throw new Error(`hours not saved: ${saved.status} ${JSON.stringify(saved.body)}`);
  return expert;
}

export async function bookedBy(testApp: TestApp, expertId: string, start = TUESDAY_10_IST, mode: 'video' | 'audio' | 'chat' = 'video') {
  const patient = await signedInPatient(testApp);
  const booked = await patient.client.post<Appointment>('/api/appointments', { expertId, start, mode });
  if (booked.status !== 201) throw new Error(`not booked: ${booked.status} ${JSON.stringify(booked.body)}`);
  return { patient, appointment: booked.body };
}
