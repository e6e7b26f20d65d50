import { RealtimeClient, type ConnectionStatus, type SocketLike } from './realtime-client';
import { useSyncExternalStore } from 'react';

let client: RealtimeClient | undefined;
const listeners = new Set<() => void>();

function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/api/realtime`;
}

/**
 * The one socket of this tab (apps/server/src/realtime), opened on first use. It reconnects with back-off and
 * resumes each conversation from the last message id seen; coming back online or to the tab retries at once.
 */
export function realtime(): RealtimeClient {
  if (client) return client;
  const created = new RealtimeClient({
    open: () => new WebSocket(socketUrl()) as unknown as SocketLike,
    onStatus: () => listeners.forEach((listener) => listener()),
  });
  client = created;
  window.addEventListener('online', () => created.reconnectNow());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') created.reconnectNow();
  });
  return created;
}

/** Signing out closes the socket: the next person on this device opens their own. */
export function closeRealtime(): void {
  client?.close();
  client = undefined;
  listeners.forEach((listener) => listener());
}

export function useRealtimeStatus(): ConnectionStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => client?.status ?? 'connecting',
  );
}
