import { DEFAULT_APP_LANGUAGE } from '@sahay/domain/app-languages';
import { useEffect, useSyncExternalStore } from 'react';
import { loadDomainMessages, setDomainLocaliser } from './domain-messages';
import { useLanguage } from './i18n';

// Issue 20: the expert forms' validation messages (registration, the desk's hours, prescription and legal document)
// have their own Hindi module, so the patients' forms do not carry them. The expert's pages load it and make the
// domain messages' localiser say them first, then the others; the form fields say them as they say any other.

let pending: Promise<void> | null = null;
let loaded = false;
const listeners = new Set<() => void>();

export function loadExpertDomainMessages(): Promise<void> {
  pending ??= Promise.all([import('@sahay/domain/expert-validation-messages-hi'), import('@sahay/domain/validation-messages-hi'), loadDomainMessages()]).then(
    ([expert, core]) => {
      setDomainLocaliser((message, language) => expert.localiseExpertValidationMessage(message, language) ?? core.localiseValidationMessage(message, language));
      loaded = true;
      for (const listener of listeners) listener();
    },
  );
  pending.catch(() => (pending = null));
  return pending;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const isLoaded = () => loaded;

/**
 * For an expert's page: loads the expert forms' messages for a reader of another language and renders again once
 * they are in. It does not suspend: a conditional use() followed by other hooks breaks React's replay of a component
 * that suspended while mounting (error 467), and a message is only shown after a check, long after they load.
 */
export function useExpertDomainMessages() {
  const language = useLanguage();
  useSyncExternalStore(subscribe, isLoaded, isLoaded);
  useEffect(() => {
    if (language !== DEFAULT_APP_LANGUAGE) loadExpertDomainMessages().catch(() => undefined);
  }, [language]);
}
