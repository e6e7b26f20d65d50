import type { AdminExpert } from '@sahay/domain/expert-admin';
import { asha } from './api';

/** An expert waiting for approval as GET /api/admin/experts lists them (the admin pages' tests). */
export function pendingAdminExpert(id: string, overrides: Partial<AdminExpert> = {}): AdminExpert {
  return {
    id,
    userId: asha.id,
    name: 'Dr. Neha Kapoor',
    email: 'neha@example.test',
    phone: '+919876500000',
    whatsappNumber: '+919876500000',
    category: 'medical',
    specialization: 'Cardiology',
    qualification: 'MBBS, MD',
    experienceYears: 9,
    languages: ['English', 'Hindi'],
    consultationFee: 499,
    bio: 'Cardiologist in Pune.',
    credentialBody: 'Maharashtra Medical Council',
    credentialNumber: 'MMC-2015/04/1234',
    portfolioUrl: null,
    status: 'pending',
    statusReason: null,
    reviewedAt: null,
    isVerified: false,
    isOnline: false,
    rating: 0,
    totalConsultations: 0,
    createdAt: '2026-11-23T05:00:00.000Z',
    photoUrl: `/api/experts/${id}/photo?v=photo-1`,
    documentUrl: `/api/experts/${id}/document`,
    documentName: 'MMC certificate.pdf',
    ...overrides,
  };
}
