import { DASHBOARD_LIST_LIMIT, DASHBOARD_TEXTS, type FieldDashboard, type FieldDocument } from '@sahay/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { consultations } from '../../db/schema/consultations';
import { legalDocuments } from '../../db/schema/expert-work';
import { AppError } from '../../lib/errors';
import { ownConsultations } from '../consultation-history/consultation-history.service';

type Field = FieldDashboard['field'] | 'medical';

/** The person's consultations of one field, newest first (Cases, Reports, Projects), from the one history query. */
export async function fieldConsultations(db: Database, userId: string, field: Field, limit = DASHBOARD_LIST_LIMIT) {
  const rows = await ownConsultations(db, userId, { field, limit });
  return rows.map(({ consultation, expert }) => ({
    id: consultation.id,
    status: consultation.status,
    createdAt: consultation.createdAt.toISOString(),
    problem: consultation.problemDescription,
    expert,
  }));
}

/** Documents issued in the field's consultations: lawyers' advice notes and drafts (CAs and IT experts issue none). */
export async function fieldDocuments(db: Database, userId: string, field: Field, limit = DASHBOARD_LIST_LIMIT): Promise<FieldDocument[]> {
  if (field !== 'legal') return [];
  const rows = await db
    .select({
      id: legalDocuments.id,
      title: legalDocuments.title,
      kind: legalDocuments.kind,
      issuedAt: legalDocuments.createdAt,
      lawyerName: legalDocuments.lawyerName,
    })
    .from(legalDocuments)
    .where(eq(legalDocuments.userId, userId))
    .orderBy(desc(legalDocuments.createdAt))
    .limit(limit);
  return rows.map((row) => ({ ...row, issuedAt: row.issuedAt.toISOString() }));
}

async function fieldCounts(db: Database, userId: string, field: FieldDashboard['field']) {
  const ofField = (...more: Parameters<typeof and>) => and(eq(consultations.userId, userId), eq(consultations.category, field), ...more);
  const [row] = await db
    .select({
      name: users.name,
      open: db.$count(consultations, ofField(inArray(consultations.status, ['pending', 'active']))),
      completed: db.$count(consultations, ofField(eq(consultations.status, 'completed'))),
      total: db.$count(consultations, ofField()),
      legalDocuments: db.$count(legalDocuments, eq(legalDocuments.userId, userId)),
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new AppError('UNAUTHENTICATED', DASHBOARD_TEXTS.signedOut);
  const { legalDocuments: legal, ...rest } = row;
  return { ...rest, documents: field === 'legal' ? legal : 0 };
}

/** Three queries: the counts, the latest 5 consultations and the latest 5 documents. */
export async function fieldDashboard(db: Database, userId: string, field: FieldDashboard['field']): Promise<FieldDashboard> {
  const [counts, list, documents] = await Promise.all([
    fieldCounts(db, userId, field),
    fieldConsultations(db, userId, field),
    fieldDocuments(db, userId, field),
  ]);
  const { name, ...stats } = counts;
  return { field, name, stats, consultations: list, documents };
}
