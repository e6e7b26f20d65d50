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
import { t } from '@/i18n/i18n';

/** POST /api/consultations/medical: spec 001 §4.1 'Submit Request'. Spec §8: the error message, else 'Failed to submit request'. */
export function useSubmitMedicalRequest() {
  return useMutation({
    mutationFn: (intake: MedicalIntake) => api.post<ConsultationReceipt>('/api/consultations/medical', intake),
    meta: { errorTitle: t('consult.submitFailed'), errorFallback: t('consult.submitFailed') },
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

/**
 * The transcript only informs the doctor, so the doctors are listed whatever happens to it; a failure is told on
 * the confirmation step instead of a toast in the middle of choosing.
 */
export function useSaveAssessment() {
  return useMutation({
    mutationFn: ({ handle, transcript }: { handle: RequestHandle; transcript: AssessmentTranscript['transcript'] }) => saveAssessment(handle, transcript),
    retry: 2,
    meta: { silent: true },
  });
}

/** Choosing a doctor without Consult Now: the confirmation step shows the outcome and offers Try again. */
export function useChooseDoctor() {
  return useMutation({
    mutationFn: ({ handle, expertId }: { handle: RequestHandle; expertId: string }) => chooseDoctor(handle, expertId, false),
    retry: 2,
    meta: { silent: true },
  });
}
