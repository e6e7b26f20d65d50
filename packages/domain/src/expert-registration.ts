import { z } from 'zod';
import { text } from './text';
import { EmailSchema, FullNameSchema, NewPasswordSchema, SignUpPhoneSchema } from './auth';
import type { Category } from './categories';
import { BAR_COUNCILS, EXPERT_LANGUAGES, MEDICAL_COUNCILS, SPECIALTIES_BY_CATEGORY } from './expert-catalogues';
import { isIndianMobile } from './phone';
import { numberInput } from './number-input';

export const EXPERT_FEE_MIN = 99;
export const EXPERT_FEE_MAX = 20_000;
export const EXPERT_BIO_MIN = 30;
export const EXPERT_BIO_MAX = 1000;

/** What each profession's page is called, where it lives, and the professional registration it requires. */
export const PROFESSIONS: Record<
  Category,
  {
    path: string;
    title: string;
    expert: string;
    /** The profession with its article, as a sentence needs it: 'an IT Professional'. */
    anExpert: string;
    /** Who they consult: doctors see patients, the others clients. */
    people: 'patients' | 'clients';
    credentialLabel: string;
    bodyLabel: string | null;
  }
> = {
  medical: {
    path: '/doctor-registration',
    title: 'Doctor registration',
    expert: 'Doctor',
    anExpert: 'a Doctor',
    people: 'patients',
    credentialLabel: 'Medical registration number',
    bodyLabel: 'Medical council',
  },
  legal: {
    path: '/lawyer-registration',
    title: 'Lawyer registration',
    expert: 'Lawyer',
    anExpert: 'a Lawyer',
    people: 'clients',
    credentialLabel: 'Bar council enrolment number',
    bodyLabel: 'Bar council',
  },
  finance: {
    path: '/ca-registration',
    title: 'CA registration',
    expert: 'Chartered Accountant',
    anExpert: 'a Chartered Accountant',
    people: 'clients',
    credentialLabel: 'ICAI membership number',
    bodyLabel: null,
  },
  tech: {
    path: '/it-expert-registration',
    title: 'IT expert registration',
    expert: 'IT Professional',
    anExpert: 'an IT Professional',
    people: 'clients',
    credentialLabel: 'Portfolio link (optional)',
    bodyLabel: null,
  },
};

const required = (label: string) => text().trim().min(1, `Please enter ${label}`).max(120, `${label} is too long`);

const WhatsAppSchema = text()
  .trim()
  .refine((value) => isIndianMobile(value), 'Please enter a valid 10-digit WhatsApp number');

const common = {
  fullName: FullNameSchema,
  email: EmailSchema,
  password: NewPasswordSchema,
  phone: SignUpPhoneSchema,
  whatsappNumber: WhatsAppSchema,
  qualification: required('your qualification'),
  experienceYears: numberInput('Please enter your years of experience', (years) =>
    years.int('Whole years only').min(0, 'Experience cannot be negative').max(70, 'Please check your years of experience'),
  ),
  languages: z.array(z.enum(EXPERT_LANGUAGES)).min(1, 'Choose at least one language').max(6, 'Choose at most 6 languages'),
  consultationFee: numberInput('Please enter your fee', (fee) =>
    fee
      .int('Whole rupees only')
      .min(EXPERT_FEE_MIN, `The fee must be at least ₹${EXPERT_FEE_MIN}`)
      .max(EXPERT_FEE_MAX, `The fee must be at most ₹${EXPERT_FEE_MAX}`),
  ),
  bio: text()
    .trim()
    .min(EXPERT_BIO_MIN, `Tell patients a little more (at least ${EXPERT_BIO_MIN} characters)`)
    .max(EXPERT_BIO_MAX, `At most ${EXPERT_BIO_MAX} characters`),
};

function specialization(category: Category) {
  const list = SPECIALTIES_BY_CATEGORY[category];
  return text().refine((value) => list.includes(value), 'Please choose your specialisation');
}

// Medical registration numbers are issued by each council in its own format: letters, digits, '/' and '-'.
const REGISTRATION_NUMBER = /^[A-Za-z0-9][A-Za-z0-9/ -]{2,29}$/;
// Bar enrolment numbers look like MAH/1234/2015 or D/567/2010.
const ENROLMENT_NUMBER = /^[A-Za-z]{1,5}\/\d{1,6}\/(19|20)\d{2}$/;
// ICAI membership numbers have 6 digits.
const ICAI_NUMBER = /^\d{6}$/;

const DoctorSchema = z.object({
  ...common,
  category: z.literal('medical'),
  specialization: specialization('medical'),
  credentialBody: z.enum(MEDICAL_COUNCILS, 'Please choose your medical council'),
  credentialNumber: text().trim().regex(REGISTRATION_NUMBER, 'Please enter your registration number as it appears on your certificate'),
});

const LawyerSchema = z.object({
  ...common,
  category: z.literal('legal'),
  specialization: specialization('legal'),
  credentialBody: z.enum(BAR_COUNCILS, 'Please choose your bar council'),
  credentialNumber: text().trim().regex(ENROLMENT_NUMBER, 'Enrolment numbers look like MAH/1234/2015'),
});

const CaSchema = z.object({
  ...common,
  category: z.literal('finance'),
  specialization: specialization('finance'),
  credentialNumber: text().trim().regex(ICAI_NUMBER, 'ICAI membership numbers have 6 digits'),
});

const ItSchema = z.object({
  ...common,
  category: z.literal('tech'),
  specialization: specialization('tech'),
  portfolioUrl: z
    .string()
    .trim()
    .max(300, 'The link is too long')
    .refine((value) => value === '' || /^https:\/\/[^\s]+\.[^\s]+$/.test(value), 'Please enter a link that starts with https://')
    .optional(),
});

/** One registration form per profession (issue 7 part 1); the category decides which credential is required. */
export const ExpertRegistrationSchema = z.discriminatedUnion('category', [DoctorSchema, LawyerSchema, CaSchema, ItSchema]);
export type ExpertRegistration = z.infer<typeof ExpertRegistrationSchema>;

export const EXPERT_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export const ExpertStatusSchema = z.enum(EXPERT_STATUSES);
export type ExpertStatus = z.infer<typeof ExpertStatusSchema>;

/** Only an approved expert is verified and can be matched to patients. */
export function isVerifiedStatus(status: ExpertStatus): boolean {
  return status === 'approved';
}

export const ExpertRegistrationReceiptSchema = z.object({
  expertId: z.uuid(),
  status: ExpertStatusSchema,
  user: z.object({ id: z.uuid(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable(), role: z.enum(['patient', 'expert', 'admin']) }),
});
export type ExpertRegistrationReceipt = z.infer<typeof ExpertRegistrationReceiptSchema>;
