import {
  healthScore,
  VITALS_FUTURE_TOLERANCE_MS,
  VITALS_HISTORY_LIMIT,
  VITALS_MESSAGES,
  HEALTH_SCORE_WINDOW_DAYS,
  type CurrentUser,
  type VitalReading,
  type VitalReadingInput,
  type VitalsSummary,
} from '@sahay/domain';
import { and, desc, eq, gte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { vitalSigns } from '../../db/schema/health-records';
import { AppError } from '../../lib/errors';
import { memberIdFor } from '../family-members/family-members.service';
import { ofPerson } from '../family-members/member-scope';

type VitalRow = typeof vitalSigns.$inferSelect;

/** The one mapper from a row to what leaves the server: the reading, never its owner. */
function toReading(row: VitalRow): VitalReading {
  return {
    id: row.id,
    recordedAt: row.recordedDate.toISOString(),
    bloodPressureSystolic: row.bloodPressureSystolic,
    bloodPressureDiastolic: row.bloodPressureDiastolic,
    heartRate: row.heartRate,
    bloodSugar: row.bloodSugar,
    weight: row.weight,
  };
}

/**
 * Issue 14: a person's vitals are read and written by that person only. The tracker is the patient area's; an
 * expert's or admin's account has none (an assigned expert's view of a patient's chart is its own endpoint).
 */
function assertPatient(user: CurrentUser): void {
  if (user.role !== 'patient') throw new AppError('FORBIDDEN', VITALS_MESSAGES.patientsOnly);
}

export async function addReading(db: Database, user: CurrentUser, input: VitalReadingInput, now: Date): Promise<VitalReading> {
  assertPatient(user);
  const recordedAt = input.recordedAt ? new Date(input.recordedAt) : now;
  if (recordedAt.getTime() > now.getTime() + VITALS_FUTURE_TOLERANCE_MS) {
    throw new AppError('VALIDATION_FAILED', VITALS_MESSAGES.futureTime, { recordedAt: [VITALS_MESSAGES.futureTime] });
  }
  const familyMemberId = await memberIdFor(db, user, input.familyMemberId);
  const [row] = await db
    .insert(vitalSigns)
    .values({
      userId: user.id,
      familyMemberId,
      recordedDate: recordedAt,
      bloodPressureSystolic: input.bloodPressureSystolic ?? null,
      bloodPressureDiastolic: input.bloodPressureDiastolic ?? null,
      heartRate: input.heartRate ?? null,
      bloodSugar: input.bloodSugar ?? null,
      weight: input.weight ?? null,
    })
    .returning();
  if (!row) throw new Error('reading not stored');
  return toReading(row);
}

/** The person's own readings (or one family member's: `member`), newest first, at most VITALS_HISTORY_LIMIT. */
export async function listReadings(db: Database, user: CurrentUser, member?: string): Promise<VitalReading[]> {
  assertPatient(user);
  const memberId = await memberIdFor(db, user, member);
  const rows = await db
    .select()
    .from(vitalSigns)
    .where(and(eq(vitalSigns.userId, user.id), ofPerson(vitalSigns.familyMemberId, memberId)))
    .orderBy(desc(vitalSigns.recordedDate), desc(vitalSigns.createdAt))
    .limit(VITALS_HISTORY_LIMIT);
  return rows.map(toReading);
}

/** Deletes one of the person's own readings. Someone else's reading is "not found": its existence is not theirs to learn. */
export async function deleteReading(db: Database, user: CurrentUser, id: string): Promise<void> {
  assertPatient(user);
  const deleted = await db
    .delete(vitalSigns)
    .where(and(eq(vitalSigns.id, id), eq(vitalSigns.userId, user.id)))
    .returning({ id: vitalSigns.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', VITALS_MESSAGES.notFound);
}

/** The Health Score of the person's recent readings, and their newest reading, for the dashboard. */
export async function vitalsSummary(db: Database, user: CurrentUser, now: Date, member?: string): Promise<VitalsSummary> {
  assertPatient(user);
  const memberId = await memberIdFor(db, user, member);
  const mine = and(eq(vitalSigns.userId, user.id), ofPerson(vitalSigns.familyMemberId, memberId));
  const since = new Date(now.getTime() - HEALTH_SCORE_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const recent = await db
    .select()
    .from(vitalSigns)
    .where(and(mine, gte(vitalSigns.recordedDate, since)))
    .orderBy(desc(vitalSigns.recordedDate), desc(vitalSigns.createdAt))
    .limit(VITALS_HISTORY_LIMIT);
  const readings = recent.map(toReading);
  // The newest reading may be older than the score's window: the card still shows when the last one was taken.
  const latest = readings[0] ?? (await newestReading(db, mine));
  return { score: healthScore(readings, now), latest };
}

async function newestReading(db: Database, mine: SQL | undefined): Promise<VitalReading | null> {
  const [row] = await db.select().from(vitalSigns).where(mine).orderBy(desc(vitalSigns.recordedDate)).limit(1);
  return row ? toReading(row) : null;
}
