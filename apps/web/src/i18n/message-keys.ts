// The catalogue's areas (src/i18n/messages/<language>/<area>.json) and their keys, from the English files: a key
// that is not in the catalogue does not compile. One line per area, in alphabetical order.
interface EnglishAreas {
  about: typeof import('./messages/en/about.json');
  'ai-consultation': typeof import('./messages/en/ai-consultation.json');
  assistant: typeof import('./messages/en/assistant.json');
  auth: typeof import('./messages/en/auth.json');
  'auth-phone': typeof import('./messages/en/auth-phone.json');
  'auth-recovery': typeof import('./messages/en/auth-recovery.json');
  calls: typeof import('./messages/en/calls.json');
  chat: typeof import('./messages/en/chat.json');
  common: typeof import('./messages/en/common.json');
  consult: typeof import('./messages/en/consult.json');
  contact: typeof import('./messages/en/contact.json');
  'edit-profile': typeof import('./messages/en/edit-profile.json');
  emergency: typeof import('./messages/en/emergency.json');
  'expert-page': typeof import('./messages/en/expert-page.json');
  'expert-search': typeof import('./messages/en/expert-search.json');
  family: typeof import('./messages/en/family.json');
  'first-run': typeof import('./messages/en/first-run.json');
  'health-qr': typeof import('./messages/en/health-qr.json');
  'health-tracker': typeof import('./messages/en/health-tracker.json');
  home: typeof import('./messages/en/home.json');
  'legal-documents': typeof import('./messages/en/legal-documents.json');
  'legal-request': typeof import('./messages/en/legal-request.json');
  'patient-dashboard': typeof import('./messages/en/patient-dashboard.json');
  'patient-details': typeof import('./messages/en/patient-details.json');
  'phone-calls': typeof import('./messages/en/phone-calls.json');
  prescriptions: typeof import('./messages/en/prescriptions.json');
  'problem-routing': typeof import('./messages/en/problem-routing.json');
  profile: typeof import('./messages/en/profile.json');
  'service-topics': typeof import('./messages/en/service-topics.json');
  services: typeof import('./messages/en/services.json');
  settings: typeof import('./messages/en/settings.json');
  specialties: typeof import('./messages/en/specialties.json');
  terms: typeof import('./messages/en/terms.json');
  triage: typeof import('./messages/en/triage.json');
  'vertical-finance': typeof import('./messages/en/vertical-finance.json');
  'vertical-legal': typeof import('./messages/en/vertical-legal.json');
  'vertical-medical': typeof import('./messages/en/vertical-medical.json');
  'vertical-tech': typeof import('./messages/en/vertical-tech.json');
  verticals: typeof import('./messages/en/verticals.json');
}

export type MessageArea = keyof EnglishAreas;
export type MessageKey = { [Area in MessageArea]: Extract<keyof EnglishAreas[Area], string> }[MessageArea];
