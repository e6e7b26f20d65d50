import type { Category } from '@sahay/domain/categories';
import type { LucideIcon } from 'lucide-react';
import serviceTilesEn from 'virtual:messages/en/service-tiles';
import { defineArea } from '@/i18n/i18n';
import {
  Baby,
  Briefcase,
  Bug,
  Building2,
  Code,
  Eye,
  FileText,
  Gavel,
  HandCoins,
  HeartPulse,
  Home,
  LineChart,
  Lock,
  Megaphone,
  MessageCircle,
  PiggyBank,
  Receipt,
  ShieldCheck,
  ShoppingBag,
  Stethoscope,
  Brain,
  Users,
  Wrench,
  Accessibility,
  Globe,
} from 'lucide-react';

export type TileBadge = 'Popular' | '24/7';

/** The tiles' words (issue 20); a page tile's name is its match group's, from the 'specialties' area. */
export const SERVICE_TILES_AREA = defineArea('service-tiles', serviceTilesEn);

/**
 * A tile of a vertical's service grid (spec 001 §2.19). It leads to a specialty page, a landing page with the
 * service chosen, or — the 'chat' tile — straight into a chat with the field's first expert in the matching order.
 * group names the match group whose experts the tile counts. label is the tile's English name and its id: the grid says
 * it through the catalogue (tileLabel).
 */
export type ServiceTile =
  | {
      kind: 'page';
      label: string;
      icon: LucideIcon;
      to: string;
      group: string;
      badge?: TileBadge;
    }
  | { kind: 'chat'; label: string; icon: LucideIcon; badge: TileBadge };

const chat = (label: string): ServiceTile => ({
  kind: 'chat',
  label,
  icon: MessageCircle,
  badge: '24/7',
});
const page = (label: string, icon: LucideIcon, to: string, group: string, badge?: TileBadge): ServiceTile => ({ kind: 'page', label, icon, to, group, badge });
const on = (landing: string, group: string) => `${landing}?${new URLSearchParams({ service: group }).toString()}`;
/** A service area chosen on a landing page's own request form; the tile's label is the match group. */
const area = (landing: string) => (group: string, icon: LucideIcon, badge?: TileBadge) => page(group, icon, on(landing, group), group, badge);
const finance = area('/finance-consultation');
const tech = area('/it-consultation');
const medical = area('/medical-consultation');

/** Exactly seven per vertical; the grid adds the '30+ more services' tile (spec 001 §2.19, §9). */
export const SERVICE_TILES: Record<Category, readonly ServiceTile[]> = {
  medical: [
    chat('Chat with a doctor now'),
    page('General Medicine', Stethoscope, '/general-medicine-consultation', 'General Physician', 'Popular'),
    medical('Cardiology', HeartPulse),
    medical('Neurology', Brain),
    page('Pediatrics', Baby, '/pediatrics-consultation', 'Pediatrics'),
    medical('Ophthalmology', Eye),
    page('Physiotherapy', Accessibility, '/physiotherapy-consultation', 'Physiotherapy'),
  ],
  legal: [
    chat('Chat with a lawyer now'),
    page('Family Law', Users, '/family-law-consultation', 'Family Law', 'Popular'),
    page('Property Law', Home, '/property-law-consultation', 'Property Law'),
    page('Criminal Law', Gavel, '/legal-consultation?caseType=Criminal', 'Criminal Law'),
    page('Corporate Law', Briefcase, '/legal-consultation?caseType=Corporate', 'Corporate Law'),
    page('Cyber Law', ShieldCheck, '/cyber-law-consultation', 'Cyber Law'),
    page('Consumer Law', ShoppingBag, '/consumer-law-consultation', 'Consumer Law'),
  ],
  finance: [
    chat('Chat with a CA now'),
    finance('Tax Planning & GST', Receipt, 'Popular'),
    finance('Financial Audit', FileText),
    finance('Investment Planning', PiggyBank),
    finance('Business Registration', Building2),
    finance('Loan Assistance', HandCoins),
    finance('Portfolio Analysis', LineChart),
  ],
  tech: [
    chat('Chat with an IT expert now'),
    tech('Tech Support', Wrench, 'Popular'),
    tech('Web Development', Globe),
    tech('Cyber Security', Lock),
    tech('Digital Marketing', Megaphone),
    tech('Bug Fixing', Bug),
    tech('Software Development', Code),
  ],
};
