import type { ChatMessage } from '@sahay/domain/chat';
import { useCallback, useEffect, useRef } from 'react';
import { api } from '@/lib/api-client';

/**
 * Tells the server how far this person has received and read the other member's messages. Received as soon
 * as it is on this device; read once the tab is visible. Reports are gathered for a moment and only go up.
 */
export function useReceipts(base: string, myUserId: string) {
  const latest = useRef(0);
  const reported = useRef({ delivered: 0, read: 0 });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    timer.current = undefined;
    const visible = document.visibilityState === 'visible';
    const delivered = latest.current;
    const read = visible ? latest.current : reported.current.read;
    if (delivered <= reported.current.delivered && read <= reported.current.read) return;
    reported.current = { delivered: Math.max(delivered, reported.current.delivered), read: Math.max(read, reported.current.read) };
    api.post(`${base}/receipts`, { deliveredUpTo: delivered, ...(read > 0 ? { readUpTo: read } : {}) }).catch(() => {
      // A lost receipt is sent again with the next one.
      reported.current = { delivered: 0, read: 0 };
    });
  }, [base]);

  const schedule = useCallback(() => {
    timer.current ??= setTimeout(flush, 300);
  }, [flush]);

  const report = useCallback(
    (messages: ChatMessage[]) => {
      const fromPeer = messages.filter((m) => m.senderId !== myUserId).map((m) => m.id);
      if (fromPeer.length === 0) return;
      latest.current = Math.max(latest.current, ...fromPeer);
      schedule();
    },
    [myUserId, schedule],
  );

  useEffect(() => {
    const onVisible = () => document.visibilityState === 'visible' && latest.current > 0 && schedule();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      clearTimeout(timer.current);
    };
  }, [schedule]);

  return { report };
}
