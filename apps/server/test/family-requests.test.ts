import type { FamilyMember } from '@sahay/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultations } from '../src/db/schema/consultations';
import { experts } from '../src/db/schema/experts';
import { signedInPatient } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 21 part 3: "Who is this for?" on the legal form, the specialty, CA and IT forms and the AI pre-consultation:
// the request carries the chosen family member, who must be one of the requester's own.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.database.db.insert(experts).values({
    name: 'Dr. Online Cardio',
    phone: '+919811100101',
    category: 'medical',
    specialization: 'Cardiologist',
    isOnline: true,
    isVerified: true,
    rating: 4.6,
  });
});
afterAll(() => testApp.close());
const db = () => testApp.database.db;

async function holderWithParent() {
  const holder = await signedInPatient(testApp, { fullName: 'Priya Sharma' });
  const parent = (
    await holder.client.post<FamilyMember>('/api/family-members', { name: 'Kamla Sharma', relation: 'parent', dateOfBirth: '1955-02-10', gender: 'female' })
  ).body;
  return { holder, parent };
}

const legal = (phone: string) => ({ name: 'Kamla Sharma', phone, caseType: 'Property', legalIssue: 'A tenant will not leave the flat' });
const service = (phone: string) => ({ category: 'finance', specialty: 'Tax Planning & GST', name: 'Kamla Sharma', phone, details: 'A pension tax notice' });
const preConsultation = (phone: string) => ({ name: 'Kamla Sharma', mobile: phone, specialty: 'cardiology', symptoms: 'Breathless on stairs' });
const memberOf = async (id: string) => (await db().select().from(consultations).where(eq(consultations.id, id)))[0]?.familyMemberId;

describe('a request for a family member', () => {
  it('the legal form, the service forms and the pre-consultation store the member with the request', async () => {
    const { holder, parent } = await holderWithParent();
    const phone = holder.user.phone;
    const asLegal = await holder.client.post<{ id: string }>('/api/consultations/legal', { ...legal(phone), familyMemberId: parent.id });
    const asService = await holder.client.post<{ id: string }>('/api/consultations/requests', { ...service(phone), familyMemberId: parent.id });
    const handoff = await holder.client.post<{ consultationId: string }>('/api/ai/consultation-handoff', {
      form: { ...preConsultation(phone), familyMemberId: parent.id },
      transcript: [],
    });
    expect([asLegal.status, asService.status, handoff.status]).toEqual([201, 201, 201]);
    expect(await memberOf(asLegal.body.id)).toBe(parent.id);
    expect(await memberOf(asService.body.id)).toBe(parent.id);
    expect(await memberOf(handoff.body.consultationId)).toBe(parent.id);
  });

  it('the pre-consultation reuses a pending request only for the same person', async () => {
    const { holder, parent } = await holderWithParent();
    const phone = holder.user.phone;
    const mine = await holder.client.post<{ consultationId: string }>('/api/ai/consultation-handoff', { form: preConsultation(phone), transcript: [] });
    const parents = await holder.client.post<{ consultationId: string }>('/api/ai/consultation-handoff', {
      form: { ...preConsultation(phone), familyMemberId: parent.id },
      transcript: [],
    });
    const again = await holder.client.post<{ consultationId: string }>('/api/ai/consultation-handoff', {
      form: { ...preConsultation(phone), familyMemberId: parent.id },
      transcript: [],
    });
    expect(parents.body.consultationId).not.toBe(mine.body.consultationId);
    expect(again.body.consultationId).toBe(parents.body.consultationId);
    expect(await memberOf(mine.body.consultationId)).toBeNull();
  });
});

describe('authorisation: only the holder’s own members', () => {
  it('another patient naming the holder’s member gets 404 on every form, and nothing is stored', async () => {
    const { parent } = await holderWithParent();
    const other = await signedInPatient(testApp);
    const phone = other.user.phone;
    const before = await db().$count(consultations, eq(consultations.userId, other.user.id));
    const responses = [
      await other.client.post('/api/consultations/legal', { ...legal(phone), familyMemberId: parent.id }),
      await other.client.post('/api/consultations/requests', { ...service(phone), familyMemberId: parent.id }),
      await other.client.post('/api/ai/consultation-handoff', { form: { ...preConsultation(phone), familyMemberId: parent.id }, transcript: [] }),
    ];
    expect(responses.map((r) => r.status)).toEqual([404, 404, 404]);
    expect(await db().$count(consultations, eq(consultations.userId, other.user.id))).toBe(before);
  });

  it('a visitor naming a member gets 404 on the legal and service forms; the pre-consultation asks them to sign in', async () => {
    const { parent } = await holderWithParent();
    const visitor = new HttpClient(testApp);
    expect((await visitor.post('/api/consultations/legal', { ...legal('9845012377'), familyMemberId: parent.id })).status).toBe(404);
    expect((await visitor.post('/api/consultations/requests', { ...service('9845012377'), familyMemberId: parent.id })).status).toBe(404);
    const handoff = await visitor.post('/api/ai/consultation-handoff', {
      form: { ...preConsultation('9845012377'), familyMemberId: parent.id },
      transcript: [],
    });
    expect(handoff.status).toBe(401);
  });

  it('a member that is not an id is a 400 with the field named', async () => {
    const { holder } = await holderWithParent();
    const response = await holder.client.post('/api/ai/consultation-handoff', {
      form: { ...preConsultation(holder.user.phone), familyMemberId: 'nope' },
      transcript: [],
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION_FAILED');
  });
});
