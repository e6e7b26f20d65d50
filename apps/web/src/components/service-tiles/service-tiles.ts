import type { Category } from '@sahay/domain/categories';
import type { LucideIcon } from 'lucide-react';
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

/**
 * A tile of a vertical's service grid (spec 001 §2.19). It leads to a specialty page, a landing page with the
 * service chosen, or — the 'chat' tile — straight into a chat with the field's first expert in the matching order.
 * group names the match group whose experts the tile counts.
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

/** Exactly seven per vertical; the grid adds the '30+ more services' tile (spec 001 §2.19, §9). */
export const SERVICE_TILES: Record<Category, readonly ServiceTile[]> = {
  medical: [
    chat('Chat with a doctor now'),
    page('General Medicine', Stethoscope, '/general-medicine-consultation', 'General Physician', 'Popular'),
    page('Cardiology', HeartPulse, on('/medical-consultation', 'Cardiology'), 'Cardiology'),
    page('Neurology', Brain, on('/medical-consultation', 'Neurology'), 'Neurology'),
    page('Pediatrics', Baby, '/pediatrics-consultation', 'Pediatrics'),
    page('Ophthalmology', Eye, on('/medical-consultation', 'Ophthalmology'), 'Ophthalmology'),
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
    page('Tax Planning & GST', Receipt, on('/finance-consultation', 'Tax Planning & GST'), 'Tax Planning & GST', 'Popular'),
    page('Financial Audit', FileText, on('/finance-consultation', 'Financial Audit'), 'Financial Audit'),
    page('Investment Planning', PiggyBank, on('/finance-consultation', 'Investment Planning'), 'Investment Planning'),
    page('Business Registration', Building2, on('/finance-consultation', 'Business Registration'), 'Business Registration'),
    page('Loan Assistance', HandCoins, on('/finance-consultation', 'Loan Assistance'), 'Loan Assistance'),
    page('Portfolio Analysis', LineChart, on('/finance-consultation', 'Portfolio Analysis'), 'Portfolio Analysis'),
  ],
  tech: [
    chat('Chat with an IT expert now'),
    page('Tech Support', Wrench, on('/it-consultation', 'Tech Support'), 'Tech Support', 'Popular'),
    page('Web Development', Globe, on('/it-consultation', 'Web Development'), 'Web Development'),
    page('Cyber Security', Lock, on('/it-consultation', 'Cyber Security'), 'Cyber Security'),
    page('Digital Marketing', Megaphone, on('/it-consultation', 'Digital Marketing'), 'Digital Marketing'),
    page('Bug Fixing', Bug, on('/it-consultation', 'Bug Fixing'), 'Bug Fixing'),
    page('Software Development', Code, on('/it-consultation', 'Software Development'), 'Software Development'),
  ],
};
