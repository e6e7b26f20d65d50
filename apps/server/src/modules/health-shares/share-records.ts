import { HEALTH_SHARE_SCOPES, type HealthShare, type HealthShareScope, type SharedSection } from '@sahay/domain';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { experts } from '../../db/schema/experts';
import { healthShareOpenings, type healthShares } from '../../db/schema/health-shares';

export type ShareRow = typeof healthShares.$inferSelect;

/** The openings listed under each share, newest first. */
const OPENINGS_PER_SHARE = 50;

/** Scopes as stored: each once, in the dialog's order, so the sections shown come in the page's order. */
export function orderedScopes(scopes: readonly string[]): HealthShareScope[] {
  return HEALTH_SHARE_SCOPES.filter((scope) => scopes.includes(scope));
}

type OpeningRow = { shareId: string; openedAt: Date; sections: string[]; viewer: string | null };

/** The one mapper from a share to what its owner sees. */
export function toHealthShare(row: ShareRow, consultation: HealthShare['consultation'], openings: OpeningRow[]): HealthShare {
  return {
    id: row.id,
    kind: row.kind,
    scopes: orderedScopes(row.scopes),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    consultation,
    openings: openings.map((o) => ({ at: o.openedAt.toISOString(), sections: o.sections as SharedSection[], viewer: o.viewer })),
  };
}

export async function openingsOf(db: Database, shareIds: string[]): Promise<Map<string, OpeningRow[]>> {
  const byShare = new Map<string, OpeningRow[]>();
  if (shareIds.length === 0) return byShare;
  const rows = await db
    .select({ shareId: healthShareOpenings.shareId, openedAt: healthShareOpenings.openedAt, sections: healthShareOpenings.sections, viewer: experts.name })
    .from(healthShareOpenings)
    .leftJoin(experts, eq(experts.userId, healthShareOpenings.viewerUserId))
    .where(inArray(healthShareOpenings.shareId, shareIds))
    .orderBy(desc(healthShareOpenings.id));
  for (const row of rows) {
    const list = byShare.get(row.shareId) ?? [];
    if (list.length < OPENINGS_PER_SHARE) list.push(row);
    byShare.set(row.shareId, list);
  }
  return byShare;
}

/** Writes one opening of a share: when, by whom (an expert, or null for a QR link) and what was shown. */
export async function recordOpening(db: Database, shareId: string, viewerUserId: string | null, sections: SharedSection[], now: Date) {
  await db.insert(healthShareOpenings).values({ shareId, viewerUserId, sections, openedAt: now });
}
