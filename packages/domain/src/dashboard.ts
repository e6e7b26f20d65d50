import type { Category } from './categories';
import { queryString } from './query-string';

/**
 * Issue 14 part 1: /patient-dashboard (spec 001 §2.12). The bottom navigation's third item opens it on the theme's
 * field: Health (medical), Cases (legal), Reports (finance), Projects (tech).
 */

export const DASHBOARD_TEXTS = {
  signedOut: 'Please log in to view your dashboard',
  failed: 'Failed to load dashboard data',
  patientsOnly: 'The dashboard is for patient accounts',
} as const;

export function welcomeBack(name: string): string {
  return `Welcome back, ${name}`;
}

/** Spec 001 §9: dashboard lists show 5 items each; the overview shows 3 records. */
export const DASHBOARD_LIST_LIMIT = 5;
export const DASHBOARD_OVERVIEW_RECORDS = 3;
/** "View all" of appointments, consultations and documents shows up to this many. */
export const DASHBOARD_FULL_LIST_LIMIT = 100;
/** The card says 'Next 30 days' (spec 001 §2.12), so it counts exactly those. */
export const UPCOMING_WINDOW_DAYS = 30;

/** What the bottom navigation names each field (spec 000 §2), and where a new request of that field starts. */
export const DASHBOARD_FIELDS: Record<Category, { tab: string; heading: string; requestPath: string; requestLabel: string; expertsParam: string }> = {
  medical: { tab: 'Health', heading: 'Your health', requestPath: '/medical-consultation', requestLabel: 'Consult a doctor', expertsParam: 'doctor' },
  legal: { tab: 'Cases', heading: 'Your legal cases', requestPath: '/legal-consultation', requestLabel: 'Ask a lawyer', expertsParam: 'lawyer' },
  finance: { tab: 'Reports', heading: 'Your finance consultations', requestPath: '/ca-consultation', requestLabel: 'Ask a CA', expertsParam: 'ca' },
  tech: { tab: 'Projects', heading: 'Your tech projects', requestPath: '/it-consultation', requestLabel: 'Ask an IT expert', expertsParam: 'it' },
};

export function dashboardPath(field: Category = 'medical', tab?: DashboardTab): string {
  const query = queryString({ ...(field === 'medical' ? {} : { field }), ...(tab ? { tab } : {}) });
  return `/patient-dashboard${query ? `?${query}` : ''}`;
}

const FIELDS: readonly Category[] = ['medical', 'legal', 'finance', 'tech'];

/** `?field=` as the bottom navigation sets it; anything else is the health dashboard. */
export function parseDashboardField(value: string | null): Category {
  return FIELDS.find((field) => field === value) ?? 'medical';
}

/** Spec 001 §2.12: the health dashboard's tabs, in order; `?tab=` opens one (the chat's shortcuts link to them). */
export const DASHBOARD_TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'appointments', label: 'Appointments' },
  { value: 'records', label: 'Records' },
  { value: 'prescriptions', label: 'Prescriptions' },
  { value: 'health-tracker', label: 'Health Tracker' },
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number]['value'];

export function parseDashboardTab(value: string | null): DashboardTab {
  return DASHBOARD_TABS.find((tab) => tab.value === value)?.value ?? 'overview';
}
