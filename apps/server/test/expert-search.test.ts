import { defaultAvailability } from '@sahay/domain/availability';
import type { ExpertPage, ExpertSearchResult } from '@sahay/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expertAvailability } from '../src/db/schema/bookings';
import { ratings } from '../src/db/schema/expert-work';
import { createConsultation, createExpertProfile, signedInPatient } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 19 part 0: search across the four fields and an expert's public page. A Monday, 09:00 in India.
const NOW = new Date('2026-11-23T03:30:00Z');
let testApp: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  testApp = await createTestApp({ clock: { now: () => NOW } });
  const { db } = testApp.database;
  const make = async (key: string, values: Parameters<typeof createExpertProfile>[1]) => (ids[key] = (await createExpertProfile(db, values)).id);
  await make('heart', { name: 'Dr. Zenobia Quill', specialization: 'Cardiologist', languages: ['English', 'Tamil'], rating: 4.8, isOnline: true });
  await make('skin', { name: 'Dr. Yusuf Quill', specialization: 'Dermatologist', languages: ['Hindi'], rating: 3.9, isOnline: false });
  await make('law', { name: 'Adv. Xavier Quill', category: 'legal', specialization: 'Property Law', languages: ['Hindi', 'English'], rating: 4.5 });
  await make('tax', { name: 'CA Wanda Quill', category: 'finance', specialization: 'Income Tax', languages: ['Gujarati'], rating: 4.1, isOnline: true });
  await make('pending', { name: 'Dr. Vera Quill', specialization: 'Cardiologist', status: 'pending' });
  // Hours for two of them: the cardiologist works today (Monday), the lawyer only on Saturdays.
  await db.insert(expertAvailability).values([
    { expertId: ids.heart!, hours: defaultAvailability() },
    {
      expertId: ids.law!,
      hours: {
        ...defaultAvailability(),
        week: { ...defaultAvailability().week, mon: [], tue: [], wed: [], thu: [], fri: [], sat: [{ start: '10:00', end: '12:00' }] },
      },
    },
  ]);
  // Reviews: one from a completed consultation shows; one from an active consultation does not.
  const patient = await signedInPatient(testApp);
  const done = await createConsultation(db, patient.user.id, { expertId: ids.heart, status: 'completed' });
  const ongoing = await createConsultation(db, patient.user.id, { expertId: ids.heart, status: 'active' });
  await db.insert(ratings).values([
    { consultationId: done.id, userId: patient.user.id, expertId: ids.heart!, stars: 5, comment: 'Explained my ECG clearly.' },
    { consultationId: ongoing.id, userId: patient.user.id, expertId: ids.heart!, stars: 1, comment: 'Not yet finished!' },
  ]);
});
afterAll(() => testApp.close());

const visitor = () => new HttpClient(testApp);
async function search(params: string) {
  const response = await visitor().get<ExpertSearchResult>(`/api/experts/search?${params}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}
const names = (result: ExpertSearchResult) => result.experts.map((e) => e.name);

describe('GET /api/experts/search', () => {
  it('finds approved experts of every field by name, specialisation or field word, online first then rating', async () => {
    expect(names(await search('q=quill'))).toEqual(['Dr. Zenobia Quill', 'CA Wanda Quill', 'Adv. Xavier Quill', 'Dr. Yusuf Quill']);
    expect(names(await search('q=cardio'))).toEqual(['Dr. Zenobia Quill']);
    expect(names(await search('q=quill+lawyer'))).toEqual(['Adv. Xavier Quill']);
    expect((await search('q=quill')).total).toBe(4);
    expect(names(await search('q=%25'))).toEqual([]);
  });

  it('filters by field, language, fee, rating, free today and online now', async () => {
    expect(names(await search('q=quill&category=finance'))).toEqual(['CA Wanda Quill']);
    expect(names(await search('q=quill&language=Hindi'))).toEqual(['Adv. Xavier Quill', 'Dr. Yusuf Quill']);
    // Fees from pricing.ts: doctor 299, lawyer 499, CA 599.
    expect(names(await search('q=quill&maxFee=500'))).toEqual(['Dr. Zenobia Quill', 'Adv. Xavier Quill', 'Dr. Yusuf Quill']);
    expect(names(await search('q=quill&maxFee=100'))).toEqual([]);
    expect(names(await search('q=quill&minRating=4.5'))).toEqual(['Dr. Zenobia Quill', 'Adv. Xavier Quill']);
    expect(names(await search('q=quill&onlineNow=true'))).toEqual(['Dr. Zenobia Quill', 'CA Wanda Quill']);
    expect(names(await search('q=quill&availableToday=true'))).toEqual(['Dr. Zenobia Quill']);
  });

  it('gives each card its fee and first free slot', async () => {
    const [heart, , law, skin] = (await search('q=quill')).experts;
    expect(heart).toMatchObject({ fee: 299, nextSlot: '2026-11-23T04:30:00.000Z' });
    expect(law).toMatchObject({ fee: 499, nextSlot: '2026-11-28T04:30:00.000Z' });
    expect(skin).toMatchObject({ fee: 299, nextSlot: null });
  });

  it.each(['minRating=6', 'maxFee=-1', 'maxFee=abc', 'language=Klingon', 'category=astrology', 'onlineNow=yes', `q=${'a'.repeat(101)}`, 'q=nul%00byte'])(
    'answers 400 with the one error shape for %s',
    async (params) => {
      const response = await visitor().get<{ error: { code: string } }>(`/api/experts/search?${params}`);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_FAILED');
    },
  );

  it('never sends a phone number or an email', async () => {
    const response = await visitor().get<ExpertSearchResult>('/api/experts/search?q=quill');
    expect(JSON.stringify(response.body)).not.toMatch(/\+91|phone|email|whatsapp/i);
  });
});

describe('GET /api/experts/{id}/page', () => {
  it('shows the expert, the fee, reviews from completed consultations only and the next free slots', async () => {
    const response = await visitor().get<ExpertPage>(`/api/experts/${ids.heart}/page`);
    expect(response.status).toBe(200);
    const page = response.body;
    expect(page.expert).toMatchObject({
      name: 'Dr. Zenobia Quill',
      qualification: 'MBBS, MD (General Medicine)',
      credentialBody: 'Karnataka Medical Council',
      fee: 299,
    });
    expect(page.ratingCount).toBe(1);
    expect(page.reviews).toEqual([{ stars: 5, comment: 'Explained my ECG clearly.', date: expect.any(String) }]);
    expect(page.timeZone).toBe('Asia/Kolkata');
    expect(page.nextSlots.map((s) => s.start)).toEqual([
      '2026-11-23T04:30:00.000Z',
      '2026-11-23T05:00:00.000Z',
      '2026-11-23T05:30:00.000Z',
      '2026-11-23T06:00:00.000Z',
      '2026-11-23T06:30:00.000Z',
      '2026-11-23T07:00:00.000Z',
    ]);
    expect(JSON.stringify(page)).not.toMatch(/\+91|phone|email|whatsapp|userId/i);
  });

  it('shows no slots for an expert without hours, and the same page to a signed-in person', async () => {
    const { client } = await signedInPatient(testApp);
    const response = await client.get<ExpertPage>(`/api/experts/${ids.skin}/page`);
    expect(response.status).toBe(200);
    expect(response.body.nextSlots).toEqual([]);
    expect(response.body.reviews).toEqual([]);
  });

  it('answers 404 for an expert not approved or unknown, and 400 for a bad id', async () => {
    expect((await visitor().get(`/api/experts/${ids.pending}/page`)).status).toBe(404);
    expect((await visitor().get('/api/experts/00000000-0000-4000-8000-000000000000/page')).status).toBe(404);
    expect((await visitor().get('/api/experts/not-an-id/page')).status).toBe(400);
  });
});
