import type { Appointment, ExpertSchedule, ExpertSlots } from '@sahay/domain/appointments';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeRealtime } from '@/lib/realtime';
import { apiError, asha, json, session, stubApi } from './support/api';
import { doctor, overview } from './support/desk';
import { FakeSocket } from './support/fake-socket';
import { renderApp } from './support/render-app';

// Issue 19 part 2: the booking page, and the schedule and hours on the desk.
beforeEach(() => vi.stubGlobal('WebSocket', FakeSocket));
afterEach(() => closeRealtime());

const EXPERT = '00000000-0000-4000-8000-000000000011';
const day = (offsetDays: number, hourUtc: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offsetDays);
  d.setUTCHours(hourUtc, 30, 0, 0);
  return d.toISOString();
};
const first = day(2, 4); // 10:00 IST, two days ahead
const second = day(2, 5);
const slots: ExpertSlots = {
  expert: { id: EXPERT, name: 'Dr. Kavya Rao', specialization: 'Cardiology', category: 'medical' },
  timeZone: 'Asia/Kolkata',
  slotMinutes: 30,
  slots: [
    { start: first, end: second },
    { start: second, end: day(2, 6) },
  ],
  price: { fee: 299, listFee: 299, freeMinutes: 0 },
};
const booked: Appointment = {
  id: '00000000-0000-4000-8000-000000000021',
  start: first,
  end: second,
  status: 'scheduled',
  paymentStatus: 'paid',
  holdExpiresAt: null,
  mode: 'audio',
  expertId: EXPERT,
  expertName: 'Dr. Kavya Rao',
  specialization: 'Cardiology',
  patientName: 'Asha Verma',
  familyMemberId: null,
  consultationId: '00000000-0000-4000-8000-000000000031',
  joinPath: '/join-meeting/room-1?mode=audio',
  fee: 299,
  timeZone: 'Asia/Kolkata',
  cancelledBy: null,
  cancelReason: null,
  changeable: true,
};

describe('/expert-selection?book= (booking)', () => {
  it('shows the free slots by day in India time, and books the chosen one in the chosen mode', async () => {
    const calls = stubApi({
      'GET /api/auth/session': session(asha),
      [`GET /api/experts/${EXPERT}/slots`]: () => json(200, slots),
      'GET /api/family-members': () => json(200, { members: [], limit: 10 }),
      'POST /api/appointments': () => json(201, booked),
    });
    const { user } = renderApp(`/expert-selection?book=${EXPERT}`);
    expect(await screen.findByText('Dr. Kavya Rao')).toBeInTheDocument();
    expect(screen.getByText('₹299')).toBeInTheDocument();
    const times = screen.getByRole('radiogroup', { name: 'Time' });
    expect(
      within(times)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['10:00 am', '11:00 am']);
    expect(screen.getByRole('button', { name: 'Choose a time' })).toBeDisabled();
    await user.click(within(times).getByRole('radio', { name: '10:00 am' }));
    await user.click(screen.getByRole('radio', { name: 'Audio call' }));
    await user.click(screen.getByRole('button', { name: /^Confirm/ }));
    expect(await screen.findByText('Appointment booked')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ expertId: EXPERT, start: first, mode: 'audio', timeZone: 'Asia/Kolkata' });
  });

  it('says so when the slot was taken meanwhile', async () => {
    stubApi({
      'GET /api/auth/session': session(asha),
      [`GET /api/experts/${EXPERT}/slots`]: () => json(200, slots),
      'GET /api/family-members': () => json(200, { members: [], limit: 10 }),
      'POST /api/appointments': () => apiError(409, 'CONFLICT', 'Someone has just booked that slot: choose another one'),
    });
    const { user } = renderApp(`/expert-selection?book=${EXPERT}`);
    await user.click(await screen.findByRole('radio', { name: '11:00 am' }));
    await user.click(screen.getByRole('button', { name: /^Confirm/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone has just booked that slot: choose another one');
  });

  it('hands a booking that costs something over to the payment: Proceeding to payment...', async () => {
    const held = { ...booked, paymentStatus: 'pending' as const, holdExpiresAt: day(0, 5), joinPath: null, changeable: false };
    const calls = stubApi({
      'GET /api/auth/session': session(asha),
      [`GET /api/experts/${EXPERT}/slots`]: () => json(200, slots),
      'GET /api/family-members': () => json(200, { members: [], limit: 10 }),
      'POST /api/appointments': () => json(201, held),
      // The order never comes back in this test: the page keeps saying what it is doing.
      [`POST /api/appointments/${booked.id}/payment`]: () => new Promise<Response>(() => undefined),
    });
    const { user } = renderApp(`/expert-selection?book=${EXPERT}`);
    await user.click(await screen.findByRole('radio', { name: '10:00 am' }));
    await user.click(screen.getByRole('button', { name: /^Confirm/ }));
    expect(await screen.findByRole('status')).toHaveTextContent('Proceeding to payment...');
    expect(screen.getByRole('heading', { name: 'Pay ₹299 to confirm' })).toBeInTheDocument();
    await vi.waitFor(() => expect(calls.some((c) => c.path === `/api/appointments/${booked.id}/payment`)).toBe(true));
  });

  it('back from the gateway: the signed answer is verified by the server, then the booking is confirmed', async () => {
    const answer = { razorpay_order_id: 'order_Abc123Def456Gh', razorpay_payment_id: 'pay_Xyz789Uvw012Rs', razorpay_signature: 'a'.repeat(64) };
    const calls = stubApi({
      'GET /api/auth/session': session(asha),
      [`GET /api/appointments/${booked.id}`]: () => json(200, { ...booked, paymentStatus: 'pending', holdExpiresAt: day(0, 5) }),
      'POST /api/payments/verify': () => json(200, booked),
    });
    renderApp(`/expert-selection?book=${EXPERT}&payment=${booked.id}&${new URLSearchParams(answer).toString()}`);
    expect(await screen.findByText('Appointment booked')).toBeInTheDocument();
    expect(screen.getByText('Paid ₹299.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/payments/verify')?.body).toEqual(answer);
  });

  it('back from a failed payment: says so and offers to pay again while the slot is held', async () => {
    stubApi({
      'GET /api/auth/session': session(asha),
      [`GET /api/appointments/${booked.id}`]: () => json(200, { ...booked, paymentStatus: 'pending', holdExpiresAt: day(0, 5), joinPath: null }),
    });
    renderApp(`/expert-selection?book=${EXPERT}&payment=${booked.id}&outcome=failed`);
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment did not go through. You can try again while the slot is held.');
    expect(screen.getByRole('button', { name: 'Try paying again' })).toBeEnabled();
  });

  it('asks an expert or a visitor to sign in as a patient', async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    renderApp(`/expert-selection?book=${EXPERT}`);
    expect(await screen.findByText('Please log in to book a time with an expert.')).toBeInTheDocument();
  });
});

describe('the desk schedule', () => {
  it('lists today’s appointments and cancels one only with a reason', async () => {
    const schedule: ExpertSchedule = { timeZone: 'Asia/Kolkata', today: [booked], week: [booked] };
    const calls = stubApi({
      'GET /api/auth/session': session(doctor),
      'GET /api/expert-desk': () => json(200, overview({ incoming: [], active: [] })),
      'GET /api/expert-desk/schedule': () => json(200, schedule),
      'GET /api/expert-desk/availability': () => json(200, { availability: null }),
      [`POST /api/appointments/${booked.id}/cancel`]: () => json(200, { ...booked, status: 'cancelled' }),
    });
    const { user } = renderApp('/expert-dashboard');
    const list = await screen.findByRole('list', { name: "Today's appointments" });
    expect(within(list).getByRole('link', { name: /Join/ })).toHaveAttribute('href', '/join-meeting/room-1?mode=audio');
    expect(screen.getByText('Patients cannot book you until you set the hours you take appointments.')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Cancel the appointment with Asha Verma' }));
    await user.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    expect(await screen.findByText('Tell the patient why you are cancelling')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Reason for the patient'), 'Called to an emergency');
    await user.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    await vi.waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Called to an emergency' }));
  });

  it('shows a booking held for its payment as awaiting payment, with nothing to join', async () => {
    // A chat booking: without the hold its chat would open from the desk.
    const held = { ...booked, mode: 'chat' as const, paymentStatus: 'pending' as const, holdExpiresAt: day(0, 5), joinPath: null, changeable: false };
    stubApi({
      'GET /api/auth/session': session(doctor),
      'GET /api/expert-desk': () => json(200, overview({ incoming: [], active: [] })),
      'GET /api/expert-desk/schedule': () => json(200, { timeZone: 'Asia/Kolkata', today: [held], week: [held] }),
      'GET /api/expert-desk/availability': () => json(200, { availability: null }),
    });
    renderApp('/expert-dashboard');
    const list = await screen.findByRole('list', { name: "Today's appointments" });
    expect(within(list).getByText(/Awaiting payment/)).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: /Join/ })).toBeNull();
  });

  it('sets the hours: the default week, saved as the server expects', async () => {
    const calls = stubApi({
      'GET /api/auth/session': session(doctor),
      'GET /api/expert-desk': () => json(200, overview({ incoming: [], active: [] })),
      'GET /api/expert-desk/schedule': () => json(200, { timeZone: 'Asia/Kolkata', today: [], week: [] }),
      'GET /api/expert-desk/availability': () => json(200, { availability: null }),
      'PUT /api/expert-desk/availability': (call) => json(200, { availability: call.body }),
    });
    const { user } = renderApp('/expert-dashboard');
    await user.click(await screen.findByRole('button', { name: 'Set your hours' }));
    await user.click(screen.getByRole('button', { name: 'Remove Friday 2' }));
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const sent = calls.find((c) => c.method === 'PUT')?.body as { slotMinutes: number; week: Record<string, unknown[]> };
    expect(sent.slotMinutes).toBe(30);
    expect(sent.week.fri).toEqual([{ start: '10:00', end: '13:00' }]);
    expect(sent.week.sat).toEqual([]);
  });
});
