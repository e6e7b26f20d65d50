import { randomUUID } from 'node:crypto';
import { ClientEventSchema, type ChatMessage, type ClientEvent, type ServerEvent } from '@sahay/domain';
import type { RawData, WebSocket } from 'ws';
import type { DatabaseHandle } from '../db/client';
import type { Unlisten } from '../db/listen';
import type { Logger } from '../lib/logger';
import { closeSocketsOf, PartAssembler, publish, REALTIME_CHANNEL, type BusEvent } from './bus';
import { CallSignalling } from './call-signalling';
import { catchUp } from './catch-up';
import type { CallLog } from './call-log';
import type { ConversationAccess } from './conversation-access';
import { dropInstance, HEARTBEAT_MS, presenceOf, sweepPresence } from './presence';
import { PresenceWriter } from './presence-writer';
import { MembershipGate } from './membership-gate';
import { addTo, removeFrom } from './multimap';
import { SocketClient } from './socket-client';

/** The close code a socket gets when its person's access ended (sign-out, deletion, suspension). */
export const ACCESS_ENDED = 4001;

const NO_LONGER_MEMBER = 'This conversation is no longer open to you';

export interface RealtimeHubDeps {
  database: DatabaseHandle;
  logger: Logger;
  conversations: ConversationAccess;
  /** Issue 15 part 4: where the calls' start and end are written (the calls module). */
  callLog?: CallLog;
  clock?: { now(): Date };
}

/**
 * One per server instance: holds this instance's sockets, hears every instance's writes through LISTEN, and
 * passes each event to the local sockets subscribed to its conversation (docs/decisions/040).
 */
export class RealtimeHub {
  readonly instanceId = randomUUID();
  private readonly byConversation = new Map<string, Set<SocketClient>>();
  private readonly watchers = new Map<string, Set<SocketClient>>();
  private readonly socketsPerUser = new Map<string, number>();
  private readonly clients = new Set<SocketClient>();
  private unlisten: Unlisten | undefined;
  private timer: NodeJS.Timeout | undefined;
  private closing = false;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly gate: MembershipGate;
  private readonly calls: CallSignalling;
  private readonly parts = new PartAssembler();
  private readonly presence: PresenceWriter;

  private readonly database: DatabaseHandle;
  private readonly logger: Logger;
  private readonly conversations: ConversationAccess;
  /** The time presence is recorded and judged by; tests move it instead of waiting for beats to go stale. */
  private readonly clock: { now(): Date };

  constructor(deps: RealtimeHubDeps) {
    this.database = deps.database;
    this.logger = deps.logger;
    this.conversations = deps.conversations;
    this.clock = deps.clock ?? { now: () => new Date() };
    this.presence = new PresenceWriter(deps.database.db, this.instanceId, deps.logger);
    this.gate = new MembershipGate(deps.conversations, deps.logger);
    this.calls = new CallSignalling({ db: deps.database.db, logger: deps.logger, conversations: deps.conversations, callLog: deps.callLog });
  }

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(REALTIME_CHANNEL, {
      onPayload: (payload) => this.onBusEvent(payload),
      // Notifications sent while the listening connection was down are lost: every client asks again.
      onReconnect: () => this.clients.forEach((client) => client.send({ type: 'resync' })),
    });
    this.timer = setInterval(() => void this.beat(), HEARTBEAT_MS);
    this.timer.unref();
    // Rows an instance left behind when it died (on PGlite: this same server, before a crash) go at once.
    await this.sweepPresence();
  }

  /**
   * Refreshes this instance's presence rows and removes those of instances that stopped beating, announcing their
   * people offline to every instance (decision 061). Runs every beat; tests call it after moving the clock.
   */
  async sweepPresence(): Promise<void> {
    await sweepPresence(this.database.db, this.instanceId, this.clock.now()).catch((error: unknown) =>
      this.logger.warn({ err: error }, 'realtime: presence sweep failed'),
    );
  }

  /** Shutting down: sockets are refused, so their clients wait for this instance's successor (or another instance). */
  get isClosing(): boolean {
    return this.closing;
  }

  get socketCount(): number {
    return this.clients.size;
  }

  async close(): Promise<void> {
    // Sockets closed below must not write presence one by one: dropInstance clears this instance at once.
    this.closing = true;
    clearInterval(this.timer);
    await this.unlisten?.();
    // 1012 "service restart": clients reconnect, to this instance once it is back or to another one.
    for (const client of this.clients) client.ws.close(1012, 'restarting');
    await Promise.allSettled([...this.inFlight]);
    await this.presence.close();
    await dropInstance(this.database.db, this.instanceId).catch(() => undefined);
  }

  /** Closes a person's sockets on every instance (through NOTIFY): all of them, or those of one session (sign-out); their calls end. */
  async closeSocketsOf(userId: string, sessionId?: string): Promise<void> {
    await closeSocketsOf(this.database.db, userId, sessionId);
  }

  /** A socket authenticated as `userId` (in session `sessionId`) has opened. */
  async connect(userId: string, ws: WebSocket, sessionId?: string): Promise<SocketClient> {
    const client = new SocketClient(userId, ws, sessionId);
    if (this.closing) {
      ws.close(1012, 'restarting');
      return client;
    }
    this.clients.add(client);
    ws.on('pong', () => {
      client.alive = true;
    });
    ws.on('message', (data: RawData) => void this.onClientMessage(client, Buffer.isBuffer(data) ? data.toString('utf8') : ''));
    ws.on('close', () => {
      // Tracked so that shutdown waits for presence writes before the database closes.
      const work = this.disconnect(client).finally(() => this.inFlight.delete(work));
      this.inFlight.add(work);
    });
    const count = (this.socketsPerUser.get(userId) ?? 0) + 1;
    this.socketsPerUser.set(userId, count);
    // Ready once the presence write (and the notice that they came online) is committed, in a batch with others.
    await this.presence.record(userId, count, this.clock.now());
    client.send({ type: 'ready' });
    return client;
  }

  private async disconnect(client: SocketClient): Promise<void> {
    if (!this.clients.delete(client) || this.closing) return;
    await this.calls.socketClosed(client);
    for (const [consultationId, sub] of client.subscriptions) this.unsubscribe(client, consultationId, sub.peerUserId);
    const count = (this.socketsPerUser.get(client.userId) ?? 1) - 1;
    if (count > 0) this.socketsPerUser.set(client.userId, count);
    else this.socketsPerUser.delete(client.userId);
    // A failed write is retried by the writer; the offline notice goes with it.
    await this.presence.record(client.userId, count, this.clock.now()).catch(() => undefined);
  }

  private async onClientMessage(client: SocketClient, raw: string): Promise<void> {
    const event = parseClientEvent(raw);
    if (!event) return client.send({ type: 'error', code: 'BAD_REQUEST', message: 'Unknown event' });
    switch (event.type) {
      case 'subscribe':
        return this.subscribe(client, event.consultationId, event.afterId);
      case 'unsubscribe': {
        const sub = client.subscriptions.get(event.consultationId);
        if (sub) this.unsubscribe(client, event.consultationId, sub.peerUserId);
        return;
      }
      case 'typing':
        if (client.subscriptions.has(event.consultationId) && client.mayAnnounceTyping(event.consultationId)) {
          await publish(this.database.db, { t: 'typing', c: event.consultationId, u: client.userId });
        }
        return;
      case 'call-join':
      case 'call-signal':
      case 'call-leave':
        return this.calls.handle(client, event);
      case 'ping':
        return;
    }
  }

  private async subscribe(client: SocketClient, consultationId: string, afterId: number): Promise<void> {
    const membership = await this.conversations.peerOf(client.userId, consultationId);
    if (!membership) return client.send({ type: 'error', consultationId, code: 'FORBIDDEN', message: 'You are not part of this conversation' });
    const { peerUserId } = membership;
    const existing = client.subscriptions.get(consultationId);
    if (existing) this.unsubscribe(client, consultationId, existing.peerUserId);
    // Subscribe first, then read: whatever commits meanwhile is either in the read or in `pending`.
    const sub = { peerUserId, pending: [] as ChatMessage[], sentDuringCatchUp: new Set<number>() };
    client.subscriptions.set(consultationId, sub);
    addTo(this.byConversation, consultationId, client);
    if (peerUserId) addTo(this.watchers, peerUserId, client);
    try {
      await catchUp(this.conversations, client, consultationId, afterId, sub);
      if (peerUserId) {
        const presence = (await presenceOf(this.database.db, [peerUserId], this.clock.now())).get(peerUserId);
        if (presence) client.send({ type: 'presence', userId: peerUserId, ...presence });
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'realtime: catch-up failed');
      client.ws.close(1011, 'catch-up failed');
    }
  }

  private unsubscribe(client: SocketClient, consultationId: string, peerUserId: string | null): void {
    client.subscriptions.delete(consultationId);
    removeFrom(this.byConversation, consultationId, client);
    if (!this.byConversation.has(consultationId)) this.gate.forget(consultationId);
    if (peerUserId && ![...client.subscriptions.values()].some((s) => s.peerUserId === peerUserId)) removeFrom(this.watchers, peerUserId, client);
  }

  /** Synchronous up to the queue of the event's conversation, so events keep the order NOTIFY gave them. */
  private onBusEvent(payload: string): void {
    try {
      const received = JSON.parse(payload) as BusEvent;
      const event = received.t === 'part' ? this.parts.add(received) : received;
      if (!event || event.t === 'part') return;
      if (event.t === 'message-ref') {
        return this.fanOut(event.c, async (deliver) => {
          const message = await this.conversations.message(event.id);
          if (message) await deliver((client) => client.deliver(message));
        });
      }
      this.dispatch(event);
    } catch (error) {
      this.logger.warn({ err: error }, 'realtime: bad notification');
    }
  }

  private dispatch(event: Exclude<BusEvent, { t: 'message-ref' | 'part' }>): void {
    switch (event.t) {
      case 'message':
        return this.fanOut(event.m.consultationId, (deliver) => deliver((client) => client.deliver(event.m)));
      case 'receipt':
        return this.fanOut(event.c, (deliver) =>
          deliver((client) => client.send({ type: 'receipt', consultationId: event.c, userId: event.u, deliveredUpTo: event.d, readUpTo: event.r })),
        );
      case 'typing':
        return this.fanOut(event.c, (deliver) =>
          deliver((client) => {
            if (client.userId !== event.u) client.send({ type: 'typing', consultationId: event.c, userId: event.u });
          }),
        );
      case 'members':
        // Calls end whether or not a chat of the consultation is open here.
        this.calls.membersChanged(event.c, event.u, event.s);
        // Replaces the cached lookup in order with the conversation's other events: what follows goes to the new members only.
        return this.fanOut(event.c, (deliver) => {
          this.gate.replace(event.c, event.u);
          return deliver((client) => client.send({ type: 'status', consultationId: event.c, status: event.s }));
        });
      case 'close':
        return this.closeLocal(event.u, event.s);
      case 'desk':
        for (const client of this.clients) if (client.userId === event.u) client.send({ type: 'desk-alert', alert: event.a });
        return;
      case 'call':
        return this.calls.deliver(event);
      case 'call-end':
        return this.calls.peerEnded(event.c, event.u, event.m);
      case 'user':
        for (const client of this.clients) if (client.userId === event.u) client.send(event.e);
        return;
      case 'presence': {
        const update: ServerEvent = { type: 'presence', userId: event.u, online: event.online, lastSeenAt: event.at };
        this.watchers.get(event.u)?.forEach((client) => client.send(update));
        return;
      }
    }
  }

  /**
   * Queues work on one conversation's events. `deliver` re-checks membership first: a subscriber who is no longer
   * a member (referred away, suspended) is unsubscribed and told so instead of receiving the event.
   */
  private fanOut(consultationId: string, work: (deliver: (each: (client: SocketClient) => void) => Promise<void>) => Promise<void> | void): void {
    if (!this.byConversation.has(consultationId)) {
      this.gate.forget(consultationId);
      return;
    }
    const deliver = async (each: (client: SocketClient) => void) => {
      const subscribers = this.byConversation.get(consultationId);
      if (!subscribers) return;
      const members = await this.gate.current(consultationId);
      for (const client of [...subscribers]) {
        if (members.has(client.userId)) each(client);
        else this.revoke(client, consultationId);
      }
    };
    this.gate.enqueue(consultationId, () => work(deliver));
  }

  private revoke(client: SocketClient, consultationId: string): void {
    const sub = client.subscriptions.get(consultationId);
    if (sub) this.unsubscribe(client, consultationId, sub.peerUserId);
    client.send({ type: 'error', consultationId, code: 'FORBIDDEN', message: NO_LONGER_MEMBER });
  }

  /** Access ended: this instance's sockets of the person close, and cached memberships are looked up again. */
  private closeLocal(userId: string, sessionId: string | undefined): void {
    this.gate.forget();
    for (const client of this.clients) {
      if (client.userId !== userId || (sessionId && client.sessionId !== sessionId)) continue;
      for (const [consultationId, sub] of client.subscriptions) this.unsubscribe(client, consultationId, sub.peerUserId);
      this.calls.endAll(client);
      client.ws.close(ACCESS_ENDED, 'access ended');
    }
  }

  /** Pings find dead sockets (a phone that lost its network sends no close); the sweep keeps presence fresh. */
  private async beat(): Promise<void> {
    for (const client of this.clients) {
      if (!client.alive) {
        client.ws.terminate();
        continue;
      }
      client.alive = false;
      client.ws.ping();
    }
    await this.sweepPresence();
  }
}

function parseClientEvent(raw: string): ClientEvent | undefined {
  try {
    return ClientEventSchema.safeParse(JSON.parse(raw)).data;
  } catch {
    return undefined;
  }
}
