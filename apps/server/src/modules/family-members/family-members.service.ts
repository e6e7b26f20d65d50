import {
  ageOn,
  FAMILY_MEMBERS_LIMIT,
  FAMILY_MESSAGES,
  familyMemberInputSchema,
  indiaDate,
  type CurrentUser,
  type FamilyMember,
  type FamilyMemberInput,
  type FamilyMemberValues,
} from '@sahay/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { familyMembers } from '../../db/schema/family';
import { medicalRecords } from '../../db/schema/health-records';
import type { StorageProvider } from '../../providers/storage/storage';
import { AppError } from '../../lib/errors';
import { fieldErrorsOf } from '../../lib/openapi';

type MemberRow = typeof familyMembers.$inferSelect;
/** A database or a transaction: the consultation flows check a member inside their own transaction. */
type Queryable = Pick<Database, 'select'>;

function toMember(row: MemberRow): FamilyMember {
  return { id: row.id, name: row.name, relation: row.relation, dateOfBirth: row.dateOfBirth, gender: row.gender, createdAt: row.createdAt.toISOString() };
}

/** Issue 14 part 8: members belong to patient accounts; an expert's or admin's account keeps none. */
function assertPatient(user: CurrentUser): void {
  if (user.role !== 'patient') throw new AppError('FORBIDDEN', FAMILY_MESSAGES.patientsOnly);
}

/** The route's schema checks the shape; the date of birth is checked again against the server's clock (India's date). */
function checkedValues(input: FamilyMemberInput, now: Date): FamilyMemberValues {
  const parsed = familyMemberInputSchema(() => indiaDate(now)).safeParse(input);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]?.message ?? 'Invalid family member', fieldErrorsOf(parsed.error.issues));
  }
  return parsed.data;
}

export async function listMembers(db: Database, user: CurrentUser): Promise<FamilyMember[]> {
  assertPatient(user);
  const rows = await db.select().from(familyMembers).where(eq(familyMembers.userId, user.id)).orderBy(asc(familyMembers.createdAt), asc(familyMembers.id));
  return rows.map(toMember);
}

export async function addMember(db: Database, user: CurrentUser, input: FamilyMemberInput, now: Date): Promise<FamilyMember> {
  assertPatient(user);
  const values = checkedValues(input, now);
  return db.transaction(async (tx) => {
    // The holder's row is locked so that two adds at once cannot both see nine members.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const count = await tx.$count(familyMembers, eq(familyMembers.userId, user.id));
    if (count >= FAMILY_MEMBERS_LIMIT) throw new AppError('CONFLICT', FAMILY_MESSAGES.limit);
    const [row] = await tx
      .insert(familyMembers)
      .values({ userId: user.id, ...values })
      .returning();
    if (!row) throw new Error('family member not stored');
    return toMember(row);
  });
}

/**
 * The caller's own member, or 404 alike for an unknown id, another holder's member, and any expert or admin:
 * whether a member exists is nobody else's to learn.
 */
export async function ownMember(db: Queryable, user: CurrentUser, id: string): Promise<MemberRow> {
  const [row] = await db
    .select()
    .from(familyMembers)
    .where(and(eq(familyMembers.id, id), eq(familyMembers.userId, user.id)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', FAMILY_MESSAGES.notFound);
  return row;
}

/** The member a `?member=` or `familyMemberId` names, checked; null when it names nobody (the account holder). */
export async function memberIdFor(db: Queryable, user: CurrentUser, id: string | null | undefined): Promise<string | null> {
  if (!id) return null;
  return (await ownMember(db, user, id)).id;
}

export async function updateMember(db: Database, user: CurrentUser, id: string, input: FamilyMemberInput, now: Date): Promise<FamilyMember> {
  await ownMember(db, user, id);
  const values = checkedValues(input, now);
  const [row] = await db
    .update(familyMembers)
    .set(values)
    .where(and(eq(familyMembers.id, id), eq(familyMembers.userId, user.id)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', FAMILY_MESSAGES.notFound);
  return toMember(row);
}

/** Removes a member; their readings and records go with them (cascade), their consultations stay with the account. */
export async function removeMember(db: Database, storage: StorageProvider, user: CurrentUser, id: string): Promise<void> {
  await ownMember(db, user, id);
  const storageKeys = await db.transaction(async (tx) => {
    const files = await tx
      .select({ key: medicalRecords.storageKey })
      .from(medicalRecords)
      .where(and(eq(medicalRecords.familyMemberId, id), eq(medicalRecords.userId, user.id)));
    await tx.delete(familyMembers).where(and(eq(familyMembers.id, id), eq(familyMembers.userId, user.id)));
    return files.flatMap((file) => (file.key ? [file.key] : []));
  });
  // After the rows are gone: a file whose deletion fails is unreachable, never a record without its file.
  for (const key of storageKeys) await storage.delete(key).catch(() => undefined);
}

/** What a prescription says of the patient when the consultation is a member's: their name, age and gender today. */
export function prescriptionPatient(member: MemberRow, now: Date): { patientName: string; patientAge: number; patientGender: string } {
  return { patientName: member.name, patientAge: ageOn(member.dateOfBirth, now), patientGender: member.gender };
}
