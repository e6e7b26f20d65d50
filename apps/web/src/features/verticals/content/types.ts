import type { Category } from '@sahay/domain/categories';
import type { Theme } from '@sahay/domain/theme-names';
import type { ConsultationMode } from '@sahay/domain/verticals';
import type { LucideIcon } from 'lucide-react';
import type { MessageArea, MessageKey } from '@/i18n/message-keys';
import type { OfferWithIcon } from './offer-icons';

/** A quick-access tile either starts a consultation of one mode or opens a page (spec 000 §2). */
export type QuickTileAction = { kind: 'consult'; mode: ConsultationMode } | { kind: 'link'; to: string };

export interface QuickTile {
  label: MessageKey;
  description: MessageKey;
  icon: LucideIcon;
  action: QuickTileAction;
}

export interface AboutPoint {
  icon: LucideIcon;
  title: MessageKey;
  text: MessageKey;
}

/** Everything one vertical home shows; each route file passes its own, so a page's chunk carries only its copy. */
export interface VerticalContent {
  category: Category;
  /** The catalogue area of this vertical's own copy (its English is registered by the content module). */
  area: MessageArea;
  /** Spec 000 §2 "Category routes and theme". */
  theme: Theme;
  /** The page title in the browser tab. */
  documentTitle: MessageKey;
  /** Spec 000 §2 section heading, e.g. 'Connect with Doctors'. */
  heading: MessageKey;
  eyebrow: MessageKey;
  intro: MessageKey;
  heroIcon: LucideIcon;
  chatNote: MessageKey;
  /** Spec 000 §2: exactly four tiles. */
  tiles: readonly [QuickTile, QuickTile, QuickTile, QuickTile];
  offers: readonly OfferWithIcon[];
  /** Spec 000 §1: Care AI, Legal AI, Finance AI or Tech AI. */
  assistantName: string;
  about: {
    title: MessageKey;
    lead: MessageKey;
    points: readonly AboutPoint[];
    /** A closing note; 'warning' for safety advice such as emergencies. */
    note: { title: MessageKey; text: MessageKey; tone: 'info' | 'warning' };
  };
}
