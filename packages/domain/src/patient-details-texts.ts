// The patient-details page's words, without the health shares' zod schemas (health-shares.ts re-exports them), so the
// dashboard that shows one of them does not load zod (issue 17 part 2).
export const PATIENT_DETAILS_TEXTS = {
  loading: 'Loading patient details...',
  notFound: 'Patient not found',
  noAppointments: 'No upcoming appointments',
  noHistory: 'No consultation history',
} as const;
