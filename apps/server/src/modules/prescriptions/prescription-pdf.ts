import { INTL_LOCALE, type AppLanguage, type Prescription } from '@sahay/domain';
import { renderPdf, section, write, type Pdf } from '../../lib/pdf-document';
import { PRESCRIPTION_PDF_LABELS, type PrescriptionPdfLabels } from './prescription-pdf-labels';

function formatDate(isoDate: string, language: AppLanguage): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

function header(doc: Pdf, p: Prescription, l: PrescriptionPdfLabels) {
  const d = p.doctor;
  write(doc, d.name, { style: 'bold', size: 16, color: '#0f172a' });
  const details = { size: 10.5, color: '#334155' };
  if (d.qualification || d.specialization) write(doc, [d.qualification, d.specialization].filter(Boolean).join(' – '), details);
  write(doc, `${l.registrationNo(d.registrationNumber || l.notStated)}${d.council ? ` (${d.council})` : ''}`, details);
  doc.moveDown(0.5).strokeColor('#cbd5e1').moveTo(50, doc.y).lineTo(545, doc.y).stroke();
}

function patientBlock(doc: Pdf, p: Prescription, l: PrescriptionPdfLabels, language: AppLanguage) {
  const age = p.patient.age === null ? l.notStated : l.years(p.patient.age);
  const gender = p.patient.gender ? l.gender[p.patient.gender] : l.notStated;
  doc.moveDown(0.6);
  write(doc, `${l.date}: ${formatDate(p.date, language)}`, { size: 10.5, color: '#1f2937' });
  write(doc, `${l.patient}: ${p.patient.name}    ${l.age}: ${age}    ${l.genderLabel}: ${gender}`);
}

function medicinesBlock(doc: Pdf, p: Prescription, l: PrescriptionPdfLabels) {
  doc.moveDown(0.8);
  write(doc, 'Rx', { style: 'bold', size: 13, color: '#0f172a' });
  p.medicines.forEach((m, i) => {
    const line = [m.strength, m.dose && `${l.dose}: ${m.dose}`, m.frequency && `${l.frequency}: ${m.frequency}`, m.duration && `${l.duration}: ${m.duration}`]
      .filter(Boolean)
      .join('  |  ');
    doc.moveDown(0.3);
    write(doc, `${i + 1}. ${m.name}`, { style: 'bold', size: 10.5, color: '#1f2937' });
    write(doc, line, { style: 'regular' }, { indent: 14 });
    if (m.instructions) write(doc, m.instructions, { color: '#475569' }, { indent: 14 });
  });
}

/**
 * Telemedicine Practice Guidelines 2020, Annex 2 (sample prescription format), as a PDF, in the reader's language
 * (issue 20 part 2). A Hindi one keeps the guidelines' English line under its Hindi, so a pharmacist reads it as required.
 */
export function prescriptionPdf(p: Prescription, language: AppLanguage): Promise<Buffer> {
  const l = PRESCRIPTION_PDF_LABELS[language];
  return renderPdf(l.title(p.id), (doc) => {
    header(doc, p, l);
    patientBlock(doc, p, l, language);
    section(doc, l.chiefComplaints, p.problem);
    section(doc, l.diagnosis, p.diagnosis);
    medicinesBlock(doc, p, l);
    section(doc, l.advice, p.advice);
    section(doc, l.followUp, p.followUp);
    doc.moveDown(1.5);
    if (l.teleconsultation) write(doc, l.teleconsultation, { style: 'italic', size: 10, color: '#0f172a' });
    write(doc, p.teleconsultationLine, { style: 'italic', size: 10, color: '#0f172a' });
    doc.moveDown(0.3);
    write(doc, l.issuedBy(p.doctor.name, p.id), { size: 9, color: '#64748b' });
  });
}
