import type { CurrentUser, ExpertStatus, LifecycleActor } from '@sahay/domain';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { experts } from '../../db/schema/experts';
import { AppError } from '../../lib/errors';

export type { Tx };
export type Db = Database | Tx;

export interface ExpertSelf {
  id: string;
  name: string;
  category: (typeof experts.$inferSelect)['category'];
  specialization: string;
  status: ExpertStatus;
}

/** The expert profile that belongs to a signed-in account, if any. */
export async function findExpertOf(db: Db, userId: string): Promise<ExpertSelf | null> {
  const [row] = await db
    .select({ id: experts.id, name: experts.name, category: experts.category, specialization: experts.specialization, status: experts.status })
    .from(experts)
    .where(eq(experts.userId, userId));
  return row ?? null;
}

/** Experts only: the signed-in expert's own profile, or 403 for anyone else. */
export async function requireExpert(db: Db, user: CurrentUser): Promise<ExpertSelf> {
  if (user.role !== 'expert') throw new AppError('FORBIDDEN', 'This is for experts only');
  const expert = await findExpertOf(db, user.id);
  if (!expert) throw new AppError('FORBIDDEN', 'This account has no expert profile');
  return expert;
}

/** The actor as the domain's lifecycle rules see them. */
export async function lifecycleActorOf(db: Db, user: CurrentUser): Promise<LifecycleActor> {
  if (user.role !== 'expert') return { role: user.role, userId: user.id, expert: null };
  const expert = await findExpertOf(db, user.id);
  return {
    role: 'expert',
    userId: user.id,
    expert: expert ? { id: expert.id, category: expert.category, approved: expert.status === 'approved' } : null,
  };
}
