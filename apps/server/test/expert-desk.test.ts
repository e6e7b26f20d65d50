import type { DeskOverview, ReferralChainList, ReferralTarget, StatusHistory } from '@sahay/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultations } from '../src/db/schema/consultations';
import { consultationStatusChanges, referralChains } from '../src/db/schema/expert-work';
import { experts } from '../src/db/schema/experts';
import { createRequest, signedInExpert, signedInPatient, signedInWithRole } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;

async function scene() {
  const patient = await signedInPatient(testApp);
  const doctor = await signedInExpert(testApp, { category: 'medical', specialization: 'Cardiology' });
  const consultation = await createRequest(db(), patient.user.id);
  return { patient, doctor, consultation };
}

describe('the desk', () => {
  it('offers an unassigned request of my field as field, age, gender and summary; the rest once I accept', async () => {
    const { doctor, consultation, patient } = await scene();
    const desk = await doctor.client.get<DeskOverview>('/api/expert-desk');
    expect(desk.status).toBe(200);
    const incoming = desk.body.incoming.find((c: { id: string }) => c.id === consultation.id);
    expect(incoming).toMatchObject({
      assignedToMe: false,
      detail: 'offer',
      summary: 'Chest tightness when climbing stairs',
      problem: null,
      patientAge: 52,
      patientGender: 'male',
      department: 'Cardiology',
      additionalSymptoms: [],
      aiTranscript: [],
      patient: null,
    });
    expect(JSON.stringify(incoming)).not.toContain(patient.user.name);
    const lawyer = await signedInExpert(testApp, { category: 'legal', specialization: 'Family Law' });
    const lawyerDesk = await lawyer.client.get<DeskOverview>('/api/expert-desk');
    expect(lawyerDesk.body.incoming.some((c: { id: string }) => c.id === consultation.id)).toBe(false);
  });

  it('a pending expert sees no unassigned requests and cannot go online', async () => {
    await scene();
    const pending = await signedInExpert(testApp, { status: 'pending' });
    const desk = await pending.client.get<DeskOverview>('/api/expert-desk');
    expect(desk.body.profile.status).toBe('pending');
    expect(desk.body.incoming).toEqual([]);
    expect((await pending.client.post('/api/expert-desk/online', { online: true })).status).toBe(403);
  });

  it('the Online switch sets is_online and last seen', async () => {
    const { doctor } = await scene();
    expect((await doctor.client.post('/api/expert-desk/online', { online: true })).body).toEqual({ online: true });
    const [row] = await db().select().from(experts).where(eq(experts.id, doctor.expert.id));
    expect(row?.isOnline).toBe(true);
    expect(row?.lastSeenAt).toBeInstanceOf(Date);
    await doctor.client.post('/api/expert-desk/online', { online: false });
    expect((await doctor.client.get<DeskOverview>('/api/expert-desk')).body.profile.isOnline).toBe(false);
  });

  it('accept assigns me; complete counts the consultation; every change is in the history', async () => {
    const { doctor, consultation, patient } = await scene();
    const accepted = await doctor.client.post(`/api/expert-desk/consultations/${consultation.id}/accept`);
    expect(accepted.body).toEqual({ id: consultation.id, status: 'active' });
    const desk = await doctor.client.get<DeskOverview>('/api/expert-desk');
    expect(desk.body.active[0]).toMatchObject({ id: consultation.id, assignedToMe: true, patient: { phone: patient.user.phone } });
    expect(desk.body.stats).toMatchObject({ active: 1, completed: 0, earnings: 0 });

    const completed = await doctor.client.post(`/api/expert-desk/consultations/${consultation.id}/complete`);
    expect(completed.body.status).toBe('completed');
    const after = await doctor.client.get<DeskOverview>('/api/expert-desk');
    // Its fee was never paid (a request, not a paid booking): it earns nothing (issue 19 part 6; see payments.test.ts).
    expect(after.body.stats).toMatchObject({ active: 0, completed: 1, completedToday: 1, earnings: 0, earningsThisMonth: 0 });
    expect(after.body.recent[0]?.id).toBe(consultation.id);
    const [row] = await db().select().from(experts).where(eq(experts.id, doctor.expert.id));
    expect(row?.totalConsultations).toBe(1);

    const history = await patient.client.get<StatusHistory>(`/api/consultations/${consultation.id}/status-history`);
    expect(history.status).toBe(200);
    expect(history.body.changes.map((c: { action: string; fromStatus: string | null; toStatus: string }) => [c.action, c.fromStatus, c.toStatus])).toEqual([
      ['create', null, 'pending'],
      ['accept', 'pending', 'active'],
      ['complete', 'active', 'completed'],
    ]);
    expect(history.body.changes[1]).toMatchObject({ actorRole: 'expert', actorName: doctor.user.name, createdAt: expect.any(String) });
  });

  it('refuses forbidden transitions over HTTP and leaves the row as it was', async () => {
    const { doctor, consultation, patient } = await scene();
    const other = await signedInExpert(testApp);
    expect((await patient.client.post(`/api/expert-desk/consultations/${consultation.id}/accept`)).status).toBe(403);
    expect((await doctor.client.post(`/api/expert-desk/consultations/${consultation.id}/complete`)).status).toBe(403);
    await doctor.client.post(`/api/expert-desk/consultations/${consultation.id}/accept`);
    expect((await other.client.post(`/api/expert-desk/consultations/${consultation.id}/accept`)).status).toBe(409);
    expect((await other.client.post(`/api/expert-desk/consultations/${consultation.id}/complete`)).status).toBe(403);
    expect((await new HttpClient(testApp).post(`/api/expert-desk/consultations/${consultation.id}/complete`)).status).toBe(401);
    await patient.client.post(`/api/consultations/${consultation.id}/cancel`, { reason: 'Feeling better' });
    expect((await doctor.client.post(`/api/expert-desk/consultations/${consultation.id}/complete`)).status).toBe(409);
    const [row] = await db().select().from(consultations).where(eq(consultations.id, consultation.id));
    expect(row).toMatchObject({ status: 'cancelled', expertId: doctor.expert.id });
    const changes = await db().select().from(consultationStatusChanges).where(eq(consultationStatusChanges.consultationId, consultation.id));
    expect(changes.map((c) => c.action)).toEqual(['create', 'accept', 'cancel']);
  });

  it('refer creates a referral chain and hands the consultation to the other expert, pending', async () => {
    const { doctor, consultation } = await scene();
    const colleague = await signedInExpert(testApp, { specialization: 'Cardiology' });
    await doctor.client.post(`/api/expert-desk/consultations/${consultation.id}/accept`);
    const targets = await doctor.client.get<{ experts: ReferralTarget[] }>('/api/expert-desk/referral-targets');
    expect(targets.body.experts.some((e: { id: string }) => e.id === colleague.expert.id)).toBe(true);
    expect(targets.body.experts.some((e: { id: string }) => e.id === doctor.expert.id)).toBe(false);
    const referred = await doctor.client.post(`/api/expert-desk/consultations/${consultation.id}/refer`, {
      toExpertId: colleague.expert.id,
      reason: 'Needs an echo review',
    });
    expect(referred.body.status).toBe('pending');
    const [chain] = await db().select().from(referralChains).where(eq(referralChains.consultationId, consultation.id));
    expect(chain).toMatchObject({ fromExpertId: doctor.expert.id, toExpertId: colleague.expert.id, reason: 'Needs an echo review' });
    const colleagueDesk = await colleague.client.get<DeskOverview>('/api/expert-desk');
    expect(colleagueDesk.body.incoming.find((c: { id: string }) => c.id === consultation.id)).toMatchObject({ assignedToMe: true });
    const { client: admin } = await signedInWithRole(testApp, 'admin');
    const chains = await admin.get<ReferralChainList>('/api/admin/referral-chains');
    expect(chains.body.referrals.find((r: { consultationId: string }) => r.consultationId === consultation.id)).toMatchObject({
      from: { id: doctor.expert.id },
      to: { id: colleague.expert.id },
      reason: 'Needs an echo review',
    });
    const suspended = await signedInExpert(testApp, { status: 'suspended' });
    await colleague.client.post(`/api/expert-desk/consultations/${consultation.id}/accept`);
    const badTarget = await colleague.client.post(`/api/expert-desk/consultations/${consultation.id}/refer`, {
      toExpertId: suspended.expert.id,
      reason: 'Second opinion',
    });
    expect(badTarget.status).toBe(409);
  });

  describe('authorisation', () => {
    it('the desk is for experts: anonymous 401, patient and admin 403', async () => {
      expect((await new HttpClient(testApp).get<DeskOverview>('/api/expert-desk')).status).toBe(401);
      expect((await (await signedInPatient(testApp)).client.get<DeskOverview>('/api/expert-desk')).status).toBe(403);
      expect((await (await signedInWithRole(testApp, 'admin')).client.get<DeskOverview>('/api/expert-desk')).status).toBe(403);
      expect((await (await signedInWithRole(testApp, 'expert')).client.get<DeskOverview>('/api/expert-desk')).status).toBe(403);
    });

    it('one consultation: its expert and experts it is offered to while open; not others', async () => {
      const { doctor, consultation, patient } = await scene();
      const lawyer = await signedInExpert(testApp, { category: 'legal', specialization: 'Family Law' });
      const colleague = await signedInExpert(testApp, { specialization: 'Cardiologist' });
      const physician = await signedInExpert(testApp);
      expect((await colleague.client.get(`/api/expert-desk/consultations/${consultation.id}`)).status).toBe(200);
      expect((await physician.client.get(`/api/expert-desk/consultations/${consultation.id}`)).status).toBe(403);
      expect((await lawyer.client.get(`/api/expert-desk/consultations/${consultation.id}`)).status).toBe(403);
      await doctor.client.post(`/api/expert-desk/consultations/${consultation.id}/accept`);
      expect((await doctor.client.get(`/api/expert-desk/consultations/${consultation.id}`)).status).toBe(200);
      expect((await colleague.client.get(`/api/expert-desk/consultations/${consultation.id}`)).status).toBe(403);
      expect((await patient.client.get(`/api/expert-desk/consultations/${consultation.id}`)).status).toBe(403);
    });

    it('the status history: patient, assigned expert and admin; not another patient or expert, nor anonymous', async () => {
      const { doctor, consultation, patient } = await scene();
      await doctor.client.post(`/api/expert-desk/consultations/${consultation.id}/accept`);
      const path = `/api/consultations/${consultation.id}/status-history`;
      expect((await patient.client.get(path)).status).toBe(200);
      expect((await doctor.client.get(path)).status).toBe(200);
      expect((await (await signedInWithRole(testApp, 'admin')).client.get(path)).status).toBe(200);
      expect((await (await signedInPatient(testApp)).client.get(path)).status).toBe(403);
      expect((await (await signedInExpert(testApp)).client.get(path)).status).toBe(403);
      expect((await new HttpClient(testApp).get(path)).status).toBe(401);
    });

    it('cancel: another patient and another expert are refused', async () => {
      const { consultation } = await scene();
      const path = `/api/consultations/${consultation.id}/cancel`;
      expect((await (await signedInPatient(testApp)).client.post(path, {})).status).toBe(403);
      expect((await (await signedInExpert(testApp)).client.post(path, {})).status).toBe(403);
      expect((await new HttpClient(testApp).post(path, {})).status).toBe(401);
      const [row] = await db().select().from(consultations).where(eq(consultations.id, consultation.id));
      expect(row?.status).toBe('pending');
    });
  });
});
