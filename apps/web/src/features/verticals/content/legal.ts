import { LEGAL_OFFERS } from '@sahay/domain/offers-legal';
import { BadgeCheck, FileText, FolderOpen, Gavel, House, Languages, LockKeyhole, Scale, ShieldAlert, ShoppingBag, Users, Video } from 'lucide-react';
import { withOfferIcons } from './offer-icons';
import type { VerticalContent } from './types';

const ASK_LEGAL_PROBLEM = '/ask-legal-problem';

export const LEGAL_CONTENT: VerticalContent = {
  category: 'legal',
  theme: 'blue',
  documentTitle: 'Lawyers',
  heading: 'Connect with Lawyers',
  eyebrow: 'Verified lawyers · 24x7',
  intro: 'Speak to a verified lawyer about property, family, consumer or cyber matters, and know where you stand.',
  heroIcon: Scale,
  chatNote: 'Chat available: share documents and questions with your lawyer.',
  // Spec 000 §2 quick-access tiles for the lawyer home.
  tiles: [
    { label: 'Instant Legal Consultation', description: 'Talk to a lawyer on video now', icon: Video, action: { kind: 'consult', mode: 'video' } },
    { label: 'Legal Documents', description: 'Agreements, notices, affidavits', icon: FileText, action: { kind: 'link', to: ASK_LEGAL_PROBLEM } },
    { label: 'Case Filing', description: 'The process and the papers', icon: FolderOpen, action: { kind: 'link', to: ASK_LEGAL_PROBLEM } },
    { label: 'Court Representation', description: 'A lawyer for your case', icon: Gavel, action: { kind: 'link', to: ASK_LEGAL_PROBLEM } },
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
    title: 'Legal help, in plain language',
    lead: 'Legal trouble is stressful enough. Sahay helps you reach a practising lawyer quickly, understand your options and decide your next step.',
    points: [
      {
        icon: Scale,
        title: 'Who you talk to',
        text: 'Advocates practising family, property, consumer, cyber, criminal, employment and business law, from district courts to High Courts.',
      },
      {
        icon: BadgeCheck,
        title: 'How we verify',
        text: 'Each lawyer’s enrolment with a State Bar Council is checked, with their identity and years of practice, before they can consult.',
      },
      {
        icon: Languages,
        title: 'Your language',
        text: 'Consult in English or Hindi. Many lawyers also speak the language of their state’s courts; their profile lists which.',
      },
      {
        icon: LockKeyhole,
        title: 'Your privacy',
        text: 'What you tell your lawyer stays between you. Documents you share are seen only by you and the lawyer you consult.',
      },
    ],
    note: {
      title: 'Good to know',
      text: 'A consultation gives you advice on your situation. If you need a lawyer in court, they agree the scope and fees with you before any work starts.',
      tone: 'info',
    },
  },
};
