import { z } from 'zod';

/**
 * Spec 001 §4.1 statuses: pending (new request), active (accepted by an expert), completed; and cancelled. Only
 * these moves exist, each by the party named here; completed and cancelled are final.
 */
export const CONSULTATION_STATUSES = ['pending', 'active', 'completed', 'cancelled'] as const;
export const ConsultationStatusSchema = z.enum(CONSULTATION_STATUSES);
export type ConsultationStatus = z.infer<typeof ConsultationStatusSchema>;

export const LIFECYCLE_ACTIONS = ['accept', 'complete', 'cancel', 'refer'] as const;
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

export type TransitionDecision =
  | { ok: true; to: ConsultationStatus; expertId: string | null }
  | { ok: false; code: 'FORBIDDEN' | 'CONFLICT'; message: string };

const deny = (message: string): TransitionDecision => ({ ok: false, code: 'FORBIDDEN', message });
const conflict = (message: string): TransitionDecision => ({ ok: false, code: 'CONFLICT', message });

function isAssignedExpert(c: LifecycleConsultation, actor: LifecycleActor): boolean {
  return actor.role === 'expert' && !!actor.expert && c.expertId === actor.expert.id;
}

function decideAccept(c: LifecycleConsultation, actor: LifecycleActor): TransitionDecision {
  const expert = actor.role === 'expert' ? actor.expert : null;
  if (!expert) return deny('Only an expert can accept a consultation');
  if (!expert.approved) return deny('Your expert profile is not approved yet');
  if (c.status !== 'pending') return conflict(`This consultation is ${c.status} and can no longer be accepted`);
  if (c.expertId !== null && c.expertId !== expert.id) return deny('This consultation is assigned to another expert');
  if (c.expertId === null && c.category !== expert.category) return deny('This consultation is outside your field');
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

/** The one rule book for consultation status changes; the server applies its answer or refuses with it. */
export function decideTransition(
  consultation: LifecycleConsultation,
  action: LifecycleAction,
  actor: LifecycleActor,
  options: { targetExpertId?: string } = {},
): TransitionDecision {
  switch (action) {
    case 'accept':
      return decideAccept(consultation, actor);
    case 'complete':
      return decideComplete(consultation, actor);
    case 'cancel':
      return decideCancel(consultation, actor);
    case 'refer':
      return decideRefer(consultation, actor, options.targetExpertId);
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

export const CancelConsultationSchema = z.object({ reason: z.string().trim().max(500).optional() });
export type CancelConsultation = z.infer<typeof CancelConsultationSchema>;
