// Spec 001 §2.1, the whole route table. Pages that a later capability builds are listed here with the
// capability that brings them; the router shows them as a named placeholder until then.

export type Capability =
  | 'Home and information pages'
  | 'Consultation requests'
  | 'AI assistant and triage'
  | 'Consultation chat'
  | 'Expert desk and administration'
  | 'Patient area';

export interface PlannedPage {
  path: string;
  title: string;
  capability: Capability;
}

export const PLANNED_PAGES: readonly PlannedPage[] = [

  { path: '/ask-medical-problem', title: 'Ask a medical question', capability: 'Consultation requests' },
  { path: '/expert-selection', title: 'Choose an expert', capability: 'Consultation requests' },
  { path: '/expert-search-results', title: 'Expert search results', capability: 'Consultation requests' },
  { path: '/doctor-consultation/:expertId', title: 'Consultation details', capability: 'Consultation requests' },
  { path: '/test-exotel', title: 'Call bridging test', capability: 'Consultation requests' },
  { path: '/consult-api-demo', title: 'Call bridging test', capability: 'Consultation requests' },

  { path: '/medical-triage', title: 'AI Health Assistant', capability: 'AI assistant and triage' },
  { path: '/ai-consultation', title: 'AI Medical Pre-Consultation', capability: 'AI assistant and triage' },
  { path: '/ai-healthcare', title: 'AI Healthcare Assistant', capability: 'AI assistant and triage' },

  { path: '/patient-chat', title: 'Chat with your expert', capability: 'Consultation chat' },
  { path: '/join-meeting/:roomId', title: 'Join Medical Consultation', capability: 'Consultation chat' },

  { path: '/expert-dashboard', title: 'Expert desk', capability: 'Expert desk and administration' },
  { path: '/doctor-registration', title: 'Doctor registration', capability: 'Expert desk and administration' },
  { path: '/lawyer-registration', title: 'Lawyer registration', capability: 'Expert desk and administration' },
  { path: '/ca-registration', title: 'CA registration', capability: 'Expert desk and administration' },
  { path: '/it-expert-registration', title: 'IT expert registration', capability: 'Expert desk and administration' },
  { path: '/admin-approve-experts', title: 'Approve experts', capability: 'Expert desk and administration' },
  { path: '/admin-referral-chains', title: 'Referral chains', capability: 'Expert desk and administration' },
  { path: '/admin/experts-list', title: 'Experts list', capability: 'Expert desk and administration' },
  { path: '/prescription/:prescriptionId', title: 'Prescription', capability: 'Expert desk and administration' },
  { path: '/prescription-view/:prescriptionId', title: 'Prescription', capability: 'Expert desk and administration' },
  { path: '/prescription-download/:prescriptionId', title: 'Download prescription', capability: 'Expert desk and administration' },
  { path: '/legal-document-view/:documentId', title: 'Legal document', capability: 'Expert desk and administration' },
  { path: '/legal-document-download/:documentId', title: 'Download legal document', capability: 'Expert desk and administration' },
  { path: '/prescription-thank-you', title: 'Prescription issued', capability: 'Expert desk and administration' },
  { path: '/legal-document-thank-you', title: 'Legal document ready', capability: 'Expert desk and administration' },

  { path: '/patient-dashboard', title: 'My health dashboard', capability: 'Patient area' },
  { path: '/patient-details/:patientId', title: 'Patient details', capability: 'Patient area' },
  { path: '/patient-chart', title: 'Patient chart', capability: 'Patient area' },
  { path: '/edit-profile', title: 'Edit profile', capability: 'Patient area' },
];
