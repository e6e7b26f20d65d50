import type { OutboxTemplate } from '@sahay/domain';
import type { OutboxPayloads } from '../../src/modules/notifications/message-templates';

// One realistic payload per outbox template, shared by the English and the Hindi template tests.

export const base = 'https://sahay.example';
export const id = '3f1c2a4e-8b7d-4c1e-9a2b-5d6e7f8a9b0c';
export const APPOINTMENT = {
  appointmentId: id,
  expertName: 'Dr. Asha Rao',
  startsAt: '2026-03-03T04:30:00.000Z',
  timeZone: 'Asia/Kolkata',
  mode: 'video' as const,
  joinPath: '/join-meeting/room-1',
};

/**
 * One realistic payload per template, as its service queues it, and the link its text must carry (null: none is
 * needed). Typed over the union: a template added without a sample here does not compile.
 */
export const SAMPLES: { [T in OutboxTemplate]: { payload: OutboxPayloads[T]; link: string | null } } = {
  'expert-consultation-request': {
    payload: { consultationId: id, expertName: 'Dr. Asha Rao', topic: 'Dermatology' },
    link: `/expert-dashboard?consultation=${id}`,
  },
  'expert-chat-started': { payload: { consultationId: id, expertName: 'Dr. Asha Rao', topic: 'Medical' }, link: `/expert-dashboard?consultation=${id}` },
  'consultation-accepted': {
    payload: { consultationId: id, expertName: 'Dr. Asha Rao', field: 'medical', forAccount: true },
    link: `/patient-chat?consultation=${id}`,
  },
  'prescription-issued': { payload: { prescriptionId: id, doctorName: 'Dr. Asha Rao', forAccount: true }, link: `/prescription-view/${id}` },
  'legal-document-issued': { payload: { documentId: id, lawyerName: 'Adv. Kiran Shah', forAccount: true }, link: `/legal-document-view/${id}` },
  'expert-registration-received': { payload: { expertId: id, name: 'Dr. Asha Rao', category: 'medical' }, link: '/expert-dashboard' },
  'expert-approved': { payload: { expertId: id, name: 'Dr. Asha Rao', reason: null }, link: '/expert-dashboard' },
  'expert-rejected': {
    payload: { expertId: id, name: 'Dr. Asha Rao', reason: 'The registration number does not match the council register.' },
    link: '/contact',
  },
  'expert-suspended': { payload: { expertId: id, name: 'Dr. Asha Rao', reason: 'Complaints about missed consultations.' }, link: '/contact' },
  'expert-reinstated': { payload: { expertId: id, name: 'Dr. Asha Rao', reason: null }, link: '/expert-dashboard' },
  'sign-in-locked': { payload: { name: 'Meera', minutes: 15 }, link: '/contact' },
  'contact-confirmation': { payload: { contactMessageId: id, firstName: 'Meera', subject: 'Refund for a missed call' }, link: null },
  'deletion-request-received': { payload: { deletionRequestId: id, respondBy: '2026-03-04', deleteBy: '2026-03-11' }, link: '/privacy#deletion' },
  'deletion-request-rejected': { payload: { deletionRequestId: id, reason: 'We could not verify the phone number.' }, link: '/delete-account' },
  'deletion-request-completed': { payload: { deletionRequestId: id }, link: '/privacy#deletion' },
  'bridged-call-notice': { payload: { callId: id, doctorName: 'Dr. Asha Rao', callerId: '08047112233', test: false }, link: null },
  'one-time-code': { payload: { code: '048213', purpose: 'sign-in' }, link: null },
  'password-reset-link': { payload: { token: 'q9Vx-2bN_k', name: 'Meera' }, link: '/reset-password?token=q9Vx-2bN_k' },
  'password-changed': { payload: { name: 'Meera', how: 'changed' }, link: '/contact' },
  'appointment-booked': { payload: APPOINTMENT, link: '/join-meeting/room-1' },
  'appointment-moved': { payload: APPOINTMENT, link: '/join-meeting/room-1' },
  'appointment-reminder': { payload: { ...APPOINTMENT, when: '15m' }, link: '/join-meeting/room-1' },
  'appointment-cancelled': { payload: { ...APPOINTMENT, cancelledBy: 'expert', reason: 'Called to an emergency at the hospital.' }, link: '/expert-selection' },
  'refund-approved': { payload: { refundRequestId: id, amount: '299.00', receipt: 'SAH-20260302-ABCD2345' }, link: '/patient-dashboard' },
  'refund-declined': {
    payload: { refundRequestId: id, amount: '299.00', receipt: 'SAH-20260302-ABCD2345', reason: 'The consultation took place as booked.' },
    link: '/contact',
  },
};
