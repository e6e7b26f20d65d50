import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { consultationMessages } from '../../src/db/schema/consultations';
import { callRecords } from '../../src/db/schema/calls';
import { consultationStatusChanges, legalDocuments, referralChains } from '../../src/db/schema/expert-work';
import { prescriptions, vitalSigns } from '../../src/db/schema/health-records';
import { healthShareOpenings, healthShares } from '../../src/db/schema/health-shares';
import { auditLog, outbox } from '../../src/db/schema/platform';
import { userPresence } from '../../src/db/schema/chat';
import { createConsultation, createExpertProfile, createPatientHistory, signedInExpert, signedInPatient } from './factories';
import { PNG_1X1 } from './file-fixtures';
import { HttpClient } from './http-client';
import { TEST_PUBLIC_URL, type TestApp } from './test-app';

async function ok(response: Promise<{ status: number; body: unknown }>, status = 201): Promise<{ id?: string }> {
  const { status: actual, body } = await response;
  expect(actual, JSON.stringify(body)).toBe(status);
  return body as { id?: string };
}

/**
 * A patient who has left one row of every kind Sahay keeps of a person (issue 14 part 7), through the product's own
 * endpoints where one exists and directly in the tables where the row comes from someone else (an expert, an admin).
 */
export async function patientWithEverything(testApp: TestApp, fullName: string) {
  const db = testApp.database.db;
  const { client, input, user } = await signedInPatient(testApp, { fullName });
  const history = await createPatientHistory(db, user.id);
  await db.update(prescriptions).set({ patientName: fullName, doctorName: 'Dr. Kavitha Rao' }).where(eq(prescriptions.id, history.prescriptionId));
  await ok(
    client.request('PUT', '/api/profile', {
      name: fullName,
      phone: input.phone,
      city: 'Pune',
      state: 'Maharashtra',
      languages: ['Marathi', 'Hindi'],
      dateOfBirth: '1987-05-21',
      gender: 'female',
    }),
    200,
  );
  await ok(client.post('/api/vitals', { bloodPressureSystolic: 128, bloodPressureDiastolic: 82, bloodSugar: 92, recordedAt: '2026-01-05T08:30:00+05:30' }));
  // A child on the account (issue 14 part 8), with a reading of their own.
  const member = (await ok(
    client.post('/api/family-members', { name: `Child of ${fullName}`, relation: 'child', dateOfBirth: '2019-04-10', gender: 'female' }),
  )) as {
    id: string;
  };
  await ok(client.post('/api/vitals', { heartRate: 98, familyMemberId: member.id, recordedAt: '2026-01-06T08:30:00+05:30' }));

  // A photo in their chat, a referral and a status change, a rating and a lawyer's document on a second consultation.
  const form = new FormData();
  form.set('file', new File([new Uint8Array(PNG_1X1)], 'rash.png', { type: 'image/png' }));
  const upload = await testApp.app.request(`/api/chat/conversations/${history.consultationId}/files`, {
    method: 'POST',
    headers: { origin: TEST_PUBLIC_URL, cookie: client.cookieHeader },
    body: form,
  });
  expect(upload.status).toBe(201);
  const doctor = await signedInExpert(testApp, { name: `Dr. Other of ${fullName}`, phone: `+9196${String(Date.now()).slice(-8)}` });
  await db
    .insert(referralChains)
    .values({ consultationId: history.consultationId, fromExpertId: history.expertId, toExpertId: doctor.expert.id, reason: 'Needs a cardiologist' });
  const lawyer = await createExpertProfile(db, { category: 'legal', specialization: 'Property Law' });
  const completed = await createConsultation(db, user.id, { expertId: lawyer.id, status: 'completed', category: 'legal' });
  await db
    .insert(consultationStatusChanges)
    .values({ consultationId: completed.id, action: 'complete', fromStatus: 'active', toStatus: 'completed', actorUserId: lawyer.userId, actorRole: 'expert' });
  await db
    .insert(callRecords)
    .values({ consultationId: completed.id, mode: 'audio', status: 'ended', callerId: user.id, startedAt: new Date(), endedAt: new Date() });
  await ok(client.post('/api/ratings', { consultationId: completed.id, stars: 4, comment: 'Clear advice' }));
  await db.insert(legalDocuments).values({
    userId: user.id,
    consultationId: completed.id,
    kind: 'draft',
    title: 'Notice',
    body: 'Draft notice',
    clientName: fullName,
    lawyerName: lawyer.name,
  });

  // A QR link opened by a visitor and a chart share opened by the doctor; the doctor's read of the chat, audited.
  const [share] = await db
    .insert(healthShares)
    .values({ userId: user.id, kind: 'qr', tokenHash: `export-${user.id}`, scopes: ['vitals'], expiresAt: new Date(Date.now() + 3_600_000) })
    .returning();
  const [chart] = await db
    .insert(healthShares)
    .values({ userId: user.id, kind: 'chart', consultationId: history.consultationId, expertId: doctor.expert.id, scopes: ['vitals', 'prescriptions'] })
    .returning();
  await db.insert(healthShareOpenings).values([
    { shareId: share!.id, viewerUserId: null, sections: ['vitals'] },
    { shareId: chart!.id, viewerUserId: doctor.user.id, sections: ['vitals', 'prescriptions'] },
  ]);
  await db.insert(auditLog).values({
    actorUserId: doctor.user.id,
    action: 'medical_data.read',
    subjectType: 'chat_messages',
    subjectId: history.consultationId,
    subjectUserId: user.id,
    actorRole: 'expert',
    actorName: doctor.expert.name,
    actorProfession: 'Doctor · General Physician',
    reason: `assigned expert of consultation ${history.consultationId}`,
  });

  // Support, a deletion request from the form, a failed sign-in, when they were last seen, a text sent to them.
  await ok(
    client.post('/api/contact-messages', {
      firstName: fullName.split(' ')[0],
      lastName: 'X',
      email: input.email,
      subject: 'Hi',
      message: `Hello from ${fullName}`,
    }),
  );
  await ok(new HttpClient(testApp).post('/api/account-deletion-requests', { email: input.email, phone: input.phone, fullName }));
  await ok(new HttpClient(testApp).post('/api/auth/sign-in', { email: input.email, password: 'not-the-password' }), 401);
  await db.insert(userPresence).values({ userId: user.id, lastSeenAt: new Date() }).onConflictDoNothing();
  await db.insert(outbox).values({ channel: 'sms', recipient: user.phone, template: 'prescription-issued', payload: { link: 'secret-link' } });

  const [message] = await db.select().from(consultationMessages).where(eq(consultationMessages.consultationId, history.consultationId)).limit(1);
  const readings = await db.select({ id: vitalSigns.id }).from(vitalSigns).where(eq(vitalSigns.userId, user.id));
  return {
    client,
    input,
    user,
    history,
    doctor,
    lawyer,
    completed,
    shareIds: [share!.id, chart!.id],
    messageId: message!.id,
    readingIds: readings.map((r) => r.id),
    memberId: member.id,
  };
}
