// The offers carousel on each vertical home (spec 000 §2 "Vertical home pages"). Data only: the web maps each
// icon name to its lucide-react component and paints the gradient. Kept free of zod (bundle budget); each
// vertical's offers live in offers-<category>.ts so a page loads only its own.
import type { Category } from './categories';
import { FINANCE_OFFERS } from './offers-finance';
import { LEGAL_OFFERS } from './offers-legal';
import { MEDICAL_OFFERS } from './offers-medical';
import { TECH_OFFERS } from './offers-tech';

/** lucide icon names the offers use; the web's map from name to component must cover each one. */
export const OFFER_ICONS = [
  'smile',
  'clipboard-check',
  'heart-pulse',
  'flask-conical',
  'siren',
  'stethoscope',
  'scale',
  'users',
  'house',
  'shopping-bag',
  'shield-alert',
  'file-text',
  'calculator',
  'receipt',
  'badge-percent',
  'file-warning',
  'building-2',
  'piggy-bank',
  'laptop',
  'globe',
  'smartphone',
  'cloud',
  'shield-check',
  'bug',
] as const;
export type OfferIcon = (typeof OFFER_ICONS)[number];

export interface Offer {
  id: string;
  badge: string;
  title: string;
  subtitle: string;
  /** Two to four short lines. */
  features: readonly string[];
  cta: { label: string; to: string };
  /** The two stops of a diagonal gradient; white text must read on both (WCAG AA, 4.5:1). */
  gradient: readonly [from: string, to: string];
  icon: OfferIcon;
  /** A price in whole rupees, when the offer has one (spec 000 §9: lab tests at 0 rupees). */
  price?: number;
}

export { FINANCE_OFFERS, LEGAL_OFFERS, MEDICAL_OFFERS, TECH_OFFERS };

/** Spec 000 §9: six offers per vertical. */
export const OFFERS: Record<Category, readonly Offer[]> = {
  medical: MEDICAL_OFFERS,
  legal: LEGAL_OFFERS,
  finance: FINANCE_OFFERS,
  tech: TECH_OFFERS,
};
