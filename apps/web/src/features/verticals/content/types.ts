import type { Category } from '@sahay/domain/categories';
import type { Theme } from '@sahay/domain/theme-names';
import type { ConsultationMode } from '@sahay/domain/verticals';
import type { LucideIcon } from 'lucide-react';
import type { OfferWithIcon } from './offer-icons';

/** A quick-access tile either starts a consultation of one mode or opens a page (spec 000 §2). */
export type QuickTileAction = { kind: 'consult'; mode: ConsultationMode } | { kind: 'link'; to: string };

export interface QuickTile {
  label: string;
  description: string;
  icon: LucideIcon;
  action: QuickTileAction;
}

export interface AboutPoint {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** Everything one vertical home shows; each route file passes its own, so a page's chunk carries only its copy. */
export interface VerticalContent {
  category: Category;
  /** Spec 000 §2 "Category routes and theme". */
  theme: Theme;
  /** The page title in the browser tab. */
  documentTitle: string;
  /** Spec 000 §2 section heading, e.g. 'Connect with Doctors'. */
  heading: string;
  eyebrow: string;
  intro: string;
  heroIcon: LucideIcon;
  chatNote: string;
  /** Spec 000 §2: exactly four tiles. */
  tiles: readonly [QuickTile, QuickTile, QuickTile, QuickTile];
  offers: readonly OfferWithIcon[];
  /** Spec 000 §1: Care AI, Legal AI, Finance AI or Tech AI. */
  assistantName: string;
  about: {
    title: string;
    lead: string;
    points: readonly AboutPoint[];
    /** A closing note; 'warning' for safety advice such as emergencies. */
    note: { title: string; text: string; tone: 'info' | 'warning' };
  };
}
