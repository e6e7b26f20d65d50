import { appointmentTimeText, BOOKING_MODE_LABELS, type BookingMode, type ReminderWhen } from '@sahay/domain';

/** Issue 19 part 3: what every appointment message is made from; the time is rendered in `timeZone` (the reader's). */
export interface AppointmentPayload {
  appointmentId: string;
  expertName: string;
  /** The start, an ISO instant. */
  startsAt: string;
  timeZone: string;
  mode: BookingMode;
  /** Where joining goes, a path on this site: the call room or the chat. */
  joinPath: string;
}
export interface AppointmentPayloads {
  'appointment-booked': AppointmentPayload;
  'appointment-moved': AppointmentPayload;
  'appointment-reminder': AppointmentPayload & { when: ReminderWhen };
  'appointment-cancelled': AppointmentPayload & { cancelledBy: 'patient' | 'expert'; reason: string | null };
}

type Loose<P> = { [K in keyof P]?: unknown };
type Rendered = { text: string; params: string[] };
type Links = { base: string };

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const modeOf = (value: unknown) =>
  BOOKING_MODE_LABELS[(typeof value === 'string' && value in BOOKING_MODE_LABELS ? value : 'video') as BookingMode].toLowerCase();
const when = (p: Loose<AppointmentPayload>) => appointmentTimeText(text(p.startsAt), text(p.timeZone) || 'Asia/Kolkata');
const join = (p: Loose<AppointmentPayload>, links: Links) => `${links.base}${text(p.joinPath) || '/patient-dashboard'}`;
const message = (params: string[], render: (...values: string[]) => string): Rendered => ({ text: render(...params), params });

export const APPOINTMENT_RENDERERS: { [T in keyof AppointmentPayloads]: (payload: Loose<AppointmentPayloads[T]>, links: Links) => Rendered } = {
  'appointment-booked': (p, l) =>
    message([modeOf(p.mode), text(p.expertName), when(p), join(p, l)], (mode, name, at, url) => {
      return `Sahay: your ${mode} with ${name} is booked for ${at}. Join at the time: ${url} (change or cancel up to 2 hours before on your dashboard).`;
    }),
  'appointment-moved': (p, l) =>
    message([modeOf(p.mode), text(p.expertName), when(p), join(p, l)], (mode, name, at, url) => {
      return `Sahay: your ${mode} with ${name} is moved to ${at}. Join at the time: ${url}`;
    }),
  'appointment-reminder': (p, l) =>
    message([p.when === '15m' ? 'in 15 minutes' : 'tomorrow', modeOf(p.mode), text(p.expertName), when(p), join(p, l)], (soon, mode, name, at, url) => {
      return `Sahay reminder: your ${mode} with ${name} starts ${soon}, ${at}. Join: ${url}`;
    }),
  'appointment-cancelled': (p, l) =>
    p.cancelledBy === 'expert'
      ? message([text(p.expertName), when(p), text(p.reason).trim() || 'No reason was given.', `${l.base}/expert-selection`], (name, at, reason, url) => {
          return `Sahay: ${name} cancelled your appointment of ${at}. Reason: ${reason} Book another time: ${url}`;
        })
      : message([text(p.expertName), when(p), `${l.base}/expert-selection`], (name, at, url) => {
          return `Sahay: your appointment with ${name} on ${at} is cancelled, as you asked. Book another time: ${url}`;
        }),
};
