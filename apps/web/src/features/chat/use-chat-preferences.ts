import { useCallback, useState } from 'react';
import { toast } from '@/lib/toast';
import { useT } from '@/i18n/i18n';
import { CHAT_AREA } from './chat-area';

const NOTIFY_KEY = 'chat-notifications';
const AI_KEY = 'chat-ai-assistant';

function stored(key: string, fallback: boolean): boolean {
  try {
    const value = localStorage.getItem(key);
    return value === null ? fallback : value === 'true';
  } catch {
    return fallback;
  }
}

function store(key: string, value: boolean) {
  try {
    localStorage.setItem(key, String(value));
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
}

/** The side panel's two toggles, remembered on this device. Notifications need the browser's permission. */
export function useChatPreferences() {
  const [notify, setNotify] = useState(() => stored(NOTIFY_KEY, false) && typeof Notification !== 'undefined' && Notification.permission === 'granted');
  const [assistant, setAssistant] = useState(() => stored(AI_KEY, true));
  const { t } = useT(CHAT_AREA);

  const changeNotify = useCallback(
    async (on: boolean) => {
      if (on) {
        if (typeof Notification === 'undefined') return toast.error(t('chat.notifyUnavailable'), { description: t('chat.notifyUnavailableText') });
        const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
        if (permission !== 'granted') return toast.error(t('chat.notifyBlocked'), { description: t('chat.notifyBlockedText') });
      }
      setNotify(on);
      store(NOTIFY_KEY, on);
    },
    [t],
  );

  const changeAssistant = useCallback((on: boolean) => {
    setAssistant(on);
    store(AI_KEY, on);
  }, []);

  return { notify, changeNotify, assistant, changeAssistant };
}

/** Issue 6: with the toggle on, a message that arrives while the tab is hidden raises a browser notification. */
export function notifyIfHidden(enabled: boolean, title: string, body: string, tag: string) {
  if (!enabled || document.visibilityState !== 'hidden' || typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const notification = new Notification(title, { body, tag, icon: '/icon-192.png' });
  notification.onclick = () => {
    window.focus();
    notification.close();
  };
}
