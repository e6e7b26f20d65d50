import { DEFAULT_APP_LANGUAGE } from '@sahay/domain/app-languages';
import { use } from 'react';
import { loadDomainMessages, setDomainLocaliser } from './domain-messages';
import { useLanguage } from './i18n';

// Issue 20: the expert forms' validation messages (registration, the desk's hours, prescription and legal document)
// have their own Hindi module, so the patients' forms do not carry them. The expert's pages load it and make the
// domain messages' localiser say them first, then the others; the form fields say them as they say any other.

let pending: Promise<void> | null = null;
let loaded = false;

export function loadExpertDomainMessages(): Promise<void> {
  pending ??= Promise.all([import('@sahay/domain/expert-validation-messages-hi'), import('@sahay/domain/validation-messages-hi'), loadDomainMessages()]).then(
    ([expert, core]) => {
      setDomainLocaliser((message, language) => expert.localiseExpertValidationMessage(message, language) ?? core.localiseValidationMessage(message, language));
      loaded = true;
    },
  );
  pending.catch(() => (pending = null));
  return pending;
}

/** For an expert's page: suspends while the expert forms' messages load, so its fields say them in the reader's language. */
export function useExpertDomainMessages() {
  const language = useLanguage();
  if (language !== DEFAULT_APP_LANGUAGE && !loaded) use(loadExpertDomainMessages());
}
