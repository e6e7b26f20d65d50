import { DEPARTMENTS, matchTerms, rankMatches, resolveMatchGroups, specializationMatches, type MatchResult } from '@sahay/domain';
import { arrayContains, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experts } from '../src/db/schema/experts';
import { seedDemoData } from '../src/db/seed/seed';
import { DEMO_EXPERTS } from '../src/db/seed/demo-experts';
import { matchExperts } from '../src/modules/experts/experts.service';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let client: HttpClient;

beforeAll(async () => {
  testApp = await createTestApp();
  await seedDemoData(testApp.database.db, testApp.deps.auth);
  client = new HttpClient(testApp);
});
afterAll(() => testApp.close());

const match = (query: string) => client.get<MatchResult>(`/api/experts/match?${query}`);

describe('experts.match_groups (the whole-word rule, resolved when an expert is written)', () => {
  it('holds exactly what the domain rule gives for every seeded expert', async () => {
    const rows = await testApp.database.db
      .select({ category: experts.category, specialization: experts.specialization, groups: experts.matchGroups })
      .from(experts);
    expect(rows.length).toBe(DEMO_EXPERTS.length);
    for (const row of rows) expect(row.groups, row.specialization).toEqual(resolveMatchGroups(row.category, row.specialization));
  });

  // Issue 16 part 4: "ent" inside "Interventional", "Dentist" and "Mental", "urology" inside "Neurology".
  it('matches departments and their synonyms as whole words, never letters inside a word', async () => {
    const groupsOf = async (specialization: string) => {
      const rows = await testApp.database.db
        .select({ specialization: experts.specialization, groups: experts.matchGroups })
        .from(experts)
        .where(eq(experts.specialization, specialization));
      expect(rows.length, specialization).toBeGreaterThan(0);
      return rows[0]?.groups;
    };
    expect(await groupsOf('Interventional Cardiology')).toEqual(['Cardiology']);
    expect(await groupsOf('Dentist (Orthodontics)')).toEqual(['Dental']);
    expect(await groupsOf('Psychology & Mental Wellness')).toEqual(['Psychiatry']);
    expect(await groupsOf('Mental Health & Counselling')).toEqual(['Psychiatry']);
    expect(await groupsOf('Neurology')).toEqual(['Neurology']);
    expect(await groupsOf('ENT & Sinus Care')).toEqual(['ENT Specialist']);
    expect(await groupsOf('General Practitioner (GP)')).toEqual(['General Physician']);
  });

  it('finds, for every department, only doctors whose specialisation names it or a synonym as words', async () => {
    for (const department of DEPARTMENTS) {
      const found = await testApp.database.db
        .select({ specialization: experts.specialization })
        .from(experts)
        .where(arrayContains(experts.matchGroups, [department]));
      expect(found.length, department).toBeGreaterThan(0);
      const terms = matchTerms('medical', department);
      for (const { specialization } of found) expect(specializationMatches(specialization, terms), `${department}: ${specialization}`).toBe(true);
    }
    const ent = await testApp.database.db
      .select({ specialization: experts.specialization })
      .from(experts)
      .where(arrayContains(experts.matchGroups, ['ENT Specialist']));
    expect(ent.map((row) => row.specialization).sort()).toEqual(
      ['ENT', 'ENT & Sinus Care', 'ENT Specialist', 'Ear Nose Throat Surgeon', 'Otolaryngology (Head & Neck Surgery)'].sort(),
    );
  });

  it('follows a change of specialisation, whoever writes it', async () => {
    const [row] = await testApp.database.db
      .insert(experts)
      .values({ name: 'Dr. Test Shift', phone: '+919800000077', category: 'medical', specialization: 'Skin Specialist', isVerified: false })
      .returning({ id: experts.id, groups: experts.matchGroups });
    expect(row?.groups).toEqual(['Dermatology']);
    const [updated] = await testApp.database.db
      .update(experts)
      .set({ specialization: 'Heart Doctor' })
      .where(eq(experts.id, row!.id))
      .returning({ groups: experts.matchGroups });
    expect(updated?.groups).toEqual(['Cardiology']);
  });
});

describe('GET /api/experts/match (spec 001 §7)', () => {
  it('gives, for every department, exactly what the spec rule gives over all approved doctors', async () => {
    const approved = DEMO_EXPERTS.filter((e) => e.category === 'medical' && e.isVerified);
    for (const department of DEPARTMENTS) {
      const response = await match(`category=medical&department=${encodeURIComponent(department)}`);
      expect(response.status).toBe(200);
      const expected = rankMatches(approved, 'medical', department);
      expect(response.body.fallback).toBe(expected.fallback);
      // Ties in rating may come back in any order the spec allows; compare order by (online, rating) and the set.
      expect(response.body.experts.map((e) => [e.isOnline, e.rating])).toEqual(expected.experts.map((e) => [e.isOnline, e.rating]));
      expect(new Set(response.body.experts.map((e) => e.name))).toEqual(new Set(expected.experts.map((e) => e.name)));
    }
  });

  it('shows online cardiologists first, then by rating, as doctor cards without phone numbers', async () => {
    const response = await match('category=medical&department=Cardiology');
    expect(response.body.experts.length).toBeGreaterThan(1);
    expect(response.body.experts.length).toBeLessThanOrEqual(10);
    const first = response.body.experts[0]!;
    expect(first).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      category: 'medical',
      specialization: expect.stringMatching(/cardi|heart/i),
      rating: expect.any(Number),
      experienceYears: expect.any(Number),
      languages: expect.any(Array),
      isOnline: expect.any(Boolean),
      isVerified: true,
      profilePhoto: null,
    });
    expect(JSON.stringify(response.body)).not.toMatch(/\+91/);
    expect(response.body.experts.map((e) => e.name)).toContain('Dr. Arjun Mehta');
  });

  it('never offers an expert who is not approved', async () => {
    await testApp.database.db.insert(experts).values({
      name: 'Dr. Not Yet Approved',
      phone: '+919800000088',
      category: 'medical',
      specialization: 'Orthopaedics',
      isOnline: true,
      rating: 5,
      isVerified: false,
    });
    const response = await match('category=medical&department=Orthopedics');
    expect(response.body.experts.map((e) => e.name)).not.toContain('Dr. Not Yet Approved');
  });

  it('falls back to every doctor with the spec message when no specialisation matches', async () => {
    const direct = await matchExperts(testApp.database.db, { category: 'medical', department: 'Cardiology' });
    expect(direct.fallback).toBe(false);
    await testApp.database.db.delete(experts).where(arrayContains(experts.matchGroups, ['Urology']));
    const response = await match('category=medical&department=Urology');
    expect(response.body.fallback).toBe(true);
    expect(response.body.message).toBe('No doctors found for Urology. Showing all available doctors.');
    expect(response.body.experts).toHaveLength(10);
    const approvedDoctors = DEMO_EXPERTS.filter((e) => e.category === 'medical' && e.isVerified && !/urolog/i.test(e.specialization));
    const expected = [...approvedDoctors].sort((a, b) => Number(b.isOnline) - Number(a.isOnline) || b.rating - a.rating).slice(0, 10);
    expect(response.body.experts.map((e) => [e.isOnline, e.rating])).toEqual(expected.map((e) => [e.isOnline, e.rating]));
  });

  it('matches lawyers, CAs and IT experts the same way', async () => {
    const family = await match('category=legal&department=Family%20Law');
    expect(family.body.fallback).toBe(false);
    expect(family.body.experts.every((e) => /family|divorce|custody|maintenance/i.test(e.specialization))).toBe(true);
    const gst = await match('category=finance&department=Tax%20Planning%20%26%20GST');
    expect(gst.body.experts.every((e) => /tax|gst/i.test(e.specialization))).toBe(true);
    const web = await match('category=tech&department=Web%20Development&limit=2');
    expect(web.body.experts).toHaveLength(2);
  });

  it('answers 400 with a clear message for an unknown department or category', async () => {
    const unknown = await client.get('/api/experts/match?category=medical&department=Dentistry');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toMatch(/^Unknown medical department "Dentistry"\. Choose one of: General Physician/);
    const wrongCategory = await match('category=medical&department=Family%20Law');
    expect(wrongCategory.status).toBe(400);
    expect((await match('category=doctors&department=Cardiology')).status).toBe(400);
    expect((await match('category=medical')).status).toBe(400);
    expect((await match('category=medical&department=Cardiology&limit=11')).status).toBe(400);
  });
});
