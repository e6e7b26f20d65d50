import {
  NO_EXPERT_ONLINE,
  PRE_CONSULTATION_SPECIALTY_LABELS,
  PRE_CONSULTATION_SPECIALTY_TERMS,
  type ChatTurn,
  type CurrentUser,
  type ExpertHandoff,
  type PreConsultationFormValues,
} from '@sahay/domain';
import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consultations, type TranscriptEntry } from '../../db/schema/consultations';
import { experts } from '../../db/schema/experts';
import { AppError } from '../../lib/errors';
import { insertConsultation } from '../consultation-lifecycle/lifecycle.service';
import { ofPerson } from '../family-members/member-scope';

const TEXT_MAX = 2000;
const OPENING_QUESTION = 'What brings you here today?';

/** The chat as question-and-answer pairs, the shape the consultation keeps (schema `ai_transcript`). */
export function toTranscript(turns: readonly ChatTurn[]): TranscriptEntry[] {
  const entries: TranscriptEntry[] = [];
  let question: string | null = OPENING_QUESTION;
  for (const turn of turns) {
    const content = turn.content.slice(0, TEXT_MAX);
    if (turn.role === 'assistant') {
      if (question !== null && question !== OPENING_QUESTION) entries.push({ question, answer: '' });
      question = content;
    } else {
      entries.push({ question: question ?? '', answer: content });
      question = null;
    }
  }
  if (question !== null && question !== OPENING_QUESTION) entries.push({ question, answer: '' });
  return entries;
}

/** A verified doctor of the specialty, online first (spec 001 §2.7 "an online expert"), then by rating. */
async function expertFor(db: Database, specialty: PreConsultationFormValues['specialty']) {
  const terms = PRE_CONSULTATION_SPECIALTY_TERMS[specialty];
  const [expert] = await db
    .select({ id: experts.id, name: experts.name, specialization: experts.specialization })
    .from(experts)
    .where(and(eq(experts.category, 'medical'), eq(experts.isVerified, true), or(...terms.map((term) => ilike(experts.specialization, `%${term}%`)))))
    .orderBy(desc(experts.isOnline), desc(experts.rating), experts.id)
    .limit(1);
  return expert ?? null;
}

/**
 * 'Talk to Expert' (spec 001 §2.7, made real): a pending chat consultation with an expert of the specialty, the
 * AI transcript attached. The chat page reuses a pending consultation of this patient with this expert (spec
 * 001 §4.6), so an earlier pending one is updated rather than duplicated. The lead may move this into the
 * consultations module.
 */
export async function handOffToExpert(
  db: Database,
  patient: CurrentUser,
  input: { form: PreConsultationFormValues; transcript: readonly ChatTurn[] },
): Promise<ExpertHandoff> {
  const expert = await expertFor(db, input.form.specialty);
  if (!expert) throw new AppError('CONFLICT', NO_EXPERT_ONLINE);
  const values = {
    // The name typed on the form, as the medical modal keeps it (issue 16); the account's name is left alone.
    patientName: input.form.name,
    problemDescription: `${input.form.symptoms} (urgency: ${input.form.urgency})`,
    department: PRE_CONSULTATION_SPECIALTY_LABELS[input.form.specialty],
    aiTranscript: toTranscript(input.transcript),
  };
  const consultationId = await db.transaction(async (tx) => {
    // Only a pending request for the same person (the patient, or the same one of their family members) is reused; a
    // member who is not theirs matches none, and insertConsultation answers 404.
    const forPerson = ofPerson(consultations.familyMemberId, input.form.familyMemberId ?? null);
    const [existing] = await tx
      .select({ id: consultations.id })
      .from(consultations)
      .where(and(eq(consultations.userId, patient.id), eq(consultations.expertId, expert.id), eq(consultations.status, 'pending'), forPerson))
      .orderBy(desc(consultations.createdAt))
      .limit(1);
    if (existing) {
      await tx.update(consultations).set(values).where(eq(consultations.id, existing.id));
      return existing.id;
    }
    const row = await insertConsultation(tx, {
      ...values,
      userId: patient.id,
      familyMemberId: input.form.familyMemberId ?? null,
      expertId: expert.id,
      consultationType: 'chat',
      category: 'medical',
      status: 'pending',
      flowStep: 'chat',
    });
    return row.id;
  });
  return { consultationId, expert };
}
