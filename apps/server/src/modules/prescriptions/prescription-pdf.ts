import type { Prescription } from '@sahay/domain';
import { renderPdf, section, write, type Pdf } from '../../lib/pdf-document';

const GENDER = { male: 'Male', female: 'Female', other: 'Other' } as const;

function formatDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

function header(doc: Pdf, p: Prescription) {
  const d = p.doctor;
  write(doc, d.name, { style: 'bold', size: 16, color: '#0f172a' });
  const details = { size: 10.5, color: '#334155' };
  if (d.qualification || d.specialization) write(doc, [d.qualification, d.specialization].filter(Boolean).join(' – '), details);
  write(doc, `Registration No.: ${d.registrationNumber || 'not stated'}${d.council ? ` (${d.council})` : ''}`, details);
  doc.moveDown(0.5).strokeColor('#cbd5e1').moveTo(50, doc.y).lineTo(545, doc.y).stroke();
}

function patientBlock(doc: Pdf, p: Prescription) {
  const age = p.patient.age === null ? 'not stated' : `${p.patient.age} years`;
  const gender = p.patient.gender ? GENDER[p.patient.gender] : 'not stated';
  doc.moveDown(0.6);
  write(doc, `Date: ${formatDate(p.date)}`, { size: 10.5, color: '#1f2937' });
  write(doc, `Patient: ${p.patient.name}    Age: ${age}    Gender: ${gender}`);
}

function medicinesBlock(doc: Pdf, p: Prescription) {
  doc.moveDown(0.8);
  write(doc, 'Rx', { style: 'bold', size: 13, color: '#0f172a' });
  p.medicines.forEach((m, i) => {
    const line = [m.strength, m.dose && `Dose: ${m.dose}`, m.frequency && `Frequency: ${m.frequency}`, m.duration && `Duration: ${m.duration}`]
      .filter(Boolean)
      .join('  |  ');
    doc.moveDown(0.3);
    write(doc, `${i + 1}. ${m.name}`, { style: 'bold', size: 10.5, color: '#1f2937' });
    write(doc, line, { style: 'regular' }, { indent: 14 });
    if (m.instructions) write(doc, m.instructions, { color: '#475569' }, { indent: 14 });
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
    doc.moveDown(1.5);
    write(doc, p.teleconsultationLine, { style: 'italic', size: 10, color: '#0f172a' });
    doc.moveDown(0.3);
    write(doc, `Issued digitally by ${p.doctor.name} through Sahay. Prescription ID: ${p.id}`, { size: 9, color: '#64748b' });
  });
}
