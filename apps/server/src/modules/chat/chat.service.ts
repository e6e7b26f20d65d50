import { followUpDeadline, readOnlyReason, type ChatExpert, type ConsultationStatus, type Conversation, type CurrentUser } from '@sahay/domain';
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { chatFiles, conversationReceipts } from '../../db/schema/chat';
import { consultationMessages, consultations } from '../../db/schema/consultations';
import { experts } from '../../db/schema/experts';
import { AppError } from '../../lib/errors';
import { expertPhotoUrl } from '../expert-files/expert-files.service';
import { presenceOf } from '../../realtime/presence';
import { acceptedBy } from '../consultation-lifecycle/acceptance';
import type { ServiceDeps } from '../../lib/context';
import { alertExpertOfChat } from './chat-alerts';
import { requireMembership, type Membership } from './chat.membership';
import { followUpFacts, insertConsultation } from '../consultation-lifecycle/lifecycle.service';

const NOT_AVAILABLE = 'This expert is not available. Choose another expert.';
/** What an expert's chat calls the patient until the expert accepts the consultation (issue 16). */
export const PATIENT_BEFORE_ACCEPTING = 'Patient (name shown once you accept)';

type ExpertRow = typeof experts.$inferSelect;

function toChatExpert(expert: ExpertRow, presence: ChatExpert['presence']): ChatExpert {
  return {
    id: expert.id,
    userId: expert.userId,
    name: expert.name,
    category: expert.category,
    specialization: expert.specialization,
    isVerified: expert.isVerified,
    profilePhoto: expertPhotoUrl(expert),
    presence,
  };
}

const OFFLINE = { online: false, lastSeenAt: null };

/** An expert without a sign-in has no live connection: their last activity is all there is. */
async function expertPresence(db: Database, expert: ExpertRow): Promise<ChatExpert['presence']> {
  if (!expert.userId) return { online: false, lastSeenAt: expert.lastSeenAt?.toISOString() ?? null };
  return (await presenceOf(db, [expert.userId])).get(expert.userId) ?? OFFLINE;
}

/** Issue 16: a chat is started only with an approved expert; pending, rejected and suspended ones are a 404, as on /api/experts/{id}. */
export async function getChatExpert(db: Database, expertId: string): Promise<ChatExpert> {
  const [expert] = await db.select().from(experts).where(eq(experts.id, expertId));
  if (expert?.status !== 'approved') throw new AppError('NOT_FOUND', NOT_AVAILABLE);
  return toChatExpert(expert, await expertPresence(db, expert));
}

/** The signed-in expert's own card, whatever their status. */
export async function getMyChatExpert(db: Database, userId: string): Promise<ChatExpert> {
  const [expert] = await db.select().from(experts).where(eq(experts.userId, userId));
  if (!expert) throw new AppError('NOT_FOUND', 'You have no expert profile');
  return toChatExpert(expert, await expertPresence(db, expert));
}

// The earlier product had no accept step, so its "pending" meant "still open": once the expert accepts (active),
// the patient's chat with them is still that consultation.
const OPEN_STATUSES: ConsultationStatus[] = ['pending', 'active'];

/**
 * Spec 001 §4.6: an existing pending (or, issue 7, accepted) consultation of this patient with this expert is reused (whoever created
 * it: the medical modal, the AI pre-consultation, an earlier chat); otherwise one is created with the expert's
 * category, type chat, status pending, flow_step chat. A transaction-scoped lock per pair stops two tabs from
 * creating two.
 */
export async function startConversation(services: Pick<ServiceDeps, 'db' | 'now' | 'publicUrl'>, actor: CurrentUser, expertId: string): Promise<Conversation> {
  const { db, ...options } = services;
  if (actor.role === 'admin') throw new AppError('FORBIDDEN', 'Admins cannot take part in consultation chats');
  const [expert] = await db.select().from(experts).where(eq(experts.id, expertId));
  if (expert?.status !== 'approved') throw new AppError('NOT_FOUND', NOT_AVAILABLE);
  if (expert.userId === actor.id) throw new AppError('BAD_REQUEST', 'You cannot start a consultation with yourself');
  const consultationId = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chat:${actor.id}:${expertId}`}))`);
    const [existing] = await tx
      .select({ id: consultations.id })
      .from(consultations)
      .where(and(eq(consultations.userId, actor.id), eq(consultations.expertId, expertId), inArray(consultations.status, OPEN_STATUSES)))
      .orderBy(desc(consultations.createdAt))
      .limit(1);
    const id = existing?.id ?? (await completedWithFollowUp(tx, actor.id, expertId, options.now)) ?? (await createChatConsultation(tx, actor, expert));
    await alertExpertOfChat(tx, id, expert, options);
    return id;
  });
  return getConversation(db, actor, consultationId, options.now);
}

async function createChatConsultation(tx: Tx, patient: Pick<CurrentUser, 'id' | 'name'>, expert: ExpertRow): Promise<string> {
  const created = await insertConsultation(tx, {
    userId: patient.id,
    patientName: patient.name,
    expertId: expert.id,
    category: expert.category,
    consultationType: 'chat',
    status: 'pending',
    flowStep: 'chat',
  });
  return created.id;
}

/**
 * Issue 16: within the follow-up window, the patient's chat with this expert is the completed consultation,
 * read-only with its free follow-up button, rather than a new request.
 */
async function completedWithFollowUp(tx: Tx, patientId: string, expertId: string, now: Date): Promise<string | null> {
  const [latest] = await tx
    .select({ id: consultations.id, status: consultations.status })
    .from(consultations)
    .where(and(eq(consultations.userId, patientId), eq(consultations.expertId, expertId)))
    .orderBy(desc(consultations.createdAt))
    .limit(1);
  if (latest?.status !== 'completed') return null;
  const deadline = followUpDeadline(latest, await followUpFacts(tx, latest.id, now));
  return deadline && deadline.getTime() >= now.getTime() ? latest.id : null;
}

export async function getConversation(db: Database, actor: Pick<CurrentUser, 'id'>, consultationId: string, now = new Date()): Promise<Conversation> {
  return describeConversation(db, await requireMembership(db, actor, consultationId), now);
}

/** Until when the patient may open the free follow-up (issue 16): only while its expert is still approved. */
async function followUpUntil(db: Database, membership: Membership, now: Date): Promise<string | null> {
  const { consultation, expert } = membership;
  if (consultation.status !== 'completed' || expert.status !== 'approved') return null;
  const deadline = followUpDeadline(consultation, await followUpFacts(db, consultation.id, now));
  return deadline && deadline.getTime() >= now.getTime() ? deadline.toISOString() : null;
}

async function describeConversation(db: Database, membership: Membership, now: Date): Promise<Conversation> {
  const { consultation, expert, role, peerUserId } = membership;
  // The name given with the request (issue 16), as the desk and the documents show it.
  const patient = { id: consultation.userId, name: consultation.patientName };
  const presence = await presenceOf(db, expert.userId ? [patient.id, expert.userId] : [patient.id]);
  const [messages] = await db
    .select({ n: count() })
    .from(consultationMessages)
    .where(and(eq(consultationMessages.consultationId, consultation.id), ne(consultationMessages.senderType, 'system')));
  const [files] = await db.select({ n: count() }).from(chatFiles).where(eq(chatFiles.consultationId, consultation.id));
  const [peer] = peerUserId
    ? await db
        .select({ deliveredUpTo: conversationReceipts.deliveredUpTo, readUpTo: conversationReceipts.readUpTo })
        .from(conversationReceipts)
        .where(and(eq(conversationReceipts.consultationId, consultation.id), eq(conversationReceipts.userId, peerUserId)))
    : [];
  // Issue 16: the expert learns the patient's name when they accept the consultation, not before.
  const nameHidden = role === 'expert' && !(await acceptedBy(db, expert.id, [consultation])).has(consultation.id);
  return {
    id: consultation.id,
    status: consultation.status,
    consultationType: consultation.consultationType,
    myRole: role,
    expert: toChatExpert(expert, expert.userId ? (presence.get(expert.userId) ?? OFFLINE) : await expertPresence(db, expert)),
    patient: { id: patient.id, name: nameHidden ? PATIENT_BEFORE_ACCEPTING : patient.name, presence: presence.get(patient.id) ?? OFFLINE },
    counts: { messages: messages?.n ?? 0, files: files?.n ?? 0 },
    peerReceipts: { deliveredUpTo: peer?.deliveredUpTo ?? 0, readUpTo: peer?.readUpTo ?? 0 },
    readOnlyReason: readOnlyReason(consultation.status),
    followUpUntil: await followUpUntil(db, membership, now),
    createdAt: consultation.createdAt.toISOString(),
  };
}
