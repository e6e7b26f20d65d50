import {
  SHARE_EXPIRY_MS,
  SHARE_NOT_FOUND_MESSAGE,
  type CreatedHealthShare,
  type CurrentUser,
  type HealthShareScope,
  type MyHealthShares,
  type SharedHealthView,
  type ShareExpiry,
} from '@sahay/domain';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { healthShares } from '../../db/schema/health-shares';
import { AppError } from '../../lib/errors';
import { hashToken, newAccessToken } from '../consultations/requester';
import { liveChartShares, stopChartShare } from './chart-shares.service';
import { openingsOf, orderedScopes, recordOpening, toHealthShare } from './share-records';
import { loadSharedSections } from './shared-sections';

export function sharePath(token: string): string {
  return `/patient-details/${token}`;
}

/** Issue 14 part 6: a new QR link. The token leaves the server once, here; only its SHA-256 is stored. */
export async function createQrShare(
  db: Database,
  user: CurrentUser,
  input: { scopes: HealthShareScope[]; expiresIn: ShareExpiry },
  publicUrl: string,
  now: Date,
): Promise<CreatedHealthShare> {
  const { token, hash } = newAccessToken();
  const [row] = await db
    .insert(healthShares)
    .values({
      userId: user.id,
      kind: 'qr',
      tokenHash: hash,
      scopes: orderedScopes(input.scopes),
      expiresAt: new Date(now.getTime() + SHARE_EXPIRY_MS[input.expiresIn]),
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('share not created');
  return { share: toHealthShare(row, null, []), token, url: `${publicUrl}${sharePath(token)}` };
}

/** The signed-in person's live shares (QR links not expired or revoked, chart shares still open), with every opening. */
export async function listMyShares(db: Database, user: CurrentUser, now: Date): Promise<MyHealthShares> {
  const qr = await db
    .select()
    .from(healthShares)
    .where(and(eq(healthShares.userId, user.id), eq(healthShares.kind, 'qr'), isNull(healthShares.revokedAt), gt(healthShares.expiresAt, now)))
    .orderBy(desc(healthShares.createdAt));
  const charts = await liveChartShares(db, { patientId: user.id });
  const openings = await openingsOf(db, [...qr.map((s) => s.id), ...charts.map((c) => c.share.id)]);
  const shares = [
    ...qr.map((row) => toHealthShare(row, null, openings.get(row.id) ?? [])),
    ...charts.map(({ share, expertName }) => toHealthShare(share, { id: share.consultationId ?? '', expertName }, openings.get(share.id) ?? [])),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { shares };
}

/** The owner revokes a share; it stops working at once. Someone else's share, or none, is 404 alike. */
export async function revokeShare(db: Database, user: CurrentUser, shareId: string, now: Date): Promise<void> {
  const [row] = await db
    .select()
    .from(healthShares)
    .where(and(eq(healthShares.id, shareId), eq(healthShares.userId, user.id)));
  if (!row) throw new AppError('NOT_FOUND', 'This share does not exist');
  if (row.kind === 'chart' && row.consultationId) {
    await stopChartShare(db, user, row.consultationId, now);
    return;
  }
  if (!row.revokedAt) await db.update(healthShares).set({ revokedAt: now }).where(eq(healthShares.id, row.id));
}

/**
 * Someone opens a QR link (spec 001 §2.13). Unknown, expired and revoked tokens, and malformed ones, get the one
 * answer: nothing tells a guesser which tokens ever existed.
 */
export async function openQrShare(db: Database, token: string, now: Date): Promise<SharedHealthView> {
  const [share] = await db
    .select()
    .from(healthShares)
    .where(and(eq(healthShares.tokenHash, hashToken(token)), eq(healthShares.kind, 'qr')));
  const expired = !share?.expiresAt || share.expiresAt.getTime() <= now.getTime();
  if (!share || share.revokedAt || expired) throw new AppError('NOT_FOUND', SHARE_NOT_FOUND_MESSAGE);
  const { view, sections } = await loadSharedSections(db, { patientId: share.userId, memberId: null }, orderedScopes(share.scopes), now);
  await recordOpening(db, share.id, null, sections, now);
  return { kind: 'qr', expiresAt: share.expiresAt?.toISOString() ?? null, sections, ...view };
}
