import { FINANCE_OFFERS } from '@sahay/domain/offers-finance';
import { BadgeCheck, BadgePercent, Building2, Calculator, ClipboardCheck, FileWarning, Languages, LockKeyhole, PiggyBank, Receipt, Video } from 'lucide-react';
import { withOfferIcons } from './offer-icons';
import type { VerticalContent } from './types';

const CA_CONSULTATION = '/ca-consultation';

export const FINANCE_CONTENT: VerticalContent = {
  category: 'finance',
  theme: 'orange',
  documentTitle: 'Chartered Accountants',
  heading: 'Connect with CAs',
  eyebrow: 'Verified CAs · 24x7',
  intro: 'Get a chartered accountant’s advice on income tax, GST and business compliance, without the office visit.',
  heroIcon: Calculator,
  chatNote: 'Chat available: send your notices and statements to your CA.',
  // Spec 000 §2 quick-access tiles for the CA home.
  tiles: [
    { label: 'Instant CA Consultation', description: 'Talk to a CA on video now', icon: Video, action: { kind: 'consult', mode: 'video' } },
    { label: 'Tax Planning', description: 'Save tax the legal way', icon: PiggyBank, action: { kind: 'link', to: CA_CONSULTATION } },
    { label: 'GST Registration', description: 'Register and file returns', icon: Receipt, action: { kind: 'link', to: CA_CONSULTATION } },
    { label: 'Audit & Compliance', description: 'Never miss a deadline', icon: ClipboardCheck, action: { kind: 'link', to: CA_CONSULTATION } },
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
    title: 'A CA on call, when you need one',
    lead: 'From your first salary to a growing business, Sahay puts a qualified chartered accountant within reach for the questions you have, when you have them.',
    points: [
      {
        icon: Calculator,
        title: 'Who you talk to',
        text: 'Chartered accountants who handle income tax, GST, audits, company compliance and personal financial planning.',
      },
      {
        icon: BadgeCheck,
        title: 'How we verify',
        text: 'Each CA’s membership number with the Institute of Chartered Accountants of India (ICAI) is checked, with their identity, before they can consult.',
      },
      {
        icon: Languages,
        title: 'Your language',
        text: 'Consult in English or Hindi. Many CAs also speak a regional language; their profile lists which.',
      },
      {
        icon: LockKeyhole,
        title: 'Your privacy',
        text: 'Your PAN, statements and returns are shared only with the CA you consult, and used for nothing else.',
      },
    ],
    note: {
      title: 'Good to know',
      text: 'Share documents, never passwords: no CA needs your e-filing password or an OTP in chat.',
      tone: 'info',
    },
  },
};
