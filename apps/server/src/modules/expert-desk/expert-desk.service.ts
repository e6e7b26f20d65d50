import type { CurrentUser, DeskConsultation, DeskOverview, DeskStats, ReferralTarget } from '@sahay/domain';
import { and, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consultations } from '../../db/schema/consultations';
import { ratings } from '../../db/schema/expert-work';
import { experts } from '../../db/schema/experts';
import { payments } from '../../db/schema/payments';
import { CHAT_MESSAGES } from '@sahay/domain';
import { AppError } from '../../lib/errors';
import { requireExpert, type ExpertSelf } from '../consultation-lifecycle/actors';
import { isOfferedToViewer, offeredToViewer, offerViewer } from '../consultations/request-offers';
import { expertFilesOf } from '../expert-files/expert-files.service';
import { deskViews, listQuery } from './desk-consultation';

export const DESK_LIST_MAX = 50;

async function stats(db: Database, me: ExpertSelf, now: Date): Promise<Omit<DeskStats, 'waiting'>> {
  const startOfDay = new Date(now);
  startOfDay.setUTCHours(0, 0, 0, 0);
  const startOfMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${consultations.status} = 'active')::int`,
      completed: sql<number>`count(*) filter (where ${consultations.status} = 'completed')::int`,
      completedToday: sql<number>`count(*) filter (where ${consultations.status} = 'completed' and ${consultations.updatedAt} >= ${startOfDay.toISOString()})::int`,
    })
    .from(consultations)
    .where(eq(consultations.expertId, me.id));
  // Issue 19 part 6: earnings are what patients really paid for this expert's appointments (whole rupees), refunds
  // excluded; a fee that was asked but never paid earns nothing.
  const [earned] = await db
    .select({
      earnings: sql<number>`coalesce(sum(${payments.amountPaise}), 0)::bigint / 100`,
      earningsThisMonth: sql<number>`coalesce(sum(${payments.amountPaise}) filter (where ${payments.paidAt} >= ${startOfMonth.toISOString()}), 0)::bigint / 100`,
    })
    .from(payments)
    .where(and(eq(payments.expertId, me.id), eq(payments.status, 'paid')));
  const counts = row ?? { active: 0, completed: 0, completedToday: 0 };
  return { ...counts, earnings: Number(earned?.earnings ?? 0), earningsThisMonth: Number(earned?.earningsThisMonth ?? 0) };
}

/** Issue 7 part 3: the signed-in expert's desk, every number counted from consultation rows. */
export async function deskOverview(db: Database, user: CurrentUser, now = new Date()): Promise<DeskOverview> {
  const me = await requireExpert(db, user);
  const [profile] = await db.select().from(experts).where(eq(experts.id, me.id));
  const [ratingCount] = await db.select({ n: count() }).from(ratings).where(eq(ratings.expertId, me.id));
  if (!profile) throw new AppError('NOT_FOUND', 'This expert profile does not exist');
  // Issue 16: a suspended expert keeps their profile and figures but sees no patient's intake.
  const closed = me.status === 'suspended';
  // Incoming: sent to me, or unassigned and offered to me (issue 16: my field; only once approved).
  const offered = await offeredToViewer(db, await offerViewer(db, me, user.id, now), now);
  const incomingWhere = and(eq(consultations.status, 'pending'), offered ? or(eq(consultations.expertId, me.id), offered) : eq(consultations.expertId, me.id));
  const [incoming, active, recent, counts] = await Promise.all([
    closed ? [] : listQuery(db).where(incomingWhere).orderBy(consultations.createdAt).limit(DESK_LIST_MAX),
    closed
      ? []
      : listQuery(db)
          .where(and(eq(consultations.status, 'active'), eq(consultations.expertId, me.id)))
          .orderBy(desc(consultations.updatedAt))
          .limit(DESK_LIST_MAX),
    closed
      ? []
      : listQuery(db)
          .where(and(inArray(consultations.status, ['completed', 'cancelled']), eq(consultations.expertId, me.id)))
          .orderBy(desc(consultations.updatedAt))
          .limit(10),
    stats(db, me, now),
  ]);
  const views = await deskViews(db, user, me, [...incoming, ...active, ...recent]);
  return {
    profile: {
      id: profile.id,
      name: profile.name,
      category: profile.category,
      specialization: profile.specialization,
      status: profile.status,
      statusReason: profile.statusReason,
      isOnline: profile.isOnline,
      isVerified: profile.isVerified,
      rating: profile.rating,
      ratingCount: ratingCount?.n ?? 0,
      consultationFee: profile.consultationFee,
      ...expertFilesOf(profile),
    },
    stats: { waiting: incoming.length, ...counts },
    incoming: views.slice(0, incoming.length),
    active: views.slice(incoming.length, incoming.length + active.length),
    recent: views.slice(incoming.length + active.length),
  };
}

/** The Online switch: only an approved expert can go online; presence is stamped either way. */
export async function setOnline(db: Database, user: CurrentUser, online: boolean, now = new Date()): Promise<{ online: boolean }> {
  const me = await requireExpert(db, user);
  if (online && me.status !== 'approved') throw new AppError('FORBIDDEN', 'You can go online once an admin has approved your profile');
  await db.update(experts).set({ isOnline: online, lastSeenAt: now }).where(eq(experts.id, me.id));
  return { online };
}

/** Approved experts in my field to refer a consultation to, online first. */
export async function referralTargets(db: Database, user: CurrentUser): Promise<ReferralTarget[]> {
  const me = await requireExpert(db, user);
  return db
    .select({ id: experts.id, name: experts.name, specialization: experts.specialization, isOnline: experts.isOnline, rating: experts.rating })
    .from(experts)
    .where(and(eq(experts.category, me.category), eq(experts.status, 'approved'), ne(experts.id, me.id)))
    .orderBy(desc(experts.isOnline), desc(experts.rating), experts.name)
    .limit(100);
}

/**
 * One consultation as the desk shows it: to its expert, or to an expert it is offered to while unassigned (issue
 * 16), each as much as they may see.
 */
export async function deskConsultation(db: Database, user: CurrentUser, id: string, now = new Date()): Promise<DeskConsultation> {
  const me = await requireExpert(db, user);
  if (me.status === 'suspended') throw new AppError('FORBIDDEN', CHAT_MESSAGES.suspended);
  const [row] = await listQuery(db).where(eq(consultations.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'This consultation does not exist');
  const c = row.consultation;
  const open = c.status === 'pending' && (await isOfferedToViewer(db, await offerViewer(db, me, user.id, now), c, now));
  if (c.expertId !== me.id && !open) throw new AppError('FORBIDDEN', 'This consultation is not yours');
  const [view] = await deskViews(db, user, me, [row]);
  if (!view) throw new Error('desk view missing');
  return view;
}
