import type { IceServers } from '@sahay/domain/calls';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/calls/ice-servers: STUN/TURN with credentials valid an hour; asked again for each join after 10 minutes. */
export const iceServersQueryOptions = () =>
  queryOptions({
    queryKey: ['calls', 'ice-servers'],
    queryFn: ({ signal }) => api.get<IceServers>('/api/calls/ice-servers', signal),
    staleTime: 10 * 60_000,
    retry: false,
  });
