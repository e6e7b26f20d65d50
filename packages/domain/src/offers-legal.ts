// One vertical's offers, in a file of its own so each vertical home's chunk carries only its own copy.
import type { Offer } from './offers';
import { FREE_FIRST_LABELS } from './pricing';

/** Spec 000 §1 advertises a free first consultation with a lawyer (its length: pricing.ts). */
export const LEGAL_OFFERS = [
  {
    id: 'legal-first-consultation',
    badge: `First ${FREE_FIRST_LABELS.legal} free`,
    title: 'Your First Legal Consultation Is Free',
    subtitle: 'Explain your problem to a lawyer and understand where you stand.',
    features: [`${FREE_FIRST_LABELS.legal} with a verified lawyer`, 'Your options, risks and likely costs', 'No obligation to continue'],
    cta: { label: 'Ask a lawyer', to: '/ask-legal-problem' },
    gradient: ['#1e40af', '#1d4ed8'],
    icon: 'scale',
  },
  {
    id: 'family-law',
    badge: 'Family law',
    title: 'Divorce, Custody and Maintenance',
    subtitle: 'Sensitive matters, handled with care and in confidence.',
    features: ['Mutual-consent or contested divorce', 'Child custody and visitation', 'Maintenance and protection orders'],
    cta: { label: 'Talk to a family lawyer', to: '/family-law-consultation' },
    gradient: ['#3730a3', '#1e40af'],
    icon: 'users',
  },
  {
    id: 'property-law',
    badge: 'Property',
    title: 'Buying, Renting or Inheriting Property?',
    subtitle: 'Have a lawyer check the papers before you sign or pay.',
    features: ['Title and encumbrance check', 'Sale deed and rent agreement review', 'Partition and inheritance disputes'],
    cta: { label: 'Get property advice', to: '/property-law-consultation' },
    gradient: ['#1e3a8a', '#075985'],
    icon: 'house',
  },
  {
    id: 'consumer-law',
    badge: 'Consumer rights',
    title: 'Defective Product or Poor Service?',
    subtitle: 'Know your rights under the Consumer Protection Act, 2019.',
    features: ['A legal notice to the seller', 'A complaint filed on e-Daakhil', 'Refund, replacement or compensation'],
    cta: { label: 'Get help with a complaint', to: '/consumer-law-consultation' },
    gradient: ['#0c4a6e', '#1d4ed8'],
    icon: 'shopping-bag',
  },
  {
    id: 'cyber-law',
    badge: 'Cyber fraud',
    title: 'Lost Money to an Online Scam?',
    subtitle: 'Act fast: call 1930 or report on cybercrime.gov.in, then talk to a lawyer.',
    features: ['UPI, loan-app and job-offer frauds', 'Complaint and FIR drafting', 'Follow-up with your bank'],
    cta: { label: 'Talk to a cyber lawyer', to: '/cyber-law-consultation' },
    gradient: ['#312e81', '#1e3a8a'],
    icon: 'shield-alert',
  },
  {
    id: 'legal-documents',
    badge: 'Documents',
    title: 'Agreements and Notices, Drafted Right',
    subtitle: 'Rent agreements, affidavits, legal notices and partnership deeds.',
    features: ['Drafted or reviewed by a lawyer', 'Every clause explained simply', 'Stamp duty and registration guidance'],
    cta: { label: 'Request a document', to: '/ask-legal-problem' },
    gradient: ['#334155', '#1e40af'],
    icon: 'file-text',
  },
] as const satisfies readonly Offer[];
