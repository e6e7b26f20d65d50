import type { Appointment, AvailabilityInput, PaymentCheckout } from '@sahay/domain';
import type { HttpClient } from './http-client';
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
  // A booking that costs something holds its slot until paid: pay it, as the booking page does.
  const appointment = booked.body.paymentStatus === 'pending' ? await payFor(patient.client, booked.body.id) : booked.body;
  return { patient, appointment };
}

/**
 * Pays a held appointment as a browser does with the test gateway: the order, "Pay successfully" on the gateway's
 * checkout page, then the checkout's signed answer verified by the server (issue 19 part 4).
 */
export async function payFor(client: HttpClient, appointmentId: string): Promise<Appointment> {
  const checkout = await client.post<PaymentCheckout>(`/api/appointments/${appointmentId}/payment`);
  if (checkout.status !== 200) throw new Error(`no order: ${checkout.status} ${JSON.stringify(checkout.body)}`);
  const answer = await payAtTestGateway(client, checkout.body.orderId, 'success');
  const verified = await client.post<Appointment>('/api/payments/verify', checkoutAnswer(answer));
  if (verified.status !== 200) throw new Error(`not verified: ${verified.status} ${JSON.stringify(verified.body)}`);
  return verified.body;
}

/** Presses one of the test gateway's buttons; answers where the gateway sends the browser back to. */
export async function payAtTestGateway(client: HttpClient, orderId: string, outcome: 'success' | 'failure' | 'pending'): Promise<URL> {
  const pressed = await client.request('POST', `/api/payments/test-checkout/${orderId}`, undefined, {
    raw: new URLSearchParams({ outcome }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (pressed.status !== 303) throw new Error(`gateway answered ${pressed.status} ${JSON.stringify(pressed.body)}`);
  return new URL(pressed.headers.get('location') ?? '', 'http://localhost');
}

/** The razorpay_* fields the checkout hands back, from the gateway's return address. */
export function checkoutAnswer(back: URL) {
  return {
    razorpay_order_id: back.searchParams.get('razorpay_order_id') ?? '',
    razorpay_payment_id: back.searchParams.get('razorpay_payment_id') ?? '',
    razorpay_signature: back.searchParams.get('razorpay_signature') ?? '',
  };
}
