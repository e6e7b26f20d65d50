import { randomUUID } from 'node:crypto';
import type { ContactMessageList } from '@sahay/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox } from '../src/db/schema/platform';
import { contactMessages } from '../src/db/schema/support';
import { signedInPatient, signedInWithRole } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

let counter = 0;
function contactInput(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    firstName: 'Asha',
    lastName: 'Verma',
    email: `asha.${counter}.${randomUUID().slice(0, 6)}@example.in`,
    subject: `Question ${counter} about a consultation`,
    message: 'My consultation yesterday ended before the doctor could answer. Can I get a callback?',
    ...overrides,
  };
}

const list = (client: HttpClient, query = '') => client.get<ContactMessageList>(`/api/admin/contact-messages${query}`);

const send = (input: Record<string, unknown>, client = new HttpClient(testApp)) => client.post('/api/contact-messages', input);

describe('POST /api/contact-messages', () => {
  it('stores the message and queues the confirmation to the sender', async () => {
    const input = contactInput({ firstName: '  Asha ', email: '  Asha.Verma@Example.IN ' });
    const response = await send(input);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(String), status: 'new', createdAt: expect.any(String) });

    const [row] = await testApp.database.db.select().from(contactMessages).where(eq(contactMessages.id, response.body.id));
    expect(row).toMatchObject({
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'asha.verma@example.in',
      subject: input.subject,
      message: input.message,
      status: 'new',
      userId: null,
      handledAt: null,
      handledBy: null,
    });

    const queued = await testApp.database.db.select().from(outbox).where(eq(outbox.recipient, 'asha.verma@example.in'));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      channel: 'email',
      template: 'contact-confirmation',
      status: 'pending',
      payload: { contactMessageId: response.body.id, firstName: 'Asha', subject: input.subject },
    });
  });

  it('links a message sent while signed in to the account', async () => {
    const { client, user } = await signedInPatient(testApp);
    const response = await send(contactInput(), client);
    expect(response.status).toBe(201);
    const [row] = await testApp.database.db.select().from(contactMessages).where(eq(contactMessages.id, response.body.id));
    expect(row?.userId).toBe(user.id);
  });

  it('answers missing fields with 400 and a message under each field, and stores nothing', async () => {
    const before = await testApp.database.db.select().from(contactMessages);
    const response = await send({ firstName: ' ', lastName: '', email: 'asha@nowhere', subject: '' });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION_FAILED');
    expect(response.body.error.fieldErrors).toEqual({
      firstName: ['Please enter your first name'],
      lastName: ['Please enter your last name'],
      email: ['Please enter a valid email address'],
      subject: ['Please enter a subject'],
      message: [expect.any(String)],
    });
    expect(await testApp.database.db.select().from(contactMessages)).toHaveLength(before.length);
  });

  it('refuses a message over 5000 characters', async () => {
    const response = await send(contactInput({ message: 'x'.repeat(5001) }));
    expect(response.status).toBe(400);
    expect(response.body.error.fieldErrors).toEqual({ message: ['Message must be at most 5000 characters'] });
  });
});

describe('the admin console: GET /api/admin/contact-messages and POST …/{id}/handled', () => {
  let admin: HttpClient;
  let adminId: string;
  let patient: HttpClient;
  let expert: HttpClient;
  const ids: string[] = [];

  beforeAll(async () => {
    ({
      client: admin,
      user: { id: adminId },
    } = await signedInWithRole(testApp, 'admin', { fullName: 'Sahay Admin' }));
    ({ client: patient } = await signedInPatient(testApp));
    ({ client: expert } = await signedInWithRole(testApp, 'expert'));
    for (let i = 0; i < 3; i++) ids.push((await send(contactInput())).body.id);
  });

  it('lists messages newest first for an admin', async () => {
    const response = await list(admin);
    expect(response.status).toBe(200);
    const listed = response.body.messages.map((m) => m.id);
    expect(listed.slice(0, 3)).toEqual([...ids].reverse());
    const stored = await testApp.database.db.select({ id: contactMessages.id }).from(contactMessages).orderBy(desc(contactMessages.createdAt));
    expect(listed).toEqual(stored.map((row) => row.id));
    expect(response.body.messages[0]).toMatchObject({ status: 'new', fromAccount: false, handledAt: null, handledBy: null, firstName: 'Asha' });
  });

  it('marks a message handled, once, and records who did it', async () => {
    const id = ids[0] as string;
    const response = await admin.post(`/api/admin/contact-messages/${id}/handled`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id, status: 'handled', handledBy: { id: adminId, name: 'Sahay Admin' } });
    const handledAt = response.body.handledAt as string;
    expect(Date.parse(handledAt)).toBeGreaterThan(Date.now() - 60_000);

    const again = await admin.post(`/api/admin/contact-messages/${id}/handled`);
    expect(again.status).toBe(200);
    expect(again.body.handledAt).toBe(handledAt);

    const audit = await testApp.database.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(audit).toEqual([expect.objectContaining({ actorUserId: adminId, action: 'contact_message.handled', subjectType: 'contact_message' })]);
  });

  it('filters by status', async () => {
    const handled = await list(admin, '?status=handled');
    expect(handled.body.messages.map((m) => m.id)).toEqual([ids[0]]);
    const fresh = await list(admin, '?status=new');
    expect(fresh.body.messages.every((m) => m.status === 'new')).toBe(true);
    expect(fresh.body.messages.map((m) => m.id)).not.toContain(ids[0]);
    expect((await list(admin, '?status=spam')).status).toBe(400);
  });

  it('answers an unknown id with 404 and a malformed one with 400', async () => {
    expect((await admin.post(`/api/admin/contact-messages/${randomUUID()}/handled`)).status).toBe(404);
    const malformed = await admin.post('/api/admin/contact-messages/not-a-uuid/handled');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('VALIDATION_FAILED');
  });

  it.each([
    ['a patient', () => patient, 403, 'FORBIDDEN'],
    ['an expert', () => expert, 403, 'FORBIDDEN'],
    ['an anonymous visitor', () => new HttpClient(testApp), 401, 'UNAUTHENTICATED'],
  ])('refuses %s', async (_who, client, status, code) => {
    const list = await client().get('/api/admin/contact-messages');
    expect(list.status).toBe(status);
    expect(list.body.error.code).toBe(code);
    const id = ids[1] as string;
    const mark = await client().post(`/api/admin/contact-messages/${id}/handled`);
    expect(mark.status).toBe(status);
    const [row] = await testApp.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row?.status).toBe('new');
  });

  it("says 'Admins only' to a signed-in person who is not one", async () => {
    expect((await patient.get('/api/admin/contact-messages')).body.error.message).toBe('Admins only');
  });
});

describe('contact rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimits: { contact: { windowMs: 60_000, limit: 2 } } });
  });
  afterAll(() => limited.close());

  it('answers 429 with Retry-After once an address has sent its messages, and stores no more', async () => {
    const client = new HttpClient(limited);
    for (let i = 0; i < 2; i++) expect((await client.post('/api/contact-messages', contactInput())).status).toBe(201);
    const over = await client.post('/api/contact-messages', contactInput());
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(over.body.error.code).toBe('RATE_LIMITED');
    expect(await limited.database.db.select().from(contactMessages)).toHaveLength(2);
    expect(await limited.database.db.select().from(outbox)).toHaveLength(2);
  });
});
