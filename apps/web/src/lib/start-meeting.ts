import type { CallRoom } from '@sahay/domain/calls';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@/lib/router';
import { api } from './api-client';

/** The meeting page of a consultation's room. */
export const meetingPath = (roomId: string) => `/join-meeting/${roomId}`;

/**
 * "Video call" / "Schedule Meeting" from the chat and the expert desk (issue 15): makes (or finds) the consultation's
 * room and opens its meeting page. Errors reach the query client's one toast.
 */
export function useStartMeeting() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (consultationId: string) => api.post<CallRoom>(`/api/consultations/${consultationId}/room`),
    onSuccess: (room) => void navigate(meetingPath(room.roomId)),
  });
}
