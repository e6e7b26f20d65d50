import {
  CATEGORIES,
  DIRECTORY_TOP_EXPERTS,
  isMatchGroup,
  MATCH_LIMIT,
  matchGroupsOf,
  noMatchMessage,
  type Category,
  type ExpertCounts,
  type ExpertDirectory,
  type MatchedExpert,
  type MatchResult,
} from '@sahay/domain';
import { and, arrayContains, arrayOverlaps, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { experts } from '../../db/schema/experts';
import { AppError } from '../../lib/errors';
import { expertPhotoUrl } from '../expert-files/expert-files.service';

export const cardColumns = {
  id: experts.id,
  name: experts.name,
  category: experts.category,
  specialization: experts.specialization,
  rating: experts.rating,
  experienceYears: experts.experienceYears,
  languages: experts.languages,
  isOnline: experts.isOnline,
  isVerified: experts.isVerified,
  profilePhoto: experts.profilePhoto,
  photoKey: experts.photoKey,
};

/** Only approved experts are ever offered (is_verified is kept true exactly while an expert is approved and not suspended). */
export const approved = sql`${experts.isVerified}`;

export type CardRow = Pick<typeof experts.$inferSelect, keyof typeof cardColumns>;

export function toCard({ photoKey, ...row }: CardRow): MatchedExpert {
  return { ...row, profilePhoto: expertPhotoUrl({ ...row, photoKey }), rating: Math.round(row.rating * 10) / 10 };
}

/** Which of the four shapes of the ranking query: within a match group or the whole category, with or without languages. */
interface RankingShape {
  inGroup: boolean;
  byLanguage: boolean;
}

function prepareRanking(db: Database, { inGroup, byLanguage }: RankingShape) {
  // Issue 14 part 5: among equals (as online, as well rated) an expert who speaks one of the person's languages
  // comes first. The spec's order is kept; only its ties are broken this way.
  const speaksTheirs = byLanguage ? [desc(sql`${arrayOverlaps(experts.languages, sql.placeholder('languages'))}`)] : [];
  return (
    db
      .select(cardColumns)
      .from(experts)
      .where(
        and(eq(experts.category, sql.placeholder('category')), approved, inGroup ? arrayContains(experts.matchGroups, sql.placeholder('groups')) : undefined),
      )
      // Spec 001 §7: online first, then rating; the id only makes ties come back in the same order every time.
      .orderBy(desc(experts.isOnline), desc(experts.rating), ...speaksTheirs, asc(experts.id))
      .limit(sql.placeholder('limit'))
      .prepare(`match_experts_${inGroup ? 'group' : 'category'}_${byLanguage ? 'languages' : 'any'}`)
  );
}

// Issue 17 part 6: matching is the busiest query, so it is planned once per connection (a named prepared statement)
// instead of on every request. One set per database handle (tests open many).
const preparedRankings = new WeakMap<Database, Map<string, ReturnType<typeof prepareRanking>>>();

async function rankedExperts(
  db: Database,
  query: { category: Category; group?: string; limit: number; preferLanguages?: readonly string[] },
): Promise<MatchedExpert[]> {
  const shape = { inGroup: query.group !== undefined, byLanguage: (query.preferLanguages?.length ?? 0) > 0 };
  const key = `${shape.inGroup}:${shape.byLanguage}`;
  const forDb = preparedRankings.get(db) ?? new Map<string, ReturnType<typeof prepareRanking>>();
  preparedRankings.set(db, forDb);
  let statement = forDb.get(key);
  if (!statement) {
    statement = prepareRanking(db, shape);
    forDb.set(key, statement);
  }
  const rows = await statement.execute({ category: query.category, groups: [query.group], languages: [...(query.preferLanguages ?? [])], limit: query.limit });
  return rows.map(toCard);
}

/**
 * Spec 001 §7 doctor matching, for any category: the approved experts whose specialisation contains the group
 * (department, field of law, service area) or one of its synonyms, ignoring case; online first, then rating; at
 * most 10. None → every approved expert of the category in the same order, with the spec's message.
 *
 * With `preferLanguages` (the signed-in person's languages), ties go to an expert who speaks one of them.
 *
 * The partial match is resolved when an expert is written (experts.match_groups, a generated column), so this is
 * an index lookup. Other modules (the AI triage) call this function directly.
 */
export async function matchExperts(
  db: Database,
  query: { category: Category; department: string; limit?: number; preferLanguages?: readonly string[] },
): Promise<MatchResult> {
  const { category, department, preferLanguages } = query;
  if (!isMatchGroup(category, department)) {
    throw new AppError('BAD_REQUEST', `Unknown ${category} department "${department}". Choose one of: ${matchGroupsOf(category).join(', ')}`, {
      department: ['Unknown department'],
    });
  }
  const limit = Math.min(query.limit ?? MATCH_LIMIT, MATCH_LIMIT);
  const matched = await rankedExperts(db, { category, group: department, limit, preferLanguages });
  if (matched.length > 0) return { experts: matched, fallback: false, message: null };
  return { experts: await rankedExperts(db, { category, limit, preferLanguages }), fallback: true, message: noMatchMessage(department, category) };
}

/** One approved expert by id, for choosing them on a request. */
export async function findApprovedExpert(db: Database, id: string) {
  const [row] = await db
    .select({ id: experts.id, name: experts.name, category: experts.category, phone: experts.phone, whatsappNumber: experts.whatsappNumber })
    .from(experts)
    .where(and(eq(experts.id, id), approved));
  return row ?? null;
}

/** How many approved experts, and how many online, the category and each of its groups has. */
export async function countExperts(db: Database, category: Category, helpline: string): Promise<ExpertCounts> {
  const [totals] = await db
    .select({ total: sql<number>`count(*)::int`, online: sql<number>`count(*) filter (where ${experts.isOnline})::int` })
    .from(experts)
    .where(and(eq(experts.category, category), approved));
  const rows = await db
    .select({ group: sql<string>`g`, total: sql<number>`count(*)::int`, online: sql<number>`count(*) filter (where ${experts.isOnline})::int` })
    .from(sql`${experts}, unnest(${experts.matchGroups}) as g`)
    .where(and(eq(experts.category, category), approved))
    .groupBy(sql`g`);
  const byGroup = new Map(rows.map((row) => [row.group, row]));
  const [first] = await rankedExperts(db, { category, limit: 1 });
  return {
    category,
    total: totals?.total ?? 0,
    online: totals?.online ?? 0,
    groups: matchGroupsOf(category).map((group) => ({ group, total: byGroup.get(group)?.total ?? 0, online: byGroup.get(group)?.online ?? 0 })),
    firstChoice: first ? { id: first.id, name: first.name, isOnline: first.isOnline } : null,
    helpline,
  };
}

/** One approved expert's card, for /expert-selection?expert={id}. Null when there is none (or not approved). */
export async function findExpertCard(db: Database, id: string): Promise<MatchedExpert | null> {
  const [row] = await db
    .select(cardColumns)
    .from(experts)
    .where(and(eq(experts.id, id), approved));
  return row ? toCard(row) : null;
}

/**
 * Spec 001 §2.19 experts directory: per field, how many approved experts there are, how many are online, their
 * average rating (over those rated) and the best few in the matching order. One aggregate query, then one index
 * read per field.
 */
export async function expertDirectory(db: Database): Promise<ExpertDirectory> {
  const totals = await db
    .select({
      category: experts.category,
      total: sql<number>`count(*)::int`,
      online: sql<number>`count(*) filter (where ${experts.isOnline})::int`,
      // Ratings are stored as real; the average is taken and rounded to one decimal exactly, as numeric.
      averageRating: sql<number | null>`round(avg(${experts.rating}::numeric) filter (where ${experts.rating} > 0), 1)::float8`,
      ratedCount: sql<number>`count(*) filter (where ${experts.rating} > 0)::int`,
      ratedSum: sql<number>`coalesce(sum(${experts.rating}::numeric) filter (where ${experts.rating} > 0), 0)::float8`,
    })
    .from(experts)
    .where(approved)
    .groupBy(experts.category);
  const byCategory = new Map(totals.map((row) => [row.category, row]));
  const cards = await Promise.all(
    CATEGORIES.map(async (category) => {
      const row = byCategory.get(category);
      return {
        category,
        total: row?.total ?? 0,
        online: row?.online ?? 0,
        averageRating: row?.averageRating == null ? null : Number(row.averageRating),
        topExperts: await rankedExperts(db, { category, limit: DIRECTORY_TOP_EXPERTS }),
      };
    }),
  );
  // The same average over every field: from the per-field sums, not an average of averages.
  const rated = totals.reduce((sum, row) => sum + row.ratedCount, 0);
  const ratedSum = totals.reduce((sum, row) => sum + Number(row.ratedSum), 0);
  const overall = {
    total: totals.reduce((sum, row) => sum + row.total, 0),
    online: totals.reduce((sum, row) => sum + row.online, 0),
    averageRating: rated === 0 ? null : Math.round((ratedSum / rated) * 10) / 10,
  };
  return { cards, overall };
}
