// One vertical's offers, in a file of its own so each vertical home's chunk carries only its own copy.
import type { Offer } from './offers';
import { FREE_FIRST_LABELS } from './pricing';

/** Spec 000 §1 advertises a free first consultation with an IT professional (its length: pricing.ts). */
export const TECH_OFFERS = [
  {
    id: 'tech-first-hour',
    badge: `First ${FREE_FIRST_LABELS.tech.replace('1 ', '')} free`,
    title: 'Your First Hour with an IT Expert Is Free',
    subtitle: 'Describe the problem, walk through it together on video, and get a clear way forward.',
    features: ['Verified developers and engineers', 'An honest estimate if more work is needed', 'No obligation to continue'],
    cta: { label: 'Ask an IT expert', to: '/it-consultation' },
    gradient: ['#7e22ce', '#6d28d9'],
    icon: 'laptop',
  },
  {
    id: 'web-development',
    badge: 'Websites',
    title: 'A Website That Works for Your Business',
    subtitle: 'A new site or online store, or fixes for the one you already have.',
    features: ['Fast, mobile-friendly pages', 'Payments, forms and WhatsApp buttons', 'Domain, hosting and SEO basics'],
    cta: { label: 'Plan my website', to: '/it-consultation' },
    gradient: ['#6b21a8', '#4338ca'],
    icon: 'globe',
  },
  {
    id: 'mobile-apps',
    badge: 'Mobile apps',
    title: 'Turn Your Idea into an App',
    subtitle: 'Android and iOS apps, from the first sketch to the store listing.',
    features: ['Scope and cost before you commit', 'Native or cross-platform, explained', 'Play Store and App Store publishing'],
    cta: { label: 'Discuss my app', to: '/it-consultation' },
    gradient: ['#5b21b6', '#7e22ce'],
    icon: 'smartphone',
  },
  {
    id: 'cloud',
    badge: 'Cloud',
    title: 'Cloud Set-up and Cost Check',
    subtitle: 'AWS, Azure or Google Cloud: set up well, and stop overpaying.',
    features: ['Architecture and migration advice', 'Backups, monitoring and CI/CD', 'Wasted spend found and cut'],
    cta: { label: 'Review my cloud', to: '/it-consultation' },
    gradient: ['#4338ca', '#6d28d9'],
    icon: 'cloud',
  },
  {
    id: 'security',
    badge: 'Security',
    title: 'Hacked Account or Suspicious Activity?',
    subtitle: 'Secure your email, social accounts and devices with an expert.',
    features: ['Step-by-step account recovery', 'Two-factor and password clean-up', 'Malware and phishing checks'],
    cta: { label: 'Get secure now', to: '/it-consultation' },
    gradient: ['#86198f', '#6b21a8'],
    icon: 'shield-check',
  },
  {
    id: 'debugging',
    badge: 'Developers',
    title: 'Stuck on a Bug? Pair with a Senior Developer',
    subtitle: 'Debugging, code review and design help for teams and students.',
    features: ['JavaScript, Python, Java and more', 'Reviews of pull requests and designs', 'Learn the fix, not just get it'],
    cta: { label: 'Book a pairing session', to: '/it-consultation' },
    gradient: ['#581c87', '#5b21b6'],
    icon: 'bug',
  },
] as const satisfies readonly Offer[];
