import { MEDICAL_OFFERS } from '@sahay/domain/offers-medical';
import { BadgeCheck, ClipboardCheck, FlaskConical, HeartPulse, Languages, LockKeyhole, Pill, Siren, Smile, Stethoscope, Syringe, Video } from 'lucide-react';
import { withOfferIcons } from './offer-icons';
import type { VerticalContent } from './types';

export const MEDICAL_CONTENT: VerticalContent = {
  category: 'medical',
  theme: 'green',
  documentTitle: 'Doctors',
  heading: 'Connect with Doctors',
  eyebrow: 'Registered doctors · 24x7',
  intro: 'Consult a registered doctor from home by video, audio or chat, for yourself, your children or your parents.',
  heroIcon: Stethoscope,
  chatNote: 'Chat available: send symptoms, photos and reports to your doctor.',
  // Spec 000 §2 quick-access tiles for the doctor home.
  tiles: [
    { label: 'Instant Audio & Video Consult', description: 'See a doctor on video now', icon: Video, action: { kind: 'consult', mode: 'video' } },
    { label: 'Medicines', description: 'Ask about your prescription on a call', icon: Pill, action: { kind: 'consult', mode: 'audio' } },
    { label: 'Lab Tests', description: 'Share reports with a doctor', icon: FlaskConical, action: { kind: 'link', to: '/patient-chat' } },
    { label: 'Surgeries', description: 'Plan and track your care', icon: Syringe, action: { kind: 'link', to: '/patient-dashboard' } },
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
    title: 'Doctors you can trust, from home',
    lead: 'Sahay connects you with registered doctors for the everyday health questions that do not need a hospital queue, and tells you honestly when they do.',
    points: [
      {
        icon: Stethoscope,
        title: 'Who you talk to',
        text: 'General physicians and specialists in paediatrics, dermatology, gynaecology, cardiology, orthopaedics, ENT and psychiatry.',
      },
      {
        icon: BadgeCheck,
        title: 'How we verify',
        text: 'Before a doctor can consult, our team checks their registration with the National Medical Commission or a State Medical Council, their degree and their identity.',
      },
      {
        icon: Languages,
        title: 'Your language',
        text: 'Consult in English or Hindi. Many doctors also speak a regional language such as Tamil, Telugu, Kannada, Marathi or Bengali.',
      },
      {
        icon: LockKeyhole,
        title: 'Your privacy',
        text: 'Consultations are one-to-one. Your records are seen only by you and the doctor you consult, and your Health QR shares only what you allow.',
      },
    ],
    note: {
      title: 'Not for emergencies',
      text: 'For chest pain, trouble breathing, heavy bleeding or fainting, call 112 or go to the nearest hospital now.',
      tone: 'warning',
    },
  },
};
