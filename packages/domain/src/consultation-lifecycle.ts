import { z } from 'zod';
import { text } from './text';

/**
 * Spec 001 §4.1 statuses: pending (new request), active (accepted by an expert), completed; and cancelled. Only
 * these moves exist, each by the party named here; completed and cancelled are final.
 */
export const CONSULTATION_STATUSES = ['pending', 'active', 'completed', 'cancelled'] as const;
export const ConsultationStatusSchema = z.enum(CONSULTATION_STATUSES);
export type ConsultationStatus = z.infer<typeof ConsultationStatusSchema>;

export const LIFECYCLE_ACTIONS = ['accept', 'complete', 'cancel', 'refer', 'follow_up'] as const;
export type LifecycleAction = (typeof LIFECYCLE_ACTIONS)[number];

/** Who is acting on the consultation, as the server established it from the session. */
export interface LifecycleActor {
  role: 'patient' | 'expert' | 'admin';
  userId: string;
  /** The acting expert's profile, when the actor is an expert. */
  expert?: { id: string; category: string; approved: boolean } | null;
}

export interface LifecycleConsultation {
  status: ConsultationStatus;
  userId: string;
  expertId: string | null;
  category: string;
}

/**
 * Issue 16: a completed consultation's conversation is read-only, with one free follow-up the patient can open
 * within this many days of completion; it reopens the conversation with the same expert.
 */
export const FOLLOW_UP_WINDOW_DAYS = 7;
export const FOLLOW_UP_WINDOW_MS = FOLLOW_UP_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/** What the follow-up rule needs besides the consultation: when it was completed and whether the follow-up was used. */
export interface FollowUpFacts {
  completedAt: Date | null;
  followUpUsed: boolean;
  now: Date;
}

/** Until when the patient may open the free follow-up, or null when they may not (any more). */
export function followUpDeadline(c: Pick<LifecycleConsultation, 'status'>, facts: Omit<FollowUpFacts, 'now'>): Date | null {
  if (c.status !== 'completed' || facts.followUpUsed || !facts.completedAt) return null;
  return new Date(facts.completedAt.getTime() + FOLLOW_UP_WINDOW_MS);
}

/** Sending in a conversation: open while pending or active; completed and cancelled ones are read-only. */
export function readOnlyReason(status: ConsultationStatus): string | null {
  if (status === 'completed') {
    return `This consultation is completed, so its conversation is read-only. You can open a free follow-up within ${FOLLOW_UP_WINDOW_DAYS} days of completion.`;
  }
  if (status === 'cancelled') return 'This consultation was cancelled, so its conversation is read-only.';
  return null;
}

export type TransitionDecision = { ok: true; to: ConsultationStatus; expertId: string | null } | { ok: false; code: 'FORBIDDEN' | 'CONFLICT'; message: string };

const deny = (message: string): TransitionDecision => ({ ok: false, code: 'FORBIDDEN', message });
const conflict = (message: string): TransitionDecision => ({ ok: false, code: 'CONFLICT', message });

function isAssignedExpert(c: LifecycleConsultation, actor: LifecycleActor): boolean {
  return actor.role === 'expert' && !!actor.expert && c.expertId === actor.expert.id;
}

/** Issue 16: an unassigned request is taken only by an expert it is offered to (isOfferedTo, request-offers.ts). */
export const NOT_OFFERED_MESSAGE = 'This request is offered to experts of another field';

function decideAccept(c: LifecycleConsultation, actor: LifecycleActor, offered: boolean | undefined): TransitionDecision {
  const expert = actor.role === 'expert' ? actor.expert : null;
  if (!expert) return deny('Only an expert can accept a consultation');
  if (!expert.approved) return deny('Your expert profile is not approved yet');
  if (c.status !== 'pending') return conflict(`This consultation is ${c.status} and can no longer be accepted`);
  if (c.expertId !== null && c.expertId !== expert.id) return deny('This consultation is assigned to another expert');
  if (c.expertId === null && (c.category !== expert.category || offered === false)) return deny(NOT_OFFERED_MESSAGE);
  return { ok: true, to: 'active', expertId: expert.id };
}

function decideComplete(c: LifecycleConsultation, actor: LifecycleActor): TransitionDecision {
  if (!isAssignedExpert(c, actor) && actor.role !== 'admin') return deny('Only the assigned expert can complete this consultation');
  if (c.status !== 'active') return conflict(`Only an active consultation can be completed; this one is ${c.status}`);
  return { ok: true, to: 'completed', expertId: c.expertId };
}

function decideCancel(c: LifecycleConsultation, actor: LifecycleActor): TransitionDecision {
  const isPatient = actor.userId === c.userId;
  if (!isPatient && !isAssignedExpert(c, actor) && actor.role !== 'admin') return deny('You cannot cancel this consultation');
  if (c.status !== 'pending' && c.status !== 'active') return conflict(`This consultation is ${c.status} and can no longer be cancelled`);
  return { ok: true, to: 'cancelled', expertId: c.expertId };
}

/** A referral hands the consultation to another expert, who must accept it: it goes back to pending. */
function decideRefer(c: LifecycleConsultation, actor: LifecycleActor, targetExpertId: string | undefined): TransitionDecision {
  if (!isAssignedExpert(c, actor)) return deny('Only the assigned expert can refer this consultation');
  if (c.status !== 'pending' && c.status !== 'active') return conflict(`This consultation is ${c.status} and can no longer be referred`);
  if (!targetExpertId) return conflict('Choose the expert to refer to');
  if (targetExpertId === c.expertId) return conflict('You cannot refer a consultation to yourself');
  return { ok: true, to: 'pending', expertId: targetExpertId };
}

/** The free follow-up: the patient reopens a completed consultation with the same expert, once, within the window. */
function decideFollowUp(c: LifecycleConsultation, actor: LifecycleActor, facts: FollowUpFacts | undefined): TransitionDecision {
  if (actor.userId !== c.userId) return deny('Only the patient can open a follow-up of this consultation');
  if (c.status !== 'completed') return conflict(`Only a completed consultation can have a follow-up; this one is ${c.status}`);
  if (!c.expertId) return conflict('This consultation has no expert to follow up with');
  if (facts?.followUpUsed) return conflict('The free follow-up of this consultation has been used already. Please start a new consultation.');
  const deadline = facts ? followUpDeadline(c, facts) : null;
  if (!facts || !deadline || facts.now.getTime() > deadline.getTime()) {
    return conflict(
      `The free follow-up can be opened within ${FOLLOW_UP_WINDOW_DAYS} days of completion, and that time has passed. Please start a new consultation.`,
    );
  }
  return { ok: true, to: 'active', expertId: c.expertId };
}

/** The one rule book for consultation status changes; the server applies its answer or refuses with it. */
export function decideTransition(
  consultation: LifecycleConsultation,
  action: LifecycleAction,
  actor: LifecycleActor,
  options: { targetExpertId?: string; followUp?: FollowUpFacts; offered?: boolean } = {},
): TransitionDecision {
  switch (action) {
    case 'accept':
      return decideAccept(consultation, actor, options.offered);
    case 'complete':
      return decideComplete(consultation, actor);
    case 'cancel':
      return decideCancel(consultation, actor);
    case 'refer':
      return decideRefer(consultation, actor, options.targetExpertId);
    case 'follow_up':
      return decideFollowUp(consultation, actor, options.followUp);
  }
}

/** One status change as the patient's history shows it. */
export const StatusChangeSchema = z.object({
  id: z.number(),
  action: z.enum(LIFECYCLE_ACTIONS).or(z.literal('create')),
  fromStatus: ConsultationStatusSchema.nullable(),
  toStatus: ConsultationStatusSchema,
  actorRole: z.enum(['patient', 'expert', 'admin', 'system']),
  actorName: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type StatusChange = z.infer<typeof StatusChangeSchema>;

export const StatusHistorySchema = z.object({ consultationId: z.uuid(), status: ConsultationStatusSchema, changes: z.array(StatusChangeSchema) });
export type StatusHistory = z.infer<typeof StatusHistorySchema>;

export const CancelConsultationSchema = z.object({ reason: text().trim().max(500).optional() });
export type CancelConsultation = z.infer<typeof CancelConsultationSchema>;
