import { departmentTerms, type AssistantDomain, type Category, type ChatTurn, type RedFlags } from '@sahay/domain';
import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { experts } from '../../db/schema/experts';
import type { ExpertHint } from '../../providers/ai/knowledge/types';
import { retrieve } from '../../providers/ai/retrieval';
import { followUpDepartment } from '../../providers/ai/safety';

const CATEGORY_OF: Record<AssistantDomain, Category> = { medical: 'medical', legal: 'legal', finance: 'finance', technology: 'tech' };

const DEFAULT_HINTS: Record<AssistantDomain, ExpertHint> = {
  medical: { category: 'medical', terms: ['General'], label: 'doctor' },
  legal: { category: 'legal', terms: ['Law'], label: 'lawyer' },
  finance: { category: 'finance', terms: ['Tax'], label: 'chartered accountant' },
  technology: { category: 'tech', terms: ['Support'], label: 'IT expert' },
};

/** Which kind of expert fits the question: the best knowledge entry's, whichever provider writes the answer. */
export function expertHintFor(domain: AssistantDomain, message: string, history: readonly ChatTurn[]): ExpertHint {
  return retrieve(domain, message, history, 1)[0]?.entry.expert ?? DEFAULT_HINTS[domain];
}

export interface OfferedExpert {
  id: string;
  name: string;
  specialization: string;
  isOnline: boolean;
}

/** The best verified expert for the hint (online first, then rating), else the best of the category. */
export async function findOfferedExpert(db: Database, domain: AssistantDomain, hint: ExpertHint): Promise<OfferedExpert | null> {
  const columns = { id: experts.id, name: experts.name, specialization: experts.specialization, isOnline: experts.isOnline };
  const base = and(eq(experts.category, CATEGORY_OF[domain]), eq(experts.isVerified, true));
  const order = [desc(experts.isOnline), desc(experts.rating)];
  const [match] = await db
    .select(columns)
    .from(experts)
    .where(and(base, or(...hint.terms.map((term) => ilike(experts.specialization, `%${term}%`)))))
    .orderBy(...order)
    .limit(1);
  if (match) return match;
  const [any] = await db
    .select(columns)
    .from(experts)
    .where(base)
    .orderBy(...order)
    .limit(1);
  return any ?? null;
}

export function chatLink(expert: { id: string; name: string }): string {
  return `/patient-chat?expertId=${encodeURIComponent(expert.id)}&expertName=${encodeURIComponent(expert.name)}`;
}

/** After an emergency answer: the doctor to follow up with once the person is safe (issue 13). */
export function emergencyFollowUpHint(flags: RedFlags): { domain: AssistantDomain; hint: ExpertHint } {
  const department = followUpDepartment(flags);
  return {
    domain: 'medical',
    hint: { category: 'medical', terms: departmentTerms(department), label: department === 'Psychiatry' ? 'counsellor or psychiatrist' : 'doctor' },
  };
}

/**
 * The closing line of every answer: the matching verified expert with a link (issue 5). After an emergency
 * answer it is an offer for once the person is safe, never a substitute for calling 112.
 */
export function offerLine(expert: OfferedExpert | null, hint: ExpertHint, emergency = false): string {
  const opening = emergency ? 'Once you are safe, a verified expert can help you with what comes next.' : 'Want a professional opinion?';
  if (!expert) return `${opening} [Find a verified ${hint.label}](/expert-selection).`;
  const status = expert.isOnline ? 'online now' : 'verified';
  return `${opening} **${expert.name}** (${expert.specialization}, ${status}) can help: [Chat now](${chatLink(expert)}).`;
}
