import type { Category } from '@sahay/domain/categories';
import { matchGroupsOf } from '@sahay/domain/matching';
import type { SpecialtyPath } from './specialty-paths';

export interface SpecialtyPage {
  path: SpecialtyPath;
  title: string;
  category: Category;
  intro: string;
  /** The match groups this page offers; the first is chosen unless ?service= names another. */
  groups: readonly string[];
  /** CA and IT pages carry the emergency helpline (spec 001 §2.4). */
  helpline?: boolean;
  /** The medical landing also opens the five-step doctor modal. */
  doctorModal?: boolean;
  /** A category landing page: the vertical's service tile grid, and a service picker inside the form (spec 001 §2.19). */
  landing?: boolean;
}

// Spec 001 §2.4: the CA service areas and IT services are the finance and tech match groups, in catalogue order.
const CA_AREAS = matchGroupsOf('finance');
const IT_AREAS = matchGroupsOf('tech');

/** Spec 001 §2.1 specialty pages and the CA, IT and category landing pages, as data for one page. */
export const SPECIALTY_PAGES: readonly SpecialtyPage[] = [
  {
    path: '/general-medicine-consultation',
    title: 'General Medicine',
    category: 'medical',
    groups: ['General Physician'],
    intro: 'Fever, infections, diabetes, blood pressure and everyday illness.',
  },
  {
    path: '/mental-health-consultation',
    title: 'Mental Health',
    category: 'medical',
    groups: ['Psychiatry'],
    intro: 'Talk in confidence about stress, anxiety, low mood or sleep.',
  },
  {
    path: '/dermatology-consultation',
    title: 'Skin & Hair',
    category: 'medical',
    groups: ['Dermatology'],
    intro: 'Acne, rashes, hair fall and pigmentation, with a dermatologist.',
  },
  { path: '/gynecology-consultation', title: 'Gynecology', category: 'medical', groups: ['Gynecology'], intro: "Periods, PCOS, pregnancy and women's health." },
  {
    path: '/pediatrics-consultation',
    title: 'Pediatrics',
    category: 'medical',
    groups: ['Pediatrics'],
    intro: "Your child's fever, growth, feeding and vaccinations.",
  },
  {
    path: '/physiotherapy-consultation',
    title: 'Physiotherapy',
    category: 'medical',
    groups: ['Physiotherapy'],
    intro: 'Back and joint pain, posture and recovery after injury or surgery.',
  },
  {
    path: '/dietician-consultation',
    title: 'Dietician',
    category: 'medical',
    groups: ['Dietician'],
    intro: 'Weight, diabetes diets, sports and clinical nutrition.',
  },
  { path: '/dental-consultation', title: 'Dental Care', category: 'medical', groups: ['Dental'], intro: 'Toothache, gums, braces and aligners.' },
  { path: '/family-law-consultation', title: 'Family Law', category: 'legal', groups: ['Family Law'], intro: 'Divorce, custody, maintenance and succession.' },
  {
    path: '/property-law-consultation',
    title: 'Property Law',
    category: 'legal',
    groups: ['Property Law'],
    intro: 'Title checks, tenancy, RERA and property disputes.',
  },
  {
    path: '/cyber-law-consultation',
    title: 'Cyber Law',
    category: 'legal',
    groups: ['Cyber Law'],
    intro: 'Online fraud, hacked accounts, data privacy and IT Act matters.',
  },
  {
    path: '/consumer-law-consultation',
    title: 'Consumer Law',
    category: 'legal',
    groups: ['Consumer Law'],
    intro: 'Refunds, defective products, insurance claims and consumer forums.',
  },
  {
    path: '/ca-consultation',
    title: 'CA Consultation',
    category: 'finance',
    groups: CA_AREAS,
    helpline: true,
    intro: 'Tax, GST, audits, investments and business registration.',
  },
  {
    path: '/finance-consultation',
    title: 'Finance & Tax Experts',
    category: 'finance',
    groups: CA_AREAS,
    helpline: true,
    landing: true,
    intro: 'Chartered accountants for income tax, GST, audits, loans and investments, by chat or call.',
  },
  {
    path: '/it-consultation',
    title: 'IT Consultation',
    category: 'tech',
    groups: IT_AREAS,
    helpline: true,
    landing: true,
    intro: 'Tech support, websites, security, marketing and bug fixing.',
  },
  {
    path: '/medical-consultation',
    title: 'Medical Consultation',
    category: 'medical',
    groups: [
      'General Physician',
      'Cardiology',
      'Pediatrics',
      'Dermatology',
      'Gynecology',
      'Orthopedics',
      'ENT Specialist',
      'Psychiatry',
      'Neurology',
      'Ophthalmology',
      'Physiotherapy',
    ],
    doctorModal: true,
    landing: true,
    intro: 'Verified doctors in every department, by chat, audio or video.',
  },
];
