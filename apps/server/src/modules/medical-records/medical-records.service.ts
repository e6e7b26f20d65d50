import { randomUUID } from 'node:crypto';
import {
  FILE_EXTENSIONS,
  indiaDate,
  MEDICAL_RECORD_FILE_POLICY,
  MEDICAL_RECORD_TITLE_MAX,
  RECORDS_MESSAGES,
  type CurrentUser,
  type MedicalRecord,
  type MedicalRecordUpload,
  type RenameMedicalRecord,
} from '@sahay/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { medicalRecords } from '../../db/schema/health-records';
import { AppError } from '../../lib/errors';
import { acceptFile, cleanFileName } from '../../lib/uploads';
import { memberIdFor } from '../family-members/family-members.service';
import type { StorageProvider } from '../../providers/storage/storage';

type RecordRow = typeof medicalRecords.$inferSelect;

/** The one mapper from a row to what leaves the server: never the owner or the storage key. */
export function toMedicalRecord(row: RecordRow): MedicalRecord {
  return {
    id: row.id,
    title: row.title,
    recordType: row.recordType,
    recordDate: row.recordDate,
    doctorName: row.doctorName,
    hospitalName: row.hospitalName,
    file: row.contentType && row.sizeBytes ? { contentType: row.contentType, sizeBytes: row.sizeBytes } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Issue 14 part 3: records are the patient's own, read and written by that patient only. Experts and admins have
 * none (a share is how someone else sees a record's title and date: modules/health-shares).
 */
export function assertPatient(user: CurrentUser): void {
  if (user.role !== 'patient') throw new AppError('FORBIDDEN', RECORDS_MESSAGES.patientsOnly);
}

/** The person's own record; anyone else's is "not found", so an id reveals nothing. */
async function ownRecord(db: Database, user: CurrentUser, id: string): Promise<RecordRow> {
  assertPatient(user);
  const [row] = await db
    .select()
    .from(medicalRecords)
    .where(and(eq(medicalRecords.id, id), eq(medicalRecords.userId, user.id)));
  if (!row) throw new AppError('NOT_FOUND', RECORDS_MESSAGES.notFound);
  return row;
}

/** "Blood test March.pdf" → "Blood test March": a title to start from when none is given. */
function titleFromFileName(name: string): string {
  const base = cleanFileName(name, 'Record')
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .trim();
  return (base || 'Record').slice(0, MEDICAL_RECORD_TITLE_MAX);
}

export interface RecordUpload {
  name: string;
  bytes: Uint8Array;
  fields: MedicalRecordUpload & { recordType: NonNullable<MedicalRecordUpload['recordType']> };
}

/** Checks the bytes (the chat's size limit and type check), stores them through the provider, then the row. */
export async function uploadRecord(db: Database, storage: StorageProvider, user: CurrentUser, upload: RecordUpload, now: Date): Promise<MedicalRecord> {
  assertPatient(user);
  const { fields } = upload;
  const today = indiaDate(now);
  if (fields.recordDate && fields.recordDate > today) {
    throw new AppError('VALIDATION_FAILED', RECORDS_MESSAGES.futureDate, { recordDate: [RECORDS_MESSAGES.futureDate] });
  }
  const familyMemberId = await memberIdFor(db, user, fields.familyMemberId);
  const contentType = await acceptFile(upload.bytes, MEDICAL_RECORD_FILE_POLICY);
  const storageKey = `records/${user.id}/${randomUUID()}`;
  await storage.put(storageKey, upload.bytes);
  try {
    const [row] = await db
      .insert(medicalRecords)
      .values({
        userId: user.id,
        familyMemberId,
        title: fields.title ?? titleFromFileName(upload.name),
        recordType: fields.recordType,
        recordDate: fields.recordDate ?? today,
        doctorName: fields.doctorName ?? null,
        hospitalName: fields.hospitalName ?? null,
        storageKey,
        contentType,
        sizeBytes: upload.bytes.byteLength,
      })
      .returning();
    if (!row) throw new Error('record not stored');
    return toMedicalRecord(row);
  } catch (error) {
    // No row points at the bytes: they go, so nothing is kept that the person cannot see or delete.
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

export async function renameRecord(db: Database, user: CurrentUser, id: string, input: RenameMedicalRecord): Promise<MedicalRecord> {
  await ownRecord(db, user, id);
  const [row] = await db
    .update(medicalRecords)
    .set({ title: input.title })
    .where(and(eq(medicalRecords.id, id), eq(medicalRecords.userId, user.id)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', RECORDS_MESSAGES.notFound);
  return toMedicalRecord(row);
}

/** Deletes the row, then the stored file: a file no row points to is removed, never the reverse. */
export async function deleteRecord(db: Database, storage: StorageProvider, user: CurrentUser, id: string): Promise<void> {
  assertPatient(user);
  const [row] = await db
    .delete(medicalRecords)
    .where(and(eq(medicalRecords.id, id), eq(medicalRecords.userId, user.id)))
    .returning({ storageKey: medicalRecords.storageKey });
  if (!row) throw new AppError('NOT_FOUND', RECORDS_MESSAGES.notFound);
  if (row.storageKey) await storage.delete(row.storageKey);
}

/**
 * The record's file for its owner. Nobody else reads it (decision 072), so there is no read to audit: decision 053
 * records reads by experts and admins, never a person's reads of their own data.
 */
export async function readRecordFile(db: Database, storage: StorageProvider, user: CurrentUser, id: string) {
  const row = await ownRecord(db, user, id);
  if (!row.storageKey || !row.contentType) throw new AppError('NOT_FOUND', RECORDS_MESSAGES.noFile);
  const bytes = await storage.get(row.storageKey);
  if (!bytes) throw new AppError('NOT_FOUND', RECORDS_MESSAGES.fileGone);
  const extension = FILE_EXTENSIONS[row.contentType];
  return { bytes, contentType: row.contentType, name: extension ? `${row.title}.${extension}` : row.title };
}
