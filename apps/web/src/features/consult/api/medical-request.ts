import type { AssessmentTranscript, ConsultationReceipt, ExpertChosen, MedicalIntake } from '@sahay/domain/consultation-requests';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Header that proves a visitor without an account made this request (the server's REQUEST_TOKEN_HEADER). */
const TOKEN_HEADER = 'x-consultation-token';

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

async function withToken<T>(method: 'PUT' | 'POST', path: string, handle: RequestHandle, body: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'content-type': 'application/json', [TOKEN_HEADER]: handle.accessToken },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`request failed with ${response.status}`);
  return (await response.json()) as T;
}

/** PUT /api/consultations/{id}/assessment: the AI assessment transcript, kept with the request. */
export function saveAssessment(handle: RequestHandle, transcript: AssessmentTranscript['transcript']) {
  return withToken<{ id: string }>('PUT', `/api/consultations/${handle.id}/assessment`, handle, { transcript });
}

/** POST /api/consultations/{id}/expert: choose the doctor; with notify (Consult Now) they get an SMS and a WhatsApp. */
export function chooseDoctor(handle: RequestHandle, expertId: string, notify: boolean) {
  return withToken<ExpertChosen>('POST', `/api/consultations/${handle.id}/expert`, handle, { expertId, notify });
}
