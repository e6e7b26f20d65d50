import { INTL_LOCALE, type AppLanguage, type LegalDocument } from '@sahay/domain';
import { renderPdf, section, write } from '../../lib/pdf-document';
import { LEGAL_DOCUMENT_PDF_LABELS } from './legal-document-pdf-labels';

/** A lawyer's advice note or draft as a PDF, its labels in the reader's language (issue 20 part 2). */
export function legalDocumentPdf(d: LegalDocument, language: AppLanguage): Promise<Buffer> {
  const l = LEGAL_DOCUMENT_PDF_LABELS[language];
  return renderPdf(`${l.kind[d.kind]} ${d.id}`, (doc) => {
    write(doc, d.lawyer.name, { style: 'bold', size: 16, color: '#0f172a' });
    write(doc, l.advocate, { size: 10.5, color: '#334155' });
    if (d.lawyer.enrolmentNumber) write(doc, `${l.enrolmentNo(d.lawyer.enrolmentNumber)}${d.lawyer.barCouncil ? ` (${d.lawyer.barCouncil})` : ''}`);
    doc.moveDown(0.5).strokeColor('#cbd5e1').moveTo(50, doc.y).lineTo(545, doc.y).stroke();
    doc.moveDown(0.6);
    write(doc, `${l.date}: ${new Intl.DateTimeFormat(INTL_LOCALE[language], { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(new Date(d.issuedAt))}`, {
      size: 10.5,
      color: '#1f2937',
    });
    write(doc, `${l.client}: ${d.client.name}`);
    if (d.caseType) write(doc, `${l.matter}: ${d.caseType}`);
    doc.moveDown(0.8);
    write(doc, `${l.kind[d.kind]}: ${d.title}`, { style: 'bold', size: 13, color: '#0f172a' });
    section(doc, ' ', d.body);
    doc.moveDown(1.5);
    write(doc, l.preparedBy(d.lawyer.name, d.id), { style: 'italic', size: 9, color: '#64748b' });
  });
}
