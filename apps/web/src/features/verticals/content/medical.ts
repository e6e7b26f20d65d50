import { MEDICAL_OFFERS } from '@sahay/domain/offers-medical';
import { BadgeCheck, ClipboardCheck, FlaskConical, HeartPulse, Languages, LockKeyhole, Pill, Siren, Smile, Stethoscope, Syringe, Video } from 'lucide-react';
import { withOfferIcons } from './offer-icons';
import { defineArea } from '@/i18n/i18n';
import medicalEn from 'virtual:messages/en/vertical-medical';
import type { VerticalContent } from './types';

export const MEDICAL_CONTENT: VerticalContent = {
  category: 'medical',
  area: defineArea('vertical-medical', medicalEn),
  theme: 'green',
  documentTitle: 'medical.documentTitle',
  heading: 'medical.heading',
  eyebrow: 'medical.eyebrow',
  intro: 'medical.intro',
  heroIcon: Stethoscope,
  chatNote: 'medical.chatNote',
  // Spec 000 §2 quick-access tiles for the doctor home.
  tiles: [
    { label: 'medical.tile1', description: 'medical.tile1Text', icon: Video, action: { kind: 'consult', mode: 'video' } },
    { label: 'medical.tile2', description: 'medical.tile2Text', icon: Pill, action: { kind: 'consult', mode: 'audio' } },
    { label: 'medical.tile3', description: 'medical.tile3Text', icon: FlaskConical, action: { kind: 'link', to: '/patient-chat' } },
    { label: 'medical.tile4', description: 'medical.tile4Text', icon: Syringe, action: { kind: 'link', to: '/patient-dashboard' } },
  ],
  offers: withOfferIcons(MEDICAL_OFFERS, {
    smile: Smile,
    'clipboard-check': ClipboardCheck,
    'heart-pulse': HeartPulse,
    'flask-conical': FlaskConical,
    siren: Siren,
    stethoscope: Stethoscope,
  }),
  assistantName: 'Care AI',
  about: {
    title: 'medical.aboutTitle',
    lead: 'medical.aboutLead',
    points: [
      {
        icon: Stethoscope,
        title: 'verticals.who',
        text: 'medical.who',
      },
      {
        icon: BadgeCheck,
        title: 'verticals.verify',
        text: 'medical.verify',
      },
      {
        icon: Languages,
        title: 'verticals.language',
        text: 'medical.language',
      },
      {
        icon: LockKeyhole,
        title: 'verticals.privacy',
        text: 'medical.privacy',
      },
    ],
    note: {
      title: 'verticals.notForEmergencies',
      text: 'medical.note',
      tone: 'warning',
    },
  },
};
