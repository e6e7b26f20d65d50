import { CALL_LIFE_MESSAGES, CALL_MESSAGES, CALL_SIGNALS_PER_MINUTE, callsOpen, ConsultationStatusSchema, type ClientEvent } from '@sahay/domain';
import type { Database } from '../db/client';
import type { Logger } from '../lib/logger';
import { publish, type BusEvent } from './bus';
import type { CallLog } from './call-log';
import type { ConversationAccess } from './conversation-access';
import { addTo, removeFrom } from './multimap';
import type { SocketClient } from './socket-client';

export type CallClientEvent = Extract<ClientEvent, { type: 'call-join' | 'call-signal' | 'call-leave' }>;

const MINUTE_MS = 60_000;

export interface CallSignallingDeps {
  db: Database;
  logger: Logger;
  conversations: Pick<ConversationAccess, 'callPeerOf'>;
  callLog?: CallLog;
  now?: () => number;
}

/**
 * Issue 15 part 1: relays WebRTC signalling between the two members of a consultation, through NOTIFY so that
 * each may be connected to any instance. Membership (and an open consultation) is checked on every message; the
 * media never passes through here.
 */
export class CallSignalling {
  /** This instance's sockets in a call, by consultation. */
  private readonly inCall = new Map<string, Set<SocketClient>>();
  /** Each socket's messages are handled in order: a candidate never overtakes the description before it. */
  private readonly queues = new WeakMap<SocketClient, Promise<void>>();
  private readonly sent = new WeakMap<SocketClient, { since: number; count: number }>();
  private readonly now: () => number;

  constructor(private readonly deps: CallSignallingDeps) {
    this.now = deps.now ?? Date.now;
  }

  handle(client: SocketClient, event: CallClientEvent): Promise<void> {
    const next = (this.queues.get(client) ?? Promise.resolve())
      .then(() => this.process(client, event))
      .catch((error: unknown) => this.deps.logger.warn({ err: error }, 'realtime: call signal not relayed'));
    this.queues.set(client, next);
    return next;
  }

  /** A signal from another member (on any instance) for this instance's sockets of its addressee. */
  deliver(event: Extract<BusEvent, { t: 'call' }>): void {
    let present = false;
    for (const client of this.inCall.get(event.c) ?? []) {
      if (client.userId !== event.to) continue;
      present = true;
      client.send({ type: 'call-signal', consultationId: event.c, fromUserId: event.f, signal: event.x });
    }
    // A page joined and a page of the other member is here in the call: both are in, the call starts (issue 15 part 4).
    if (present && event.x.kind === 'hello') this.log('bothIn', event.c);
  }

  /** The other member's access ended: this instance's pages of `userId` in that call see it end. */
  peerEnded(consultationId: string, userId: string, message: string): void {
    for (const client of [...(this.inCall.get(consultationId) ?? [])]) if (client.userId === userId) this.end(client, consultationId, message);
  }

  /** A consultation's members or status changed: whoever may no longer call there is out of its call. */
  membersChanged(consultationId: string, members: string[], status: string): void {
    const parsed = ConsultationStatusSchema.safeParse(status);
    const open = parsed.success && callsOpen(parsed.data);
    if (!open && this.inCall.has(consultationId)) this.log('ended', consultationId);
    for (const client of [...(this.inCall.get(consultationId) ?? [])]) {
      if (open && members.includes(client.userId)) continue;
      // A member who lost access (a suspended expert): the other member's call ends too.
      if (open) this.tellPeer(client, consultationId);
      this.end(client, consultationId, open ? CALL_MESSAGES.notMember : CALL_MESSAGES.closed);
    }
  }

  /** The person's access ended (sign-out, deletion, suspension): each of the socket's calls ends, for the other member too. */
  endAll(client: SocketClient, message: string = CALL_MESSAGES.ended): void {
    for (const consultationId of [...client.calls.keys()]) {
      this.tellPeer(client, consultationId);
      this.end(client, consultationId, message);
    }
  }

  private tellPeer(client: SocketClient, consultationId: string): void {
    const joined = client.calls.get(consultationId);
    if (!joined) return;
    this.log('ended', consultationId);
    void publish(this.deps.db, { t: 'call-end', c: consultationId, u: joined.peerUserId, m: CALL_LIFE_MESSAGES.peerLeft }).catch((error: unknown) =>
      this.deps.logger.warn({ err: error }, 'realtime: call end not relayed'),
    );
  }

  private log(what: keyof CallLog, consultationId: string): void {
    this.deps.callLog?.[what](consultationId).catch((error: unknown) => this.deps.logger.warn({ err: error, consultationId }, 'realtime: call not logged'));
  }

  /** A socket closed: the other member hears that this page left. */
  async socketClosed(client: SocketClient): Promise<void> {
    await Promise.all([...client.calls.keys()].map((consultationId) => this.handle(client, { type: 'call-leave', consultationId })));
  }

  private end(client: SocketClient, consultationId: string, message: string): void {
    client.send({ type: 'call-ended', consultationId, message });
    void this.handle(client, { type: 'call-leave', consultationId });
  }

  private async process(client: SocketClient, event: CallClientEvent): Promise<void> {
    const { consultationId } = event;
    if (event.type === 'call-leave') return this.leave(client, consultationId);
    // A join queued behind the socket's close would leave it in the call for good.
    if (client.ws.readyState !== client.ws.OPEN) return;
    if (!this.withinLimit(client)) return client.send({ type: 'error', consultationId, code: 'BAD_REQUEST', message: CALL_MESSAGES.tooFast });
    const access = await this.deps.conversations.callPeerOf(client.userId, consultationId);
    if (!access.ok) {
      this.deps.logger.warn({ userId: client.userId, consultationId, event: event.type }, 'realtime: call signalling refused');
      await this.leave(client, consultationId);
      return client.send({ type: 'call-ended', consultationId, message: access.message });
    }
    const to = access.peerUserId;
    if (event.type === 'call-join') {
      client.calls.set(consultationId, { sid: event.sid, peerUserId: to });
      addTo(this.inCall, consultationId, client);
      return publish(this.deps.db, { t: 'call', c: consultationId, f: client.userId, to, x: { kind: 'hello', sid: event.sid } });
    }
    if (client.calls.get(consultationId)?.sid !== event.signal.sid) {
      return client.send({ type: 'error', consultationId, code: 'BAD_REQUEST', message: 'Join the call before signalling in it' });
    }
    await publish(this.deps.db, { t: 'call', c: consultationId, f: client.userId, to, x: event.signal });
    if (event.signal.kind === 'hangup') this.log('ended', consultationId);
  }

  private async leave(client: SocketClient, consultationId: string): Promise<void> {
    const joined = client.calls.get(consultationId);
    if (!joined) return;
    client.calls.delete(consultationId);
    removeFrom(this.inCall, consultationId, client);
    this.log('left', consultationId);
    await publish(this.deps.db, { t: 'call', c: consultationId, f: client.userId, to: joined.peerUserId, x: { kind: 'bye', sid: joined.sid } });
  }

  private withinLimit(client: SocketClient): boolean {
    const now = this.now();
    const window = this.sent.get(client);
    if (!window || now - window.since >= MINUTE_MS) {
      this.sent.set(client, { since: now, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= CALL_SIGNALS_PER_MINUTE;
  }
}
