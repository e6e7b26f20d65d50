import { LEGAL_DOCUMENT_KIND_LABELS, type AppLanguage, type LegalDocument } from '@sahay/domain';

// Issue 20 part 2: the legal document PDF's own words in the reader's language. What the lawyer wrote (title, body,
// matter) and names stay as written. English is the PDF's text as it was before Hindi, word for word.

export interface LegalDocumentPdfLabels {
  kind: Record<LegalDocument['kind'], string>;
  advocate: string;
  enrolmentNo: (number: string) => string;
  date: string;
  client: string;
  matter: string;
  preparedBy: (lawyer: string, id: string) => string;
}

export const LEGAL_DOCUMENT_PDF_LABELS: Record<AppLanguage, LegalDocumentPdfLabels> = {
  en: {
    kind: LEGAL_DOCUMENT_KIND_LABELS,
    advocate: 'Advocate',
    enrolmentNo: (number) => `Enrolment No.: ${number}`,
    date: 'Date',
    client: 'Client',
    matter: 'Matter',
    preparedBy: (lawyer, id) => `Prepared by ${lawyer} on a consultation through Sahay. Document ID: ${id}`,
  },
  hi: {
    kind: { advice_note: 'सलाह नोट', draft: 'ड्राफ़्ट दस्तावेज़' },
    advocate: 'एडवोकेट',
    enrolmentNo: (number) => `एनरोलमेंट नं.: ${number}`,
    date: 'तारीख़',
    client: 'क्लाइंट',
    matter: 'मामला',
    preparedBy: (lawyer, id) => `${lawyer} ने सहाय पर एक परामर्श में तैयार किया। दस्तावेज़ ID: ${id}`,
  },
};
