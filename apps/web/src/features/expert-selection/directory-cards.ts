import type { Category } from '@sahay/domain/categories';
import { Calculator, Laptop, Scale, Stethoscope, type LucideIcon } from 'lucide-react';

export interface DirectoryCardContent {
  category: Category;
  icon: LucideIcon;
  tint: string;
  /** The category landing page, with its service tiles and request form. */
  landing: string;
}

/** Spec 001 §2.19: the four cards of the experts directory, in the spec's order (medical, legal, IT, CA). */
export const DIRECTORY_CARDS: readonly DirectoryCardContent[] = [
  { category: 'medical', icon: Stethoscope, tint: 'bg-green-100 text-green-800', landing: '/medical-consultation' },
  { category: 'legal', icon: Scale, tint: 'bg-blue-100 text-blue-800', landing: '/legal-consultation' },
  { category: 'tech', icon: Laptop, tint: 'bg-purple-100 text-purple-800', landing: '/it-consultation' },
  { category: 'finance', icon: Calculator, tint: 'bg-orange-100 text-orange-800', landing: '/finance-consultation' },
];

/** Each card's three benefits, in the catalogue ('expert-selection' area). */
export const BENEFITS = [1, 2, 3] as const;

type CardText = 'title' | 'top' | 'otherTop' | 'none' | 'landing' | `benefit${(typeof BENEFITS)[number]}`;

/** A card's words: its title ('Doctors'), headings, benefits and the link to its landing page ('All medical services'). */
export const cardKey = <C extends Category, T extends CardText>(category: C, text: T) => `directory.card.${category}.${text}` as const;
