import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { TELECONSULTATION_LINE, type AppLanguage, type LegalDocument, type Prescription } from '@sahay/domain';
import * as fontkit from 'fontkit';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { textRuns } from '../src/lib/pdf-document';
import { legalDocumentPdf } from '../src/modules/legal-documents/legal-document-pdf';
import { receiptPdf, type ReceiptData } from '../src/modules/payments/receipt-pdf';
import { prescriptionPdf } from '../src/modules/prescriptions/prescription-pdf';

const require = createRequire(import.meta.url);

/** The PDF's text, line by line, as pdf.js reads it: glyphs in the order they are drawn. */
async function linesOf(bytes: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.split('\n').map((line) => line.replace(/\s+/g, ' ').trim());
}

/** The ActualText of every marked span in the PDF's (compressed) content streams. */
function actualTexts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const [, hex] of content.matchAll(/\/ActualText <FEFF([0-9A-F]*)>/g)) texts.push(Buffer.from(hex!, 'hex').swap16().toString('utf16le'));
  }
  return texts;
}

const prescription: Prescription = {
  id: '3f2a9c1e-1111-4222-8333-444455556666',
  consultationId: null,
  date: '2026-03-03',
  issuedAt: '2026-03-03T05:00:00Z',
  doctor: { name: 'Dr. Asha Verma', qualification: 'MBBS, MD', registrationNumber: '', council: 'Delhi Medical Council', specialization: 'General Medicine' },
  patient: { name: 'सुनीता देवी', age: null, gender: 'other', phone: null },
  diagnosis: 'Viral fever',
  problem: 'Fever for 3 days',
  medicines: [
    { name: 'Paracetamol', strength: '500 mg', dose: '1 tablet', frequency: 'twice a day', duration: '5 days', instructions: 'after food' },
    { name: 'ORS' },
  ],
  advice: 'Rest well. ₹299',
  followUp: 'In 7 days',
  teleconsultationLine: TELECONSULTATION_LINE,
};

const receipt: ReceiptData = {
  receipt: 'SAH-2026-ABCD1234',
  paidAt: new Date('2026-03-03T04:30:00Z'),
  refundedAt: new Date('2026-03-04T04:30:00Z'),
  amountPaise: 12999900,
  currency: 'INR',
  orderId: 'order_123',
  paymentId: 'pay_456',
  patientName: 'Ravi Kumar',
  expert: { name: 'Dr. Asha Verma', qualification: 'MBBS', specialization: 'General Medicine', registration: null, body: null },
  mode: 'audio',
  appointmentAt: new Date('2026-03-05T04:30:00Z'),
  timeZone: 'Asia/Kolkata',
};

const legalDocument = {
  id: '9a8b7c6d-1111-4222-8333-444455556666',
  kind: 'draft',
  title: 'Tenancy notice',
  body: 'The landlord must give notice.',
  caseType: 'Property dispute',
  issuedAt: '2026-03-03T05:00:00Z',
  lawyer: { name: 'Adv. Rahul Singh', enrolmentNumber: 'D/123/2010', barCouncil: 'Bar Council of Delhi' },
  client: { name: 'Meena' },
} as LegalDocument;

const documents = (language: AppLanguage) => ({
  prescription: () => prescriptionPdf(prescription, language),
  receipt: () => receiptPdf(receipt, language),
  legalDocument: () => legalDocumentPdf(legalDocument, language),
});

describe('Devanagari in the PDFs is shaped (issue 20 part 2)', () => {
  it('the font Hindi is drawn with puts the i-matra before its consonant and draws conjuncts as one glyph', () => {
    const face = textRuns('कि')[0]!.face;
    expect(face.id).toBe('devanagari');
    for (const weight of [400, 700] as const) {
      const font = fontkit.create(readFileSync(require.resolve(face.file(weight, false)))) as fontkit.Font;
      const glyphs = (text: string) => font.layout(text).glyphs.map((glyph) => String.fromCodePoint(...glyph.codePoints));
      expect(glyphs('कि')).toEqual(['ि', 'क']);
      expect(glyphs('क्षमा')).toEqual(['क्ष', 'म', 'ा']);
      // The i-matra goes before the whole cluster it follows: प्र, then स्क्र.
      expect(glyphs('प्रिस्क्रिप्शन')).toEqual(['ि', 'प्र', 'ि', 'स्', 'क्र', 'प्', 'श', 'न']);
      // The reph (र् before a consonant) moves to the end of its syllable, drawn above it.
      expect(glyphs('पर्चा')).toEqual(['प', 'च', 'ा', 'र्']);
    }
  });
});

describe('the PDFs in English are as they were before Hindi', () => {
  // Recorded from the PDFs before issue 20 part 2, with the same data.
  const before = {
    prescription: [
      'Dr. Asha Verma',
      'MBBS, MD – General Medicine',
      'Registration No.: not stated (Delhi Medical Council)',
      'Date: 3 March 2026',
      'Patient: सुनीता देवी Age: not stated Gender: Other',
      'Chief complaints',
      'Fever for 3 days',
      'Diagnosis or provisional diagnosis',
      'Viral fever',
      'Rx',
      '1. Paracetamol',
      '500 mg | Dose: 1 tablet | Frequency: twice a day | Duration: 5 days',
      'after food',
      '2. ORS',
      'Advice',
      'Rest well. ₹299',
      'Follow-up',
      'In 7 days',
      'This prescription is generated on a teleconsultation',
      'Issued digitally by Dr. Asha Verma through Sahay. Prescription ID: 3f2a9c1e-1111-4222-8333-444455556666',
    ],
    receipt: [
      'Sahay',
      'Payment receipt',
      'Receipt number SAH-2026-ABCD1234',
      'Date paid 3 March 2026 at 10:00 am IST',
      'Paid by Ravi Kumar',
      'Expert Dr. Asha Verma, MBBS',
      'Specialisation General Medicine',
      'Registration not stated',
      'Service Consultation by audio call',
      'Appointment 5 March 2026 at 10:00 am IST',
      'Amount paid: ₹1,29,999.00 (INR)',
      'Refunded in full on 4 March 2026 at 10:00 am IST.',
      'Order order_123, payment pay_456',
      'Paid through Sahay. Questions about this payment or a refund: see sahay.in/terms#refunds.',
    ],
    legalDocument: [
      'Adv. Rahul Singh',
      'Advocate',
      'Enrolment No.: D/123/2010 (Bar Council of Delhi)',
      'Date: 3 March 2026',
      'Client: Meena',
      'Matter: Property dispute',
      'Draft document: Tenancy notice',
      'The landlord must give notice.',
      'Prepared by Adv. Rahul Singh on a consultation through Sahay. Document ID: 9a8b7c6d-1111-4222-8333-444455556666',
    ],
  };

  for (const [name, render] of Object.entries(documents('en'))) {
    it(`the ${name} says the same, line for line`, async () => {
      expect(await linesOf(await render())).toEqual(before[name as keyof typeof before]);
    });
  }
});

describe('the PDFs in Hindi', () => {
  // pdf.js reads the glyphs in the order they are drawn, so where shaping reorders ("कि" is the i-matra, then क;
  // the reph follows its consonant) the expected text is written in that order: its presence proves the shaping.
  it('the prescription: Hindi labels, what the doctor wrote as written, and the guidelines’ English line kept', async () => {
    const lines = await linesOf(await prescriptionPdf(prescription, 'hi'));
    expect(lines).toContain('500 mg | खुराक: 1 tablet | िकतनी बार: twice a day | िकतने िदन: 5 days');
    for (const expected of [
      'मुख्य तकलीफ़ें',
      'सलाह',
      'Rx',
      '1. Paracetamol',
      'after food',
      'Rest well. ₹299',
      'This prescription is generated on a teleconsultation',
    ])
      expect(lines).toContain(expected);
    const text = lines.join('\n');
    for (const expected of [
      'नहीं बताया (Delhi Medical Council)',
      ': 3 मा',
      '2026',
      'सुनीता देवी',
      'अन्य',
      'यह प',
      'टेलीकंसल्टे',
      'ID: 3f2a9c1e-1111-4222-8333-444455556666',
    ])
      expect(text).toContain(expected);
    for (const english of ['Registration No.', 'Patient:', 'Dose:', 'Chief complaints', 'Advice', 'Follow-up', 'Issued digitally', 'March'])
      expect(text).not.toContain(english);
  });

  it('carries each Hindi line as written for copying and search (ActualText); Latin-only lines have none', async () => {
    const hindi = actualTexts(await prescriptionPdf({ ...prescription, advice: 'रोज़ सुबह टहलें और समय पर दवा लें। '.repeat(8).trim() }, 'hi'));
    // One span per run of one font on one line: the Latin between them needs none.
    for (const expected of ['कितनी बार', 'मुख्य तकलीफ़ें', 'मार्च ', 'यह पर्चा टेलीकंसल्टेशन पर बनाया गया है']) expect(hindi).toContain(expected);
    // A wrapped paragraph is one span per line, in reading order.
    expect(hindi.filter((line) => line.includes('रोज़')).join('')).toBe('रोज़ सुबह टहलें और समय पर दवा लें। '.repeat(8).trim());
    expect(actualTexts(await prescriptionPdf({ ...prescription, patient: { ...prescription.patient, name: 'Sunita Devi' } }, 'en'))).toEqual([]);
  });

  it('the receipt: Hindi labels, the amount in ₹ with lakh grouping, dates in hi-IN', async () => {
    const lines = await linesOf(await receiptPdf(receipt, 'hi'));
    for (const expected of ['Sahay', 'भुगतान की रसीद', 'रसीद नंबर SAH-2026-ABCD1234', 'भुगतान करने वाले Ravi Kumar', 'ऑडर्र order_123, भुगतान pay_456'])
      expect(lines).toContain(expected);
    const text = lines.join('\n');
    for (const expected of ['Dr. Asha Verma, MBBS', 'नहीं बताया', 'ऑिडयो कॉल से', '₹1,29,999.00 (INR)', '3 मा', '2026, 10:00 am IST', 'sahay.in/terms#refunds'])
      expect(text).toContain(expected);
    expect(text).not.toMatch(/Payment receipt|Receipt number|Amount paid|Consultation by|Refunded|March/);
  });

  it('the legal document: Hindi labels, the lawyer’s text as written', async () => {
    const lines = await linesOf(await legalDocumentPdf(legalDocument, 'hi'));
    for (const expected of [
      'Adv. Rahul Singh',
      'एडवोकेट',
      'एनरोलमेंट नं.: D/123/2010 (Bar Council of Delhi)',
      'मामला: Property dispute',
      'The landlord must give notice.',
    ])
      expect(lines).toContain(expected);
    const text = lines.join('\n');
    for (const expected of [': Meena', ': Tenancy notice', 'दस्तावेज़ ID: 9a8b7c6d-1111-4222-8333-444455556666']) expect(text).toContain(expected);
    expect(text).not.toMatch(/Advocate|Enrolment|Client:|Matter:|Draft document|Prepared by|March/);
  });
});
