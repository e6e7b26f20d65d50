import type { DeskConsultation, DeskOverview } from '@sahay/domain';
import { asha } from './api';

/** The expert desk's fixtures: a doctor, a patient's request to them and the desk's overview. */
export const doctor = { ...asha, id: '5e4d3c2b-1a0f-4e9d-8c7b-6a5f4e3d2c1b', name: 'Dr. Kavya Rao', role: 'expert' as const };
export const ID = '7d1f5d0e-8a34-4c5e-9b1a-2f7c3e9d4a10';

export const request: DeskConsultation = {
  id: ID,
  status: 'pending',
  category: 'medical',
  consultationType: 'video',
  assignedToMe: false,
  patient: { id: asha.id, name: 'Asha Verma', phone: null },
  problem: 'Chest tightness when climbing stairs',
  patientAge: 52,
  patientGender: 'male',
  department: 'Cardiology',
  additionalSymptoms: ['Fatigue'],
  aiTranscript: [{ question: 'When did your symptoms start?', answer: 'Two weeks ago' }],
  fee: 299,
  createdAt: '2026-11-23T05:00:00.000Z',
  documentId: null,
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
