import type { ExpertDirectory } from '@sahay/domain/expert-directory';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/** GET /api/experts/directory: per field and overall, the approved experts, those online, the average rating. */
export const expertDirectoryQueryOptions = () =>
  queryOptions({
    queryKey: ['experts', 'directory'],
    queryFn: ({ signal }) => api.get<ExpertDirectory>('/api/experts/directory', signal),
    staleTime: 30_000,
  });
