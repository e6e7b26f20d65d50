// One vertical's offers, in a file of its own so each vertical home's chunk carries only its own copy.
import type { Offer } from './offers';
import { FREE_FIRST_LABELS } from './pricing';

/** Spec 000 §1 advertises a free first consultation with a CA (its length: pricing.ts). */
export const FINANCE_OFFERS = [
  {
    id: 'ca-first-consultation',
    badge: `First ${FREE_FIRST_LABELS.finance} free`,
    title: 'Talk to a CA, First 30 Minutes Free',
    subtitle: 'Bring your tax or business question and leave with a clear plan.',
    features: ['A verified chartered accountant', 'Straight answers on tax and compliance', 'No obligation to continue'],
    cta: { label: 'Ask a CA', to: '/ca-consultation' },
    gradient: ['#c2410c', '#9a3412'],
    icon: 'calculator',
  },
  {
    id: 'itr-filing',
    badge: 'Income tax',
    title: 'File Your ITR Without the Stress',
    subtitle: 'Salary, freelance, capital gains or rent: filed correctly and on time.',
    features: ['Old and new regime compared for you', 'Every deduction you can claim', 'Filed and e-verified before the due date'],
    cta: { label: 'Get ITR help', to: '/ca-consultation' },
    gradient: ['#9a3412', '#b45309'],
    icon: 'receipt',
  },
  {
    id: 'gst',
    badge: 'GST',
    title: 'GST Registration and Returns',
    subtitle: 'For traders, freelancers and startups that cross the GST threshold.',
    features: ['Registration with the right documents', 'GSTR-1 and GSTR-3B filed on time', 'Input tax credit reconciled'],
    cta: { label: 'Start with GST', to: '/ca-consultation' },
    gradient: ['#b45309', '#c2410c'],
    icon: 'badge-percent',
  },
  {
    id: 'tax-notice',
    badge: 'Tax notice',
    title: 'Got an Income Tax Notice?',
    subtitle: 'Most notices are routine. A CA helps you read yours and reply in time.',
    features: ['What the notice asks, in plain words', 'A reply filed on the e-filing portal', 'A revised return if one is needed'],
    cta: { label: 'Show your notice to a CA', to: '/ca-consultation' },
    gradient: ['#7c2d12', '#9a3412'],
    icon: 'file-warning',
  },
  {
    id: 'business-setup',
    badge: 'Startups',
    title: 'Start and Run Your Business Right',
    subtitle: 'From choosing a structure to staying compliant every year.',
    features: ['Proprietorship, LLP or private limited', 'Bookkeeping and payroll set up', 'An annual compliance calendar'],
    cta: { label: 'Plan my business', to: '/finance-consultation' },
    gradient: ['#92400e', '#7c2d12'],
    icon: 'building-2',
  },
  {
    id: 'tax-planning',
    badge: 'Tax planning',
    title: 'Save Tax the Legal Way',
    subtitle: 'Plan at the start of the year instead of rushing in March.',
    features: ['80C, 80D and NPS options compared', 'Advance tax worked out for you', 'Capital gains timing and exemptions'],
    cta: { label: 'Plan my taxes', to: '/finance-consultation' },
    gradient: ['#c2410c', '#be123c'],
    icon: 'piggy-bank',
  },
] as const satisfies readonly Offer[];
