import { DEPARTMENTS, departmentTerms, isIndianMobile, nationalDigits, PasswordSchema } from '@sahay/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { defaultAvailability } from '@sahay/domain/availability';
import { users } from '../src/db/schema/auth';
import { expertAvailability } from '../src/db/schema/bookings';
import { experts } from '../src/db/schema/experts';
import { appointments, medicalRecords, prescriptions, vitalSigns } from '../src/db/schema/health-records';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PATIENT } from '../src/db/seed/demo-accounts';
import { demoAccountCount, seedDemoData, shouldSeedDemoData } from '../src/db/seed/seed';
import { isCommonPassword } from '../src/lib/common-passwords';
import { loadEnv } from '../src/lib/env';
import { createLogger } from '../src/lib/logger';
import { startServer } from '../src/server';
import { HttpClient } from './support/http-client';
import { createServerTarget } from './support/server-target';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let db: Database;
let firstSeed: { seeded: boolean };
type ExpertRow = typeof experts.$inferSelect;
let allExperts: ExpertRow[];

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  firstSeed = await seedDemoData(db, testApp.deps.auth);
  allExperts = await db.select().from(experts);
}, 60_000);
afterAll(() => testApp.close());

/** Whole-word, case-insensitive: "ENT" is in "ENT & Sinus Care", not in "Dentist". */
function mentions(text: string, term: string): boolean {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^a-z])${escaped}([^a-z]|$)`, 'i').test(text);
}

function expertsIn(category: ExpertRow['category']): ExpertRow[] {
  return allExperts.filter((e) => e.category === category);
}

async function tableCounts(): Promise<Record<string, number>> {
  const count = async (table: string) => {
    const rows = await testApp.database.execute(`select count(*)::int as n from ${table}`);
    return Number(rows[0]?.n);
  };
  const tables = ['users', 'accounts', 'experts', 'appointments', 'medical_records', 'prescriptions', 'vital_signs'];
  return Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await count(t)] as const)));
}

describe('the demo marketplace', () => {
  it('is seeded into an empty database', () => {
    expect(firstSeed).toEqual({ seeded: true });
  });

  it('gives every approved expert, and no pending one, the desk’s default hours, so a newcomer can book a time', async () => {
    const rows = await db.select().from(expertAvailability);
    const withHours = new Set(rows.map((row) => row.expertId));
    const approved = allExperts.filter((e) => e.status === 'approved');
    expect(approved.length).toBeGreaterThan(0);
    for (const expert of allExperts) expect(withHours.has(expert.id), expert.name).toBe(expert.status === 'approved');
    for (const row of rows) expect(row.hours).toEqual(defaultAvailability());
  });

  it('has at least 80 experts in all four fields', () => {
    expect(allExperts.length).toBeGreaterThanOrEqual(80);
    for (const category of ['medical', 'legal', 'finance', 'tech'] as const) {
      expect(expertsIn(category).length, category).toBeGreaterThanOrEqual(10);
    }
  });

  it('has doctors in every department of spec 001 §2.2, written the many ways the synonym table lists', () => {
    const doctors = expertsIn('medical');
    for (const department of DEPARTMENTS) {
      const terms = departmentTerms(department);
      const matching = doctors.filter((d) => terms.some((term) => mentions(d.specialization, term)));
      const synonymsUsed = terms.slice(1).filter((term) => doctors.some((d) => mentions(d.specialization, term)));
      expect(matching.length, department).toBeGreaterThanOrEqual(3);
      expect(synonymsUsed.length, `${department} synonyms used: ${synonymsUsed.join(', ')}`).toBeGreaterThanOrEqual(2);
      expect(
        matching.some((d) => d.isOnline),
        `${department} has a doctor online`,
      ).toBe(true);
    }
  });

  it.each([
    ['legal', ['family', 'property', 'criminal', 'corporate', 'cyber', 'consumer']],
    ['finance', ['tax', 'GST', 'audit', 'investment']],
    ['tech', ['web', 'mobile', 'cloud', 'security']],
  ] as const)('has %s experts for each of %j', (category, areas) => {
    for (const area of areas) {
      const matching = expertsIn(category).filter((e) => mentions(e.specialization, area));
      expect(matching.length, `${category}: ${area}`).toBeGreaterThanOrEqual(2);
    }
  });

  it('has at least three cardiologists online', () => {
    const terms = departmentTerms('Cardiology');
    const online = expertsIn('medical').filter((d) => d.isOnline && terms.some((t) => mentions(d.specialization, t)));
    expect(online.length).toBeGreaterThanOrEqual(3);
  });

  it('mixes online and offline experts in every field', () => {
    for (const category of ['medical', 'legal', 'finance', 'tech'] as const) {
      const rows = expertsIn(category);
      const online = rows.filter((e) => e.isOnline).length;
      expect(online, `${category} online`).toBeGreaterThan(0);
      expect(rows.length - online, `${category} offline`).toBeGreaterThan(0);
    }
  });

  it('gives every expert a unique Indian mobile and a WhatsApp number', () => {
    const phones = allExperts.map((e) => e.phone);
    expect(new Set(phones).size).toBe(phones.length);
    for (const expert of allExperts) {
      expect(expert.phone, expert.name).toMatch(/^\+91\d{10}$/);
      expect(isIndianMobile(nationalDigits(expert.phone)), expert.phone).toBe(true);
      expect(expert.whatsappNumber, expert.name).toMatch(/^\+91[6-9]\d{9}$/);
    }
  });

  it('gives experts believable profiles: ratings, years, bios, presence', () => {
    for (const expert of allExperts) {
      expect(expert.rating, expert.name).toBeGreaterThanOrEqual(1);
      expect(expert.rating, expert.name).toBeLessThanOrEqual(5);
      expect(expert.experienceYears, expert.name).toBeGreaterThan(0);
      expect(expert.bio?.length ?? 0, expert.name).toBeGreaterThan(40);
      expect(expert.languages.length, expert.name).toBeGreaterThan(0);
      expect(expert.lastSeenAt, expert.name).toBeInstanceOf(Date);
    }
    expect(new Set(allExperts.map((e) => e.rating)).size).toBeGreaterThan(5);
    expect(allExperts.some((e) => e.isVerified)).toBe(true);
  });

  it('speaks English, Hindi and regional languages', () => {
    const languages = new Set(allExperts.flatMap((e) => e.languages));
    expect(languages).toContain('English');
    expect(languages).toContain('Hindi');
    const regional = [...languages].filter((l) => l !== 'English' && l !== 'Hindi');
    expect(regional.length, regional.join(', ')).toBeGreaterThanOrEqual(6);
    expect(allExperts.some((e) => !e.languages.includes('English'))).toBe(true);
  });
});

describe('the demo accounts', () => {
  it('has one demo patient with past and upcoming appointments, records, prescriptions and vitals', async () => {
    const [patient] = await db.select().from(users).where(eq(users.email, DEMO_PATIENT.email));
    expect(patient?.role).toBe('patient');
    const patientId = patient?.id ?? '';
    const now = new Date();

    const visits = await db.select().from(appointments).where(eq(appointments.userId, patientId));
    const upcoming = visits.filter((a) => a.appointmentDate > now && a.status === 'scheduled');
    const past = visits.filter((a) => a.appointmentDate < now);
    expect(upcoming.length).toBeGreaterThanOrEqual(1);
    expect(past.length).toBeGreaterThanOrEqual(1);
    expect(past.some((a) => a.status === 'completed')).toBe(true);
    expect(past.every((a) => a.status !== 'scheduled')).toBe(true);
    const expertIds = new Set(allExperts.map((e) => e.id));
    for (const visit of visits) expect(expertIds.has(visit.expertId ?? ''), 'appointment has an expert').toBe(true);

    const records = await db.select().from(medicalRecords).where(eq(medicalRecords.userId, patientId));
    expect(records.length).toBeGreaterThanOrEqual(3);

    const scripts = await db.select().from(prescriptions).where(eq(prescriptions.userId, patientId));
    expect(scripts.length).toBeGreaterThanOrEqual(1);
    for (const script of scripts) {
      expect(script.medicines.length).toBeGreaterThan(0);
      expect(script.medicines.every((m) => m.name.length > 0)).toBe(true);
      expect(expertIds.has(script.expertId ?? '')).toBe(true);
    }

    const vitals = await db.select().from(vitalSigns).where(eq(vitalSigns.userId, patientId));
    expect(vitals.length).toBeGreaterThanOrEqual(3);
    expect(vitals.every((v) => v.recordedDate < now && v.heartRate !== null && v.bloodPressureSystolic !== null)).toBe(true);
  });

  it('has one expert account per field, each linked to that field’s expert profile', async () => {
    const linked = await db
      .select({ role: users.role, category: experts.category, userName: users.name, expertName: experts.name })
      .from(users)
      .innerJoin(experts, eq(experts.userId, users.id));
    expect(linked.map((row) => row.category).sort()).toEqual(['finance', 'legal', 'medical', 'tech']);
    for (const row of linked) {
      expect(row.role).toBe('expert');
      expect(row.userName).toBe(row.expertName);
    }
    const expertAccounts = await db.select({ id: users.id }).from(users).where(eq(users.role, 'expert'));
    expect(expertAccounts).toHaveLength(4);
  });

  it('has exactly one admin, who is not an expert', async () => {
    const admins = await db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
    const profile = await db
      .select()
      .from(experts)
      .where(eq(experts.userId, admins[0]?.id ?? ''));
    expect(profile).toHaveLength(0);
  });

  it('uses a demo password the sign-in form itself accepts', () => {
    expect(PasswordSchema.safeParse(DEMO_PASSWORD).success).toBe(true);
    expect(isCommonPassword(DEMO_PASSWORD)).toBe(false);
  });

  it('lets every demo account sign in with the demo password, with its role', async () => {
    const roles: string[] = [];
    for (const account of DEMO_ACCOUNTS) {
      const response = await new HttpClient(testApp).post('/api/auth/sign-in', { email: account.email, password: DEMO_PASSWORD });
      expect(response.status, account.email).toBe(200);
      expect(response.body.user).toMatchObject({ email: account.email, name: account.name, role: account.role });
      roles.push(response.body.user.role);
    }
    expect(roles.sort()).toEqual(['admin', 'expert', 'expert', 'expert', 'expert', 'patient']);
    const wrong = await new HttpClient(testApp).post('/api/auth/sign-in', { email: DEMO_PATIENT.email, password: `${DEMO_PASSWORD}x` });
    expect(wrong.status).toBe(401);
  });

  it('adds nothing when seeded a second time', async () => {
    const before = await tableCounts();
    expect(await seedDemoData(db, testApp.deps.auth)).toEqual({ seeded: false });
    expect(await tableCounts()).toEqual(before);
    expect(await demoAccountCount(db)).toBe(DEMO_ACCOUNTS.length);
    expect(before.users).toBeGreaterThanOrEqual(DEMO_ACCOUNTS.length);
  });
});

describe('when the server seeds', () => {
  const base = { NODE_ENV: 'development' } as const;

  it('decides: outside production, unless SEED_DEMO_DATA=false', () => {
    expect(shouldSeedDemoData(loadEnv(base))).toBe(true);
    expect(shouldSeedDemoData(loadEnv({ NODE_ENV: 'test' }))).toBe(true);
    expect(shouldSeedDemoData(loadEnv({ ...base, SEED_DEMO_DATA: 'false' }))).toBe(false);
    const secret = 'a'.repeat(32);
    expect(shouldSeedDemoData(loadEnv({ NODE_ENV: 'production', AUTH_SECRET: secret }))).toBe(false);
    expect(shouldSeedDemoData(loadEnv({ NODE_ENV: 'production', AUTH_SECRET: secret, SEED_DEMO_DATA: 'true' }))).toBe(false);
  });

  async function countsAfterStart(overrides: Record<string, string>) {
    const target = await createServerTarget();
    try {
      const server = await startServer(loadEnv(await target.env(overrides)), createLogger('silent'));
      const response = await fetch(`http://127.0.0.1:${new URL(server.url).port}/api/health`);
      expect(response.status).toBe(200);
      await server.close();
      const handle = await target.open();
      try {
        const [row] = await handle.execute('select (select count(*)::int from experts) as experts, (select count(*)::int from users) as users');
        return row;
      } finally {
        await handle.close();
      }
    } finally {
      await target.cleanup();
    }
  }

  it('never seeds a production start', async () => {
    expect(await countsAfterStart({ NODE_ENV: 'production', AUTH_SECRET: 'p'.repeat(40) })).toEqual({ experts: 0, users: 0 });
  }, 60_000);

  it('seeds a first development start', async () => {
    // The demo accounts' passwords hashed at the tests' cost (password-hash.test.ts covers the real one): at the real
    // cost, on nice-10 hashing threads, this start once outlasted the timeout on a loaded machine.
    const counts = await countsAfterStart({ NODE_ENV: 'development', PASSWORD_HASH_FAST_FOR_TESTS: 'true' });
    expect(counts?.experts).toBeGreaterThanOrEqual(80);
    expect(counts?.users).toBe(DEMO_ACCOUNTS.length);
  }, 60_000);
});
