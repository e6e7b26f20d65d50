import { eq, inArray, isNotNull, isNull, notInArray, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { consultations } from '../../db/schema/consultations';
import { prescriptions } from '../../db/schema/health-records';

/**
 * Issue 14 part 8: whose rows a read is for. A reading, record or consultation belongs to a member when it carries
 * their id, to the account holder when it carries none; `userId` still says whose account holds it.
 */
export function ofPerson(column: PgColumn, memberId: string | null): SQL {
  return memberId ? eq(column, memberId) : isNull(column);
}

/**
 * A prescription is the member's when its consultation is; the holder's when it has no consultation or one of
 * theirs. (Prescriptions carry no member id of their own: they follow the consultation they were issued on.)
 */
export function prescriptionsOfPerson(db: Database, memberId: string | null): SQL {
  if (memberId) {
    return inArray(prescriptions.consultationId, db.select({ id: consultations.id }).from(consultations).where(eq(consultations.familyMemberId, memberId)));
  }
  const membersConsultations = db.select({ id: consultations.id }).from(consultations).where(isNotNull(consultations.familyMemberId));
  return or(isNull(prescriptions.consultationId), notInArray(prescriptions.consultationId, membersConsultations)) as SQL;
}
