import { DEFAULT_APP_LANGUAGE, type AppLanguage } from '@sahay/domain/app-languages';
import { useLanguage } from './i18n';
import { getLanguage } from './language';
import { suspendUntil } from './suspend-until';

// Issue 20 part 2: the domain's validation messages (packages/domain/src/validation-messages.ts) are said in the
// schemas' English; a form shows them in the reader's language through their keys. The Hindi texts load with the
// first form a Hindi reader sees, not with the shell.

type Localise = (message: string, language: AppLanguage) => string;
let localise: Localise | null = null;
let pending: Promise<void> | null = null;

export function loadDomainMessages(): Promise<void> {
  pending ??= import('@sahay/domain/validation-messages-hi').then((module) => {
    localise = module.localiseValidationMessage;
  });
  pending.catch(() => (pending = null));
  return pending;
}

/** Replaces the localiser once it has loaded: i18n/expert-domain-messages.ts adds the expert forms' messages. */
export const setDomainLocaliser = (say: Localise) => void (localise = say);

/** A domain message in `language` (as it is while the Hindi texts have not loaded). */
export function sayDomainMessage(message: string, language: AppLanguage = getLanguage()): string {
  return language === DEFAULT_APP_LANGUAGE || !localise ? message : localise(message, language);
}

/** For a component: says domain messages in the current language, suspending while its texts load. */
export function useDomainMessages() {
  const language = useLanguage();
  if (language !== DEFAULT_APP_LANGUAGE && !localise) suspendUntil(loadDomainMessages());
  return (message: string) => sayDomainMessage(message, language);
}
