import type { AdminExpertList } from '@sahay/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/auth';
import { experts } from '../src/db/schema/experts';
import { outbox } from '../src/db/schema/platform';
import { createExpertProfile, signedInExpert, signedInPatient, signedInWithRole } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

let counter = 0;
function doctorRegistration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    category: 'medical',
    fullName: 'Dr. Neha Kapoor',
    email: `neha.${counter}.${Date.now()}@example.in`,
    password: 'Stethoscope-42',
    phone: `98${String(20_000_000 + counter).slice(-8)}`,
    whatsappNumber: '9876500000',
    specialization: 'Cardiology',
    qualification: 'MBBS, MD (Medicine), DM (Cardiology)',
    experienceYears: 9,
    languages: ['English', 'Hindi'],
    consultationFee: 499,
    bio: 'Interventional cardiologist with nine years at a Pune heart centre.',
    credentialBody: 'Maharashtra Medical Council',
    credentialNumber: 'MMC-2015/04/1234',
    ...overrides,
  };
}

const register = (body: unknown, client = new HttpClient(testApp)) => client.post('/api/expert-registrations', body);

describe('POST /api/expert-registrations', () => {
  it('creates an expert account, signs it in, and a profile pending review that is not verified', async () => {
    const client = new HttpClient(testApp);
    const input = doctorRegistration();
    const response = await register(input, client);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ status: 'pending', user: { role: 'expert', email: input.email } });

    const [profile] = await testApp.database.db.select().from(experts).where(eq(experts.id, response.body.expertId));
    expect(profile).toMatchObject({
      status: 'pending',
      isVerified: false,
      isOnline: false,
      category: 'medical',
      specialization: 'Cardiology',
      credentialBody: 'Maharashtra Medical Council',
      credentialNumber: 'MMC-2015/04/1234',
      phone: `+91${input.phone}`,
      whatsappNumber: '+919876500000',
      consultationFee: 499,
      languages: ['English', 'Hindi'],
    });
    const session = await client.get('/api/auth/session');
    expect(session.body.user).toMatchObject({ role: 'expert', name: 'Dr. Neha Kapoor' });
    const queued = await testApp.database.db.select().from(outbox).where(eq(outbox.recipient, input.email));
    expect(queued.map((m) => m.template)).toEqual(['expert-registration-received']);
  });

  it('requires the professional registration of each profession, under its field', async () => {
    const lawyer = await register(
      doctorRegistration({ category: 'legal', specialization: 'Family Law', credentialBody: 'Bar Council of Delhi', credentialNumber: '1234' }),
    );
    expect(lawyer.status).toBe(400);
    expect(lawyer.body.error.fieldErrors.credentialNumber).toEqual(['Enrolment numbers look like MAH/1234/2015']);
    const ca = await register(doctorRegistration({ category: 'finance', specialization: 'GST', credentialNumber: '12AB' }));
    expect(ca.body.error.fieldErrors.credentialNumber).toEqual(['ICAI membership numbers have 6 digits']);
    const doctor = await register(doctorRegistration({ specialization: 'Family Law' }));
    expect(doctor.body.error.fieldErrors.specialization).toEqual(['Please choose your specialisation']);
  });

  it('registers an IT expert without a portfolio, and a CA with the ICAI body filled in', async () => {
    const it1 = await register(
      doctorRegistration({ category: 'tech', specialization: 'Cybersecurity', credentialBody: undefined, credentialNumber: undefined }),
    );
    expect(it1.status).toBe(201);
    const ca = await register(doctorRegistration({ category: 'finance', specialization: 'GST', credentialBody: undefined, credentialNumber: '412345' }));
    expect(ca.status).toBe(201);
    const [row] = await testApp.database.db.select().from(experts).where(eq(experts.id, ca.body.expertId));
    expect(row?.credentialBody).toBe('Institute of Chartered Accountants of India');
  });

  it('answers an email in use with 409 and creates nothing', async () => {
    const input = doctorRegistration();
    expect((await register(input)).status).toBe(201);
    const again = await register({ ...input, phone: '9000000001' });
    expect(again.status).toBe(409);
    const rows = await testApp.database.db.select().from(users).where(eq(users.email, input.email));
    expect(rows).toHaveLength(1);
  });
});

describe('admin approval', () => {
  async function pendingExpert() {
    const client = new HttpClient(testApp);
    const input = doctorRegistration();
    const response = await register(input, client);
    return { client, input, expertId: response.body.expertId as string };
  }

  it('lists pending experts to admins, oldest first, with their registration', async () => {
    const { client: admin } = await signedInWithRole(testApp, 'admin');
    const { expertId } = await pendingExpert();
    const response = await admin.get<AdminExpertList>('/api/admin/experts?status=pending');
    expect(response.status).toBe(200);
    const listed = response.body.experts.find((e: { id: string }) => e.id === expertId);
    expect(listed).toMatchObject({ status: 'pending', credentialNumber: 'MMC-2015/04/1234', isVerified: false });
    expect(response.body.experts.every((e: { status: string }) => e.status === 'pending')).toBe(true);
  });

  it('approving verifies the expert and tells them by email and WhatsApp', async () => {
    const { client: admin, user: adminUser } = await signedInWithRole(testApp, 'admin');
    const { expertId, input } = await pendingExpert();
    const response = await admin.post(`/api/admin/experts/${expertId}/review`, { decision: 'approve' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'approved', isVerified: true });
    const [row] = await testApp.database.db.select().from(experts).where(eq(experts.id, expertId));
    expect(row).toMatchObject({ status: 'approved', isVerified: true, reviewedBy: adminUser.id });
    expect(row?.reviewedAt).toBeInstanceOf(Date);
    const notices = await testApp.database.db.select().from(outbox).where(eq(outbox.template, 'expert-approved'));
    const mine = notices.filter((n) => (n.payload as { expertId: string }).expertId === expertId);
    expect(mine.map((n) => [n.channel, n.recipient]).sort()).toEqual([
      ['email', input.email],
      ['whatsapp', '+919876500000'],
    ]);
    // Reviewed once: approving again is a conflict.
    expect((await admin.post(`/api/admin/experts/${expertId}/review`, { decision: 'approve' })).status).toBe(409);
  });

  it('rejecting needs a reason, keeps the expert unverified and sends the reason', async () => {
    const { client: admin } = await signedInWithRole(testApp, 'admin');
    const { expertId } = await pendingExpert();
    const noReason = await admin.post(`/api/admin/experts/${expertId}/review`, { decision: 'reject', reason: '' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fieldErrors.reason).toBeDefined();
    const reason = 'The registration number does not match the council register.';
    const response = await admin.post(`/api/admin/experts/${expertId}/review`, { decision: 'reject', reason });
    expect(response.body).toMatchObject({ status: 'rejected', isVerified: false, statusReason: reason });
    const [notice] = await testApp.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'expert-rejected'), eq(outbox.channel, 'email')));
    expect(notice?.payload).toMatchObject({ expertId, reason });
  });

  it('suspending unverifies and takes the expert offline; reinstating verifies again', async () => {
    const { client: admin } = await signedInWithRole(testApp, 'admin');
    const expert = await createExpertProfile(testApp.database.db, { isOnline: true });
    const suspended = await admin.post(`/api/admin/experts/${expert.id}/suspension`, { suspend: true, reason: 'Complaints under investigation' });
    expect(suspended.body).toMatchObject({ status: 'suspended', isVerified: false, isOnline: false });
    expect((await admin.post(`/api/admin/experts/${expert.id}/suspension`, { suspend: true, reason: 'Complaints under investigation' })).status).toBe(409);
    const reinstated = await admin.post(`/api/admin/experts/${expert.id}/suspension`, { suspend: false });
    expect(reinstated.body).toMatchObject({ status: 'approved', isVerified: true });
  });

  it('searches and filters the experts list', async () => {
    const { client: admin } = await signedInWithRole(testApp, 'admin');
    await createExpertProfile(testApp.database.db, { name: 'Adv. Zoravar Singh', category: 'legal', specialization: 'Property Law', isOnline: true });
    const byName = await admin.get<AdminExpertList>('/api/admin/experts?q=zoravar');
    expect(byName.body.experts.map((e: { name: string }) => e.name)).toEqual(['Adv. Zoravar Singh']);
    const legalOnline = await admin.get<AdminExpertList>('/api/admin/experts?category=legal&online=true');
    expect(legalOnline.body.experts.every((e: { category: string; isOnline: boolean }) => e.category === 'legal' && e.isOnline)).toBe(true);
    expect((await admin.get<AdminExpertList>('/api/admin/experts?q=%25')).body.experts).toEqual([]);
  });

  describe('only admins reach the console (server-enforced)', () => {
    const endpoints = (expertId: string) =>
      [
        ['GET', '/api/admin/experts?status=pending'],
        ['POST', `/api/admin/experts/${expertId}/review`, { decision: 'approve' }],
        ['POST', `/api/admin/experts/${expertId}/suspension`, { suspend: true, reason: 'A reason long enough' }],
        ['GET', '/api/admin/referral-chains'],
      ] as const;

    it.each([
      ['anonymous', 401],
      ['a patient', 403],
      ['the expert themselves', 403],
      ['another expert', 403],
    ])('%s gets %i', async (who, status) => {
      const { expertId, client: self } = await pendingExpert();
      let client = new HttpClient(testApp);
      if (who === 'a patient') client = (await signedInPatient(testApp)).client;
      if (who === 'the expert themselves') client = self;
      if (who === 'another expert') client = (await signedInExpert(testApp)).client;
      for (const [method, path, body] of endpoints(expertId)) {
        const response = await client.request(method, path, body);
        expect(response.status, `${method} ${path}`).toBe(status);
      }
      const [row] = await testApp.database.db.select().from(experts).where(eq(experts.id, expertId));
      expect(row?.status).toBe('pending');
    });

    it('an admin gets 200', async () => {
      const { expertId } = await pendingExpert();
      const { client } = await signedInWithRole(testApp, 'admin');
      for (const [method, path, body] of endpoints(expertId)) {
        const response = await client.request(method, path, body);
        expect(response.status, `${method} ${path}`).toBe(200);
      }
    });
  });
});
