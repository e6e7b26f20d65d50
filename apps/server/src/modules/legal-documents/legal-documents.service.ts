import { conversationLineText, type CurrentUser, type LegalDocument, type LegalDocumentInput, type OutboxTemplate } from '@sahay/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { consultations } from '../../db/schema/consultations';
import { legalDocuments } from '../../db/schema/expert-work';
import { experts } from '../../db/schema/experts';
import { outbox } from '../../db/schema/platform';
import { AppError } from '../../lib/errors';
import { openIssuedDocument, type DocumentViewer } from '../audit/audit.service';
import { requireExpert } from '../consultation-lifecycle/actors';
import { postDocumentCard } from '../chat/document-cards';
import { patientNotice } from '../notifications/patient-notice';

export const LEGAL_DOCUMENT_ISSUED_TEMPLATE = 'legal-document-issued' satisfies OutboxTemplate;

const columns = { document: legalDocuments, clientPhone: users.phone, lawyerUserId: experts.userId };
type Row = { document: typeof legalDocuments.$inferSelect; clientPhone: string | null; lawyerUserId: string | null };

function toLegalDocument({ document: d, clientPhone }: Row): LegalDocument {
  return {
    id: d.id,
    consultationId: d.consultationId,
    kind: d.kind,
    title: d.title,
    body: d.body,
    caseType: d.caseType,
    issuedAt: d.createdAt.toISOString(),
    lawyer: { id: d.expertId, name: d.lawyerName, enrolmentNumber: d.lawyerEnrolmentNumber ?? '', barCouncil: d.lawyerBarCouncil ?? '' },
    // Null once the client deleted their account: the document is kept without identity (issue 16).
    client: { name: d.clientName ?? 'Former client', phone: clientPhone },
  };
}

// Spec 001 §3: a legal request stores its problem as 'caseType: legalIssue'.
function caseTypeOf(problem: string | null): string | null {
  if (!problem) return null;
  const index = problem.indexOf(':');
  return index > 0 ? problem.slice(0, index).trim() : null;
}

/** Issue 7 part 5: an approved lawyer writes an advice note or a draft on a consultation assigned to them. */
export async function issueLegalDocument(db: Database, user: CurrentUser, input: LegalDocumentInput): Promise<LegalDocument> {
  const me = await requireExpert(db, user);
  if (me.category !== 'legal') throw new AppError('FORBIDDEN', 'Only lawyers can issue legal documents');
  if (me.status !== 'approved') throw new AppError('FORBIDDEN', 'Your profile is not approved');
  const id = await db.transaction(async (tx) => {
    const [c] = await tx.select().from(consultations).where(eq(consultations.id, input.consultationId)).for('update');
    if (!c) throw new AppError('NOT_FOUND', 'This consultation does not exist');
    if (c.expertId !== me.id) throw new AppError('FORBIDDEN', 'This consultation is not yours');
    if (c.status !== 'active' && c.status !== 'completed') throw new AppError('CONFLICT', 'Accept the consultation before writing a document');
    const [lawyer] = await tx.select().from(experts).where(eq(experts.id, me.id));
    const [client] = await tx.select({ phone: users.phone, email: users.email, language: users.preferredLanguage }).from(users).where(eq(users.id, c.userId));
    if (!lawyer || !client) throw new Error('lawyer or client missing');
    const [row] = await tx
      .insert(legalDocuments)
      .values({
        consultationId: c.id,
        userId: c.userId,
        expertId: me.id,
        kind: input.kind,
        title: input.title,
        body: input.body,
        caseType: caseTypeOf(c.problemDescription),
        // Issue 16: the name given with the request, not the requester's user row.
        clientName: c.patientName,
        lawyerName: lawyer.name,
        lawyerEnrolmentNumber: lawyer.credentialNumber,
        lawyerBarCouncil: lawyer.credentialBody,
      })
      .returning({ id: legalDocuments.id });
    if (!row) throw new Error('legal document not stored');
    // Issue 14 part 2: the client finds it in the conversation too, and is told by SMS with the link to it.
    await postDocumentCard(tx, {
      consultationId: c.id,
      kind: 'legal_document',
      documentId: row.id,
      text: conversationLineText({ key: 'legalDocumentShared', lawyer: lawyer.name, kind: input.kind, title: input.title }),
    });
    const notice = patientNotice(client, LEGAL_DOCUMENT_ISSUED_TEMPLATE, (forAccount) => ({ documentId: row.id, lawyerName: lawyer.name, forAccount }));
    if (notice) await tx.insert(outbox).values(notice);
    return row.id;
  });
  const [row] = await query(db).where(eq(legalDocuments.id, id));
  if (!row) throw new Error('legal document vanished');
  return toLegalDocument(row);
}

function query(db: Database) {
  return db
    .select(columns)
    .from(legalDocuments)
    .leftJoin(users, eq(users.id, legalDocuments.userId))
    .leftJoin(experts, eq(experts.id, legalDocuments.expertId));
}

/** Only the client, the lawyer who wrote it and admins can open a legal document; the last two are audited (issue 16). */
export async function getLegalDocument(
  db: Database,
  user: CurrentUser,
  id: string,
  format: 'json' | 'pdf' = 'json',
): Promise<LegalDocument & { viewer: DocumentViewer }> {
  const [row] = await query(db).where(eq(legalDocuments.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'This document does not exist');
  const viewer = await openIssuedDocument(
    db,
    user,
    {
      patientId: row.document.userId,
      authorUserId: row.lawyerUserId,
      resource: format === 'pdf' ? 'legal_document_pdf' : 'legal_document',
      resourceId: id,
      authorReason: `lawyer who wrote it (consultation ${row.document.consultationId})`,
    },
    'You cannot open this document',
  );
  return { ...toLegalDocument(row), viewer };
}
