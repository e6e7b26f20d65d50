// Spec 001 §2.1, the whole route table. Pages that a later capability builds are listed here with the
// capability that brings them; the router shows them as a named placeholder until then.

export type Capability =
  'Home and information pages' | 'Consultation requests' | 'AI assistant and triage' | 'Consultation chat' | 'Expert desk and administration' | 'Patient area';

export interface PlannedPage {
  path: string;
  title: string;
  capability: Capability;
}

export const PLANNED_PAGES: readonly PlannedPage[] = [
  { path: '/expert-search-results', title: 'Expert search results', capability: 'Consultation requests' },
  { path: '/doctor-consultation/:expertId', title: 'Consultation details', capability: 'Consultation requests' },
];
