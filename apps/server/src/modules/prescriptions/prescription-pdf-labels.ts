import type { AppLanguage } from '@sahay/domain';

// Issue 20 part 2: the prescription PDF's own words in the reader's language. What the doctor wrote (medicines,
// doses, advice) and names stay as written. English is the PDF's text as it was before Hindi, word for word.

export interface PrescriptionPdfLabels {
  title: (id: string) => string;
  registrationNo: (number: string) => string;
  notStated: string;
  years: (age: number) => string;
  gender: Record<'male' | 'female' | 'other', string>;
  date: string;
  patient: string;
  age: string;
  genderLabel: string;
  chiefComplaints: string;
  diagnosis: string;
  dose: string;
  frequency: string;
  duration: string;
  advice: string;
  followUp: string;
  /** The Telemedicine Practice Guidelines' line in the reader's language; null when it is the line itself (English). */
  teleconsultation: string | null;
  issuedBy: (doctor: string, id: string) => string;
}

export const PRESCRIPTION_PDF_LABELS: Record<AppLanguage, PrescriptionPdfLabels> = {
  en: {
    title: (id) => `Prescription ${id}`,
    registrationNo: (number) => `Registration No.: ${number}`,
    notStated: 'not stated',
    years: (age) => `${age} years`,
    gender: { male: 'Male', female: 'Female', other: 'Other' },
    date: 'Date',
    patient: 'Patient',
    age: 'Age',
    genderLabel: 'Gender',
    chiefComplaints: 'Chief complaints',
    diagnosis: 'Diagnosis or provisional diagnosis',
    dose: 'Dose',
    frequency: 'Frequency',
    duration: 'Duration',
    advice: 'Advice',
    followUp: 'Follow-up',
    teleconsultation: null,
    issuedBy: (doctor, id) => `Issued digitally by ${doctor} through Sahay. Prescription ID: ${id}`,
  },
  hi: {
    title: (id) => `पर्चा ${id}`,
    registrationNo: (number) => `रजिस्ट्रेशन नं.: ${number}`,
    notStated: 'नहीं बताया',
    years: (age) => `${age} साल`,
    gender: { male: 'पुरुष', female: 'महिला', other: 'अन्य' },
    date: 'तारीख़',
    patient: 'मरीज़',
    age: 'उम्र',
    genderLabel: 'लिंग',
    chiefComplaints: 'मुख्य तकलीफ़ें',
    diagnosis: 'बीमारी (डायग्नोसिस) या अनुमानित बीमारी',
    dose: 'खुराक',
    frequency: 'कितनी बार',
    duration: 'कितने दिन',
    advice: 'सलाह',
    followUp: 'दोबारा दिखाएँ',
    teleconsultation: 'यह पर्चा टेलीकंसल्टेशन पर बनाया गया है',
    issuedBy: (doctor, id) => `${doctor} ने सहाय के ज़रिए डिजिटल रूप से जारी किया। पर्चे की ID: ${id}`,
  },
};
