import type { Category } from '@sahay/domain/categories';
import { matchGroupsOf } from '@sahay/domain/matching';
import type { MessageKey } from '@/i18n/message-keys';
import type { SpecialtyPath } from './specialty-paths';

export interface SpecialtyPage {
  path: SpecialtyPath;
  /** Catalogue keys ('services' area). */
  title: MessageKey;
  category: Category;
  intro: MessageKey;
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
    title: 'page.general-medicine-consultation.title',
    category: 'medical',
    groups: ['General Physician'],
    intro: 'page.general-medicine-consultation.intro',
  },
  {
    path: '/mental-health-consultation',
    title: 'page.mental-health-consultation.title',
    category: 'medical',
    groups: ['Psychiatry'],
    intro: 'page.mental-health-consultation.intro',
  },
  {
    path: '/dermatology-consultation',
    title: 'page.dermatology-consultation.title',
    category: 'medical',
    groups: ['Dermatology'],
    intro: 'page.dermatology-consultation.intro',
  },
  {
    path: '/gynecology-consultation',
    title: 'page.gynecology-consultation.title',
    category: 'medical',
    groups: ['Gynecology'],
    intro: 'page.gynecology-consultation.intro',
  },
  {
    path: '/pediatrics-consultation',
    title: 'page.pediatrics-consultation.title',
    category: 'medical',
    groups: ['Pediatrics'],
    intro: 'page.pediatrics-consultation.intro',
  },
  {
    path: '/physiotherapy-consultation',
    title: 'page.physiotherapy-consultation.title',
    category: 'medical',
    groups: ['Physiotherapy'],
    intro: 'page.physiotherapy-consultation.intro',
  },
  {
    path: '/dietician-consultation',
    title: 'page.dietician-consultation.title',
    category: 'medical',
    groups: ['Dietician'],
    intro: 'page.dietician-consultation.intro',
  },
  { path: '/dental-consultation', title: 'page.dental-consultation.title', category: 'medical', groups: ['Dental'], intro: 'page.dental-consultation.intro' },
  {
    path: '/family-law-consultation',
    title: 'page.family-law-consultation.title',
    category: 'legal',
    groups: ['Family Law'],
    intro: 'page.family-law-consultation.intro',
  },
  {
    path: '/property-law-consultation',
    title: 'page.property-law-consultation.title',
    category: 'legal',
    groups: ['Property Law'],
    intro: 'page.property-law-consultation.intro',
  },
  {
    path: '/cyber-law-consultation',
    title: 'page.cyber-law-consultation.title',
    category: 'legal',
    groups: ['Cyber Law'],
    intro: 'page.cyber-law-consultation.intro',
  },
  {
    path: '/consumer-law-consultation',
    title: 'page.consumer-law-consultation.title',
    category: 'legal',
    groups: ['Consumer Law'],
    intro: 'page.consumer-law-consultation.intro',
  },
  {
    path: '/ca-consultation',
    title: 'page.ca-consultation.title',
    category: 'finance',
    groups: CA_AREAS,
    helpline: true,
    intro: 'page.ca-consultation.intro',
  },
  {
    path: '/finance-consultation',
    title: 'page.finance-consultation.title',
    category: 'finance',
    groups: CA_AREAS,
    helpline: true,
    landing: true,
    intro: 'page.finance-consultation.intro',
  },
  {
    path: '/it-consultation',
    title: 'page.it-consultation.title',
    category: 'tech',
    groups: IT_AREAS,
    helpline: true,
    landing: true,
    intro: 'page.it-consultation.intro',
  },
  {
    path: '/medical-consultation',
    title: 'page.medical-consultation.title',
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
    intro: 'page.medical-consultation.intro',
  },
];
