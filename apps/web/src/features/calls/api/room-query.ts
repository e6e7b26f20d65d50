import type { CallRoom } from '@sahay/domain/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const roomQueryOptions = (roomId: string) =>
  queryOptions({
    queryKey: ['calls', 'room', roomId],
    queryFn: ({ signal }) => api.get<CallRoom>(`/api/rooms/${encodeURIComponent(roomId)}`, signal),
    retry: false,
  });

/** GET /api/rooms/{roomId}: the meeting link's consultation, for its two members (404 for anyone else). */
export function useRoom(roomId: string | undefined) {
  return useQuery({ ...roomQueryOptions(roomId ?? ''), enabled: Boolean(roomId) });
}
