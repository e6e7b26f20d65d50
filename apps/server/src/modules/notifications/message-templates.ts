import type { OutgoingMessage } from '../../providers/notifications/types';

/** The outbox template that tells an expert a patient or client is waiting (spec 001 §7 notify-doctor-consultation). */
export const EXPERT_REQUEST_TEMPLATE = 'expert-consultation-request';

export interface ExpertRequestPayload {
  consultationId: string;
  expertName: string;
  /** The department or field the request is about; never the symptoms, which stay inside Sahay. */
  topic: string;
  link: string;
}

/**
 * Issue 16: tells an expert a patient started a chat with them (at most once per conversation every 15 minutes).
 * Same payload as EXPERT_REQUEST_TEMPLATE: the department or field, never the patient's name or words.
 */
export const EXPERT_CHAT_TEMPLATE = 'expert-chat-started';

/** Tells an account holder that repeated wrong passwords paused sign-in to their account (decision 052). */
export const SIGN_IN_LOCKED_TEMPLATE = 'sign-in-locked';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Renders a stored outbox row into what a provider sends. Messages carry no health details: an SMS or WhatsApp
 * message is read on a lock screen, so it names the department and links to Sahay, where the request is shown
 * after sign-in.
 */
export function renderMessage(template: string, payload: Record<string, unknown>): Pick<OutgoingMessage, 'text' | 'params'> {
  if (template === EXPERT_REQUEST_TEMPLATE) {
    const params = [text(payload.expertName), text(payload.topic), text(payload.link)];
    return { text: `Sahay: ${params[0]}, a patient is waiting for you (${params[1]}). Open ${params[2]} to start the consultation.`, params };
  }
  if (template === EXPERT_CHAT_TEMPLATE) {
    const params = [text(payload.expertName), text(payload.topic), text(payload.link)];
    return { text: `Sahay: ${params[0]}, a patient started a chat with you (${params[1]}). Open ${params[2]} to see the request.`, params };
  }
  if (template === SIGN_IN_LOCKED_TEMPLATE) {
    const params = [text(payload.name), typeof payload.minutes === 'number' ? String(payload.minutes) : ''];
    return {
      text: `Hello ${params[0]}, there were several sign-ins to your Sahay account with a wrong password, so sign-in is paused for ${params[1]} minutes. If this was not you, no one got in; choose a stronger password if yours is easy to guess. - Sahay`,
      params,
    };
  }
  if (template === 'contact-confirmation') {
    const params = [text(payload.firstName), text(payload.subject)];
    return { text: `Hello ${params[0]}, we received your message "${params[1]}" and will reply within 24 hours. - Sahay`, params };
  }
  return { text: `Sahay notification (${template})`, params: [] };
}
