import { EXPERT_PHOTO_MAX_BYTES, type AdminExpertList, type DeskOverview, type ExpertFiles, type MatchResult } from '@sahay/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experts } from '../src/db/schema/experts';
import { signedInExpert, signedInPatient, signedInWithRole } from './support/factories';
import { PNG_1X1, pdfOfSize } from './support/file-fixtures';
import { HttpClient } from './support/http-client';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from './support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Kind = 'photo' | 'document';

async function upload(client: HttpClient, kind: Kind, bytes: Buffer, name: string, type = 'application/octet-stream') {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type }));
  const response = await testApp.app.request(`/api/experts/me/${kind}`, {
    method: 'PUT',
    headers: {
      origin: TEST_PUBLIC_URL,
      ...(client.cookieHeader ? { cookie: client.cookieHeader } : {}),
    },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as ExpertFiles & {
      error: { message: string; fieldErrors?: Record<string, string[]> };
    },
  };
}

async function download(client: HttpClient, expertId: string, kind: Kind) {
  const response = await testApp.app.request(`/api/experts/${expertId}/${kind}`, { headers: client.cookieHeader ? { cookie: client.cookieHeader } : {} });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

async function keysOf(expertId: string) {
  const [row] = await testApp.database.db
    .select({ photoKey: experts.photoKey, documentKey: experts.documentKey })
    .from(experts)
    .where(eq(experts.id, expertId));
  return row!;
}

/** A pending expert with both files, and everyone who may or may not see them. */
async function setup(status: 'pending' | 'approved' | 'rejected' = 'pending', profile: Parameters<typeof signedInExpert>[1] = {}) {
  const owner = await signedInExpert(testApp, { status, ...profile });
  expect((await upload(owner.client, 'photo', PNG_1X1, 'me.png', 'image/png')).status).toBe(200);
  expect((await upload(owner.client, 'document', pdfOfSize(4000), 'NMC certificate.pdf', 'application/pdf')).status).toBe(200);
  const people = {
    owner: owner.client,
    otherExpert: (await signedInExpert(testApp)).client,
    patient: (await signedInPatient(testApp)).client,
    admin: (await signedInWithRole(testApp, 'admin')).client,
    anonymous: new HttpClient(testApp),
  };
  return { expertId: owner.expert.id, people };
}

describe('expert photo and registration document uploads', () => {
  it('stores a photo and a document the expert can then see, with where they are served', async () => {
    const owner = await signedInExpert(testApp, { status: 'pending' });
    const photo = await upload(owner.client, 'photo', PNG_1X1, 'me.jpg', 'image/jpeg');
    expect(photo.status).toBe(200);
    expect(photo.body.photoUrl).toMatch(new RegExp(`^/api/experts/${owner.expert.id}/photo\\?v=photo-`));
    const document = await upload(owner.client, 'document', pdfOfSize(3000), '../../etc/"reg".pdf', 'application/pdf');
    expect(document.status).toBe(200);
    expect(document.body).toMatchObject({
      documentUrl: `/api/experts/${owner.expert.id}/document`,
      documentName: 'reg.pdf',
      photoUrl: photo.body.photoUrl,
    });
    // The type comes from the bytes: the PNG named .jpg is served as a PNG.
    // The desk shows them, to replace later.
    const desk = await owner.client.get<DeskOverview>('/api/expert-desk');
    expect(desk.body.profile).toMatchObject({ photoUrl: photo.body.photoUrl, documentUrl: document.body.documentUrl, documentName: 'reg.pdf' });
    const served = await download(owner.client, owner.expert.id, 'photo');
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.bytes.equals(PNG_1X1)).toBe(true);
  });

  it('accepts a PDF or image as the document, only images as the photo, by content', async () => {
    const owner = await signedInExpert(testApp, { status: 'pending' });
    expect((await upload(owner.client, 'document', PNG_1X1, 'scan.png')).status).toBe(200);
    const pdfAsPhoto = await upload(owner.client, 'photo', pdfOfSize(2000), 'me.png', 'image/png');
    expect(pdfAsPhoto.status).toBe(400);
    expect(pdfAsPhoto.body.error.fieldErrors).toEqual({
      file: ['Choose a JPEG, PNG or WebP photo'],
    });
    const htmlAsPdf = await upload(owner.client, 'document', Buffer.from('<html><script>alert(1)</script></html>'), 'reg.pdf', 'application/pdf');
    expect(htmlAsPdf.status).toBe(400);
    expect(htmlAsPdf.body.error.message).toBe('Choose a PDF or an image (JPEG, PNG or WebP) of your registration certificate');
    const missing = await testApp.app.request('/api/experts/me/photo', {
      method: 'PUT',
      headers: { origin: TEST_PUBLIC_URL, cookie: owner.client.cookieHeader },
      body: new FormData(),
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      error: { fieldErrors: { file: ['Choose a photo to upload'] } },
    });
    expect(await keysOf(owner.expert.id)).toMatchObject({ photoKey: null });
  });

  it('takes photos up to 5 MB and documents up to 10 MB, and says so beyond', async () => {
    const owner = await signedInExpert(testApp, { status: 'pending' });
    const bigPng = Buffer.concat([PNG_1X1, Buffer.alloc(EXPERT_PHOTO_MAX_BYTES - PNG_1X1.length)]);
    expect((await upload(owner.client, 'photo', bigPng, 'me.png')).status).toBe(200);
    const tooBigPhoto = await upload(owner.client, 'photo', Buffer.concat([bigPng, Buffer.alloc(1)]), 'me.png');
    expect(tooBigPhoto.status).toBe(413);
    expect(tooBigPhoto.body.error.message).toBe('Photos can be at most 5 MB');
    expect((await upload(owner.client, 'document', pdfOfSize(10 * 1024 * 1024), 'reg.pdf')).status).toBe(200);
    const tooBigDocument = await upload(owner.client, 'document', pdfOfSize(10 * 1024 * 1024 + 1), 'reg.pdf');
    expect(tooBigDocument.status).toBe(413);
    expect(tooBigDocument.body.error.message).toBe('Documents can be at most 10 MB');
  });

  it('replacing a file removes the one it replaces from storage', async () => {
    const owner = await signedInExpert(testApp, { status: 'pending' });
    await upload(owner.client, 'photo', PNG_1X1, 'first.png');
    await upload(owner.client, 'document', pdfOfSize(2000), 'first.pdf');
    const first = await keysOf(owner.expert.id);
    const replaced = await upload(owner.client, 'photo', PNG_1X1, 'second.png');
    await upload(owner.client, 'document', PNG_1X1, 'second.png');
    const second = await keysOf(owner.expert.id);
    expect(second.photoKey).not.toBe(first.photoKey);
    expect(replaced.body.photoUrl).toContain(second.photoKey!.split('/').pop());
    expect(await testApp.deps.storage.get(first.photoKey!)).toBeNull();
    expect(await testApp.deps.storage.get(first.documentKey!)).toBeNull();
    expect(await testApp.deps.storage.get(second.photoKey!)).not.toBeNull();
    expect(await testApp.deps.storage.get(second.documentKey!)).not.toBeNull();
  });

  it('only experts upload, each to their own profile', async () => {
    const patient = await signedInPatient(testApp);
    const admin = await signedInWithRole(testApp, 'admin');
    for (const client of [patient.client, admin.client]) {
      const refused = await upload(client, 'photo', PNG_1X1, 'me.png');
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toBe('Only experts can upload a photo or registration document');
    }
    expect((await upload(new HttpClient(testApp), 'document', pdfOfSize(2000), 'reg.pdf')).status).toBe(401);
  });
});

describe('who sees an expert photo and registration document', () => {
  it('a pending expert photo: the expert and admins; others 403, anonymous 401', async () => {
    const { expertId, people } = await setup('pending');
    const expected = {
      owner: 200,
      otherExpert: 403,
      patient: 403,
      admin: 200,
      anonymous: 401,
    };
    for (const [who, client] of Object.entries(people)) {
      expect({
        who,
        status: (await download(client, expertId, 'photo')).status,
      }).toEqual({ who, status: expected[who as keyof typeof expected] });
    }
  });

  it('a rejected expert photo stays private', async () => {
    const { expertId, people } = await setup('rejected');
    expect((await download(people.patient, expertId, 'photo')).status).toBe(403);
    expect((await download(people.anonymous, expertId, 'photo')).status).toBe(401);
    expect((await download(people.owner, expertId, 'photo')).status).toBe(200);
  });

  it('an approved expert photo: anyone, cacheable; it is on their card in the matching answer', async () => {
    // Online and top-rated, so the card is among the 10 the match answers with.
    const { expertId, people } = await setup('approved', {
      specialization: 'Cardiology',
      isOnline: true,
      rating: 5,
    });
    for (const client of Object.values(people)) {
      const got = await download(client, expertId, 'photo');
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toBe('image/png');
      expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect((await download(people.anonymous, expertId, 'photo')).headers.get('cache-control')).toContain('public');
    const matches = await people.anonymous.get<MatchResult>('/api/experts/match?category=medical&department=Cardiology');
    const card = matches.body.experts.find((expert) => expert.id === expertId);
    expect(card?.profilePhoto).toMatch(new RegExp(`^/api/experts/${expertId}/photo\\?v=`));
    expect((await download(people.anonymous, expertId, 'photo')).bytes.equals(PNG_1X1)).toBe(true);
  });

  it('the registration document: the expert and admins only, as a download, whatever the status', async () => {
    for (const status of ['pending', 'approved'] as const) {
      const { expertId, people } = await setup(status);
      const expected = {
        owner: 200,
        otherExpert: 403,
        patient: 403,
        admin: 200,
        anonymous: 401,
      };
      for (const [who, client] of Object.entries(people)) {
        const got = await download(client, expertId, 'document');
        expect({ who, status: got.status }).toEqual({
          who,
          status: expected[who as keyof typeof expected],
        });
        if (got.status !== 200) continue;
        expect(got.headers.get('content-type')).toBe('application/pdf');
        expect(got.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''NMC%20certificate.pdf");
        expect(got.headers.get('x-content-type-options')).toBe('nosniff');
        expect(got.headers.get('cache-control')).toBe('private, no-store');
      }
    }
  });

  it('the admin list shows the photo and where to download the document', async () => {
    const { expertId, people } = await setup('pending');
    const list = await people.admin.get<AdminExpertList>('/api/admin/experts?status=pending');
    const row = list.body.experts.find((expert) => expert.id === expertId);
    expect(row).toMatchObject({
      documentUrl: `/api/experts/${expertId}/document`,
      documentName: 'NMC certificate.pdf',
    });
    expect(row?.photoUrl).toMatch(new RegExp(`^/api/experts/${expertId}/photo\\?v=`));
  });

  it('answers 404 for an expert without files and 400 for a malformed id', async () => {
    const bare = await signedInExpert(testApp, { status: 'approved' });
    expect((await download(bare.client, bare.expert.id, 'photo')).status).toBe(404);
    expect((await download(bare.client, bare.expert.id, 'document')).status).toBe(404);
    expect((await download(bare.client, 'not-a-uuid', 'photo')).status).toBe(400);
  });
});
