import { Calculator, Laptop, Scale, Stethoscope, type LucideIcon } from 'lucide-react';
import type { MessageKey } from '@/i18n/message-keys';

export interface OnboardingSlide {
  title: MessageKey;
  text: MessageKey;
  icon: LucideIcon;
  /** Tailwind classes for the illustration tile, one colour per vertical. */
  tint: string;
}

// Spec 000 §2 "Onboarding carousel": the four slides, in order.
export const ONBOARDING_SLIDES: readonly OnboardingSlide[] = [
  {
    title: 'firstRun.doctorsTitle',
    text: 'firstRun.doctorsText',
    icon: Stethoscope,
    tint: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
  },
  {
    title: 'firstRun.legalTitle',
    text: 'firstRun.legalText',
    icon: Scale,
    tint: 'bg-blue-100 text-blue-700 dark:bg-blue-950 dark:text-blue-300',
  },
  {
    title: 'firstRun.caTitle',
    text: 'firstRun.caText',
    icon: Calculator,
    tint: 'bg-orange-100 text-orange-700 dark:bg-orange-950 dark:text-orange-300',
  },
  {
    title: 'firstRun.itTitle',
    text: 'firstRun.itText',
    icon: Laptop,
    tint: 'bg-purple-100 text-purple-700 dark:bg-purple-950 dark:text-purple-300',
  },
];
