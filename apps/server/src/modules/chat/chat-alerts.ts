import { CATEGORY_LABELS, EXPERT_ALERT_INTERVAL_MS } from '@sahay/domain';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { ServiceDeps } from '../../lib/context';
import { consultations } from '../../db/schema/consultations';
import type { experts } from '../../db/schema/experts';
import { outbox } from '../../db/schema/platform';
import { publish } from '../../realtime/bus';
import { EXPERT_CHAT_TEMPLATE, outboxMessage, type ExpertRequestPayload } from '../notifications/message-templates';
import { userLanguage } from '../notifications/recipient-language';

export type AlertOptions = Pick<ServiceDeps, 'now'>;

type Expert = Pick<typeof experts.$inferSelect, 'userId' | 'name' | 'phone' | 'whatsappNumber'>;

/**
 * Marks the consultation as texted now, unless its expert was texted within EXPERT_ALERT_INTERVAL_MS. One
 * conditional update, under the row's lock, so two starts at once text the expert once. Leaves updated_at alone:
 * an alert changes nothing the patient or the expert sees of the consultation.
 */
async function claimTextAlert(tx: Tx, consultationId: string, now: Date): Promise<boolean> {
  const due = new Date(now.getTime() - EXPERT_ALERT_INTERVAL_MS);
  const claimed = await tx
    .update(consultations)
    .set({ expertAlertedAt: now, updatedAt: sql`${consultations.updatedAt}` })
    .where(and(eq(consultations.id, consultationId), or(isNull(consultations.expertAlertedAt), lte(consultations.expertAlertedAt, due))))
    .returning({ id: consultations.id });
  return claimed.length > 0;
}

/**
 * Issue 16: a patient starting (or coming back to) an open chat tells its expert. Their desk gets a live alert at
 * once (on every instance, through NOTIFY, when the transaction commits); SMS and WhatsApp go through the outbox
 * at most once per conversation every 15 minutes. Neither carries the patient's name or words: the field, age
 * and gender are what an offer shows.
 */
export async function alertExpertOfChat(tx: Tx, consultationId: string, expert: Expert, options: AlertOptions): Promise<void> {
  const [c] = await tx
    .select({
      status: consultations.status,
      category: consultations.category,
      department: consultations.department,
      patientAge: consultations.patientAge,
      patientGender: consultations.patientGender,
    })
    .from(consultations)
    .where(eq(consultations.id, consultationId));
  if (!c || (c.status !== 'pending' && c.status !== 'active')) return;
  if (expert.userId) {
    const alert = { consultationId, category: c.category, department: c.department, patientAge: c.patientAge, patientGender: c.patientGender };
    await publish(tx, { t: 'desk', u: expert.userId, a: { ...alert, at: options.now.toISOString() } });
  }
  if (!(await claimTextAlert(tx, consultationId, options.now))) return;
  const payload: ExpertRequestPayload = { consultationId, expertName: expert.name, topic: c.department ?? CATEGORY_LABELS[c.category].field };
  const language = await userLanguage(tx, expert.userId);
  await tx
    .insert(outbox)
    .values([
      outboxMessage('sms', expert.phone, EXPERT_CHAT_TEMPLATE, payload, language),
      outboxMessage('whatsapp', expert.whatsappNumber ?? expert.phone, EXPERT_CHAT_TEMPLATE, payload, language),
    ]);
}
