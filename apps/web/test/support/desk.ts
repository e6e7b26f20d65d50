import type { DeskConsultation, DeskOverview } from '@sahay/domain';
import { asha } from './api';

/** The expert desk's fixtures: a doctor, a patient's request offered to them, accepted, and the desk's overview. */
export const doctor = { ...asha, id: '5e4d3c2b-1a0f-4e9d-8c7b-6a5f4e3d2c1b', name: 'Dr. Kavya Rao', role: 'expert' as const };
export const ID = '7d1f5d0e-8a34-4c5e-9b1a-2f7c3e9d4a10';

// Issue 16: before accepting, the server sends an offer: field, age, gender and a summary, no name.
export const request: DeskConsultation = {
  id: ID,
  status: 'pending',
  category: 'medical',
  consultationType: 'video',
  assignedToMe: false,
  detail: 'offer',
  patient: null,
  summary: 'Chest tightness when climbing stairs',
  problem: null,
  patientAge: 52,
  patientGender: 'male',
  department: 'Cardiology',
  additionalSymptoms: [],
  aiTranscript: [],
  fee: 299,
  createdAt: '2026-11-23T05:00:00.000Z',
  documentId: null,
  calls: [],
};

/** The same request once this doctor has accepted it: the name, intake and transcript, and the phone while active. */
export const accepted: DeskConsultation = {
  ...request,
  status: 'active',
  assignedToMe: true,
  detail: 'full',
  patient: { id: asha.id, name: 'Asha Verma', phone: '+919876543210' },
  problem: 'Chest tightness when climbing stairs',
  additionalSymptoms: ['Fatigue'],
  aiTranscript: [{ question: 'When did your symptoms start?', answer: 'Two weeks ago' }],
};

export function overview(overrides: Partial<DeskOverview> = {}): DeskOverview {
  return {
    profile: {
      id: ID,
      name: 'Dr. Kavya Rao',
      category: 'medical',
      specialization: 'Cardiology',
      status: 'approved',
      statusReason: null,
      isOnline: false,
      isVerified: true,
      rating: 4.5,
      ratingCount: 2,
      consultationFee: 499,
      photoUrl: null,
      documentUrl: null,
      documentName: null,
    },
    stats: { waiting: 1, active: 0, completed: 3, completedToday: 1, earnings: 897, earningsThisMonth: 598 },
    incoming: [request],
    active: [],
    recent: [],
    ...overrides,
  };
}
