import type { Category } from '@sahay/domain/categories';

/** The form's flat values; the domain schema picks the fields the profession needs. */
export interface RegistrationValues {
  category: Category;
  fullName: string;
  email: string;
  password: string;
  phone: string;
  whatsappNumber: string;
  specialization: string;
  qualification: string;
  experienceYears: string;
  languages: string[];
  consultationFee: string;
  bio: string;
  credentialBody: string;
  credentialNumber: string;
  portfolioUrl: string;
}

export const REGISTRATION_FIELDS = [
  'fullName',
  'email',
  'password',
  'phone',
  'whatsappNumber',
  'specialization',
  'qualification',
  'experienceYears',
  'languages',
  'consultationFee',
  'bio',
  'credentialBody',
  'credentialNumber',
  'portfolioUrl',
] as const;

export function emptyRegistration(category: Category): RegistrationValues {
  return {
    category,
    fullName: '',
    email: '',
    password: '',
    phone: '',
    whatsappNumber: '',
    specialization: '',
    qualification: '',
    experienceYears: '',
    languages: ['English'],
    consultationFee: '',
    bio: '',
    credentialBody: '',
    credentialNumber: '',
    portfolioUrl: '',
  };
}
