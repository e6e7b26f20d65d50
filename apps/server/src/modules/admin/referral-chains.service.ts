import type { CurrentUser, ReferralChain } from '@sahay/domain';
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { consultations } from '../../db/schema/consultations';
import { referralChains } from '../../db/schema/expert-work';
import { experts } from '../../db/schema/experts';
import { assertAdmin } from '../../lib/session';
import { recordAccesses } from '../audit/audit.service';

export const REFERRAL_LIST_MAX = 200;

const fromExpert = alias(experts, 'from_expert');
const toExpert = alias(experts, 'to_expert');

function party(id: string | null, name: string | null, specialization: string | null) {
  return id && name ? { id, name, specialization: specialization ?? '' } : null;
}

/** Admins only: every referral, newest first, with both experts and the consultation it moved. */
export async function listReferralChains(db: Database, actor: CurrentUser): Promise<ReferralChain[]> {
  assertAdmin(actor);
  const rows = await db
    .select({
      referral: referralChains,
      category: consultations.category,
      problem: consultations.problemDescription,
      patientId: consultations.userId,
      status: consultations.status,
      fromId: fromExpert.id,
      fromName: fromExpert.name,
      fromSpecialization: fromExpert.specialization,
      toId: toExpert.id,
      toName: toExpert.name,
      toSpecialization: toExpert.specialization,
    })
    .from(referralChains)
    .innerJoin(consultations, eq(consultations.id, referralChains.consultationId))
    .leftJoin(fromExpert, eq(fromExpert.id, referralChains.fromExpertId))
    .leftJoin(toExpert, eq(toExpert.id, referralChains.toExpertId))
    .orderBy(desc(referralChains.createdAt), desc(referralChains.id))
    .limit(REFERRAL_LIST_MAX);
  // Issue 16: the list shows each consultation's problem as the patient described it: an admin read of their data.
  await recordAccesses(
    db,
    rows.map((r) => ({
      actor,
      actorRole: 'admin' as const,
      subjectUserId: r.patientId,
      resource: 'consultation_intake' as const,
      resourceId: r.referral.consultationId,
      reason: 'admin',
    })),
  );
  return rows.map((r) => ({
    id: r.referral.id,
    consultationId: r.referral.consultationId,
    category: r.category,
    problem: r.problem,
    consultationStatus: r.status,
    from: party(r.fromId, r.fromName, r.fromSpecialization),
    to: party(r.toId, r.toName, r.toSpecialization),
    reason: r.referral.reason,
    createdAt: r.referral.createdAt.toISOString(),
  }));
}
