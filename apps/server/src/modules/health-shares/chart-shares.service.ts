import { conversationLineText, SERVICE_MESSAGES, type ChartShareStatus, type CurrentUser, type HealthShareScope, type SharedHealthView } from '@sahay/domain';
import { and, eq, inArray, isNull, notExists, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { consultationMessages, consultations } from '../../db/schema/consultations';
import { consultationStatusChanges } from '../../db/schema/expert-work';
import { experts } from '../../db/schema/experts';
import { healthShares } from '../../db/schema/health-shares';
import { AppError } from '../../lib/errors';
import { publish } from '../../realtime/bus';
import { recordAccess } from '../audit/audit.service';
import { toChatMessage } from '../chat/chat.mappers';
import { orderedScopes, recordOpening, type ShareRow } from './share-records';
import { loadSharedSections } from './shared-sections';

const OPEN_STATUSES = ['pending', 'active'] as const;
const NOT_OPEN = SERVICE_MESSAGES['chart.notOpen'];

export interface LiveChartShare {
  share: ShareRow;
  patientId: string;
  /** The family member the consultation is for (decision 075); null: the account holder. */
  memberId: string | null;
  expertName: string;
  expertUserId: string | null;
}

/**
 * Chart shares that still give access (decision 042: access ends at once): not revoked, the consultation open and
 * still with the expert it was shared with, that expert not suspended, and no completion or cancellation since the
 * share was made — a follow-up that reopens the consultation does not bring the share back.
 */
export async function liveChartShares(db: Database | Tx, filter: { patientId?: string; consultationId?: string }): Promise<LiveChartShare[]> {
  const endedSince = db
    .select({ one: sql`1` })
    .from(consultationStatusChanges)
    .where(
      and(
        eq(consultationStatusChanges.consultationId, healthShares.consultationId),
        inArray(consultationStatusChanges.toStatus, ['completed', 'cancelled']),
        sql`${consultationStatusChanges.createdAt} >= ${healthShares.createdAt}`,
      ),
    );
  const conditions: (SQL | undefined)[] = [
    eq(healthShares.kind, 'chart'),
    isNull(healthShares.revokedAt),
    inArray(consultations.status, [...OPEN_STATUSES]),
    eq(consultations.expertId, healthShares.expertId),
    notExists(endedSince),
    filter.patientId ? eq(healthShares.userId, filter.patientId) : undefined,
    filter.consultationId ? eq(healthShares.consultationId, filter.consultationId) : undefined,
  ];
  const rows = await db
    .select({
      share: healthShares,
      patientId: consultations.userId,
      memberId: consultations.familyMemberId,
      expertName: experts.name,
      expertUserId: experts.userId,
      expertStatus: experts.status,
    })
    .from(healthShares)
    .innerJoin(consultations, eq(consultations.id, healthShares.consultationId))
    .innerJoin(experts, eq(experts.id, healthShares.expertId))
    .where(and(...conditions));
  return rows.filter((row) => row.expertStatus !== 'suspended');
}

async function consultationOf(db: Database | Tx, consultationId: string, lock = false) {
  const query = db
    .select({
      id: consultations.id,
      userId: consultations.userId,
      expertId: consultations.expertId,
      status: consultations.status,
      expertUserId: experts.userId,
      expertName: experts.name,
    })
    .from(consultations)
    .leftJoin(experts, eq(experts.id, consultations.expertId))
    .where(eq(consultations.id, consultationId));
  const [row] = lock ? await query.for('update', { of: consultations }) : await query;
  if (!row) throw new AppError('NOT_FOUND', SERVICE_MESSAGES['consultation.notFound']);
  return row;
}

/** A line in the conversation, so the expert hears of the share live and both see when it started and stopped. */
async function tellConversation(tx: Tx, consultationId: string, text: string) {
  const [row] = await tx.insert(consultationMessages).values({ consultationId, messageText: text, senderType: 'system', senderId: null }).returning();
  if (row) await publish(tx, { t: 'message', m: toChatMessage({ message: row, file: null }) });
}

function statusOf(live: LiveChartShare | undefined): ChartShareStatus {
  return live ? { shared: true, sharedAt: live.share.createdAt.toISOString(), shareId: live.share.id } : { shared: false, sharedAt: null, shareId: null };
}

/** The patient shares their chart with the consultation's expert: one tap, all five scopes unless they say less. */
export async function shareChart(db: Database, user: CurrentUser, consultationId: string, scopes: HealthShareScope[]): Promise<ChartShareStatus> {
  return db.transaction(async (tx) => {
    const consultation = await consultationOf(tx, consultationId, true);
    if (consultation.userId !== user.id) throw new AppError('FORBIDDEN', SERVICE_MESSAGES['chart.patientOnlyShares']);
    const open = (OPEN_STATUSES as readonly string[]).includes(consultation.status);
    if (!open || !consultation.expertId) throw new AppError('CONFLICT', NOT_OPEN);
    const [live] = await liveChartShares(tx, { consultationId });
    if (live) return statusOf(live);
    // A share that ended with an earlier episode of this consultation is closed for good before a new one starts.
    await tx
      .update(healthShares)
      .set({ revokedAt: new Date() })
      .where(and(eq(healthShares.consultationId, consultationId), eq(healthShares.kind, 'chart'), isNull(healthShares.revokedAt)));
    await tx.insert(healthShares).values({ userId: user.id, kind: 'chart', consultationId, expertId: consultation.expertId, scopes: orderedScopes(scopes) });
    await tellConversation(tx, consultationId, conversationLineText({ key: 'chartShared', patient: user.name, expert: consultation.expertName }));
    const [created] = await liveChartShares(tx, { consultationId });
    return statusOf(created);
  });
}

/** The patient stops sharing: the expert's next read is refused. Stopping when nothing is shared changes nothing. */
export async function stopChartShare(db: Database, user: CurrentUser, consultationId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const consultation = await consultationOf(tx, consultationId, true);
    if (consultation.userId !== user.id) throw new AppError('FORBIDDEN', SERVICE_MESSAGES['chart.patientOnlyStops']);
    const [live] = await liveChartShares(tx, { consultationId });
    await tx
      .update(healthShares)
      .set({ revokedAt: now })
      .where(and(eq(healthShares.consultationId, consultationId), eq(healthShares.kind, 'chart'), isNull(healthShares.revokedAt)));
    if (live) await tellConversation(tx, consultationId, conversationLineText({ key: 'chartStopped', patient: user.name }));
  });
}

/** Whether the chart is shared now: for the patient and the consultation's expert only. */
export async function chartShareStatus(db: Database, user: CurrentUser, consultationId: string): Promise<ChartShareStatus> {
  const consultation = await consultationOf(db, consultationId);
  const isExpert = consultation.expertUserId !== null && consultation.expertUserId === user.id;
  if (consultation.userId !== user.id && !isExpert) throw new AppError('FORBIDDEN', SERVICE_MESSAGES['consultation.notPart']);
  const [live] = await liveChartShares(db, { consultationId });
  return statusOf(live && (!isExpert || live.expertUserId === user.id) ? live : undefined);
}

/**
 * The consultation's expert opens the shared chart (/patient-chart): the same sections as a QR link, logged as
 * an opening the patient sees with the share and as a read in their access log (decision 053).
 */
export async function openChart(db: Database, user: CurrentUser, consultationId: string, now: Date): Promise<SharedHealthView> {
  const consultation = await consultationOf(db, consultationId);
  if (consultation.expertUserId === null || consultation.expertUserId !== user.id) {
    throw new AppError('FORBIDDEN', SERVICE_MESSAGES['chart.expertOnly']);
  }
  const [live] = await liveChartShares(db, { consultationId });
  if (!live || live.expertUserId !== user.id) throw new AppError('FORBIDDEN', SERVICE_MESSAGES['chart.notShared']);
  const { view, sections } = await loadSharedSections(db, { patientId: live.patientId, memberId: live.memberId }, orderedScopes(live.share.scopes), now);
  await recordOpening(db, live.share.id, user.id, sections, now);
  await recordAccess(
    db,
    {
      actor: user,
      actorRole: 'expert',
      subjectUserId: live.patientId,
      resource: 'patient_chart',
      resourceId: live.share.id,
      reason: `assigned expert of consultation ${consultationId}; chart shared by the patient`,
    },
    now,
  );
  return { kind: 'chart', expiresAt: null, sections, ...view };
}
