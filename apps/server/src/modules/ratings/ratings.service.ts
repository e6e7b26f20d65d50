import { averageRating, type CurrentUser, type RatingInput, type RatingReceipt } from '@sahay/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consultations } from '../../db/schema/consultations';
import { ratings } from '../../db/schema/expert-work';
import { experts } from '../../db/schema/experts';
import { AppError } from '../../lib/errors';
import type { Tx } from '../consultation-lifecycle/actors';

/**
 * Issue 7 part 6: the patient rates the expert of their consultation once; the expert's rating becomes the mean
 * of their real ratings. The unique index on consultation_id makes a second rating (even a concurrent one) a 409.
 */
export async function rateConsultation(db: Database, user: CurrentUser, input: RatingInput): Promise<RatingReceipt> {
  return db.transaction(async (tx) => {
    const [c] = await tx.select().from(consultations).where(eq(consultations.id, input.consultationId));
    if (!c) throw new AppError('NOT_FOUND', 'This consultation does not exist');
    if (c.userId !== user.id) throw new AppError('FORBIDDEN', 'Only the patient of this consultation can rate it');
    if (!c.expertId) throw new AppError('CONFLICT', 'No expert has taken this consultation yet');
    if (c.status !== 'active' && c.status !== 'completed') throw new AppError('CONFLICT', `A ${c.status} consultation cannot be rated`);
    const [row] = await tx
      .insert(ratings)
      .values({ consultationId: c.id, userId: user.id, expertId: c.expertId, stars: input.stars, comment: input.comment || null })
      .onConflictDoNothing({ target: ratings.consultationId })
      .returning({ id: ratings.id });
    if (!row) throw new AppError('CONFLICT', 'You have already rated this consultation');
    const { rating, count } = await recomputeExpertRating(tx, c.expertId);
    return { id: row.id, stars: input.stars, expertRating: rating, expertRatingCount: count };
  });
}

/** The expert's rating set to the mean of the ratings they have now (after one is added, or some are deleted). */
export async function recomputeExpertRating(tx: Tx, expertId: string): Promise<{ rating: number; count: number }> {
  // Lock the expert row so two changes arriving together both count.
  await tx.select({ id: experts.id }).from(experts).where(eq(experts.id, expertId)).for('update');
  const all = await tx.select({ stars: ratings.stars }).from(ratings).where(eq(ratings.expertId, expertId));
  const rating = averageRating(all.map((r) => r.stars));
  await tx.update(experts).set({ rating }).where(eq(experts.id, expertId));
  return { rating, count: all.length };
}

/** The patient's own rating of a consultation, if they gave one. */
export async function myRating(db: Database, user: CurrentUser, consultationId: string): Promise<{ stars: number | null }> {
  const [c] = await db.select({ userId: consultations.userId }).from(consultations).where(eq(consultations.id, consultationId));
  if (!c) throw new AppError('NOT_FOUND', 'This consultation does not exist');
  if (c.userId !== user.id) throw new AppError('FORBIDDEN', 'Only the patient of this consultation can see its rating');
  const [row] = await db.select({ stars: ratings.stars }).from(ratings).where(eq(ratings.consultationId, consultationId));
  return { stars: row?.stars ?? null };
}
