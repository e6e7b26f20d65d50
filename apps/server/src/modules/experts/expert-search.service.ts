import {
  AvailabilitySchema,
  CATEGORIES,
  directoryCategoryFromParam,
  EXPERT_PAGE_REVIEWS,
  EXPERT_PAGE_SLOTS,
  EXPERT_SEARCH_PAGE_SIZE,
  generateSlots,
  indiaDate,
  type Availability,
  type ExpertPage,
  type ExpertSearchQuery,
  type ExpertSearchResult,
  type Slot,
} from '@sahay/domain';
import { DEFAULT_EXPERT_TIME_ZONE } from '@sahay/domain/availability';
import { CONSULTATION_FEES, FREE_FIRST_LABELS } from '@sahay/domain/pricing';
import { and, arrayContains, asc, count, desc, eq, gt, gte, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { expertAvailability } from '../../db/schema/bookings';
import { consultations } from '../../db/schema/consultations';
import { ratings } from '../../db/schema/expert-work';
import { experts } from '../../db/schema/experts';
import { appointments } from '../../db/schema/health-records';
import { AppError } from '../../lib/errors';
import { approved, cardColumns, toCard } from './experts.service';

const DAY_MS = 24 * 3_600_000;

/** `%` and `_` in what someone typed are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The words of the query: each must be found in the name, the specialisation or a match group; a field word (doctor, lawyer, ca, it) picks the field. */
function queryCondition(q: string | undefined): SQL | undefined {
  const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const field = directoryCategoryFromParam(word);
      const pattern = likePattern(word);
      return or(
        field ? eq(experts.category, field) : undefined,
        sql`${experts.name} ilike ${pattern}`,
        sql`${experts.specialization} ilike ${pattern}`,
        sql`array_to_string(${experts.matchGroups}, ' ') ilike ${pattern}`,
      );
    }),
  );
}

/** Free slots of the next 14 days for each expert with hours: one read of the hours, one of the appointments. */
async function freeSlotsOf(db: Database, expertIds: string[], now: Date): Promise<Map<string, { hours: Availability; slots: Slot[] }>> {
  const result = new Map<string, { hours: Availability; slots: Slot[] }>();
  if (expertIds.length === 0) return result;
  const hoursRows = await db.select().from(expertAvailability).where(inArray(expertAvailability.expertId, expertIds));
  const withHours = hoursRows.map((row) => row.expertId);
  if (withHours.length === 0) return result;
  const until = new Date(now.getTime() + 14 * DAY_MS);
  const busyRows = await db
    .select({ expertId: appointments.expertId, start: appointments.appointmentDate, end: appointments.endsAt })
    .from(appointments)
    .where(
      and(
        inArray(appointments.expertId, withHours),
        eq(appointments.status, 'scheduled'),
        lt(appointments.appointmentDate, until),
        gt(appointments.appointmentDate, new Date(now.getTime() - DAY_MS)),
      ),
    );
  for (const row of hoursRows) {
    const parsed = AvailabilitySchema.safeParse(row.hours);
    if (!parsed.success) continue;
    const busy = busyRows.filter((b) => b.expertId === row.expertId).map((b) => ({ start: b.start, end: b.end ?? new Date(b.start.getTime() + 30 * 60_000) }));
    result.set(row.expertId, { hours: parsed.data, slots: generateSlots(parsed.data, { now, busy }) });
  }
  return result;
}

/** GET /api/experts/search: approved experts of every field matching the query and filters; online first, then rating. */
export async function searchExperts(db: Database, query: ExpertSearchQuery, now: Date): Promise<ExpertSearchResult> {
  const affordable = query.maxFee === undefined ? undefined : CATEGORIES.filter((category) => CONSULTATION_FEES[category] <= (query.maxFee ?? 0));
  if (affordable?.length === 0) return { experts: [], total: 0 };
  const rows = await db
    .select({ ...cardColumns, matchGroups: experts.matchGroups })
    .from(experts)
    .where(
      and(
        approved,
        queryCondition(query.q),
        query.category ? eq(experts.category, query.category) : undefined,
        affordable ? inArray(experts.category, affordable) : undefined,
        query.language ? arrayContains(experts.languages, [query.language]) : undefined,
        query.minRating !== undefined ? gte(experts.rating, query.minRating) : undefined,
        query.onlineNow === 'true' ? eq(experts.isOnline, true) : undefined,
      ),
    )
    .orderBy(desc(experts.isOnline), desc(experts.rating), asc(experts.id))
    .limit(1000);
  const free = await freeSlotsOf(
    db,
    rows.map((row) => row.id),
    now,
  );
  const today = indiaDate(now);
  const cards = rows
    .map(({ matchGroups: _groups, ...row }) => ({ ...toCard(row), fee: CONSULTATION_FEES[row.category], nextSlot: free.get(row.id)?.slots[0]?.start ?? null }))
    .filter((card) => query.availableToday !== 'true' || (card.nextSlot !== null && indiaDate(new Date(card.nextSlot)) === today));
  return { experts: cards.slice(0, EXPERT_SEARCH_PAGE_SIZE), total: cards.length };
}

/** GET /api/experts/{id}/page: the expert's public page. Reviews only from completed consultations; no contact details. */
export async function expertPage(db: Database, id: string, now: Date): Promise<ExpertPage> {
  const [row] = await db
    .select({
      ...cardColumns,
      qualification: experts.qualification,
      credentialBody: experts.credentialBody,
      credentialNumber: experts.credentialNumber,
      bio: experts.bio,
    })
    .from(experts)
    .where(and(eq(experts.id, id), approved));
  if (!row) throw new AppError('NOT_FOUND', 'This expert is not available. Choose another expert.');
  const { qualification, credentialBody, credentialNumber, bio, ...card } = row;
  const fromCompleted = and(eq(ratings.expertId, id), eq(consultations.status, 'completed'));
  const [counted] = await db.select({ n: count() }).from(ratings).innerJoin(consultations, eq(consultations.id, ratings.consultationId)).where(fromCompleted);
  const written = await db
    .select({ stars: ratings.stars, comment: ratings.comment, date: ratings.createdAt })
    .from(ratings)
    .innerJoin(consultations, eq(consultations.id, ratings.consultationId))
    .where(and(fromCompleted, isNotNull(ratings.comment), sql`btrim(${ratings.comment}) <> ''`))
    .orderBy(desc(ratings.createdAt))
    .limit(EXPERT_PAGE_REVIEWS);
  const free = (await freeSlotsOf(db, [id], now)).get(id);
  return {
    expert: {
      ...toCard(card),
      qualification,
      credentialBody,
      credentialNumber,
      bio,
      fee: CONSULTATION_FEES[card.category],
      freeFirst: FREE_FIRST_LABELS[card.category],
    },
    ratingCount: counted?.n ?? 0,
    reviews: written.map((r) => ({ stars: r.stars, comment: (r.comment ?? '').trim(), date: r.date.toISOString() })),
    timeZone: free?.hours.timeZone ?? DEFAULT_EXPERT_TIME_ZONE,
    nextSlots: (free?.slots ?? []).slice(0, EXPERT_PAGE_SLOTS),
  };
}
