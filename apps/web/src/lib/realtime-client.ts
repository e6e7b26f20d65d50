import type { CallSignal, ChatMessage, ClientCallSignal, ClientEvent, ServerEvent } from '@sahay/domain';

/*
 * The browser's reconnecting client for /api/realtime: one socket, conversations subscribed over it, catch-up
 * after every reconnect so each message arrives once. The server's realtime tests drive this same client.
 */

/** The part of a WebSocket this client uses: the browser's and the `ws` package's both fit. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type ConnectionStatus = 'connecting' | 'open' | 'offline';

export interface ConversationHandlers {
  /** Each message once, whether it came live or in a catch-up. */
  onMessage(message: ChatMessage): void;
  onEvent?(event: ServerEvent): void;
}

/** Issue 15: one page's part in a consultation's call. */
export interface CallHandlers {
  onSignal(fromUserId: string, signal: CallSignal): void;
  /** The server ended this page's part (refused, consultation closed, access ended). */
  onEnded(message: string): void;
}

/** The close code of a socket whose person's access ended (apps/server/src/realtime/hub.ts). */
const ACCESS_ENDED = 4001;
const ACCESS_ENDED_MESSAGE = 'The call ended because your access to this consultation ended';

export interface RealtimeClientOptions {
  open(): SocketLike;
  onStatus?(status: ConnectionStatus): void;
  /** Milliseconds before reconnect attempt n (0-based). Default: 0.5 s doubling to 15 s, with jitter. */
  backoff?(attempt: number): number;
}

const OPEN = 1;

export function defaultBackoff(attempt: number): number {
  const base = Math.min(15_000, 500 * 2 ** attempt);
  return base / 2 + Math.random() * (base / 2);
}

interface Subscription {
  lastId: number;
  seen: Set<number>;
  handlers: ConversationHandlers;
}

/**
 * One socket for all of a person's conversations. It reconnects with back-off and, on every (re)connect,
 * resubscribes each conversation from the last id it saw, so nothing is missed; ids already seen are dropped,
 * so nothing shows twice.
 */
export class RealtimeClient {
  private socket: SocketLike | undefined;
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly personal = new Set<(event: ServerEvent) => void>();
  private readonly calls = new Map<string, { sid: string; handlers: CallHandlers }>();
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;
  status: ConnectionStatus = 'connecting';

  constructor(private readonly options: RealtimeClientOptions) {
    this.connect();
  }

  subscribe(consultationId: string, lastId: number, handlers: ConversationHandlers): () => void {
    const sub: Subscription = { lastId, seen: new Set(), handlers };
    this.subscriptions.set(consultationId, sub);
    this.send({ type: 'subscribe', consultationId, afterId: lastId });
    return () => {
      if (this.subscriptions.get(consultationId) !== sub) return;
      this.subscriptions.delete(consultationId);
      this.send({ type: 'unsubscribe', consultationId });
    };
  }

  /**
   * Events addressed to the person rather than to a conversation (an expert's desk alerts, calls ringing), and `ready` after
   * each (re)connect, so a listener can refresh what it may have missed meanwhile.
   */
  onPersonal(listener: (event: ServerEvent) => void): () => void {
    this.personal.add(listener);
    return () => this.personal.delete(listener);
  }

  /** Messages fetched over HTTP count as seen, so the socket does not deliver them again. */
  markSeen(consultationId: string, ids: number[]): void {
    const sub = this.subscriptions.get(consultationId);
    if (!sub) return;
    for (const id of ids) {
      sub.seen.add(id);
      sub.lastId = Math.max(sub.lastId, id);
    }
  }

  typing(consultationId: string): void {
    this.send({ type: 'typing', consultationId });
  }

  /** Joins the consultation's call as page `sid`; joined again after every reconnect. Returns leave(). */
  joinCall(consultationId: string, sid: string, handlers: CallHandlers): () => void {
    this.calls.set(consultationId, { sid, handlers });
    this.send({ type: 'call-join', consultationId, sid });
    return () => {
      if (this.calls.get(consultationId)?.sid !== sid) return;
      this.calls.delete(consultationId);
      this.send({ type: 'call-leave', consultationId });
    };
  }

  /** To the other member of the call; dropped while the socket is down (the pages negotiate again on rejoin). */
  signal(consultationId: string, signal: ClientCallSignal): void {
    if (this.calls.has(consultationId)) this.send({ type: 'call-signal', consultationId, signal });
  }

  /** Try now (the network is back, the tab is visible again) instead of waiting out the back-off. */
  reconnectNow(): void {
    if (this.closed || this.status === 'open') return;
    clearTimeout(this.timer);
    this.attempt = 0;
    this.connect();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    this.socket?.close(1000, 'done');
  }

  private send(event: ClientEvent): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(event));
  }

  private setStatus(status: ConnectionStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.options.onStatus?.(status);
  }

  private connect(): void {
    if (this.closed) return;
    this.setStatus(this.attempt === 0 ? 'connecting' : 'offline');
    const socket = this.options.open();
    this.socket = socket;
    socket.onopen = () => {
      for (const [consultationId, sub] of this.subscriptions) this.send({ type: 'subscribe', consultationId, afterId: sub.lastId });
      for (const [consultationId, call] of this.calls) this.send({ type: 'call-join', consultationId, sid: call.sid });
    };
    socket.onmessage = (event) => this.onServerEvent(event.data);
    socket.onerror = () => undefined;
    socket.onclose = (event) => {
      if ((event as { code?: number } | undefined)?.code === ACCESS_ENDED) this.endCalls(ACCESS_ENDED_MESSAGE);
      if (this.socket !== socket || this.closed) return;
      this.socket = undefined;
      this.setStatus('offline');
      this.timer = setTimeout(() => this.connect(), (this.options.backoff ?? defaultBackoff)(this.attempt));
      this.attempt += 1;
    };
  }

  private endCalls(message: string, consultationId?: string): void {
    for (const [id, call] of [...this.calls]) {
      if (consultationId && id !== consultationId) continue;
      this.calls.delete(id);
      call.handlers.onEnded(message);
    }
  }

  private onServerEvent(data: unknown): void {
    let event: ServerEvent;
    try {
      event = JSON.parse(typeof data === 'string' ? data : String(data)) as ServerEvent;
    } catch {
      return;
    }
    if (event.type === 'ready') {
      this.attempt = 0;
      this.setStatus('open');
      this.personal.forEach((listener) => listener(event));
      return;
    }
    if (event.type === 'desk-alert' || event.type === 'call-ring' || event.type === 'call-update') {
      this.personal.forEach((listener) => listener(event));
      return;
    }
    if (event.type === 'call-signal') return this.calls.get(event.consultationId)?.handlers.onSignal(event.fromUserId, event.signal);
    if (event.type === 'call-ended') return this.endCalls(event.message, event.consultationId);
    if (event.type === 'resync') {
      for (const [consultationId, sub] of this.subscriptions) this.send({ type: 'subscribe', consultationId, afterId: sub.lastId });
      return;
    }
    if (event.type === 'message') {
      const sub = this.subscriptions.get(event.message.consultationId);
      if (!sub || sub.seen.has(event.message.id)) return;
      sub.seen.add(event.message.id);
      sub.lastId = Math.max(sub.lastId, event.message.id);
      sub.handlers.onMessage(event.message);
      return;
    }
    const consultationId = 'consultationId' in event ? event.consultationId : undefined;
    if (consultationId) this.subscriptions.get(consultationId)?.handlers.onEvent?.(event);
    else for (const sub of this.subscriptions.values()) sub.handlers.onEvent?.(event);
  }
}
