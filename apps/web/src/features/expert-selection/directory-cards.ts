import type { Category } from '@sahay/domain/categories';
import { Calculator, Laptop, Scale, Stethoscope, type LucideIcon } from 'lucide-react';

export interface DirectoryCardContent {
  category: Category;
  title: string;
  icon: LucideIcon;
  tint: string;
  benefits: readonly string[];
  /** The category landing page, with its service tiles and request form. */
  landing: string;
  /** The link to it: 'All medical services'. */
  landingLabel: string;
}

/** Spec 001 §2.19: the four cards of the experts directory, in the spec's order (medical, legal, IT, CA). */
export const DIRECTORY_CARDS: readonly DirectoryCardContent[] = [
  {
    category: 'medical',
    title: 'Doctors',
    icon: Stethoscope,
    tint: 'bg-green-100 text-green-800',
    benefits: [
      'Registered with a medical council, checked by our team',
      'Chat, audio or video from home',
      'Prescriptions as the Telemedicine Practice Guidelines 2020 require',
    ],
    landing: '/medical-consultation',
    landingLabel: 'All medical services',
  },
  {
    category: 'legal',
    title: 'Lawyers',
    icon: Scale,
    tint: 'bg-blue-100 text-blue-800',
    benefits: ['Enrolled with a State Bar Council', 'Advice notes and drafts you can download', 'Confidential from the first message'],
    landing: '/legal-consultation',
    landingLabel: 'All legal services',
  },
  {
    category: 'tech',
    title: 'IT Professionals',
    icon: Laptop,
    tint: 'bg-purple-100 text-purple-800',
    benefits: ['Portfolios reviewed before approval', 'Share screenshots and files in the chat', 'Fixes explained step by step'],
    landing: '/it-consultation',
    landingLabel: 'All IT services',
  },
  {
    category: 'finance',
    title: 'Chartered Accountants',
    icon: Calculator,
    tint: 'bg-orange-100 text-orange-800',
    benefits: ['ICAI membership verified', 'Income tax, GST and company filings', 'Plain answers about your money'],
    landing: '/finance-consultation',
    landingLabel: 'All finance and tax services',
  },
];
