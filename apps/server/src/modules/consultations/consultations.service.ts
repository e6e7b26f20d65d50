import {
  CATEGORY_LABELS,
  CONSULTATION_FEES,
  isMatchGroup,
  legalDepartment,
  legalProblemDescription,
  MEDICAL_CONSULTATION_FEE,
  requestFields,
  type AssessmentTranscript,
  type ChannelOutcome,
  type ChooseExpert,
  type ConsultationReceipt,
  type AppLanguage,
  type CurrentUser,
  type ExpertChosen,
  type LegalReceipt,
  type LegalRequest,
  type MedicalIntake,
  type ServiceReceipt,
  type ServiceRequest,
} from '@sahay/domain';
import { and, arrayOverlaps, desc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { consultations } from '../../db/schema/consultations';
import { experts } from '../../db/schema/experts';
import { outbox } from '../../db/schema/platform';
import { AppError } from '../../lib/errors';
import { EXPERT_REQUEST_TEMPLATE, outboxMessage, type ExpertRequestPayload } from '../notifications/message-templates';
import { expertLanguage } from '../notifications/recipient-language';
import type { ServiceDeps } from '../../lib/context';
import { findApprovedExpert, matchExperts } from '../experts/experts.service';
import { spokenLanguagesOf } from '../profile/profile.service';
import { newAccessToken, resolveRequester, tokenMatches } from './requester';
import { insertConsultation } from '../consultation-lifecycle/lifecycle.service';

/** Who is acting on a request: the signed-in person and/or the token the request was answered with. */
export interface RequestAccess {
  user: CurrentUser | null;
  token: string | undefined;
}

/** Spec 001 §4.1 'Submit Request': one transaction stores the requester and the consultation, or nothing. */
export async function createMedicalRequest(
  db: Database,
  input: MedicalIntake,
  signedIn: CurrentUser | null,
  language: AppLanguage,
): Promise<ConsultationReceipt> {
  const { token, hash } = newAccessToken();
  const row = await db.transaction(async (tx) => {
    const userId = await resolveRequester(tx, input, signedIn, language);
    const created = await insertConsultation(tx, {
      userId,
      familyMemberId: input.familyMemberId ?? null,
      patientName: input.name,
      consultationType: input.consultationType,
      category: 'medical',
      problemDescription: input.symptoms,
      status: 'pending',
      paymentStatus: 'pending',
      flowStep: 'ai_assessment',
      consultationFee: MEDICAL_CONSULTATION_FEE,
      patientAge: input.age,
      patientGender: input.gender,
      department: input.department,
      additionalSymptoms: input.additionalSymptoms,
      accessTokenHash: hash,
    });
    return { id: created.id, status: created.status, flowStep: created.flowStep };
  });
  return { ...row, accessToken: token };
}

/** The request, if this person may act on it: its owner, or whoever holds its token. Anyone else learns nothing. */
async function accessibleRequest(db: Database | Tx, id: string, access: RequestAccess) {
  const [row] = await db.select().from(consultations).where(eq(consultations.id, id)).for('update');
  const allowed = row && ((access.user && row.userId === access.user.id) || tokenMatches(access.token, row.accessTokenHash));
  if (!row || !allowed) throw new AppError('NOT_FOUND', 'This consultation request does not exist');
  return row;
}

/** Spec 001 §4.1 step 3: the AI assessment's questions and answers, kept with the request. */
export async function saveAssessment(db: Database, id: string, access: RequestAccess, input: AssessmentTranscript) {
  return db.transaction(async (tx) => {
    await accessibleRequest(tx, id, access);
    const [row] = await tx
      .update(consultations)
      .set({ aiTranscript: input.transcript, flowStep: 'doctor_selection' })
      .where(eq(consultations.id, id))
      .returning({ id: consultations.id, flowStep: consultations.flowStep });
    return row;
  });
}

/** The SMS and WhatsApp message to an expert, in the language of their account. */
async function expertNotices(tx: Tx, expert: { id: string; phone: string; whatsappNumber: string | null }, payload: ExpertRequestPayload) {
  const language = await expertLanguage(tx, expert.id);
  return [
    outboxMessage('sms', expert.phone, EXPERT_REQUEST_TEMPLATE, payload, language),
    outboxMessage('whatsapp', expert.whatsappNumber ?? expert.phone, EXPERT_REQUEST_TEMPLATE, payload, language),
  ];
}

/**
 * Step 4: the patient chooses an expert. 'Consult Now' (notify) also queues an SMS and a WhatsApp message to the
 * expert in the same transaction, then tries them at once, so the answer says what really happened to each.
 */
export async function chooseExpert({ db, outbox: worker, now }: ServiceDeps, id: string, access: RequestAccess, input: ChooseExpert): Promise<ExpertChosen> {
  const expert = await findApprovedExpert(db, input.expertId);
  const queued = await db.transaction(async (tx) => {
    const request = await accessibleRequest(tx, id, access);
    if (!expert || expert.category !== request.category) throw new AppError('NOT_FOUND', 'This expert is not available for this request');
    await tx
      .update(consultations)
      // Issue 16: Consult Now texts the expert, so the chat it opens does not text them again for 15 minutes.
      .set({ expertId: expert.id, flowStep: input.notify ? 'chat' : 'payment', expertAlertedAt: input.notify ? now : null })
      .where(eq(consultations.id, id));
    if (!input.notify) return [];
    const payload = { consultationId: id, expertName: expert.name, topic: request.department ?? CATEGORY_LABELS[request.category].field };
    return tx
      .insert(outbox)
      .values(await expertNotices(tx, expert, payload))
      .returning({ id: outbox.id });
  });
  const outcomes = await worker.deliverNow(queued.map((row) => row.id));
  const notifications: ChannelOutcome[] = outcomes.flatMap((o) => (o.channel === 'email' ? [] : [{ channel: o.channel, status: o.status }]));
  return { consultationId: id, expert: { id: input.expertId, name: expert?.name ?? '' }, notifications };
}

/**
 * Spec 001 §4.2: the legal form. Stores the requester and the consultation (category legal, type chat unless the
 * lawyer home's video or audio button asked for a call: issue 15 part 4), assigns
 * the best-rated online lawyer if there is one, and queues the lawyer's notice, all in one transaction.
 */
export async function createLegalRequest(
  { db, outbox: worker, now }: ServiceDeps,
  input: LegalRequest,
  signedIn: CurrentUser | null,
  language: AppLanguage,
): Promise<LegalReceipt> {
  const { id, lawyer, queued } = await db.transaction(async (tx) => {
    const userId = await resolveRequester(tx, input, signedIn, language);
    const department = legalDepartment(input.caseType);
    const fields = requestFields('legal', department);
    // Issue 16: an online lawyer of the case's field first, then the best-rated online lawyer.
    const order = fields.length > 0 ? [desc(arrayOverlaps(experts.matchGroups, fields)), desc(experts.rating)] : [desc(experts.rating)];
    const [lawyer] = await tx
      .select({ id: experts.id, name: experts.name, phone: experts.phone, whatsappNumber: experts.whatsappNumber })
      .from(experts)
      .where(and(eq(experts.category, 'legal'), eq(experts.isOnline, true), sql`${experts.isVerified}`))
      .orderBy(...order)
      .limit(1);
    const created = await insertConsultation(tx, {
      userId,
      familyMemberId: input.familyMemberId ?? null,
      patientName: input.name,
      expertId: lawyer?.id ?? null,
      consultationType: input.consultationType,
      category: 'legal',
      status: 'pending',
      problemDescription: legalProblemDescription(input),
      department,
      expertAlertedAt: lawyer ? now : null,
    });
    const queued = lawyer
      ? await tx
          .insert(outbox)
          .values(await expertNotices(tx, lawyer, { consultationId: created.id, expertName: lawyer.name, topic: input.caseType ?? 'Legal' }))
          .returning({ id: outbox.id })
      : [];
    return { id: created.id, lawyer: lawyer ? { id: lawyer.id, name: lawyer.name } : null, queued };
  });
  // The lawyer's notice goes out now if it can; if not, the worker keeps trying, so the client's answer ignores the outcome.
  await worker.deliverNow(queued.map((row) => row.id)).catch(() => undefined);
  return { id, lawyer };
}

/**
 * A specialty page or CA / IT booking form (spec 001 §2.4, §2.5, made real): stores the request in the chosen
 * specialty and answers with the experts matched the same way as doctors. Unknown specialty → 400.
 */
export async function createServiceRequest(db: Database, input: ServiceRequest, signedIn: CurrentUser | null, language: AppLanguage): Promise<ServiceReceipt> {
  if (!isMatchGroup(input.category, input.specialty)) {
    throw new AppError('BAD_REQUEST', `Unknown ${input.category} service "${input.specialty}"`, { specialty: ['Unknown service'] });
  }
  const { token, hash } = newAccessToken();
  const id = await db.transaction(async (tx) => {
    const userId = await resolveRequester(tx, input, signedIn, language);
    const created = await insertConsultation(tx, {
      userId,
      familyMemberId: input.familyMemberId ?? null,
      patientName: input.name,
      consultationType: input.consultationType,
      category: input.category,
      department: input.specialty,
      problemDescription: input.details,
      status: 'pending',
      flowStep: 'expert_selection',
      consultationFee: CONSULTATION_FEES[input.category],
      accessTokenHash: hash,
    });
    return created.id;
  });
  const preferLanguages = await spokenLanguagesOf(db, signedIn);
  return { id, accessToken: token, matches: await matchExperts(db, { category: input.category, department: input.specialty, preferLanguages }) };
}
