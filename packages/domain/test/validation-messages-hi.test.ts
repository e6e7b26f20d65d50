import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ACCOUNT_SECURITY_MESSAGES } from '../src/account-security-messages';
import { AccountDeletionInputSchema, DeletionRequestInputSchema } from '../src/account-deletion';
import { AddEmailSchema, ChangePasswordSchema, PhoneSignInSchema, ForgotPasswordSchema } from '../src/account-security';
import { AVAILABILITY_MESSAGES } from '../src/availability';
import { BOOKING_MESSAGES, BookingInputSchema, CancelInputSchema } from '../src/appointments';
import { ContactMessageInputSchema } from '../src/contact';
import { EXPERT_FILE_MESSAGES } from '../src/expert-files';
import { ExpertRegistrationSchema } from '../src/expert-registration';
import { LegalDocumentInputSchema } from '../src/legal-documents';
import { PrescriptionInputSchema } from '../src/prescriptions';
import { LegalRequestSchema, MedicalIntakeSchema, ServiceRequestSchema } from '../src/consultation-requests';
import { AppLanguageUpdateSchema, ProfileUpdateSchema } from '../src/profile-schemas';
import { CONTACT_MESSAGES, DELETION_MESSAGES } from '../src/support-messages';
import { CHART_NOT_SHARED_MESSAGE } from '../src/health-shares';
import { SERVICE_MESSAGES } from '../src/service-messages';
import { localiseServerMessage, SERVICE_MESSAGES_HI } from '../src/service-messages-hi';
import { EXPERT_VALIDATION_MESSAGES } from '../src/expert-validation-messages';
import { localiseExpertValidationMessage } from '../src/expert-validation-messages-hi';
import { VALIDATION_MESSAGES } from '../src/validation-messages';
import { localiseValidationMessage } from '../src/validation-messages-hi';

// Issue 20 part 2: the forms people meet most answer in Hindi. Every message these schemas give for wrong input,
// and every message the booking and account-security services answer with, has its Hindi: a message added or
// reworded without its Hindi fails here.

const DEVANAGARI = /[\u0900-\u097F]/;
/** Said in Hindi by the server; `inForms`: also by the web app's form messages (the schemas' texts). */
const expectHindi = (english: string, inForms = true) => {
  expect(localiseServerMessage(english, 'hi'), english).toMatch(DEVANAGARI);
  // The web app's forms say a message with the expert forms' texts first, then the others (i18n/domain-messages.ts).
  if (inForms) expect(localiseExpertValidationMessage(english, 'hi') ?? localiseValidationMessage(english, 'hi'), english).toMatch(DEVANAGARI);
  expect(localiseServerMessage(english, 'en')).toBe(english);
};
const messagesOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

const CONSULTATION = '7d1f5d0e-8a34-4c5e-9b1a-2f7c3e9d4a10';

const WRONG_INPUTS: Array<[string, z.ZodType, unknown[]]> = [
  [
    'contact form',
    ContactMessageInputSchema,
    [
      {},
      { firstName: ' ', lastName: '', email: 'nope', subject: '', message: '' },
      { firstName: 'x'.repeat(61), lastName: 'K', email: 'a@b.in', subject: 's'.repeat(151), message: 'm' },
    ],
  ],
  [
    'medical request',
    MedicalIntakeSchema,
    [
      {},
      { name: 'Ravi', age: 3.5, gender: 'male', phone: '12345', department: 'Cardiology', symptoms: 'Cough' },
      { name: 'Ravi', age: 200, gender: 'x', phone: '', department: '', symptoms: '' },
    ],
  ],
  ['legal request', LegalRequestSchema, [{}, { name: '', phone: '98', details: '' }]],
  ['specialty request', ServiceRequestSchema, [{}, { specialty: '', name: '', phone: '12' }]],
  [
    'profile',
    ProfileUpdateSchema,
    [
      { name: 'A', phone: '12', city: '12@#', state: 'Atlantis', languages: ['Klingon'] },
      { name: 'Asha', phone: '9876543210', city: '', state: '', languages: ['Hindi', 'Hindi'], gender: 'x', dateOfBirth: '2999-01-01' },
      { name: 'Asha\u0007', phone: '9876543210', city: '', state: '', languages: [], dateOfBirth: '1800-01-01' },
    ],
  ],
  [
    'expert registration',
    ExpertRegistrationSchema,
    [
      { category: 'medical' },
      { category: 'medical', qualification: 'q'.repeat(121), experienceYears: -1, languages: [], consultationFee: 5, bio: 'short', whatsappNumber: '12' },
      {
        category: 'legal',
        experienceYears: 2.5,
        consultationFee: 99.5,
        credentialNumber: '1234',
        languages: ['English', 'Hindi', 'Tamil', 'Urdu', 'Odia', 'Telugu', 'Marathi'],
      },
      { category: 'finance', experienceYears: 99, consultationFee: 50_000, credentialNumber: '12', bio: 'b'.repeat(1001) },
      { category: 'tech', experienceYears: '', consultationFee: '', portfolioUrl: 'http://x' },
      { category: 'tech', portfolioUrl: `https://${'x'.repeat(300)}.in` },
    ],
  ],
  // The app sends the consultation's id itself.
  [
    'prescription',
    PrescriptionInputSchema,
    [
      { consultationId: CONSULTATION, medicines: [{}] },
      { consultationId: CONSULTATION, patientAge: -1, patientGender: 'x', diagnosis: 'd'.repeat(501), medicines: [] },
      {
        consultationId: CONSULTATION,
        patientAge: 200.5,
        medicines: Array.from({ length: 21 }, () => ({ name: 'n', strength: 's', dose: 'd', frequency: 'f', duration: 'x' })),
      },
    ],
  ],
  [
    'legal document',
    LegalDocumentInputSchema,
    [
      { consultationId: CONSULTATION, kind: 'x', title: 'a', body: 'short' },
      { consultationId: CONSULTATION, kind: 'draft', title: 't'.repeat(151), body: 'b'.repeat(20_001) },
    ],
  ],
  ['app language', AppLanguageUpdateSchema, [{ language: 'fr' }]],
  [
    'phone sign-in',
    PhoneSignInSchema,
    [
      { phone: '12', code: '12' },
      { phone: '9876543210', code: 'abcdef', fullName: 'A' },
    ],
  ],
  [
    'password recovery',
    ForgotPasswordSchema,
    [
      { channel: 'sms', phone: '1' },
      { channel: 'email', email: 'no' },
    ],
  ],
  ['booking', BookingInputSchema, [{}, { expertId: 'nope', start: 'tomorrow', mode: 'fax' }]],
  ['cancelling', CancelInputSchema, [{ reason: 'r'.repeat(400) }]],
  [
    'deletion request',
    DeletionRequestInputSchema,
    [
      { email: '', phone: '', fullName: '' },
      { email: 'no', phone: '12', fullName: ' ', reason: '' },
    ],
  ],
  ['account deletion', AccountDeletionInputSchema, [{ password: '' }]],
  ['password change', ChangePasswordSchema, [{ newPassword: 'short' }, { currentPassword: '', newPassword: 'password' }]],
  ['adding an email', AddEmailSchema, [{ email: 'nope' }]],
];

describe('validation messages in Hindi beyond sign-in', () => {
  it.each(WRONG_INPUTS)('the %s form says every wrong input in Hindi', (_form, schema, inputs) => {
    const messages = new Set(inputs.flatMap((input) => messagesOf(schema, input)));
    expect(messages.size).toBeGreaterThan(0);
    // Malformed requests (zod's own texts for a field of the wrong type, an id that is no id) are not what a person
    // meets in a form: the app sends those fields itself.
    const malformed = /^Invalid (input|option|UUID)|^Too (big|small)|^Expected|^Not an? [a-z ]+ id$/;
    for (const message of messages) if (!malformed.test(message)) expectHindi(message);
  });

  it('the booking and account-security services answer in Hindi too', () => {
    for (const message of Object.values(BOOKING_MESSAGES)) expectHindi(message, false);
    for (const message of Object.values(ACCOUNT_SECURITY_MESSAGES)) expectHindi(message, false);
    for (const message of Object.values(EXPERT_FILE_MESSAGES)) expectHindi(message);
    for (const message of Object.values(AVAILABILITY_MESSAGES)) expectHindi(message);
    for (const key of ['firstNameRequired', 'lastNameRequired', 'subjectRequired', 'messageRequired'] as const) expectHindi(CONTACT_MESSAGES[key]);
    for (const key of ['phoneRequired', 'passwordRequired'] as const) expectHindi(DELETION_MESSAGES[key]);
    for (const key of ['wrongPassword', 'staffAccount'] as const) expectHindi(DELETION_MESSAGES[key], false);
  });

  it('has Hindi for every service message, and no English text under two keys', () => {
    expect(Object.keys(SERVICE_MESSAGES_HI).sort()).toEqual(Object.keys(SERVICE_MESSAGES).sort());
    const english = [...Object.values(VALIDATION_MESSAGES), ...Object.values(EXPERT_VALIDATION_MESSAGES), ...Object.values(SERVICE_MESSAGES)];
    expect(new Set(english).size).toBe(english.length);
  });

  it("says the patient chart's refusals in Hindi, the English word for word (issue 20)", () => {
    expect(SERVICE_MESSAGES['chart.notShared']).toBe(CHART_NOT_SHARED_MESSAGE);
    expect(SERVICE_MESSAGES['chart.expertOnly']).toBe("Only the expert of this consultation can open the patient's chart");
    expect(localiseServerMessage("Only the expert of this consultation can open the patient's chart", 'hi')).toBe(
      'मरीज़ का चार्ट सिर्फ़ इस कंसल्टेशन के एक्सपर्ट ही खोल सकते हैं',
    );
    expect(localiseServerMessage(CHART_NOT_SHARED_MESSAGE, 'en')).toBe(CHART_NOT_SHARED_MESSAGE);
  });

  it('keeps the numbers of messages said by a pattern', () => {
    expect(localiseValidationMessage('At most 2000 characters', 'hi')).toBe('ज़्यादा से ज़्यादा 2000 अक्षर');
    expect(localiseValidationMessage('Subject must be at most 150 characters', 'hi')).toBe('विषय में ज़्यादा से ज़्यादा 150 अक्षर हो सकते हैं');
    expect(localiseValidationMessage('Too many codes for this number or email. Try again in 1 minute.', 'hi')).toBe(
      'इस नंबर या ईमेल के लिए बहुत सारे कोड माँगे गए। 1 मिनट बाद फिर से कोशिश करें।',
    );
    expect(localiseExpertValidationMessage('The fee must be at least ₹99', 'hi')).toBe('फ़ीस कम से कम ₹99 होनी चाहिए');
    expect(localiseServerMessage('At most 20 medicines', 'hi')).toBe('ज़्यादा से ज़्यादा 20 दवाइयाँ');
    expect(localiseExpertValidationMessage('Please enter a valid email address', 'hi')).toBeNull();
    // A label it does not know stays English rather than half translated.
    expect(localiseValidationMessage('Bio must be at most 10 characters', 'hi')).toBe('Bio must be at most 10 characters');
  });
});
