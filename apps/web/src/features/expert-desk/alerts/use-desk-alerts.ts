import type { DeskAlert } from '@sahay/domain/expert-desk';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { realtime } from '@/lib/realtime';
import { deskKey } from '../api/desk-query';
import { playChime } from './alert-sound';
import { showBrowserNotification } from './browser-notifications';
import { deskAlertText } from './desk-alert-text';

const KEEP = 5;

/**
 * Issue 16: the desk listens on the tab's one socket for alerts addressed to this expert. Each shows on the desk,
 * chimes and, if allowed, raises a browser notification; the desk is fetched again so the request is listed. The
 * open socket is also what makes the expert "online" for offers, so each (re)connect refetches the desk too.
 */
export function useDeskAlerts(enabled: boolean) {
  const queryClient = useQueryClient();
  const [alerts, setAlerts] = useState<DeskAlert[]>([]);
  useEffect(() => {
    if (!enabled) return;
    return realtime().onPersonal((event) => {
      void queryClient.invalidateQueries({ queryKey: deskKey });
      if (event.type !== 'desk-alert') return;
      const { alert } = event;
      setAlerts((current) => [alert, ...current.filter((a) => a.consultationId !== alert.consultationId)].slice(0, KEEP));
      playChime();
      const text = deskAlertText(alert);
      showBrowserNotification(text.title, text.body, alert.consultationId);
    });
  }, [enabled, queryClient]);
  const dismiss = useCallback((consultationId: string) => setAlerts((current) => current.filter((a) => a.consultationId !== consultationId)), []);
  return { alerts, dismiss };
}
