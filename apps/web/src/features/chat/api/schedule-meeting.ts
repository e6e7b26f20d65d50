import type { ScheduledMeeting, ScheduleMeetingInput } from '@sahay/domain/call-life';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/consultations/{id}/meetings: a meeting link now or later, posted in the conversation. */
export function useScheduleMeeting(consultationId: string) {
  return useMutation({
    mutationFn: (input: ScheduleMeetingInput) => api.post<ScheduledMeeting>(`/api/consultations/${encodeURIComponent(consultationId)}/meetings`, input),
  });
}
