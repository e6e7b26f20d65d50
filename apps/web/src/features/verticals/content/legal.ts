import { LEGAL_OFFERS } from '@sahay/domain/offers-legal';
import { BadgeCheck, FileText, FolderOpen, Gavel, House, Languages, LockKeyhole, Scale, ShieldAlert, ShoppingBag, Users, Video } from 'lucide-react';
import { withOfferIcons } from './offer-icons';
import { defineArea } from '@/i18n/i18n';
import legalEn from 'virtual:messages/en/vertical-legal';
import type { VerticalContent } from './types';

const ASK_LEGAL_PROBLEM = '/ask-legal-problem';

export const LEGAL_CONTENT: VerticalContent = {
  category: 'legal',
  area: defineArea('vertical-legal', legalEn),
  theme: 'blue',
  documentTitle: 'legal.documentTitle',
  heading: 'legal.heading',
  eyebrow: 'legal.eyebrow',
  intro: 'legal.intro',
  heroIcon: Scale,
  chatNote: 'legal.chatNote',
  // Spec 000 §2 quick-access tiles for the lawyer home.
  tiles: [
    { label: 'legal.tile1', description: 'legal.tile1Text', icon: Video, action: { kind: 'consult', mode: 'video' } },
    { label: 'legal.tile2', description: 'legal.tile2Text', icon: FileText, action: { kind: 'link', to: ASK_LEGAL_PROBLEM } },
    { label: 'legal.tile3', description: 'legal.tile3Text', icon: FolderOpen, action: { kind: 'link', to: ASK_LEGAL_PROBLEM } },
    { label: 'legal.tile4', description: 'legal.tile4Text', icon: Gavel, action: { kind: 'link', to: ASK_LEGAL_PROBLEM } },
  ],
  offers: withOfferIcons(LEGAL_OFFERS, {
    scale: Scale,
    users: Users,
    house: House,
    'shopping-bag': ShoppingBag,
    'shield-alert': ShieldAlert,
    'file-text': FileText,
  }),
  assistantName: 'Legal AI',
  about: {
    title: 'legal.aboutTitle',
    lead: 'legal.aboutLead',
    points: [
      {
        icon: Scale,
        title: 'verticals.who',
        text: 'legal.who',
      },
      {
        icon: BadgeCheck,
        title: 'verticals.verify',
        text: 'legal.verify',
      },
      {
        icon: Languages,
        title: 'verticals.language',
        text: 'legal.language',
      },
      {
        icon: LockKeyhole,
        title: 'verticals.privacy',
        text: 'legal.privacy',
      },
    ],
    note: {
      title: 'verticals.goodToKnow',
      text: 'legal.note',
      tone: 'info',
    },
  },
};
