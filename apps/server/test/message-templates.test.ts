import { OUTBOX_TEMPLATES, type OutboxList, type OutboxTemplate } from '@sahay/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema/platform';
import { outboxMessage, renderMessage } from '../src/modules/notifications/message-templates';
import { FORGOTTEN_RECIPIENT } from '../src/modules/notifications/outbox-worker';
import { createExpertProfile, signedInPatient, signedInWithRole } from './support/factories';
import { base, id, SAMPLES } from './support/outbox-samples';
import { HttpClient } from './support/http-client';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from './support/test-app';

describe('every outbox template', () => {
  it('has a sample here, and the list of templates is the one the domain declares', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...OUTBOX_TEMPLATES].sort());
  });

  it.each(OUTBOX_TEMPLATES)('%s reads as a real message with the link that matters', (template) => {
    const { payload, link } = SAMPLES[template];
    const { text, params } = renderMessage(template, { ...payload }, { base });
    expect(text).not.toMatch(/Sahay notification/i);
    expect(text).not.toMatch(/undefined|null|\[object|\(\)|: \.|\s{2}/);
    expect(params.every((param) => param.length > 0)).toBe(true);
    if (link) expect(text).toContain(`${base}${link}`);
    // Whom it greets or names, and why: every name, subject and reason given is in the text.
    for (const [key, value] of Object.entries(payload))
      if (/name|Name|subject|reason|topic/.test(key) && typeof value === 'string') expect(text).toContain(value);
  });

  it('names the field, never a department, to a patient; and gives the reason of an expert decision', () => {
    const accepted = renderMessage('consultation-accepted', { ...SAMPLES['consultation-accepted'].payload, field: 'legal' }, { base }).text;
    expect(accepted).toContain('your legal consultation');
    expect(renderMessage('expert-rejected', { ...SAMPLES['expert-rejected'].payload }, { base }).text).toContain(
      'Reason: The registration number does not match',
    );
    expect(renderMessage('expert-rejected', { ...SAMPLES['expert-rejected'].payload, reason: '' }, { base }).text).toContain('Reason: No reason was given.');
  });

  it('tells a visitor, who cannot sign in, how to get the document instead of a link they cannot open', () => {
    const prescription = renderMessage('prescription-issued', { ...SAMPLES['prescription-issued'].payload, forAccount: false }, { base }).text;
    expect(prescription).toBe(`Sahay: Dr. Asha Rao issued a prescription for your medical request. For a copy, contact Sahay support: ${base}/contact`);
    expect(renderMessage('legal-document-issued', { ...SAMPLES['legal-document-issued'].payload, forAccount: false }, { base }).text).toContain(
      `${base}/contact`,
    );
  });

  it('renders a row queued before links were rendered (no forAccount) as an account holder’s', () => {
    expect(renderMessage('prescription-issued', { prescriptionId: id, doctorName: 'Dr. Asha Rao' }, { base }).text).toContain(`/prescription-view/${id}`);
  });

  it('an unknown template name is a type error where messages are queued', () => {
    // @ts-expect-error: 'prescription-ready' is no template, so it cannot be queued.
    expect(outboxMessage('sms', '+919800000001', 'prescription-ready', {}, 'en').template).toBe('prescription-ready');
    // @ts-expect-error: a template's payload is checked too.
    expect(outboxMessage('sms', '+919800000001', 'prescription-issued', { doctorName: 'Dr. Asha Rao' }, 'en').payload).toEqual({
      doctorName: 'Dr. Asha Rao',
      language: 'en',
    });
  });
});

describe('delivering templates', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());
  const db = () => testApp.database.db;

  it('a stored row of a template this version does not know fails at once, and the admin inbox says why', async () => {
    const [row] = await db()
      .insert(outbox)
      .values({ channel: 'sms', recipient: '+919800000077', template: 'retired-template' as OutboxTemplate, payload: {} })
      .returning();
    const [outcome] = await testApp.deps.outbox.deliverNow([row!.id]);
    expect(outcome).toEqual({ id: row!.id, channel: 'sms', status: 'failed' });
    const admin = await signedInWithRole(testApp, 'admin');
    const listed = (await admin.client.get<OutboxList>('/api/admin/outbox?status=failed')).body.messages.find((m) => m.id === row!.id);
    expect(listed?.text).toBe('No text for template "retired-template" in this version');
    expect(listed?.lastError).toBe('No text for template "retired-template" in this version');
  });

  it('expert approved and rejected: email and WhatsApp with the reason, in the admin inbox as sent', async () => {
    const admin = await signedInWithRole(testApp, 'admin');
    const pending = await createExpertProfile(db(), { status: 'pending', name: 'Dr. Nikhil Bose', whatsappNumber: '+919700000301' });
    const rejected = await admin.client.post(`/api/admin/experts/${pending.id}/review`, {
      decision: 'reject',
      reason: 'Please upload a readable copy of your registration certificate.',
    });
    expect(rejected.status).toBe(200);
    const inbox = (await admin.client.get<OutboxList>('/api/admin/outbox?channel=whatsapp')).body.messages;
    expect(inbox.find((m) => m.recipient === '******0301')?.text).toBe(
      `Hello Dr. Nikhil Bose, your Sahay expert registration was not approved. Reason: Please upload a readable copy of your registration certificate. To correct your details and ask for another review, write to us: ${TEST_PUBLIC_URL}/contact - Sahay`,
    );
    expect((await admin.client.post(`/api/admin/experts/${pending.id}/review`, { decision: 'approve' })).status).toBe(200);
    const [approved] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'expert-approved'), eq(outbox.recipient, '+919700000301')));
    expect(renderMessage(approved!.template, approved!.payload, { base: TEST_PUBLIC_URL }).text).toContain(`${TEST_PUBLIC_URL}/expert-dashboard`);
  });

  it('deletion request answered by deleting: the person is emailed, and the address is erased once it is sent', async () => {
    const admin = await signedInWithRole(testApp, 'admin');
    const person = await signedInPatient(testApp);
    const request = await new HttpClient(testApp).post('/api/account-deletion-requests', {
      email: person.input.email,
      phone: person.input.phone,
      fullName: person.user.name,
    });
    expect((await admin.client.post(`/api/admin/deletion-requests/${request.body.id}/complete`)).status).toBe(200);
    const [queued] = await db().select().from(outbox).where(eq(outbox.template, 'deletion-request-completed'));
    expect(queued).toMatchObject({ channel: 'email', recipient: person.input.email, status: 'pending', payload: { deletionRequestId: request.body.id } });
    // Only the confirmation is left of the person's messages: the earlier 'received' email went with the account.
    expect((await db().select().from(outbox).where(eq(outbox.recipient, person.input.email))).map((row) => row.template)).toEqual([
      'deletion-request-completed',
    ]);

    await testApp.deps.outbox.deliverNow([queued!.id]);
    const [sent] = await db().select().from(outbox).where(eq(outbox.id, queued!.id));
    expect(sent).toMatchObject({ status: 'delivered', recipient: FORGOTTEN_RECIPIENT });
    const listed = (await admin.client.get<OutboxList>('/api/admin/outbox?channel=email')).body.messages.find((m) => m.id === queued!.id);
    expect(listed?.recipient).toBe(FORGOTTEN_RECIPIENT);
  });
});
