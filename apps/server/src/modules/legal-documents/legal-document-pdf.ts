import { LEGAL_DOCUMENT_KIND_LABELS, type LegalDocument } from '@sahay/domain';
import { renderPdf, section, write } from '../../lib/pdf-document';

export function legalDocumentPdf(d: LegalDocument): Promise<Buffer> {
  return renderPdf(`${LEGAL_DOCUMENT_KIND_LABELS[d.kind]} ${d.id}`, (doc) => {
    write(doc, d.lawyer.name, { style: 'bold', size: 16, color: '#0f172a' });
    write(doc, 'Advocate', { size: 10.5, color: '#334155' });
    if (d.lawyer.enrolmentNumber) write(doc, `Enrolment No.: ${d.lawyer.enrolmentNumber}${d.lawyer.barCouncil ? ` (${d.lawyer.barCouncil})` : ''}`);
    doc.moveDown(0.5).strokeColor('#cbd5e1').moveTo(50, doc.y).lineTo(545, doc.y).stroke();
    doc.moveDown(0.6);
    write(doc, `Date: ${new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(new Date(d.issuedAt))}`, {
      size: 10.5,
      color: '#1f2937',
    });
    write(doc, `Client: ${d.client.name}`);
    if (d.caseType) write(doc, `Matter: ${d.caseType}`);
    doc.moveDown(0.8);
    write(doc, `${LEGAL_DOCUMENT_KIND_LABELS[d.kind]}: ${d.title}`, { style: 'bold', size: 13, color: '#0f172a' });
    section(doc, ' ', d.body);
    doc.moveDown(1.5);
    write(doc, `Prepared by ${d.lawyer.name} on a consultation through Sahay. Document ID: ${d.id}`, { style: 'italic', size: 9, color: '#64748b' });
  });
}
