import { BOOKING_MODE_LABELS, type Appointment, type ExpertSlots } from '@sahay/domain/appointments';
import { PAYMENT_HOLD_MINUTES, PAYMENT_MESSAGES } from '@sahay/domain/payments';
import { FREE_FIRST_LABELS } from '@sahay/domain/pricing';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_AREA } from '@/features/expert-selection/booking/booking-area';
import { EXPERT_SELECTION_AREA } from '@/features/expert-selection/expert-selection-area';
import { loadDomainMessages } from '@/i18n/domain-messages';
import { closeRealtime } from '@/lib/realtime';
import { changeLanguage, isAreaLoaded, translate } from '@/i18n/i18n';
import bookingEn from '@/i18n/messages/en/booking.json';
import directoryEn from '@/i18n/messages/en/expert-selection.json';
import bookingHi from '@/i18n/messages/hi/booking.json';
import directoryHi from '@/i18n/messages/hi/expert-selection.json';
import { asha, json, session, stubApi } from './support/api';
import { FakeSocket } from './support/fake-socket';
import { renderApp } from './support/render-app';

// Issue 20: the experts directory and booking in Hindi; the domain's English kept word for word, slot days and times in
// hi-IN. Written independently of i18n/format, so a slot shown in English fails here.
beforeEach(() => vi.stubGlobal('WebSocket', FakeSocket));
afterEach(async () => {
  closeRealtime();
  await changeLanguage('en');
});

const EXPERT = '00000000-0000-4000-8000-000000000011';
const at = (offsetDays: number, hourUtc: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offsetDays);
  d.setUTCHours(hourUtc, 30, 0, 0);
  return d.toISOString();
};
// Two days ahead, two slots at 10:00 and 11:00 IST; three days ahead, one at 10:00 IST.
const slots: ExpertSlots = {
  expert: { id: EXPERT, name: 'Dr. Kavya Rao', specialization: 'Cardiology', category: 'medical' },
  timeZone: 'Asia/Kolkata',
  slotMinutes: 30,
  slots: [
    { start: at(2, 4), end: at(2, 5) },
    { start: at(2, 5), end: at(2, 6) },
    { start: at(3, 4), end: at(3, 5) },
  ],
  price: { fee: 299, listFee: 299, freeMinutes: 0 },
};
const held: Appointment = {
  id: '00000000-0000-4000-8000-000000000021',
  start: at(2, 4),
  end: at(2, 5),
  status: 'scheduled',
  paymentStatus: 'pending',
  holdExpiresAt: at(0, 5),
  mode: 'audio',
  expertId: EXPERT,
  expertName: 'Dr. Kavya Rao',
  specialization: 'Cardiology',
  patientName: 'Asha Verma',
  familyMemberId: null,
  consultationId: '00000000-0000-4000-8000-000000000031',
  joinPath: null,
  fee: 299,
  timeZone: 'Asia/Kolkata',
  cancelledBy: null,
  cancelReason: null,
  changeable: false,
};

const hiDay = (iso: string) =>
  new Intl.DateTimeFormat('hi-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(iso));
const hiDate = (iso: string) => new Intl.DateTimeFormat('hi-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(new Date(iso));
const hiTime = (iso: string) => new Intl.DateTimeFormat('hi-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

async function inHindi() {
  await changeLanguage('hi');
  await loadDomainMessages();
}

describe('the booking flow in Hindi', () => {
  it('keeps the domain’s English word for word and has Hindi for every key', () => {
    for (const [mode, label] of Object.entries(BOOKING_MODE_LABELS)) expect(translate('en', `booking.mode.${mode}` as 'booking.mode.chat')).toBe(label);
    for (const key of ['proceeding', 'badSignature', 'failed', 'pending'] as const)
      expect(translate('en', `booking.payment.${key}`)).toBe(PAYMENT_MESSAGES[key]);
    expect(translate('en', 'booking.payment.holdExpired', { minutes: PAYMENT_HOLD_MINUTES })).toBe(PAYMENT_MESSAGES.holdExpired);
    for (const amount of Object.values(FREE_FIRST_LABELS).filter(Boolean))
      expect(translate('en', `booking.freeFirst.${amount}` as 'booking.freeFirst.1 hour')).toBe(amount);
    expect(Object.keys(bookingHi).sort()).toEqual(Object.keys(bookingEn).sort());
    expect(Object.keys(directoryHi).sort()).toEqual(Object.keys(directoryEn).sort());
  });

  it('shows the slots by day in hi-IN, counts them, and hands a paid booking over to the payment in Hindi', async () => {
    stubApi({
      'GET /api/auth/session': session(asha),
      [`GET /api/experts/${EXPERT}/slots`]: () => json(200, slots),
      'GET /api/family-members': () => json(200, { members: [], limit: 10 }),
      'POST /api/appointments': () => json(201, held),
      [`POST /api/appointments/${held.id}/payment`]: () => new Promise<Response>(() => undefined),
    });
    await inHindi();
    expect(isAreaLoaded('hi', BOOKING_AREA)).toBe(true);
    const { user } = renderApp(`/expert-selection?book=${EXPERT}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'अपॉइंटमेंट बुक करें' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(document.title).toBe('अपॉइंटमेंट बुक करें · Sahay');
    expect(await screen.findByText('Dr. Kavya Rao')).toBeInTheDocument();
    expect(screen.getByText('₹299').closest('p')).toHaveTextContent('फ़ीस ₹299 प्रति सेशन');

    const days = within(screen.getByRole('radiogroup', { name: 'दिन' })).getAllByRole('radio');
    expect(days.map((day) => day.textContent)).toEqual([`${hiDay(slots.slots[0]!.start)}2 समय खाली`, `${hiDay(slots.slots[2]!.start)}1 समय खाली`]);
    expect(days[0]!.textContent).not.toMatch(/[A-Za-z]{3}/);
    const times = within(screen.getByRole('radiogroup', { name: 'समय' }));
    expect(times.getAllByRole('radio').map((r) => r.textContent)).toEqual([hiTime(at(2, 4)), hiTime(at(2, 5))]);

    expect(screen.getByRole('button', { name: 'समय चुनें' })).toBeDisabled();
    await user.click(times.getByRole('radio', { name: hiTime(at(2, 4)) }));
    await user.click(screen.getByRole('radio', { name: 'ऑडियो कॉल' }));
    await user.click(screen.getByRole('button', { name: `${hiDate(at(2, 4))}, ${hiTime(at(2, 4))} पक्का करें` }));
    expect(await screen.findByRole('heading', { name: 'पक्का करने के लिए ₹299 का भुगतान करें' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('भुगतान पर ले जा रहे हैं...');
    expect(screen.getByText(/तक आपके लिए रोककर रखते हैं/)).toHaveTextContent(`यह समय हम ${hiTime(held.holdExpiresAt!)} तक आपके लिए रोककर रखते हैं।`);
  });

  it('back from a failed payment: says so in Hindi and offers to pay again', async () => {
    stubApi({
      'GET /api/auth/session': session(asha),
      [`GET /api/appointments/${held.id}`]: () => json(200, held),
    });
    await inHindi();
    renderApp(`/expert-selection?book=${EXPERT}&payment=${held.id}&outcome=failed`);
    expect(await screen.findByRole('heading', { level: 1, name: 'भुगतान' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('भुगतान नहीं हो पाया। जब तक यह समय आपके लिए रुका है, आप फिर से कोशिश कर सकते हैं।');
    expect(screen.getByRole('button', { name: 'फिर से भुगतान करें' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'मेरे अपॉइंटमेंट पर जाएँ' })).toHaveAttribute('href', '/patient-dashboard?tab=appointments');
  });
});

describe('the experts directory in Hindi', () => {
  it('names the fields, counts the experts with Hindi’s plural and lists the specialties in Hindi', async () => {
    const empty = { online: 0, averageRating: null, topExperts: [] };
    stubApi({
      'GET /api/auth/session': session(null),
      'GET /api/experts/directory': () =>
        json(200, {
          cards: [
            { ...empty, category: 'medical', total: 12, online: 5, averageRating: 4.6 },
            { ...empty, category: 'legal', total: 1 },
            { ...empty, category: 'finance', total: 0 },
            { ...empty, category: 'tech', total: 4 },
          ],
        }),
    });
    await inHindi();
    expect(isAreaLoaded('hi', EXPERT_SELECTION_AREA)).toBe(true);
    renderApp('/expert-selection?category=doctor');
    expect(await screen.findByRole('heading', { level: 1, name: 'एक्सपर्ट चुनें' }, { timeout: 15_000 })).toBeInTheDocument();
    const doctors = await screen.findByRole('button', { name: /^डॉक्टर/ });
    expect(doctors).toHaveAttribute('aria-expanded', 'true');
    expect(doctors).toHaveTextContent('12 जाँचे हुए एक्सपर्ट');
    expect(doctors).toHaveTextContent('5 अभी ऑनलाइन');
    expect(screen.getByRole('button', { name: /^वकील/ })).toHaveTextContent('1 जाँचा हुआ एक्सपर्ट');
    // Hindi says 0 like 1.
    expect(screen.getByRole('button', { name: /^चार्टर्ड अकाउंटेंट/ })).toHaveTextContent(/0 जाँचा हुआ एक्सपर्ट.*अभी कोई रेटिंग नहीं/);
    expect(within(await screen.findByRole('list', { name: 'डॉक्टर: विशेषज्ञताएँ' })).getByText('जनरल फ़िज़िशियन')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'टॉप डॉक्टर' })).getByRole('heading', { level: 3 })).toHaveTextContent('टॉप डॉक्टर');
    expect(screen.getByRole('link', { name: 'सभी मेडिकल सेवाएँ' })).toHaveAttribute('href', '/medical-consultation');
  });
});
