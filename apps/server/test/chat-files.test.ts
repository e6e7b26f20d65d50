import type { ChatMessage, Conversation } from '@sahay/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatExpert, signedInPatient, signedInWithRole } from './support/factories';
import { PNG_1X1, pdfOfSize, WEBM_VOICE } from './support/file-fixtures';
import { HttpClient } from './support/http-client';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from './support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function upload(
  client: HttpClient,
  conversationId: string,
  bytes: Buffer,
  name: string,
  type = 'application/octet-stream',
  extra: Record<string, string> = {},
) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type }));
  for (const [key, value] of Object.entries(extra)) form.set(key, value);
  const response = await testApp.app.request(`/api/chat/conversations/${conversationId}/files`, {
    method: 'POST',
    headers: { origin: TEST_PUBLIC_URL, ...(client.cookieHeader ? { cookie: client.cookieHeader } : {}) },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as ChatMessage & { error: { message: string } } };
}

async function download(client: HttpClient, fileId: string) {
  const response = await testApp.app.request(`/api/chat/files/${fileId}`, { headers: client.cookieHeader ? { cookie: client.cookieHeader } : {} });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function setup() {
  const expert = await createChatExpert(testApp);
  const patient = await signedInPatient(testApp);
  const conversation = (await patient.client.post<Conversation>('/api/chat/conversations', { expertId: expert.expertId })).body;
  return { expert, patient, conversation };
}

describe('chat files', () => {
  it('shares an image that both members can open and nobody else can', async () => {
    const { expert, patient, conversation } = await setup();
    const shared = await upload(patient.client, conversation.id, PNG_1X1, 'rash.png', 'image/png');
    expect(shared.status).toBe(201);
    expect(shared.body).toMatchObject({ kind: 'file', senderType: 'patient', file: { name: 'rash.png', contentType: 'image/png', sizeBytes: PNG_1X1.length } });
    const fileId = shared.body.file!.id;
    for (const member of [patient.client, expert.client!]) {
      const got = await download(member, fileId);
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toBe('image/png');
      expect(got.headers.get('content-security-policy')).toContain('sandbox');
      expect(got.bytes.equals(PNG_1X1)).toBe(true);
    }
    const otherPatient = await signedInPatient(testApp);
    const otherExpert = await createChatExpert(testApp);
    const admin = await signedInWithRole(testApp, 'admin');
    for (const outsider of [otherPatient.client, otherExpert.client!, admin.client]) {
      expect((await download(outsider, fileId)).status).toBe(403);
      expect((await upload(outsider, conversation.id, PNG_1X1, 'x.png')).status).toBe(403);
    }
    expect((await download(new HttpClient(testApp), fileId)).status).toBe(401);
    expect((await upload(new HttpClient(testApp), conversation.id, PNG_1X1, 'x.png')).status).toBe(401);
    const view = await patient.client.get<Conversation>(`/api/chat/conversations/${conversation.id}`);
    expect(view.body.counts).toEqual({ messages: 1, files: 1 });
  });

  it('decides the type by content, not by name', async () => {
    const { patient, conversation } = await setup();
    const pdfNamedPng = await upload(patient.client, conversation.id, pdfOfSize(2000), 'report.png', 'image/png');
    expect(pdfNamedPng.status).toBe(201);
    expect(pdfNamedPng.body.file?.contentType).toBe('application/pdf');
    const htmlNamedPdf = await upload(patient.client, conversation.id, Buffer.from('<html><script>alert(1)</script></html>'), 'report.pdf', 'application/pdf');
    expect(htmlNamedPdf.status).toBe(400);
    expect(htmlNamedPdf.body.error.message).toBe('Only images (JPEG, PNG, WebP, GIF) and PDF files can be shared');
  });

  it('takes files up to 10 MB and refuses larger ones with a clear message', async () => {
    const { patient, conversation } = await setup();
    expect((await upload(patient.client, conversation.id, pdfOfSize(10 * 1024 * 1024), 'scan.pdf')).status).toBe(201);
    const tooBig = await upload(patient.client, conversation.id, pdfOfSize(10 * 1024 * 1024 + 1), 'scan.pdf');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.message).toBe('Files can be at most 10 MB');
    const wayTooBig = await upload(patient.client, conversation.id, pdfOfSize(12 * 1024 * 1024), 'scan.pdf');
    expect(wayTooBig.status).toBe(413);
    expect((await upload(patient.client, conversation.id, Buffer.alloc(0), 'empty.pdf')).status).toBe(400);
  });

  it('keeps a voice note with its length, capped at two minutes', async () => {
    const { expert, conversation } = await setup();
    const voice = await upload(expert.client!, conversation.id, WEBM_VOICE, 'blob', 'audio/webm', { kind: 'voice', durationMs: '999999' });
    expect(voice.status).toBe(201);
    expect(voice.body).toMatchObject({ kind: 'voice', senderType: 'expert', file: { contentType: 'audio/webm', durationMs: 120_000 } });
    const notAudio = await upload(expert.client!, conversation.id, PNG_1X1, 'voice.webm', 'audio/webm', { kind: 'voice' });
    expect(notAudio.status).toBe(400);
  });
});
