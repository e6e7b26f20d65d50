import { FINANCE_OFFERS } from '@sahay/domain/offers-finance';
import { BadgeCheck, BadgePercent, Building2, Calculator, ClipboardCheck, FileWarning, Languages, LockKeyhole, PiggyBank, Receipt, Video } from 'lucide-react';
import { withOfferIcons } from './offer-icons';
import { defineArea } from '@/i18n/i18n';
import financeEn from 'virtual:messages/en/vertical-finance';
import type { VerticalContent } from './types';

const CA_CONSULTATION = '/ca-consultation';

export const FINANCE_CONTENT: VerticalContent = {
  category: 'finance',
  area: defineArea('vertical-finance', financeEn),
  theme: 'orange',
  documentTitle: 'finance.documentTitle',
  heading: 'finance.heading',
  eyebrow: 'finance.eyebrow',
  intro: 'finance.intro',
  heroIcon: Calculator,
  chatNote: 'finance.chatNote',
  // Spec 000 §2 quick-access tiles for the CA home.
  tiles: [
    { label: 'finance.tile1', description: 'finance.tile1Text', icon: Video, action: { kind: 'consult', mode: 'video' } },
    { label: 'finance.tile2', description: 'finance.tile2Text', icon: PiggyBank, action: { kind: 'link', to: CA_CONSULTATION } },
    { label: 'finance.tile3', description: 'finance.tile3Text', icon: Receipt, action: { kind: 'link', to: CA_CONSULTATION } },
    { label: 'finance.tile4', description: 'finance.tile4Text', icon: ClipboardCheck, action: { kind: 'link', to: CA_CONSULTATION } },
  ],
  offers: withOfferIcons(FINANCE_OFFERS, {
    calculator: Calculator,
    receipt: Receipt,
    'badge-percent': BadgePercent,
    'file-warning': FileWarning,
    'building-2': Building2,
    'piggy-bank': PiggyBank,
  }),
  assistantName: 'Finance AI',
  about: {
    title: 'finance.aboutTitle',
    lead: 'finance.aboutLead',
    points: [
      {
        icon: Calculator,
        title: 'verticals.who',
        text: 'finance.who',
      },
      {
        icon: BadgeCheck,
        title: 'verticals.verify',
        text: 'finance.verify',
      },
      {
        icon: Languages,
        title: 'verticals.language',
        text: 'finance.language',
      },
      {
        icon: LockKeyhole,
        title: 'verticals.privacy',
        text: 'finance.privacy',
      },
    ],
    note: {
      title: 'verticals.goodToKnow',
      text: 'finance.note',
      tone: 'info',
    },
  },
};
