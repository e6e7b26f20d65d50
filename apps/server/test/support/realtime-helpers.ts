import type { ChatMessage, ServerEvent } from '@sahay/domain';
// The browser's own client, so these tests prove what the web app gets.
import { RealtimeClient } from '../../../web/src/lib/realtime-client';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { users } from '../../src/db/schema/auth';
import { experts } from '../../src/db/schema/experts';
import { publish, REALTIME_CHANNEL, type BusEvent } from '../../src/realtime/bus';
import type { RunningServer } from '../../src/server';
import { buildSignUp } from './factories';
import type { TestApp } from './test-app';

/** A person signed in against a running server over real HTTP, as a browser would be. */
export class LivePerson {
  constructor(
    public baseUrl: string,
    readonly cookie: string,
    readonly id: string,
    /** The public origin browsers send; another instance of the same site keeps it. */
    readonly origin = baseUrl,
  ) {}

  async call<T = any>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { cookie: this.cookie, origin: this.origin, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  }

  /** A raw socket, to this person's server or another instance of it (the Origin stays the public one). */
  socket(baseUrl = this.baseUrl): WebSocket {
    return new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/realtime`, { headers: { cookie: this.cookie, origin: this.origin } });
  }

  /** The product's own client (reconnect, resume, de-duplication) on this person's cookie. */
  client(onStatus?: (status: string) => void): RealtimeClient {
    return new RealtimeClient({ open: () => this.socket() as never, onStatus, backoff: () => 100 });
  }
}

export async function signUpLive(baseUrl: string): Promise<LivePerson> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(buildSignUp()),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const body = (await response.json()) as { user: { id: string } };
  return new LivePerson(baseUrl, cookie, body.user.id);
}

/** A signed-in expert with a profile, and a patient with a conversation open with them. */
export async function liveConversation(server: RunningServer, baseUrl: string) {
  const db = server.database.db;
  const expert = await signUpLive(baseUrl);
  await db.update(users).set({ role: 'expert' }).where(eq(users.id, expert.id));
  const [profile] = await db
    .insert(experts)
    .values({ userId: expert.id, name: 'Dr. Arjun Mehta', phone: '+919800000009', category: 'medical', specialization: 'Cardiology', isVerified: true })
    .returning({ id: experts.id });
  const patient = await signUpLive(baseUrl);
  const started = await patient.call<{ id: string }>('POST', '/api/chat/conversations', { expertId: profile?.id });
  if (started.status !== 200) throw new Error(`conversation not started: ${started.status}`);
  return { expert, patient, conversationId: started.body.id };
}

/** Collects what one raw socket receives. */
export function recordEvents(ws: WebSocket): ServerEvent[] {
  const events: ServerEvent[] = [];
  ws.on('message', (data: Buffer) => events.push(JSON.parse(data.toString('utf8')) as ServerEvent));
  return events;
}

export function opened(ws: WebSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
}

export async function waitFor(check: () => boolean, what: string, timeoutMs = 8000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const texts = (messages: ChatMessage[]) => messages.map((m) => m.text);

/**
 * The realtime bus as an instance hears it: every event, and `presenceHeard()`, the presence notices heard up to now
 * (NOTIFY keeps commit order, so a marker sent after them arrives after them).
 */
export async function listenToBus(testApp: TestApp) {
  const events: BusEvent[] = [];
  const stop = await testApp.database.listen(REALTIME_CHANNEL, { onPayload: (payload) => events.push(JSON.parse(payload) as BusEvent), onReconnect: () => {} });
  const presenceHeard = async (): Promise<BusEvent[]> => {
    const marker = `marker-${events.length}-${Date.now()}`;
    await publish(testApp.database.db, { t: 'typing', c: marker, u: marker });
    await waitFor(() => events.some((e) => e.t === 'typing' && e.c === marker), 'the marker');
    return events.filter((e) => e.t === 'presence');
  };
  return { events, presenceHeard, stop };
}
