import { CATEGORY_LABELS, consultationChatPath, isOutboxTemplate, type AppLanguage, type Category, type OutboxTemplate } from '@sahay/domain';
import type { outbox } from '../../db/schema/platform';
import { DeliveryError } from '../../providers/notifications/types';
import { APPOINTMENT_RENDERERS, type AppointmentPayloads } from './appointment-messages';
import { HINDI_RENDERERS } from './message-templates-hi';
import { LANGUAGE_KEY, languageOfPayload, link, longDate, message, text, type Links, type Loose, type Rendered, type Renderer } from './message-parts';

export type { Links } from './message-parts';

/** The outbox template that tells an expert a patient or client is waiting (spec 001 §7 notify-doctor-consultation). */
export const EXPERT_REQUEST_TEMPLATE = 'expert-consultation-request' satisfies OutboxTemplate;
/**
 * Issue 16: tells an expert a patient started a chat with them (at most once per conversation every 15 minutes).
 * Same payload as EXPERT_REQUEST_TEMPLATE: the department or field, never the patient's name or words.
 */
export const EXPERT_CHAT_TEMPLATE = 'expert-chat-started' satisfies OutboxTemplate;
/** Tells an account holder that repeated wrong passwords paused sign-in to their account (decision 052). */
export const SIGN_IN_LOCKED_TEMPLATE = 'sign-in-locked' satisfies OutboxTemplate;

export interface ExpertRequestPayload {
  consultationId: string;
  expertName: string;
  /** The department or field the request is about; never the symptoms, which stay inside Sahay. */
  topic: string;
}

/**
 * What each template's message is made from, as it is queued. Ids and names only: links are made when the message
 * is rendered, from the ids and PUBLIC_URL. `forAccount` is false when the recipient is a visitor's contact record
 * (decision 062), who cannot sign in to see what the link would open.
 */
export interface OutboxPayloads extends AppointmentPayloads {
  'expert-consultation-request': ExpertRequestPayload;
  'expert-chat-started': ExpertRequestPayload;
  'consultation-accepted': { consultationId: string; expertName: string; field: Category; forAccount: boolean };
  'prescription-issued': { prescriptionId: string; doctorName: string; forAccount: boolean };
  'legal-document-issued': { documentId: string; lawyerName: string; forAccount: boolean };
  'expert-registration-received': { expertId: string; name: string; category: Category };
  'expert-approved': ExpertReviewPayload;
  'expert-rejected': ExpertReviewPayload;
  'expert-suspended': ExpertReviewPayload;
  'expert-reinstated': ExpertReviewPayload;
  'sign-in-locked': { name: string; minutes: number };
  'contact-confirmation': { contactMessageId: string; firstName: string; subject: string };
  'deletion-request-received': { deletionRequestId: string; respondBy: string; deleteBy: string };
  'deletion-request-rejected': { deletionRequestId: string; reason: string };
  'deletion-request-completed': { deletionRequestId: string };
  'bridged-call-notice': BridgedCallNoticePayload;
  'one-time-code': { code: string; purpose: CodePurpose };
  'password-reset-link': { token: string; name: string };
  'password-changed': { name: string; how: 'changed' | 'reset' };
  'refund-approved': RefundNoticePayload;
  'refund-declined': RefundNoticePayload & { reason: string };
}
/** Issue 19 part 6: the amount in rupees (two decimals) and the receipt it was paid with; no health details. */
export interface RefundNoticePayload {
  refundRequestId: string;
  amount: string;
  receipt: string;
}
/** Issue 20: what a one-time code is for, said in its SMS so a code asked for by someone else is noticed. */
export type CodePurpose = 'sign-in' | 'password-reset' | 'recent-proof' | 'phone-change';
/** Issue 15 part 5 (spec 001 §7): the doctor hears from Sahay before the phone rings; no patient details. */
export interface BridgedCallNoticePayload {
  callId: string;
  doctorName: string;
  /** The number the call comes from (the ExoPhone). */
  callerId: string;
  test: boolean;
}
export interface ExpertReviewPayload {
  expertId: string;
  name: string;
  reason: string | null;
}

/**
 * One outbox row, its payload checked against its template, to be said in `language`: the recipient's
 * preferred_language for an account, the language of their own request for someone without one (decision 106).
 */
export function outboxMessage<T extends OutboxTemplate>(
  channel: (typeof outbox.$inferInsert)['channel'],
  recipient: string,
  template: T,
  payload: OutboxPayloads[T],
  language: AppLanguage,
): typeof outbox.$inferInsert {
  return { channel, recipient, template, payload: { ...payload, [LANGUAGE_KEY]: language } };
}

/** Every template's Hindi text, typed over the same union: a template without one does not compile. */
export type TemplateRenderers = { [T in OutboxTemplate]: Renderer<OutboxPayloads[T]> };

const fieldOf = (value: unknown) => (typeof value === 'string' && value in CATEGORY_LABELS ? CATEGORY_LABELS[value as Category] : CATEGORY_LABELS.medical);
const reasonText = (reason: unknown) => text(reason).trim() || 'No reason was given.';

/**
 * Every template's text. A Record over the union: a template without a text does not compile, so no message can
 * fall back to a generic one. Messages carry no health details: an SMS or WhatsApp message is read on a lock screen,
 * so they name the field and link into Sahay, where the rest is shown after sign-in.
 */
const RENDERERS: TemplateRenderers = {
  ...APPOINTMENT_RENDERERS,
  'expert-consultation-request': (p, l) =>
    message([text(p.expertName), text(p.topic), link(l, `/expert-dashboard?consultation=${text(p.consultationId)}`)], (name, topic, url) => {
      return `Sahay: ${name}, a patient is waiting for you (${topic}). Open ${url} to start the consultation.`;
    }),
  'expert-chat-started': (p, l) =>
    message([text(p.expertName), text(p.topic), link(l, `/expert-dashboard?consultation=${text(p.consultationId)}`)], (name, topic, url) => {
      return `Sahay: ${name}, a patient started a chat with you (${topic}). Open ${url} to see the request.`;
    }),
  'consultation-accepted': (p, l) =>
    p.forAccount === false
      ? message([text(p.expertName), fieldOf(p.field).field.toLowerCase(), link(l, '/contact')], (name, field, url) => {
          return `Sahay: ${name} accepted your ${field} request and can now call you on this number. Questions: ${url}`;
        })
      : message([text(p.expertName), fieldOf(p.field).field.toLowerCase(), link(l, consultationChatPath(text(p.consultationId)))], (name, field, url) => {
          return `Sahay: ${name} accepted your ${field} consultation. Open your chat: ${url}`;
        }),
  'prescription-issued': (p, l) =>
    p.forAccount === false
      ? message([text(p.doctorName), link(l, '/contact')], (name, url) => {
          return `Sahay: ${name} issued a prescription for your medical request. For a copy, contact Sahay support: ${url}`;
        })
      : message([text(p.doctorName), link(l, `/prescription-view/${text(p.prescriptionId)}`)], (name, url) => {
          return `Sahay: ${name} issued a prescription for your medical consultation. View and download it (sign in first): ${url}`;
        }),
  'legal-document-issued': (p, l) =>
    p.forAccount === false
      ? message([text(p.lawyerName), link(l, '/contact')], (name, url) => {
          return `Sahay: ${name} wrote a legal document for your legal request. For a copy, contact Sahay support: ${url}`;
        })
      : message([text(p.lawyerName), link(l, `/legal-document-view/${text(p.documentId)}`)], (name, url) => {
          return `Sahay: ${name} wrote a legal document for your legal consultation. View and download it (sign in first): ${url}`;
        }),
  'expert-registration-received': (p, l) =>
    message([text(p.name), fieldOf(p.category).expert, link(l, '/expert-dashboard')], (name, kind, url) => {
      return `Hello ${name}, we received your registration as a ${kind} on Sahay. An admin checks your professional registration, usually within 2 working days, and we tell you the decision by email and WhatsApp. Until then patients do not see you. Your desk: ${url} - Sahay`;
    }),
  'expert-approved': (p, l) =>
    message([text(p.name), link(l, '/expert-dashboard')], (name, url) => {
      return `Hello ${name}, your Sahay expert profile is approved: patients can now find you. Go online from your desk to receive requests: ${url} - Sahay`;
    }),
  'expert-rejected': (p, l) =>
    message([text(p.name), reasonText(p.reason), link(l, '/contact')], (name, reason, url) => {
      return `Hello ${name}, your Sahay expert registration was not approved. Reason: ${reason} To correct your details and ask for another review, write to us: ${url} - Sahay`;
    }),
  'expert-suspended': (p, l) =>
    message([text(p.name), reasonText(p.reason), link(l, '/contact')], (name, reason, url) => {
      return `Hello ${name}, your Sahay expert profile is suspended: you are not matched with requests and your consultations are closed to you. Reason: ${reason} Questions: ${url} - Sahay`;
    }),
  'expert-reinstated': (p, l) =>
    message([text(p.name), link(l, '/expert-dashboard')], (name, url) => {
      return `Hello ${name}, your Sahay expert profile is active again. Go online from your desk to receive requests: ${url} - Sahay`;
    }),
  'sign-in-locked': (p, l) =>
    message([text(p.name), typeof p.minutes === 'number' ? String(p.minutes) : '', link(l, '/contact')], (name, minutes, url) => {
      return `Hello ${name}, there were several sign-ins to your Sahay account with a wrong password, so sign-in is paused for ${minutes} minutes. If this was not you, no one got in; tell us at ${url} - Sahay`;
    }),
  'contact-confirmation': (p) =>
    message(
      [text(p.firstName), text(p.subject)],
      (name, subject) => `Hello ${name}, we received your message "${subject}" and will reply within 24 hours. - Sahay`,
    ),
  'deletion-request-received': (p, l) =>
    message([longDate(p.respondBy, 'en'), longDate(p.deleteBy, 'en'), link(l, '/privacy#deletion')], (respondBy, deleteBy, url) => {
      return `We received your request to delete your Sahay account. We will answer by ${respondBy} and, once we have confirmed it is you, delete your account and data by ${deleteBy}. What is deleted and what the law makes us keep: ${url} - Sahay`;
    }),
  'deletion-request-rejected': (p, l) =>
    message([reasonText(p.reason), link(l, '/delete-account'), link(l, '/contact')], (reason, again, contact) => {
      return `We closed your request to delete a Sahay account without deleting anything. Reason: ${reason} You can ask again at ${again} or write to us at ${contact} - Sahay`;
    }),
  'bridged-call-notice': (p) =>
    p.test === true
      ? message([text(p.doctorName), text(p.callerId)], (name, from) => {
          return `Sahay: ${name}, this is a test of Sahay's phone bridging. We are calling you now from ${from}; answer and we then call the other number and connect you. Numbers stay hidden on both sides.`;
        })
      : message([text(p.doctorName), text(p.callerId)], (name, from) => {
          return `Sahay: ${name}, your patient asked to talk by phone. We are calling you now from ${from}; answer and we then call the patient and connect you. Neither of you sees the other's number.`;
        }),
  'one-time-code': codeMessage,
  'password-reset-link': (p, l) =>
    message([text(p.name), link(l, `/reset-password?token=${encodeURIComponent(text(p.token))}`)], (name, url) => {
      return `Hello ${name}, to choose a new Sahay password open ${url} within an hour. If you did not ask for it, ignore this email: your password stays as it is. - Sahay`;
    }),
  'password-changed': (p, l) =>
    message([text(p.name), p.how === 'reset' ? 'reset' : 'changed', link(l, '/contact')], (name, how, url) => {
      return `Hello ${name}, your Sahay password was ${how} and other devices were signed out. If this was not you, tell us at once: ${url} - Sahay`;
    }),
  'refund-approved': (p, l) =>
    message([text(p.amount), text(p.receipt), link(l, '/patient-dashboard')], (amount, receipt, url) => {
      return `Sahay: your refund of INR ${amount} (receipt ${receipt}) is approved and paid back to how you paid; banks take 5-7 working days to show it. ${url}`;
    }),
  'refund-declined': (p, l) =>
    message([text(p.amount), text(p.receipt), reasonText(p.reason), link(l, '/contact')], (amount, receipt, reason, url) => {
      return `Sahay: your refund request for INR ${amount} (receipt ${receipt}) was declined. Reason: ${reason} Questions: ${url}`;
    }),
  'deletion-request-completed': (_p, l) =>
    message([link(l, '/privacy#deletion')], (url) => {
      return `As you asked, your Sahay account and its data have been deleted. Prescriptions and legal documents issued to you are kept without your name or any link to you, as the law requires: ${url} - Sahay`;
    }),
};

const CODE_USES: Record<CodePurpose, string> = {
  'sign-in': 'to sign in to Sahay',
  'password-reset': 'to reset your Sahay password',
  'recent-proof': 'to confirm it is you on Sahay',
  'phone-change': 'to make this your Sahay mobile number',
};

/** The SMS of a one-time code; its last line lets Android's Chrome offer the code for the page of our host (WebOTP). */
function codeMessage(p: Loose<OutboxPayloads['one-time-code']>, l: Links): Rendered {
  const use = typeof p.purpose === 'string' && p.purpose in CODE_USES ? CODE_USES[p.purpose as CodePurpose] : CODE_USES['sign-in'];
  const host = new URL(l.base).host;
  return message([text(p.code), use, host], (code, purpose, origin) => {
    return `${code} is your code ${purpose}. It works for 5 minutes. Do not share it: Sahay never asks for it.\n@${origin} #${code}`;
  });
}

/** Renders a stored outbox row into what a provider sends, in the language stored with it. */
export function renderMessage(template: OutboxTemplate, payload: Record<string, unknown>, links: Links): Rendered {
  // The column is typed, but a row written by another version of Sahay may name a template this one does not know.
  if (!isOutboxTemplate(template)) throw new DeliveryError(`No text for template "${String(template)}" in this version`, false);
  const render = (languageOfPayload(payload) === 'hi' ? HINDI_RENDERERS : RENDERERS)[template] as Renderer<unknown>;
  return render(payload, links);
}
