import { DEFAULT_APP_LANGUAGE, type AppLanguage } from '@sahay/domain/app-languages';
import { useEffect, useRef } from 'react';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/auth-client';
import { useProfile } from '@/lib/profile-query';
import { changeLanguage } from './i18n';
import { getLanguage } from './language';

/** Saves an account's app language in its profile (PUT /api/profile/language). */
export const saveAccountLanguage = (language: AppLanguage) => api.put('/api/profile/language', { language });

/**
 * Issue 20: an account's language follows the person. Once per sign-in: a language chosen on this device before
 * signing in (anything but the default) is kept in the profile; otherwise the profile's language is applied.
 */
export default function AccountLanguage() {
  const { user } = useSession();
  const profile = useProfile(Boolean(user));
  const syncedFor = useRef<string | null>(null);
  const saved = profile.data?.appLanguage;
  useEffect(() => {
    if (!user || !saved || syncedFor.current === user.id) return;
    syncedFor.current = user.id;
    const local = getLanguage();
    if (saved === local) return;
    if (local !== DEFAULT_APP_LANGUAGE) void saveAccountLanguage(local).catch(() => undefined);
    else void changeLanguage(saved).catch(() => undefined);
  }, [user, saved]);
  return null;
}
