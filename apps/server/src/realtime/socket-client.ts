import type { ChatMessage, ServerEvent } from '@sahay/domain';
import type { WebSocket } from 'ws';

// A socket that cannot keep up (a phone on a bad network) is dropped rather than buffering without bound;
// its client reconnects and catches up from the last id it saw.
const MAX_BUFFERED_BYTES = 1024 * 1024;

export interface Subscription {
  peerUserId: string | null;
  /** Live messages that arrive while the catch-up query runs wait here; null once caught up. */
  pending: ChatMessage[] | null;
  /** Ids sent during catch-up, so a message both queried and announced goes out once. */
  sentDuringCatchUp: Set<number>;
}

/** One open socket of one signed-in person. */
export class SocketClient {
  readonly subscriptions = new Map<string, Subscription>();
  /** Issue 15: the calls this socket is in, by consultation: its page's id and the other member. */
  readonly calls = new Map<string, { sid: string; peerUserId: string }>();
  alive = true;
  private lastTypingAt = new Map<string, number>();

  constructor(
    readonly userId: string,
    readonly ws: WebSocket,
    /** The session that opened it, so signing out closes that session's sockets. */
    readonly sessionId?: string,
  ) {}

  send(event: ServerEvent): void {
    if (this.ws.readyState !== this.ws.OPEN) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.ws.terminate();
      return;
    }
    this.ws.send(JSON.stringify(event));
  }

  /** Sends a message unless it went out already during the catch-up of its conversation. */
  deliver(message: ChatMessage): void {
    const sub = this.subscriptions.get(message.consultationId);
    if (!sub) return;
    if (sub.pending) {
      sub.pending.push(message);
      return;
    }
    if (sub.sentDuringCatchUp.has(message.id)) return;
    this.send({ type: 'message', message });
  }

  /** At most one typing notice per conversation every two seconds travels through the database. */
  mayAnnounceTyping(consultationId: string, now = Date.now()): boolean {
    const last = this.lastTypingAt.get(consultationId) ?? 0;
    if (now - last < 2000) return false;
    this.lastTypingAt.set(consultationId, now);
    return true;
  }
}
