import { APP_LANGUAGE_NAMES, type AppLanguage } from '@sahay/domain/app-languages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '@/lib/auth-client';
import { cn } from '@/lib/cn';
import { changeLanguage, useT } from './i18n';

/** Chooses the app's language; an account keeps the choice in its profile, so it follows the person to any device. */
export function useChooseLanguage() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const choose = async (language: AppLanguage) => {
    setBusy(true);
    try {
      await changeLanguage(language);
      // What the server wrote in the old language (device names, routing reasons) is fetched again in the new one.
      void queryClient.invalidateQueries();
      // An account keeps it (loaded with the choice: the shell stays small).
      if (user) await import('./account-language').then((m) => m.saveAccountLanguage(language)).catch(() => undefined);
    } finally {
      setBusy(false);
    }
  };
  return { choose, busy };
}

/** Issue 20 part 2: the header's language switch, one button that switches to the other language, named in it. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, language } = useT();
  const { choose, busy } = useChooseLanguage();
  const other: AppLanguage = language === 'en' ? 'hi' : 'en';
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void choose(other)}
      aria-label={`${APP_LANGUAGE_NAMES[other]} · ${t('language.switch')}`}
      className={cn(
        'flex h-11 min-w-11 items-center justify-center rounded-full border border-border bg-surface px-2 text-sm font-semibold hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary',
        className,
      )}
    >
      <span lang={other}>{other === 'hi' ? 'हिन्दी' : 'EN'}</span>
    </button>
  );
}
