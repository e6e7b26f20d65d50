import type { ExportedConsultation, ExportedMessage } from '@sahay/domain/data-export';
import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { chatFiles } from '../../db/schema/chat';
import { consultationMessages, consultations } from '../../db/schema/consultations';
import { consultationStatusChanges, referralChains } from '../../db/schema/expert-work';
import { experts } from '../../db/schema/experts';
import { callRecordsOf } from '../calls/call-log.service';

const iso = (date: Date) => date.toISOString();

function groupBy<T>(list: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of list) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** The person's consultations, each with its history, referrals and every message of it (the person is a member of all). */
export async function exportConsultations(db: Database, userId: string, publicUrl: string): Promise<ExportedConsultation[]> {
  const rows = await db
    .select({ consultation: consultations, expertName: experts.name, expertCategory: experts.category, expertSpecialization: experts.specialization })
    .from(consultations)
    .leftJoin(experts, eq(experts.id, consultations.expertId))
    .where(eq(consultations.userId, userId))
    .orderBy(asc(consultations.createdAt), asc(consultations.id));
  const ids = rows.map((row) => row.consultation.id);
  if (ids.length === 0) return [];

  const fromExpert = alias(experts, 'from_expert');
  const toExpert = alias(experts, 'to_expert');
  // One after the other: a transaction is one connection, and node-postgres runs one query at a time on it.
  const changes = await db
    .select()
    .from(consultationStatusChanges)
    .where(inArray(consultationStatusChanges.consultationId, ids))
    .orderBy(asc(consultationStatusChanges.id));
  const referrals = await db
    .select({
      consultationId: referralChains.consultationId,
      reason: referralChains.reason,
      at: referralChains.createdAt,
      from: fromExpert.name,
      to: toExpert.name,
    })
    .from(referralChains)
    .leftJoin(fromExpert, eq(fromExpert.id, referralChains.fromExpertId))
    .leftJoin(toExpert, eq(toExpert.id, referralChains.toExpertId))
    .where(inArray(referralChains.consultationId, ids))
    .orderBy(asc(referralChains.createdAt));
  const messages = await db
    .select({ message: consultationMessages, file: chatFiles })
    .from(consultationMessages)
    .leftJoin(chatFiles, eq(chatFiles.messageId, consultationMessages.id))
    .where(inArray(consultationMessages.consultationId, ids))
    .orderBy(asc(consultationMessages.id));

  const calls = await callRecordsOf(db, ids);
  const changesOf = groupBy(changes, (change) => change.consultationId);
  const referralsOf = groupBy(referrals, (referral) => referral.consultationId);
  const messagesOf = groupBy(messages, (row) => row.message.consultationId);

  return rows.map(({ consultation: c, expertName, expertCategory, expertSpecialization }) => ({
    id: c.id,
    category: c.category,
    consultationType: c.consultationType,
    status: c.status,
    problemDescription: c.problemDescription,
    patientName: c.patientName,
    familyMemberId: c.familyMemberId,
    patientAge: c.patientAge,
    patientGender: c.patientGender,
    department: c.department,
    additionalSymptoms: c.additionalSymptoms,
    flowStep: c.flowStep,
    paymentStatus: c.paymentStatus,
    consultationFee: c.consultationFee,
    aiTranscript: c.aiTranscript,
    createdAt: iso(c.createdAt),
    updatedAt: iso(c.updatedAt),
    expert: expertName && expertCategory ? { name: expertName, category: expertCategory, specialization: expertSpecialization ?? '' } : null,
    statusHistory: (changesOf.get(c.id) ?? []).map((change) => ({
      action: change.action,
      fromStatus: change.fromStatus,
      toStatus: change.toStatus,
      by: change.actorRole,
      note: change.note,
      at: iso(change.createdAt),
    })),
    referrals: (referralsOf.get(c.id) ?? []).map((referral) => ({
      fromExpert: referral.from,
      toExpert: referral.to,
      reason: referral.reason,
      at: iso(referral.at),
    })),
    calls: calls.get(c.id) ?? [],
    messages: (messagesOf.get(c.id) ?? []).map(({ message, file }): ExportedMessage => ({
      id: message.id,
      from: message.senderType,
      text: message.messageText,
      kind: message.kind,
      documentId: message.documentId,
      file: file
        ? {
            name: file.name,
            contentType: file.contentType,
            sizeBytes: file.sizeBytes,
            durationMs: file.durationMs,
            url: `${publicUrl}/api/chat/files/${file.id}`,
          }
        : null,
      createdAt: iso(message.createdAt),
    })),
  }));
}
