import { CATEGORIES, DIRECTORY_TOP_EXPERTS, type DirectoryCard, type ExpertDirectory, type MatchedExpert } from '@sahay/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experts } from '../src/db/schema/experts';
import { seedDemoData } from '../src/db/seed/seed';
import { signedInPatient } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  await seedDemoData(testApp.database.db, testApp.deps.auth);
});
afterAll(() => testApp.close());

const visitor = () => new HttpClient(testApp);
const directory = async (client = visitor()) => {
  const response = await client.get<ExpertDirectory>('/api/experts/directory');
  expect(response.status).toBe(200);
  return response.body;
};
const cardOf = (body: ExpertDirectory, category: string): DirectoryCard => body.cards.find((card) => card.category === category)!;

/** The same figures, worked out in plain code from every row of the table. */
async function expectedCard(category: DirectoryCard['category']) {
  const rows = (await testApp.database.db.select().from(experts).where(eq(experts.category, category))).filter((row) => row.isVerified);
  const rated = rows.filter((row) => row.rating > 0);
  const average = rated.length ? rated.reduce((sum, row) => sum + row.rating, 0) / rated.length : null;
  const best = [...rows].sort((a, b) => Number(b.isOnline) - Number(a.isOnline) || b.rating - a.rating).slice(0, DIRECTORY_TOP_EXPERTS);
  return {
    total: rows.length,
    online: rows.filter((row) => row.isOnline).length,
    averageRating: average,
    best,
  };
}

describe('GET /api/experts/directory (spec 001 §2.19, counted from the database)', () => {
  it('gives a visitor one card per field whose numbers match the rows', async () => {
    const body = await directory();
    expect(body.cards.map((card) => card.category)).toEqual([...CATEGORIES]);
    for (const category of CATEGORIES) {
      const card = cardOf(body, category);
      const expected = await expectedCard(category);
      expect(card.total, category).toBe(expected.total);
      expect(card.online, category).toBe(expected.online);
      // Rounded to one decimal: within 0.05 of the exact average.
      expect(Math.abs(card.averageRating! - expected.averageRating!), category).toBeLessThanOrEqual(0.05 + 1e-6);
      expect(Math.round(card.averageRating! * 10)).toBe(card.averageRating! * 10);
      expect(card.total).toBeGreaterThan(0);
      // The best experts in the matching order: online first, then rating.
      expect(card.topExperts.map((e) => [e.isOnline, Math.round(e.rating * 10) / 10])).toEqual(
        expected.best.map((e) => [e.isOnline, Math.round(e.rating * 10) / 10]),
      );
      expect(JSON.stringify(card)).not.toMatch(/\+91/);
    }
  });

  it('adds the figures over every field, the average taken over every rated expert (not an average of averages)', async () => {
    const body = await directory();
    const rows = (await testApp.database.db.select().from(experts)).filter((row) => row.isVerified);
    const rated = rows.filter((row) => row.rating > 0);
    expect(body.overall.total).toBe(rows.length);
    expect(body.overall.online).toBe(rows.filter((row) => row.isOnline).length);
    const exact = rated.reduce((sum, row) => sum + row.rating, 0) / rated.length;
    expect(Math.abs(body.overall.averageRating! - exact)).toBeLessThanOrEqual(0.05 + 1e-6);
  });

  it('reads the same for a signed-in patient', async () => {
    const { client } = await signedInPatient(testApp);
    expect(await directory(client)).toEqual(await directory());
  });

  it('counts an expert only once they are approved, and follows going online and ratings', async () => {
    const before = cardOf(await directory(), 'tech');
    const [pending] = await testApp.database.db
      .insert(experts)
      .values({
        name: 'Pending Coder',
        phone: '+919833300001',
        category: 'tech',
        specialization: 'Web Development',
        isOnline: true,
        isVerified: false,
        status: 'pending',
        rating: 5,
      })
      .returning({ id: experts.id });
    const whilePending = cardOf(await directory(), 'tech');
    expect(whilePending).toEqual(before);

    await testApp.database.db.update(experts).set({ isVerified: true, status: 'approved' }).where(eq(experts.id, pending!.id));
    const approved = cardOf(await directory(), 'tech');
    expect(approved.total).toBe(before.total + 1);
    expect(approved.online).toBe(before.online + 1);
    expect(Math.abs(approved.averageRating! - (await expectedCard('tech')).averageRating!)).toBeLessThanOrEqual(0.05 + 1e-6);
    // Online and rated 5, so first among the best.
    expect(approved.topExperts[0]?.name).toBe('Pending Coder');
  });

  it('leaves the average empty for a field where nobody has been rated yet', async () => {
    const fresh = await createTestApp();
    try {
      await fresh.database.db.insert(experts).values({
        name: 'Adv. New',
        phone: '+919833300002',
        category: 'legal',
        specialization: 'Family Law',
        isVerified: true,
      });
      const body = (await new HttpClient(fresh).get<ExpertDirectory>('/api/experts/directory')).body;
      expect(cardOf(body, 'legal')).toMatchObject({
        total: 1,
        online: 0,
        averageRating: null,
      });
      expect(cardOf(body, 'medical')).toEqual({
        category: 'medical',
        total: 0,
        online: 0,
        averageRating: null,
        topExperts: [],
      });
    } finally {
      await fresh.close();
    }
  });
});

describe('GET /api/experts/{id}', () => {
  it("gives anyone an approved expert's card, without a phone number", async () => {
    const [arjun] = await testApp.database.db.select().from(experts).where(eq(experts.name, 'Dr. Arjun Mehta'));
    const response = await visitor().get<MatchedExpert>(`/api/experts/${arjun!.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: arjun!.id,
      name: 'Dr. Arjun Mehta',
      category: 'medical',
      isVerified: true,
    });
    expect(JSON.stringify(response.body)).not.toMatch(/\+91/);
  });

  it('answers 404 for an expert who is not approved and for an unknown id, 400 for a malformed one', async () => {
    const [pending] = await testApp.database.db
      .insert(experts)
      .values({
        name: 'Dr. Waiting',
        phone: '+919833300003',
        category: 'medical',
        specialization: 'Cardiology',
        isVerified: false,
        status: 'pending',
      })
      .returning({ id: experts.id });
    const hidden = await visitor().get(`/api/experts/${pending!.id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toMatchObject({
      error: {
        message: 'This expert is not available. Choose another expert.',
      },
    });
    expect((await visitor().get('/api/experts/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const malformed = await visitor().get('/api/experts/not-an-id');
    expect(malformed.status).toBe(400);
    // The fixed paths still win over the id.
    expect((await visitor().get('/api/experts/counts?category=legal')).status).toBe(200);
  });
});

describe('the short cache of expert figures (EXPERT_STATS_CACHE_MS)', () => {
  it('serves the same figures within the interval and fresh ones after it', async () => {
    let now = new Date('2026-05-04T10:00:00Z');
    const cached = await createTestApp({ env: { EXPERT_STATS_CACHE_MS: '300' }, clock: { now: () => now } });
    try {
      const client = new HttpClient(cached);
      const read = async () => ({
        directory: cardOf((await client.get<ExpertDirectory>('/api/experts/directory')).body, 'finance').total,
        counts: (await client.get<{ total: number }>('/api/experts/counts?category=finance')).body.total,
      });
      expect(await read()).toEqual({ directory: 0, counts: 0 });
      await cached.database.db.insert(experts).values({ name: 'CA New', phone: '+919833300004', category: 'finance', specialization: 'GST', isVerified: true });
      now = new Date(now.getTime() + 299);
      expect(await read()).toEqual({ directory: 0, counts: 0 });
      now = new Date(now.getTime() + 2);
      expect(await read()).toEqual({ directory: 1, counts: 1 });
    } finally {
      await cached.close();
    }
  });
});
