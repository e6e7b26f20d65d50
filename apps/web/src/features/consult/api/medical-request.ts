import {
  REQUEST_TOKEN_HEADER,
  type AssessmentTranscript,
  type ConsultationReceipt,
  type ExpertChosen,
  type MedicalIntake,
} from '@sahay/domain/consultation-requests';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface RequestHandle {
  id: string;
  accessToken: string;
}

/** POST /api/consultations/medical: spec 001 §4.1 'Submit Request'. Spec §8: the error message, else 'Failed to submit request'. */
export function useSubmitMedicalRequest() {
  return useMutation({
    mutationFn: (intake: MedicalIntake) => api.post<ConsultationReceipt>('/api/consultations/medical', intake),
    meta: { errorTitle: 'Failed to submit request', errorFallback: 'Failed to submit request' },
  });
}

// A visitor's request is theirs by its token (decision 022); errors arrive in the one shape, as everywhere.
const tokenOf = (handle: RequestHandle) => ({ headers: { [REQUEST_TOKEN_HEADER]: handle.accessToken } });

/** PUT /api/consultations/{id}/assessment: the AI assessment transcript, kept with the request. */
export function saveAssessment(handle: RequestHandle, transcript: AssessmentTranscript['transcript']) {
  return api.put<{ id: string }>(`/api/consultations/${handle.id}/assessment`, { transcript }, tokenOf(handle));
}

/** POST /api/consultations/{id}/expert: choose the doctor; with notify (Consult Now) they get an SMS and a WhatsApp. */
export function chooseDoctor(handle: RequestHandle, expertId: string, notify: boolean) {
  return api.post<ExpertChosen>(`/api/consultations/${handle.id}/expert`, { expertId, notify }, tokenOf(handle));
}
