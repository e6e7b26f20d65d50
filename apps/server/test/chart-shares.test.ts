import type { AccessLogPage, ChartShareStatus, MyHealthShares, SharedHealthView } from '@sahay/domain';
import { CHART_NOT_SHARED_MESSAGE } from '@sahay/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultationMessages } from '../src/db/schema/consultations';
import { experts } from '../src/db/schema/experts';
import { createConsultation, signedInExpert, signedInPatient, signedInWithRole } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;

/** A patient in an active consultation with an expert, and everyone else who might ask. */
async function cast(status: 'pending' | 'active' = 'active') {
  const owner = await signedInPatient(testApp, { fullName: 'Farah Qureshi' });
  const expert = await signedInExpert(testApp, { name: 'Dr. Sunil Joshi' });
  const otherExpert = await signedInExpert(testApp, { name: 'Dr. Other Expert' });
  const otherPatient = await signedInPatient(testApp);
  const admin = await signedInWithRole(testApp, 'admin');
  const anonymous = new HttpClient(testApp);
  const consultation = await createConsultation(db(), owner.user.id, { expertId: expert.expert.id, status });
  const base = `/api/consultations/${consultation.id}`;
  return { owner, expert, otherExpert, otherPatient, admin, anonymous, consultation, base };
}

const systemLines = async (consultationId: string) =>
  (
    await db()
      .select({ text: consultationMessages.messageText })
      .from(consultationMessages)
      .where(and(eq(consultationMessages.consultationId, consultationId), eq(consultationMessages.senderType, 'system')))
      .orderBy(consultationMessages.id)
  ).map((row) => row.text);

describe('sharing the chart from the chat', () => {
  it('authorisation: only the patient shares, in one tap; sharing twice is one share and one line in the chat', async () => {
    const { owner, expert, otherExpert, otherPatient, admin, anonymous, consultation, base } = await cast();
    expect((await anonymous.post(`${base}/chart-share`)).status).toBe(401);
    for (const someone of [expert, otherExpert, otherPatient, admin]) expect((await someone.client.post(`${base}/chart-share`)).status).toBe(403);
    const first = await owner.client.post<ChartShareStatus>(`${base}/chart-share`);
    expect(first.status).toBe(200);
    expect(first.body.shared).toBe(true);
    const again = await owner.client.post<ChartShareStatus>(`${base}/chart-share`);
    expect(again.body.shareId).toBe(first.body.shareId);
    expect(await systemLines(consultation.id)).toEqual(['Farah Qureshi shared their health chart with Dr. Sunil Joshi. They can stop sharing at any time.']);
  });

  it('authorisation: the share status is for the patient and the assigned expert only', async () => {
    const { owner, expert, otherExpert, otherPatient, admin, anonymous, base } = await cast();
    expect((await owner.client.get<ChartShareStatus>(`${base}/chart-share`)).body.shared).toBe(false);
    await owner.client.post(`${base}/chart-share`);
    expect((await owner.client.get<ChartShareStatus>(`${base}/chart-share`)).body.shared).toBe(true);
    expect((await expert.client.get<ChartShareStatus>(`${base}/chart-share`)).body.shared).toBe(true);
    for (const someone of [otherExpert, otherPatient, admin]) expect((await someone.client.get(`${base}/chart-share`)).status).toBe(403);
    expect((await anonymous.get(`${base}/chart-share`)).status).toBe(401);
    expect((await owner.client.get('/api/consultations/00000000-0000-4000-8000-000000000000/chart-share')).status).toBe(404);
  });

  it('authorisation: only the assigned expert opens the chart, and only while it is shared', async () => {
    const { owner, expert, otherExpert, otherPatient, admin, anonymous, base } = await cast();
    const before = await expert.client.get(`${base}/chart`);
    expect(before.status).toBe(403);
    expect(before.body.error.message).toBe(CHART_NOT_SHARED_MESSAGE);
    await owner.client.post(`${base}/chart-share`);
    const chart = await expert.client.get<SharedHealthView>(`${base}/chart`);
    expect(chart.status).toBe(200);
    expect(chart.body.kind).toBe('chart');
    expect(chart.body.patientInformation?.name).toBe('Farah Qureshi');
    for (const someone of [owner, otherExpert, otherPatient, admin]) expect((await someone.client.get(`${base}/chart`)).status).toBe(403);
    expect((await anonymous.get(`${base}/chart`)).status).toBe(401);
    const refused = await otherExpert.client.get<{ error: { message: string } }>(`${base}/chart`);
    expect(refused.body.error.message).toBe("Only the expert of this consultation can open the patient's chart");
    const inHindi = await otherExpert.client.request<{ error: { message: string } }>('GET', `${base}/chart`, undefined, {
      headers: { 'accept-language': 'hi' },
    });
    expect(inHindi.status).toBe(403);
    expect(inHindi.body.error.message).toBe('मरीज़ का चार्ट सिर्फ़ इस कंसल्टेशन के एक्सपर्ट ही खोल सकते हैं');
  });

  it('logs each opening for the patient (when, who, what) and records the read in their access log', async () => {
    const { owner, expert, base, consultation } = await cast();
    await owner.client.post(`${base}/chart-share`, { scopes: ['personal_info', 'prescriptions'] });
    expect((await expert.client.get(`${base}/chart`)).status).toBe(200);
    const [share] = (await owner.client.get<MyHealthShares>('/api/health-shares')).body.shares;
    expect(share?.kind).toBe('chart');
    expect(share?.consultation).toEqual({ id: consultation.id, expertName: 'Dr. Sunil Joshi' });
    expect(share?.openings.map((o) => [o.viewer, o.sections])).toEqual([['Dr. Sunil Joshi', ['patient_information', 'prescriptions']]]);
    const log = (await owner.client.get<AccessLogPage>('/api/account/access-log')).body.entries;
    expect(log.map((e) => [e.who, e.resource, e.what])).toEqual([['Dr. Sunil Joshi', 'patient_chart', 'Your health chart, shared from your consultation']]);
  });

  it('authorisation: only the patient stops sharing; the expert is refused at once after', async () => {
    const { owner, expert, otherExpert, otherPatient, admin, anonymous, consultation, base } = await cast();
    await owner.client.post(`${base}/chart-share`);
    expect((await anonymous.request('DELETE', `${base}/chart-share`)).status).toBe(401);
    for (const someone of [expert, otherExpert, otherPatient, admin]) expect((await someone.client.request('DELETE', `${base}/chart-share`)).status).toBe(403);
    expect((await expert.client.get(`${base}/chart`)).status).toBe(200);
    expect((await owner.client.request('DELETE', `${base}/chart-share`)).status).toBe(204);
    expect((await expert.client.get(`${base}/chart`)).status).toBe(403);
    expect((await owner.client.get<MyHealthShares>('/api/health-shares')).body.shares).toEqual([]);
    expect((await systemLines(consultation.id)).at(-1)).toBe('Farah Qureshi stopped sharing their health chart.');
  });

  it('is revocable from the list of shares too', async () => {
    const { owner, expert, base } = await cast();
    const shared = (await owner.client.post<ChartShareStatus>(`${base}/chart-share`)).body;
    expect((await expert.client.request('DELETE', `/api/health-shares/${shared.shareId}`)).status).toBe(404);
    expect((await owner.client.request('DELETE', `/api/health-shares/${shared.shareId}`)).status).toBe(204);
    expect((await expert.client.get(`${base}/chart`)).status).toBe(403);
  });

  it('ends when the consultation ends, and a follow-up does not bring it back', async () => {
    const { owner, expert, base, consultation } = await cast();
    await owner.client.post(`${base}/chart-share`);
    expect((await expert.client.post(`/api/expert-desk/consultations/${consultation.id}/complete`)).status).toBe(200);
    expect((await expert.client.get(`${base}/chart`)).status).toBe(403);
    expect((await owner.client.get<MyHealthShares>('/api/health-shares')).body.shares).toEqual([]);
    expect((await owner.client.post(`${base}/chart-share`)).status).toBe(409);
    expect((await owner.client.post(`${base}/follow-up`)).status).toBe(200);
    expect((await expert.client.get(`${base}/chart`)).status).toBe(403);
    expect((await owner.client.post<ChartShareStatus>(`${base}/chart-share`)).body.shared).toBe(true);
    expect((await expert.client.get(`${base}/chart`)).status).toBe(200);
  });

  it('ends when the consultation is referred to another expert, who does not inherit it', async () => {
    const { owner, expert, otherExpert, base, consultation } = await cast();
    await owner.client.post(`${base}/chart-share`);
    const referred = await expert.client.post(`/api/expert-desk/consultations/${consultation.id}/refer`, {
      toExpertId: otherExpert.expert.id,
      reason: 'Needs a cardiologist',
    });
    expect(referred.status).toBe(200);
    expect((await expert.client.get(`${base}/chart`)).status).toBe(403);
    expect((await otherExpert.client.post(`/api/expert-desk/consultations/${consultation.id}/accept`)).status).toBe(200);
    expect((await otherExpert.client.get(`${base}/chart`)).status).toBe(403);
  });

  it('ends when the expert is suspended', async () => {
    const { owner, expert, base } = await cast();
    await owner.client.post(`${base}/chart-share`);
    await db().update(experts).set({ status: 'suspended' }).where(eq(experts.id, expert.expert.id));
    expect((await expert.client.get(`${base}/chart`)).status).toBe(403);
  });

  it('needs an open consultation with an expert', async () => {
    const owner = await signedInPatient(testApp);
    const unassigned = await createConsultation(db(), owner.user.id);
    const refused = await owner.client.post(`/api/consultations/${unassigned.id}/chart-share`);
    expect(refused.status).toBe(409);
    expect((await owner.client.post('/api/consultations/00000000-0000-4000-8000-000000000000/chart-share')).status).toBe(404);
    expect((await owner.client.post(`/api/consultations/${unassigned.id}/chart-share`, { scopes: [] })).status).toBe(400);
  });
});
