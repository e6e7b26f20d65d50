import type { FamilyMember, FamilyMemberList } from '@sahay/domain/family-members';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export const familyMembersKey = ['family-members'] as const;

/**
 * GET /api/family-members (issue 14 part 8): the signed-in patient's family members. Shared: /family edits them; the
 * dashboard's switcher, the consultation modal and the triage ask "Who is this for?" with them.
 */
export const familyMembersQueryOptions = () =>
  queryOptions({
    queryKey: familyMembersKey,
    queryFn: ({ signal }) => api.get<FamilyMemberList>('/api/family-members', signal),
  });

export function useFamilyMembers(enabled = true) {
  return useQuery({ ...familyMembersQueryOptions(), enabled });
}

/** The member a `?member=` names, once the list is loaded; null for the account holder or an unknown id. */
export function memberOf(members: readonly FamilyMember[] | undefined, id: string | null | undefined): FamilyMember | null {
  return (id && members?.find((member) => member.id === id)) || null;
}
