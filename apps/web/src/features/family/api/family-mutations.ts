import type { FamilyMember, FamilyMemberInput } from '@sahay/domain/family-members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { t } from '@/i18n/i18n';
import { familyMembersKey } from '@/lib/family-members-query';

/** What a member's readings, records and the dashboard show changes with them: those queries are refreshed too. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: familyMembersKey }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      queryClient.invalidateQueries({ queryKey: ['vitals'] }),
    ]);
}

export function useSaveMember() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: FamilyMemberInput }) =>
      id ? api.patch<FamilyMember>(`/api/family-members/${id}`, input) : api.post<FamilyMember>('/api/family-members', input),
    meta: { errorTitle: t('family.saveFailed') },
    onSuccess: refresh,
  });
}

export function useRemoveMember() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/api/family-members/${id}`),
    meta: { errorTitle: t('family.removeFailed') },
    onSuccess: refresh,
  });
}
