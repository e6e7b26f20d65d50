import { LEGAL_DOCUMENT_KIND_LABELS, type LegalDocument } from '@sahay/domain';
import { pdfSafe, renderPdf, section } from '../../lib/pdf-document';

export function legalDocumentPdf(d: LegalDocument): Promise<Buffer> {
  return renderPdf(`${LEGAL_DOCUMENT_KIND_LABELS[d.kind]} ${d.id}`, (doc) => {
    doc.font('Helvetica-Bold').fontSize(16).fillColor('#0f172a').text(pdfSafe(d.lawyer.name));
    doc.font('Helvetica').fontSize(10.5).fillColor('#334155').text(pdfSafe('Advocate'));
    if (d.lawyer.enrolmentNumber) doc.text(pdfSafe(`Enrolment No.: ${d.lawyer.enrolmentNumber}${d.lawyer.barCouncil ? ` (${d.lawyer.barCouncil})` : ''}`));
    doc.moveDown(0.5).strokeColor('#cbd5e1').moveTo(50, doc.y).lineTo(545, doc.y).stroke();
    doc.moveDown(0.6).fontSize(10.5).fillColor('#1f2937');
    doc.text(pdfSafe(`Date: ${new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(new Date(d.issuedAt))}`));
    doc.text(pdfSafe(`Client: ${d.client.name}`));
    if (d.caseType) doc.text(pdfSafe(`Matter: ${d.caseType}`));
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor('#0f172a').text(pdfSafe(`${LEGAL_DOCUMENT_KIND_LABELS[d.kind]}: ${d.title}`));
    section(doc, ' ', d.body);
    doc.moveDown(1.5).font('Helvetica-Oblique').fontSize(9).fillColor('#64748b');
    doc.text(pdfSafe(`Prepared by ${d.lawyer.name} on a consultation through Sahay. Document ID: ${d.id}`));
  });
}
