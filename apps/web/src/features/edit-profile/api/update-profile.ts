import type { CurrentUser } from '@sahay/domain/auth';
import type { Profile, ProfileUpdateInput } from '@sahay/domain/profile-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setSignedInUser } from '@/lib/auth-client';
import { profileQueryKey } from '@/lib/profile-query';
import { t } from '@/i18n/i18n';

/** PUT /api/profile; the header and the profile menu show the new name and location at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => api.put<{ profile: Profile; user: CurrentUser }>('/api/profile', input),
    // Spec 001 §8: 'Update Failed' with the error's message or 'Failed to update profile' (field errors go under fields).
    meta: { errorTitle: t('editProfile.updateFailed'), errorFallback: t('editProfile.updateFailedFallback') },
    onSuccess: ({ profile, user }) => {
      queryClient.setQueryData(profileQueryKey, profile);
      setSignedInUser(queryClient, user);
    },
  });
}
