import { APPOINTMENT_REMINDERS, type AppLanguage } from '@sahay/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { outbox } from '../../db/schema/platform';
import type { AppointmentPayload, AppointmentPayloads } from '../notifications/appointment-messages';
import { outboxMessage } from '../notifications/message-templates';
import { languageOf } from '../notifications/recipient-language';

const CHANNELS = ['sms', 'whatsapp'] as const;

/**
 * Issue 19 part 3: a confirmation now and a reminder 24 hours and 15 minutes before, by SMS and WhatsApp, queued in
 * the transaction that books or moves the appointment. A reminder is an outbox row whose next attempt is its
 * not-before time: the worker claims only due rows, once (FOR UPDATE SKIP LOCKED and a lease), so it is never sent
 * early or twice and survives a restart. A reminder whose time has already passed is not queued. All are said in the
 * account holder's language (`language`, their preferred_language).
 */
export async function queueAppointmentMessages(
  tx: Tx,
  options: {
    phone: string | null;
    language: string;
    payload: AppointmentPayload;
    startsAt: Date;
    now: Date;
    first: 'appointment-booked' | 'appointment-moved';
  },
): Promise<number[]> {
  const { phone, payload, startsAt, now } = options;
  const language: AppLanguage = languageOf(options.language);
  if (!phone) return [];
  const appointmentId = payload.appointmentId;
  const confirmations = CHANNELS.map((channel) => ({
    ...outboxMessage(channel, phone, options.first, payload, language),
    appointmentId,
    nextAttemptAt: now,
  }));
  const reminders = APPOINTMENT_REMINDERS.flatMap(({ when, beforeMs }) => {
    const due = new Date(startsAt.getTime() - beforeMs);
    if (due <= now) return [];
    const reminder: AppointmentPayloads['appointment-reminder'] = { ...payload, when };
    return CHANNELS.map((channel) => ({ ...outboxMessage(channel, phone, 'appointment-reminder', reminder, language), appointmentId, nextAttemptAt: due }));
  });
  const rows = await tx
    .insert(outbox)
    .values([...confirmations, ...reminders])
    .returning({ id: outbox.id, template: outbox.template });
  return rows.filter((row) => row.template !== 'appointment-reminder').map((row) => row.id);
}

/** The appointment's reminders not sent yet are dropped (cancelled or moved): they can never go out. */
export async function dropPendingReminders(tx: Tx, appointmentId: string): Promise<void> {
  await tx.delete(outbox).where(and(eq(outbox.appointmentId, appointmentId), eq(outbox.status, 'pending'), inArray(outbox.template, ['appointment-reminder'])));
}

/** A cancellation notice, sent at once. */
export async function queueCancellation(
  tx: Tx,
  to: { phone: string | null; language: string },
  payload: AppointmentPayloads['appointment-cancelled'],
  now: Date,
): Promise<number[]> {
  const { phone } = to;
  if (!phone) return [];
  const rows = await tx
    .insert(outbox)
    .values(
      CHANNELS.map((channel) => ({
        ...outboxMessage(channel, phone, 'appointment-cancelled', payload, languageOf(to.language)),
        appointmentId: payload.appointmentId,
        nextAttemptAt: now,
      })),
    )
    .returning({ id: outbox.id });
  return rows.map((row) => row.id);
}
