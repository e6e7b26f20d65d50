import { BOOKING_MODE_LABELS, INTL_LOCALE, type AppLanguage, type BookingMode } from '@sahay/domain';

// Issue 20 part 2: the receipt's own words in the reader's language. Names, numbers and ids stay as they are.
// English is the receipt's text as it was before Hindi, word for word.

export interface ReceiptPdfLabels {
  title: (receipt: string) => string;
  heading: string;
  receiptNumber: string;
  datePaid: string;
  paidBy: string;
  expert: string;
  specialisation: string;
  registration: string;
  notStated: string;
  service: string;
  consultationBy: (mode: BookingMode) => string;
  appointment: string;
  amountPaid: (amount: string, currency: string) => string;
  refunded: (on: string) => string;
  order: (orderId: string, paymentId: string | null) => string;
  questions: string;
  /** A moment with its date, time and zone, as the reader's language writes it. */
  dateTime: (at: Date, timeZone: string) => string;
}

const englishDateTime = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(at);

// hi-IN's own pattern for a date with a time reads "3 मार्च 2026 को 10:00 am IST बजे"; the notifications write
// the date, a comma and the time, and so does the receipt.
const hindiDateTime = (at: Date, timeZone: string) =>
  `${new Intl.DateTimeFormat(INTL_LOCALE.hi, { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(at)}, ${new Intl.DateTimeFormat(INTL_LOCALE.hi, { hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(at)}`;

const HINDI_MODES: Record<BookingMode, string> = { video: 'वीडियो कॉल', audio: 'ऑडियो कॉल', chat: 'चैट' };

export const RECEIPT_PDF_LABELS: Record<AppLanguage, ReceiptPdfLabels> = {
  en: {
    title: (receipt) => `Sahay receipt ${receipt}`,
    heading: 'Payment receipt',
    receiptNumber: 'Receipt number',
    datePaid: 'Date paid',
    paidBy: 'Paid by',
    expert: 'Expert',
    specialisation: 'Specialisation',
    registration: 'Registration',
    notStated: 'not stated',
    service: 'Service',
    consultationBy: (mode) => `Consultation by ${BOOKING_MODE_LABELS[mode].toLowerCase()}`,
    appointment: 'Appointment',
    amountPaid: (amount, currency) => `Amount paid: ${amount} (${currency})`,
    refunded: (on) => `Refunded in full on ${on}.`,
    order: (orderId, paymentId) => `Order ${orderId}${paymentId ? `, payment ${paymentId}` : ''}`,
    questions: 'Paid through Sahay. Questions about this payment or a refund: see sahay.in/terms#refunds.',
    dateTime: englishDateTime,
  },
  hi: {
    title: (receipt) => `सहाय रसीद ${receipt}`,
    heading: 'भुगतान की रसीद',
    receiptNumber: 'रसीद नंबर',
    datePaid: 'भुगतान की तारीख़',
    paidBy: 'भुगतान करने वाले',
    expert: 'एक्सपर्ट',
    specialisation: 'विशेषज्ञता',
    registration: 'रजिस्ट्रेशन',
    notStated: 'नहीं बताया',
    service: 'सेवा',
    consultationBy: (mode) => `${HINDI_MODES[mode]} से परामर्श`,
    appointment: 'अपॉइंटमेंट',
    amountPaid: (amount, currency) => `चुकाई गई राशि: ${amount} (${currency})`,
    refunded: (on) => `${on} को पूरी राशि लौटा दी गई।`,
    order: (orderId, paymentId) => `ऑर्डर ${orderId}${paymentId ? `, भुगतान ${paymentId}` : ''}`,
    questions: 'सहाय के ज़रिए भुगतान किया गया। इस भुगतान या रिफ़ंड के बारे में सवाल: sahay.in/terms#refunds देखें।',
    dateTime: hindiDateTime,
  },
};
