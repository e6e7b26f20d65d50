import { TECH_OFFERS } from '@sahay/domain/offers-tech';
import { BadgeCheck, Bug, Cloud, Globe, Languages, Laptop, LockKeyhole, ShieldCheck, Smartphone, Video } from 'lucide-react';
import { withOfferIcons } from './offer-icons';
import { defineArea } from '@/i18n/i18n';
import techEn from 'virtual:messages/en/vertical-tech';
import type { VerticalContent } from './types';

const IT_CONSULTATION = '/it-consultation';

export const TECH_CONTENT: VerticalContent = {
  category: 'tech',
  area: defineArea('vertical-tech', techEn),
  theme: 'purple',
  documentTitle: 'tech.documentTitle',
  heading: 'tech.heading',
  eyebrow: 'tech.eyebrow',
  intro: 'tech.intro',
  heroIcon: Laptop,
  chatNote: 'tech.chatNote',
  // Spec 000 §2 quick-access tiles for the tech home.
  tiles: [
    { label: 'tech.tile1', description: 'tech.tile1Text', icon: Video, action: { kind: 'consult', mode: 'video' } },
    { label: 'tech.tile2', description: 'tech.tile2Text', icon: Globe, action: { kind: 'link', to: IT_CONSULTATION } },
    { label: 'tech.tile3', description: 'tech.tile3Text', icon: Smartphone, action: { kind: 'link', to: IT_CONSULTATION } },
    { label: 'tech.tile4', description: 'tech.tile4Text', icon: Cloud, action: { kind: 'link', to: IT_CONSULTATION } },
  ],
  offers: withOfferIcons(TECH_OFFERS, { laptop: Laptop, globe: Globe, smartphone: Smartphone, cloud: Cloud, 'shield-check': ShieldCheck, bug: Bug }),
  assistantName: 'Tech AI',
  about: {
    title: 'tech.aboutTitle',
    lead: 'tech.aboutLead',
    points: [
      {
        icon: Laptop,
        title: 'verticals.who',
        text: 'tech.who',
      },
      {
        icon: BadgeCheck,
        title: 'verticals.verify',
        text: 'tech.verify',
      },
      {
        icon: Languages,
        title: 'verticals.language',
        text: 'tech.language',
      },
      {
        icon: LockKeyhole,
        title: 'verticals.privacy',
        text: 'tech.privacy',
      },
    ],
    note: {
      title: 'verticals.goodToKnow',
      text: 'tech.note',
      tone: 'info',
    },
  },
};
