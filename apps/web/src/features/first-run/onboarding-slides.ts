import { Calculator, Laptop, Scale, Stethoscope, type LucideIcon } from 'lucide-react';

export interface OnboardingSlide {
  title: string;
  text: string;
  icon: LucideIcon;
  /** Tailwind classes for the illustration tile, one colour per vertical. */
  tint: string;
}

// Spec 000 §2 "Onboarding carousel": the four slides, in order.
export const ONBOARDING_SLIDES: readonly OnboardingSlide[] = [
  {
    title: 'Connect with Verified Doctors',
    text: 'Instant medical consultations with certified healthcare professionals.',
    icon: Stethoscope,
    tint: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
  },
  {
    title: 'Legal Experts at Your Fingertips',
    text: 'Professional legal advice from experienced lawyers, anytime.',
    icon: Scale,
    tint: 'bg-blue-100 text-blue-700 dark:bg-blue-950 dark:text-blue-300',
  },
  {
    title: 'CA & Financial Consultants Ready',
    text: 'Expert financial guidance for your business needs.',
    icon: Calculator,
    tint: 'bg-orange-100 text-orange-700 dark:bg-orange-950 dark:text-orange-300',
  },
  {
    title: 'IT Professionals on Demand',
    text: 'Technical solutions from skilled IT experts, instantly.',
    icon: Laptop,
    tint: 'bg-purple-100 text-purple-700 dark:bg-purple-950 dark:text-purple-300',
  },
];
