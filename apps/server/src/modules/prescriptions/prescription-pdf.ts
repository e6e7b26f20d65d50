import type { Prescription } from '@sahay/domain';
import { pdfSafe, renderPdf, section, type Pdf } from '../../lib/pdf-document';

const GENDER = { male: 'Male', female: 'Female', other: 'Other' } as const;

function formatDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

function header(doc: Pdf, p: Prescription) {
  const d = p.doctor;
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#0f172a').text(pdfSafe(d.name));
  doc.font('Helvetica').fontSize(10.5).fillColor('#334155');
  if (d.qualification || d.specialization) doc.text(pdfSafe([d.qualification, d.specialization].filter(Boolean).join(' - ')));
  doc.text(pdfSafe(`Registration No.: ${d.registrationNumber || 'not stated'}${d.council ? ` (${d.council})` : ''}`));
  doc.moveDown(0.5).strokeColor('#cbd5e1').moveTo(50, doc.y).lineTo(545, doc.y).stroke();
}

function patientBlock(doc: Pdf, p: Prescription) {
  const age = p.patient.age === null ? 'not stated' : `${p.patient.age} years`;
  const gender = p.patient.gender ? GENDER[p.patient.gender] : 'not stated';
  doc.moveDown(0.6).font('Helvetica').fontSize(10.5).fillColor('#1f2937');
  doc.text(pdfSafe(`Date: ${formatDate(p.date)}`));
  doc.text(pdfSafe(`Patient: ${p.patient.name}    Age: ${age}    Gender: ${gender}`));
}

function medicinesBlock(doc: Pdf, p: Prescription) {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor('#0f172a').text('Rx');
  p.medicines.forEach((m, i) => {
    const line = [m.strength, m.dose && `Dose: ${m.dose}`, m.frequency && `Frequency: ${m.frequency}`, m.duration && `Duration: ${m.duration}`].filter(Boolean).join('  |  ');
    doc.moveDown(0.3).font('Helvetica-Bold').fontSize(10.5).fillColor('#1f2937').text(pdfSafe(`${i + 1}. ${m.name}`));
    doc.font('Helvetica').text(pdfSafe(line), { indent: 14 });
    if (m.instructions) doc.fillColor('#475569').text(pdfSafe(m.instructions), { indent: 14 });
  });
}

/** Telemedicine Practice Guidelines 2020, Annex 2 (sample prescription format), as a PDF. */
export function prescriptionPdf(p: Prescription): Promise<Buffer> {
  return renderPdf(`Prescription ${p.id}`, (doc) => {
    header(doc, p);
    patientBlock(doc, p);
    section(doc, 'Chief complaints', p.problem);
    section(doc, 'Diagnosis or provisional diagnosis', p.diagnosis);
    medicinesBlock(doc, p);
    section(doc, 'Advice', p.advice);
    section(doc, 'Follow-up', p.followUp);
    doc.moveDown(1.5).font('Helvetica-Oblique').fontSize(10).fillColor('#0f172a').text(pdfSafe(p.teleconsultationLine));
    doc.moveDown(0.3).font('Helvetica').fontSize(9).fillColor('#64748b');
    doc.text(pdfSafe(`Issued digitally by ${p.doctor.name} through Sahay. Prescription ID: ${p.id}`));
  });
}
