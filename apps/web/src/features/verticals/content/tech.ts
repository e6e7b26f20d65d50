import { TECH_OFFERS } from '@sahay/domain/offers-tech';
import { BadgeCheck, Bug, Cloud, Globe, Languages, Laptop, LockKeyhole, ShieldCheck, Smartphone, Video } from 'lucide-react';
import { withOfferIcons } from './offer-icons';
import type { VerticalContent } from './types';

const IT_CONSULTATION = '/it-consultation';

export const TECH_CONTENT: VerticalContent = {
  category: 'tech',
  theme: 'purple',
  documentTitle: 'IT Professionals',
  heading: 'Connect with Software Professionals',
  eyebrow: 'Verified IT experts · 24x7',
  intro: 'Get help from experienced developers and engineers with websites, apps, cloud and security.',
  heroIcon: Laptop,
  chatNote: 'Chat available: share screenshots, logs and links with your expert.',
  // Spec 000 §2 quick-access tiles for the tech home.
  tiles: [
    { label: 'Instant IT Consultation', description: 'Talk to an expert on video now', icon: Video, action: { kind: 'consult', mode: 'video' } },
    { label: 'Web Development', description: 'Sites, stores and fixes', icon: Globe, action: { kind: 'link', to: IT_CONSULTATION } },
    { label: 'Mobile App Dev', description: 'Android and iOS apps', icon: Smartphone, action: { kind: 'link', to: IT_CONSULTATION } },
    { label: 'Cloud Infrastructure', description: 'AWS, Azure and Google Cloud', icon: Cloud, action: { kind: 'link', to: IT_CONSULTATION } },
  ],
  offers: withOfferIcons(TECH_OFFERS, { laptop: Laptop, globe: Globe, smartphone: Smartphone, cloud: Cloud, 'shield-check': ShieldCheck, bug: Bug }),
  assistantName: 'Tech AI',
  about: {
    title: 'Tech help that explains itself',
    lead: 'Whether your website is down, your app idea needs a plan or an account was hacked, Sahay connects you with IT professionals who explain things clearly.',
    points: [
      {
        icon: Laptop,
        title: 'Who you talk to',
        text: 'Software developers, cloud and DevOps engineers, mobile app developers and security specialists, for people, students and small businesses.',
      },
      {
        icon: BadgeCheck,
        title: 'How we verify',
        text: 'Software work has no licence, so we check each expert’s identity, work history and portfolio before approval; ratings after every session keep the bar high.',
      },
      {
        icon: Languages,
        title: 'Your language',
        text: 'Consult in English or Hindi. Many experts also speak a regional language; their profile lists which.',
      },
      {
        icon: LockKeyhole,
        title: 'Your privacy',
        text: 'Screens, code and files you share are seen only by the expert you consult.',
      },
    ],
    note: {
      title: 'Good to know',
      text: 'Never share passwords or one-time codes. Your expert guides you to change them yourself.',
      tone: 'info',
    },
  },
};
