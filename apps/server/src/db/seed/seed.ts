import { eq, inArray, sql } from 'drizzle-orm';
import { defaultAvailability } from '@sahay/domain/availability';
import type { Database } from '../client';
import { users } from '../schema/auth';
import { expertAvailability } from '../schema/bookings';
import { consultations } from '../schema/consultations';
import { consultationStatusChanges } from '../schema/expert-work';
import { experts } from '../schema/experts';
import { appointments, medicalRecords, prescriptions, vitalSigns } from '../schema/health-records';
import type { Auth } from '../../lib/auth';
import type { Env } from '../../lib/env';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PATIENT } from './demo-accounts';
import { DEMO_CONSULTATIONS } from './demo-consultations';
import { DEMO_EXPERTS } from './demo-experts';
import { DEMO_APPOINTMENTS, DEMO_PRESCRIPTIONS, DEMO_RECORDS, DEMO_VITALS } from './demo-patient-history';

const DAY_MS = 24 * 60 * 60 * 1000;

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Demo accounts have a published password: they exist only outside production, and only when asked for. */
export function shouldSeedDemoData(env: Pick<Env, 'NODE_ENV' | 'SEED_DEMO_DATA'>): boolean {
  return env.NODE_ENV !== 'production' && env.SEED_DEMO_DATA;
}

/**
 * Fills an empty database with the demo marketplace: experts in all four fields, one demo patient with a
 * health history, one expert account per field and an admin. Does nothing when the demo patient exists.
 */
export async function seedDemoData(db: Database, auth: Auth, now = new Date()): Promise<{ seeded: boolean }> {
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PATIENT.email));
  if (existing.length > 0) return { seeded: false };

  const accountIds = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    const { user } = await auth.api.signUpEmail({
      body: { email: account.email, password: DEMO_PASSWORD, name: account.name, phone: account.phone },
    });
    accountIds.set(account.name, user.id);
    const { role, dateOfBirth = null, gender = null } = account;
    if (role !== 'patient' || dateOfBirth || gender) await db.update(users).set({ role, dateOfBirth, gender }).where(eq(users.id, user.id));
  }

  const inserted = await db
    .insert(experts)
    .values(
      DEMO_EXPERTS.map((expert) => ({
        ...expert,
        whatsappNumber: expert.whatsappNumber ?? expert.phone,
        // Issue 7: is_verified holds exactly when the expert is approved.
        status: expert.isVerified ? ('approved' as const) : ('pending' as const),
        userId: accountIds.get(expert.name) ?? null,
        lastSeenAt: expert.isOnline ? now : new Date(now.getTime() - ((expert.phone.charCodeAt(12) % 9) + 1) * 3600_000),
      })),
    )
    .returning({ id: experts.id, name: experts.name, status: experts.status });
  const expertIds = new Map(inserted.map((row) => [row.name, row.id]));
  // Issue 19: every approved demo expert keeps the desk's default hours, so a newcomer can book a time at once.
  await db
    .insert(expertAvailability)
    .values(inserted.filter((row) => row.status === 'approved').map((row) => ({ expertId: row.id, hours: defaultAvailability() })));
  const expertId = (name: string) => expertIds.get(name) ?? null;

  const patientId = accountIds.get(DEMO_PATIENT.name);
  if (!patientId) throw new Error('The demo patient was not created');

  await db.insert(appointments).values(
    DEMO_APPOINTMENTS.map((a) => {
      const date = new Date(now.getTime() + a.daysFromNow * DAY_MS);
      date.setUTCHours(a.hour - 5, 30, 0, 0); // a.hour is India time (UTC+05:30)
      return { userId: patientId, expertId: expertId(a.expertName), appointmentDate: date, status: a.status, appointmentType: a.appointmentType };
    }),
  );
  await db.insert(medicalRecords).values(
    DEMO_RECORDS.map((r) => ({
      userId: patientId,
      title: r.title,
      doctorName: r.doctorName,
      hospitalName: r.hospitalName,
      recordType: r.recordType,
      recordDate: isoDate(new Date(now.getTime() - r.daysAgo * DAY_MS)),
    })),
  );
  await db.insert(prescriptions).values(
    DEMO_PRESCRIPTIONS.map((p) => ({
      userId: patientId,
      expertId: expertId(p.expertName),
      diagnosis: p.diagnosis,
      medicines: p.medicines,
      advice: p.advice,
      prescriptionDate: isoDate(new Date(now.getTime() - p.daysAgo * DAY_MS)),
    })),
  );
  await db.insert(vitalSigns).values(
    DEMO_VITALS.map(({ daysAgo, ...reading }) => ({
      userId: patientId,
      recordedDate: new Date(now.getTime() - daysAgo * DAY_MS),
      ...reading,
    })),
  );
  const requests = await db
    .insert(consultations)
    .values(DEMO_CONSULTATIONS.map((c) => ({ ...c, userId: patientId, patientName: DEMO_PATIENT.name })))
    .returning({ id: consultations.id });
  await db.insert(consultationStatusChanges).values(
    requests.map((r) => ({
      consultationId: r.id,
      action: 'create' as const,
      toStatus: 'pending' as const,
      actorUserId: patientId,
      actorRole: 'patient' as const,
    })),
  );
  return { seeded: true };
}

/** How many demo accounts exist (tests check that seeding twice adds none). */
export async function demoAccountCount(db: Database): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((a) => a.email),
      ),
    );
  return rows[0]?.n ?? 0;
}
