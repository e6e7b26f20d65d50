import { INTL_LOCALE, type AppLanguage, type BookingMode } from '@sahay/domain';
import { renderPdf, write, type Pdf } from '../../lib/pdf-document';
import { RECEIPT_PDF_LABELS } from './receipt-pdf-labels';

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
  mode: BookingMode;
  appointmentAt: Date;
  timeZone: string;
}

const rupees = (language: AppLanguage) => new Intl.NumberFormat(INTL_LOCALE[language], { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

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
export function receiptPdf(r: ReceiptData, language: AppLanguage): Promise<Buffer> {
  const l = RECEIPT_PDF_LABELS[language];
  const at = (moment: Date) => l.dateTime(moment, r.timeZone);
  return renderPdf(l.title(r.receipt), (doc) => {
    write(doc, 'Sahay', { style: 'bold', size: 18, color: '#15803d' });
    write(doc, l.heading, { style: 'bold', size: 14, color: '#0f172a' });
    doc.moveDown(0.5).strokeColor('#cbd5e1').moveTo(50, doc.y).lineTo(545, doc.y).stroke();
    doc.moveDown(0.6);
    row(doc, l.receiptNumber, r.receipt);
    row(doc, l.datePaid, at(r.paidAt));
    row(doc, l.paidBy, r.patientName);
    doc.moveDown(0.6);
    if (r.expert) {
      row(doc, l.expert, [r.expert.name, r.expert.qualification].filter(Boolean).join(', '));
      if (r.expert.specialization) row(doc, l.specialisation, r.expert.specialization);
      row(doc, l.registration, r.expert.registration ? `${r.expert.registration}${r.expert.body ? ` (${r.expert.body})` : ''}` : l.notStated);
    }
    row(doc, l.service, l.consultationBy(r.mode));
    row(doc, l.appointment, at(r.appointmentAt));
    doc.moveDown(0.6);
    write(doc, l.amountPaid(rupees(language).format(r.amountPaise / 100), r.currency), { style: 'bold', size: 13, color: '#0f172a' });
    if (r.refundedAt) write(doc, l.refunded(at(r.refundedAt)), { style: 'bold', size: 10.5, color: '#b91c1c' });
    doc.moveDown(0.6);
    write(doc, l.order(r.orderId, r.paymentId), { size: 9, color: '#475569' });
    write(doc, l.questions, { size: 9, color: '#475569' });
  });
}
