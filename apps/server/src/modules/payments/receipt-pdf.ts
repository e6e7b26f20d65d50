import { renderPdf, write, type Pdf } from '../../lib/pdf-document';

export interface ReceiptData {
  receipt: string;
  paidAt: Date;
  refundedAt: Date | null;
  amountPaise: number;
  currency: string;
  orderId: string;
  paymentId: string | null;
  patientName: string;
  expert: { name: string; qualification: string | null; specialization: string | null; registration: string | null; body: string | null } | null;
  service: string;
  appointmentAt: Date;
  timeZone: string;
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
const dateIn = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(at);

/** A label and its value side by side (the value wraps in its own column). */
function row(doc: Pdf, label: string, value: string) {
  const top = doc.y;
  write(doc, label, { style: 'bold', size: 10.5, color: '#1f2937' }, { width: 125 });
  const bottom = doc.y;
  doc.x = 180;
  doc.y = top;
  write(doc, value, { style: 'regular', size: 10.5, color: '#1f2937' }, { width: 365 });
  doc.x = 50;
  doc.y = Math.max(doc.y, bottom) + 2;
}

/**
 * Issue 19 part 6: the receipt of one payment: the receipt number, the date it was paid, who the expert is (name,
 * qualification and professional registration), the service, and the amount in INR; a refunded payment says so.
 */
export function receiptPdf(r: ReceiptData): Promise<Buffer> {
  return renderPdf(`Sahay receipt ${r.receipt}`, (doc) => {
    write(doc, 'Sahay', { style: 'bold', size: 18, color: '#15803d' });
    write(doc, 'Payment receipt', { style: 'bold', size: 14, color: '#0f172a' });
    doc.moveDown(0.5).strokeColor('#cbd5e1').moveTo(50, doc.y).lineTo(545, doc.y).stroke();
    doc.moveDown(0.6);
    row(doc, 'Receipt number', r.receipt);
    row(doc, 'Date paid', dateIn(r.paidAt, r.timeZone));
    row(doc, 'Paid by', r.patientName);
    doc.moveDown(0.6);
    if (r.expert) {
      row(doc, 'Expert', [r.expert.name, r.expert.qualification].filter(Boolean).join(', '));
      if (r.expert.specialization) row(doc, 'Specialisation', r.expert.specialization);
      row(doc, 'Registration', r.expert.registration ? `${r.expert.registration}${r.expert.body ? ` (${r.expert.body})` : ''}` : 'not stated');
    }
    row(doc, 'Service', r.service);
    row(doc, 'Appointment', dateIn(r.appointmentAt, r.timeZone));
    doc.moveDown(0.6);
    write(doc, `Amount paid: ${rupees.format(r.amountPaise / 100)} (${r.currency})`, { style: 'bold', size: 13, color: '#0f172a' });
    if (r.refundedAt) write(doc, `Refunded in full on ${dateIn(r.refundedAt, r.timeZone)}.`, { style: 'bold', size: 10.5, color: '#b91c1c' });
    doc.moveDown(0.6);
    write(doc, `Order ${r.orderId}${r.paymentId ? `, payment ${r.paymentId}` : ''}`, { size: 9, color: '#475569' });
    write(doc, 'Paid through Sahay. Questions about this payment or a refund: see sahay.in/terms#refunds.', { size: 9, color: '#475569' });
  });
}
