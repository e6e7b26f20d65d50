import type { Profile } from '@sahay/domain/profile-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export const profileQueryKey = ['profile'] as const;

/** GET /api/profile: the signed-in person's name, email, phone, city, state and languages (profile menu, edit profile). */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => api.get<Profile>('/api/profile', signal),
  });

export function useProfile(enabled = true) {
  return useQuery({ ...profileQueryOptions(), enabled });
}
