import type { ConsultationStatus } from '@sahay/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { consultationStatusChanges } from '../../db/schema/expert-work';

interface Assignment {
  id: string;
  status: ConsultationStatus;
  expertId: string | null;
}

/**
 * Issue 16: the consultations (of these) that this expert has accepted and still holds. Only they show the
 * expert the patient's name, phone and whole intake; before, the expert sees what an offer shows. Active and
 * completed ones were accepted by their expert (the only ways there are accept and the follow-up); a pending
 * or cancelled one counts when its history has this expert's accept (referred back, or cancelled after).
 */
export async function acceptedBy(db: Database | Tx, expertId: string, rows: readonly Assignment[]): Promise<Set<string>> {
  const mine = rows.filter((row) => row.expertId === expertId);
  const accepted = new Set(mine.filter((row) => row.status === 'active' || row.status === 'completed').map((row) => row.id));
  const unsure = mine.filter((row) => !accepted.has(row.id)).map((row) => row.id);
  if (unsure.length === 0) return accepted;
  const changes = await db
    .selectDistinct({ id: consultationStatusChanges.consultationId })
    .from(consultationStatusChanges)
    .where(
      and(
        inArray(consultationStatusChanges.consultationId, unsure),
        eq(consultationStatusChanges.action, 'accept'),
        eq(consultationStatusChanges.expertId, expertId),
      ),
    );
  for (const change of changes) accepted.add(change.id);
  return accepted;
}
