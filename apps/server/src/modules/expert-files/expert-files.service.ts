import { randomUUID } from 'node:crypto';
import {
  EXPERT_FILE_MESSAGES,
  EXPERT_FILE_RULES,
  expertDocumentPath,
  expertPhotoPath,
  type CurrentUser,
  type ExpertFileKind,
  type ExpertFiles,
} from '@sahay/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { experts } from '../../db/schema/experts';
import { AppError } from '../../lib/errors';
import { acceptFile, cleanFileName } from '../../lib/uploads';
import type { StorageProvider } from '../../providers/storage/storage';

type ExpertRow = typeof experts.$inferSelect;

/**
 * The photo a card shows: the uploaded one, served by this API (its key's random part makes the address change
 * when it is replaced), else a photo address stored with the profile, else none.
 */
export function expertPhotoUrl(expert: Pick<ExpertRow, 'id' | 'photoKey' | 'profilePhoto'>): string | null {
  if (expert.photoKey) return expertPhotoPath(expert.id, expert.photoKey.split('/').pop() ?? expert.photoKey);
  return expert.profilePhoto;
}

export function expertFilesOf(expert: Pick<ExpertRow, 'id' | 'photoKey' | 'profilePhoto' | 'documentKey' | 'documentName'>): ExpertFiles {
  return {
    photoUrl: expertPhotoUrl(expert),
    documentUrl: expert.documentKey ? expertDocumentPath(expert.id) : null,
    documentName: expert.documentKey ? expert.documentName : null,
  };
}

async function ownProfile(db: Database, actor: CurrentUser): Promise<ExpertRow> {
  const [expert] = actor.role === 'expert' ? await db.select().from(experts).where(eq(experts.userId, actor.id)) : [];
  if (!expert) throw new AppError('FORBIDDEN', EXPERT_FILE_MESSAGES.noProfile);
  return expert;
}

/**
 * The signed-in expert uploads their photo or registration document (at registration, or to replace it). The
 * bytes are stored first, then the row points at them; the file it replaces is removed once nothing points at it.
 */
export async function uploadExpertFile(
  db: Database,
  storage: StorageProvider,
  actor: CurrentUser,
  kind: ExpertFileKind,
  upload: { name: string; bytes: Uint8Array },
): Promise<ExpertFiles> {
  const expert = await ownProfile(db, actor);
  const contentType = await acceptFile(upload.bytes, EXPERT_FILE_RULES[kind]);
  const key = `experts/${expert.id}/${kind}-${randomUUID()}`;
  await storage.put(key, upload.bytes);
  let updated: ExpertRow | undefined;
  try {
    const changes =
      kind === 'photo'
        ? { photoKey: key, photoType: contentType }
        : {
            documentKey: key,
            documentType: contentType,
            documentName: cleanFileName(upload.name, 'Registration document'),
          };
    [updated] = await db.update(experts).set(changes).where(eq(experts.id, expert.id)).returning();
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
  if (!updated) throw new Error('expert not updated');
  const previous = kind === 'photo' ? expert.photoKey : expert.documentKey;
  if (previous) await storage.delete(previous);
  return expertFilesOf(updated);
}

async function findExpert(db: Database, expertId: string): Promise<ExpertRow> {
  const [expert] = await db.select().from(experts).where(eq(experts.id, expertId));
  if (!expert) throw new AppError('NOT_FOUND', 'This expert does not exist');
  return expert;
}

/** The expert themself or an admin; anyone else is told to sign in (401) or that it is not theirs (403). */
function requireSelfOrAdmin(expert: ExpertRow, actor: CurrentUser | null, what: string): void {
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Please log in to continue');
  if (actor.role !== 'admin' && expert.userId !== actor.id) throw new AppError('FORBIDDEN', `Only the expert and our admins can see this ${what}`);
}

async function readStored(storage: StorageProvider, key: string | null, missing: string): Promise<Uint8Array> {
  const bytes = key ? await storage.get(key) : null;
  if (!bytes) throw new AppError('NOT_FOUND', missing);
  return bytes;
}

/**
 * An approved expert's photo is public: it is on the cards patients choose from. Until then (pending, rejected,
 * suspended) only the expert and admins see it.
 */
export async function readExpertPhoto(db: Database, storage: StorageProvider, actor: CurrentUser | null, expertId: string) {
  const expert = await findExpert(db, expertId);
  const isPublic = expert.status === 'approved';
  if (!isPublic) requireSelfOrAdmin(expert, actor, 'photo');
  const bytes = await readStored(storage, expert.photoKey, 'This expert has no photo');
  return {
    bytes,
    contentType: expert.photoType ?? 'application/octet-stream',
    name: 'photo',
    isPublic,
  };
}

/** The registration document: only the expert themself and admins, whatever the expert's status. */
export async function readExpertDocument(db: Database, storage: StorageProvider, actor: CurrentUser | null, expertId: string) {
  const expert = await findExpert(db, expertId);
  requireSelfOrAdmin(expert, actor, 'document');
  const bytes = await readStored(storage, expert.documentKey, 'This expert has not uploaded a registration document');
  return {
    bytes,
    contentType: expert.documentType ?? 'application/octet-stream',
    name: expert.documentName ?? 'Registration document',
  };
}
