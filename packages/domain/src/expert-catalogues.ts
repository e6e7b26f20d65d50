import { DEPARTMENTS } from './categories';
import type { Category } from './categories';

/**
 * Specialisations an expert registers under. Doctors use the patient side's DEPARTMENTS (spec 001 §2.2), so a
 * doctor's specialisation always matches a department a patient can pick. The other fields have no patient
 * catalogue yet; these short lists follow the specialty pages of spec 001 §2.1 and the verticals' offers.
 */
export const LEGAL_SPECIALTIES = ['Family Law', 'Property Law', 'Criminal Law', 'Corporate Law', 'Cyber Law', 'Consumer Law', 'Civil Litigation'] as const;

export const FINANCE_SPECIALTIES = [
  'Income Tax',
  'GST',
  'Audit & Assurance',
  'Company Incorporation',
  'Accounting & Bookkeeping',
  'Financial Planning',
] as const;

export const TECH_SPECIALTIES = ['Web Development', 'Mobile Apps', 'Cloud & DevOps', 'Cybersecurity', 'Data & AI', 'IT Support'] as const;

export const SPECIALTIES_BY_CATEGORY: Record<Category, readonly string[]> = {
  medical: DEPARTMENTS,
  legal: LEGAL_SPECIALTIES,
  finance: FINANCE_SPECIALTIES,
  tech: TECH_SPECIALTIES,
};

/** Languages an expert can consult in: the most spoken in India, by the names patients know them by. */
export const EXPERT_LANGUAGES = [
  'English',
  'Hindi',
  'Bengali',
  'Marathi',
  'Telugu',
  'Tamil',
  'Gujarati',
  'Urdu',
  'Kannada',
  'Odia',
  'Malayalam',
  'Punjabi',
] as const;

/** Registration bodies: the National Medical Commission and the state medical councils. */
export const MEDICAL_COUNCILS = [
  'National Medical Commission',
  'Andhra Pradesh Medical Council',
  'Delhi Medical Council',
  'Gujarat Medical Council',
  'Karnataka Medical Council',
  'Kerala State Medical Councils',
  'Maharashtra Medical Council',
  'Punjab Medical Council',
  'Rajasthan Medical Council',
  'Tamil Nadu Medical Council',
  'Telangana State Medical Council',
  'Uttar Pradesh Medical Council',
  'West Bengal Medical Council',
] as const;

export const BAR_COUNCILS = [
  'Bar Council of Delhi',
  'Bar Council of Gujarat',
  'Bar Council of Karnataka',
  'Bar Council of Kerala',
  'Bar Council of Maharashtra and Goa',
  'Bar Council of Punjab and Haryana',
  'Bar Council of Rajasthan',
  'Bar Council of Tamil Nadu and Puducherry',
  'Bar Council of Telangana',
  'Bar Council of Uttar Pradesh',
  'Bar Council of West Bengal',
] as const;
