import type { CurrentUser, SessionInfo, SignIn, SignUp } from '@sahay/domain';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from './api-client';

export const sessionQueryKey = ['session'] as const;

/**
 * The signed-in person, from the httpOnly session cookie. Re-read on focus and every hour: the server slides
 * the session's expiry on these reads, so an active person is never signed out.
 */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => api.get<SessionInfo>('/api/auth/session', signal),
  staleTime: 5 * 60_000,
  refetchInterval: 60 * 60_000,
  refetchOnWindowFocus: true,
});

export function useSession() {
  const query = useQuery(sessionQueryOptions);
  return { user: query.data?.user ?? null, isLoading: query.isPending, error: query.error };
}

export const authApi = {
  signIn: (input: SignIn) => api.post<{ user: CurrentUser }>('/api/auth/sign-in', input),
  signUp: (input: SignUp) => api.post<{ user: CurrentUser }>('/api/auth/sign-up', input),
  signOut: () => api.post<{ ok: true }>('/api/auth/sign-out'),
};

/** After sign-in or sign-up the answer already holds the user: no second request. */
export function setSignedInUser(queryClient: QueryClient, user: CurrentUser | null) {
  queryClient.setQueryData<SessionInfo>(sessionQueryKey, { user });
}

export function useSetSignedInUser() {
  const queryClient = useQueryClient();
  return (user: CurrentUser | null) => setSignedInUser(queryClient, user);
}
