import { randomBytes } from 'node:crypto';
import type { SignUp } from '@sahay/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { users } from '../../src/db/schema/auth';
import { consultationMessages, consultations } from '../../src/db/schema/consultations';
import { insertConsultation } from '../../src/modules/consultation-lifecycle/lifecycle.service';
import { experts } from '../../src/db/schema/experts';
import { appointments, medicalRecords, prescriptions, vitalSigns } from '../../src/db/schema/health-records';
import { payments, refundRequests } from '../../src/db/schema/payments';
import { HttpClient } from './http-client';
import type { TestApp } from './test-app';

let counter = 0;

/** Sign-up input that passes every rule, unique per call. */
export function buildSignUp(overrides: Partial<SignUp> = {}): SignUp {
  counter += 1;
  return {
    email: `person-${counter}-${randomBytes(3).toString('hex')}@example.in`,
    password: `Chai-${randomBytes(4).toString('hex')}`,
    fullName: 'Meera Krishnan',
    phone: `98${String(10_000_000 + counter).slice(-8)}`,
    ...overrides,
  };
}

/** A signed-up, signed-in patient and the client that carries their session. */
export async function signedInPatient(testApp: TestApp, overrides: Partial<SignUp> = {}) {
  const input = buildSignUp(overrides);
  const client = new HttpClient(testApp);
  const response = await client.post('/api/auth/sign-up', input);
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { client, input, user: response.body.user as { id: string; name: string; email: string; phone: string } };
}

/** A signed-in person with another role (admin, expert): signed up as a patient, then promoted as the seed does. */
export async function signedInWithRole(testApp: TestApp, role: 'admin' | 'expert', overrides: Partial<SignUp> = {}) {
  const signedIn = await signedInPatient(testApp, overrides);
  await testApp.database.db.update(users).set({ role }).where(eq(users.id, signedIn.user.id));
  return signedIn;
}

/** The requester's name as a request made while signed in gives it: the account's. */
async function nameOf(db: Database, userId: string): Promise<string> {
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`no user ${userId}`);
  return user.name;
}

/**
 * One of everything a patient accumulates: a consultation with two messages and a prescription from an expert,
 * an appointment, a medical record and a vital-signs reading.
 */
export async function createPatientHistory(db: Database, userId: string) {
  const [expert] = await db
    .insert(experts)
    .values({ name: 'Dr. Kavitha Rao', phone: '+919800000001', category: 'medical', specialization: 'General Physician', isVerified: true })
    .returning({ id: experts.id });
  const [consultation] = await db
    .insert(consultations)
    .values({
      userId,
      patientName: await nameOf(db, userId),
      expertId: expert?.id,
      consultationType: 'chat',
      category: 'medical',
      problemDescription: 'Fever for three days',
    })
    .returning({ id: consultations.id });
  if (!expert || !consultation) throw new Error('history not created');
  await db.insert(consultationMessages).values([
    { consultationId: consultation.id, messageText: 'I have had a fever since Monday', senderType: 'patient', senderId: userId },
    { consultationId: consultation.id, messageText: 'Please take paracetamol and rest', senderType: 'expert' },
  ]);
  const [prescription] = await db
    .insert(prescriptions)
    .values({
      userId,
      expertId: expert.id,
      consultationId: consultation.id,
      diagnosis: 'Viral fever',
      prescriptionDate: '2025-10-01',
      medicines: [{ name: 'Paracetamol', strength: '500 mg', frequency: 'Three times a day', duration: '3 days' }],
    })
    .returning({ id: prescriptions.id });
  const [appointment] = await db
    .insert(appointments)
    .values({ userId, expertId: expert.id, appointmentDate: new Date('2025-10-10T05:00:00Z'), appointmentType: 'video', fee: 299 })
    .returning({ id: appointments.id });
  // Issue 19 part 4: the order it was paid with.
  const [payment] = await db
    .insert(payments)
    .values({
      userId,
      appointmentId: appointment?.id,
      consultationId: consultation.id,
      expertId: expert.id,
      provider: 'test',
      orderId: `order_Hist${userId.replaceAll('-', '').slice(0, 10)}`,
      paymentId: `pay_Hist${userId.replaceAll('-', '').slice(0, 10)}`,
      amountPaise: 29_900,
      status: 'paid',
      receipt: `SAH-20251001-${userId.replaceAll('-', '').slice(0, 8).toUpperCase()}`,
      paidAt: new Date('2025-10-01T05:00:00Z'),
    })
    .returning({ id: payments.id });
  // Issue 19 part 6: and a refund asked for it.
  if (payment) await db.insert(refundRequests).values({ paymentId: payment.id, userId, reason: 'The doctor did not join the call' });
  await db
    .insert(medicalRecords)
    .values({ userId, title: 'Blood test', recordDate: '2025-09-20', recordType: 'Lab Report', hospitalName: 'Sahyadri Path Lab' });
  await db.insert(vitalSigns).values({ userId, recordedDate: new Date('2025-09-21T04:00:00Z'), heartRate: 72, weight: 61.5 });
  if (!prescription) throw new Error('prescription not created');
  return { expertId: expert.id, consultationId: consultation.id, prescriptionId: prescription.id };
}

type ExpertInsert = typeof experts.$inferInsert;
type ConsultationInsert = typeof consultations.$inferInsert;

/** An expert profile with the professional registration filled in; approved (and verified) unless told otherwise. */
export async function createExpertProfile(db: Database, overrides: Partial<ExpertInsert> = {}) {
  counter += 1;
  const status = overrides.status ?? 'approved';
  const [row] = await db
    .insert(experts)
    .values({
      name: `Dr. Test Expert ${counter}`,
      phone: `+9197${String(10_000_000 + counter).slice(-8)}`,
      category: 'medical',
      specialization: 'General Physician',
      qualification: 'MBBS, MD (General Medicine)',
      credentialBody: 'Karnataka Medical Council',
      credentialNumber: `KMC-${10_000 + counter}`,
      consultationFee: 299,
      ...overrides,
      status,
      isVerified: status === 'approved',
    })
    .returning();
  if (!row) throw new Error('expert not created');
  return row;
}

/** A signed-in expert account (role expert) with its expert profile. */
export async function signedInExpert(testApp: TestApp, profile: Partial<ExpertInsert> = {}, overrides: Partial<SignUp> = {}) {
  const signedIn = await signedInWithRole(testApp, 'expert', overrides);
  const expert = await createExpertProfile(testApp.database.db, { name: signedIn.user.name, ...profile, userId: signedIn.user.id });
  return { ...signedIn, expert };
}

async function consultationValues(db: Database, userId: string, overrides: Partial<ConsultationInsert>): Promise<ConsultationInsert> {
  return {
    userId,
    patientName: await nameOf(db, userId),
    consultationType: 'chat',
    category: 'medical',
    problemDescription: 'Chest tightness when climbing stairs',
    patientAge: 52,
    patientGender: 'male',
    department: 'Cardiology',
    additionalSymptoms: ['Shortness of breath'],
    consultationFee: 299,
    aiTranscript: [{ question: 'When did your symptoms start?', answer: 'Two weeks ago' }],
    ...overrides,
  };
}

/** A consultation row as the request flows create it: pending, unassigned, medical, with an intake and AI transcript. */
export async function createConsultation(db: Database, userId: string, overrides: Partial<ConsultationInsert> = {}) {
  const [row] = await db
    .insert(consultations)
    .values(await consultationValues(db, userId, overrides))
    .returning();
  if (!row) throw new Error('consultation not created');
  return row;
}

/** The same through the product's one way in (insertConsultation), so its status history starts at the request. */
export async function createRequest(db: Database, userId: string, overrides: Partial<ConsultationInsert> = {}) {
  return insertConsultation(db, await consultationValues(db, userId, overrides));
}

/** An expert profile; with `signedIn`, also the expert's own account and a client carrying its session. */
export async function createChatExpert(testApp: TestApp, options: { signedIn?: boolean; category?: 'medical' | 'legal' | 'finance' | 'tech' } = {}) {
  const account = options.signedIn === false ? undefined : await signedInWithRole(testApp, 'expert', { fullName: 'Dr. Arjun Mehta' });
  const [expert] = await testApp.database.db
    .insert(experts)
    .values({
      userId: account?.user.id ?? null,
      name: 'Dr. Arjun Mehta',
      phone: '+919800000002',
      category: options.category ?? 'medical',
      specialization: 'Cardiology',
      isVerified: true,
      isOnline: true,
    })
    .returning({ id: experts.id });
  if (!expert) throw new Error('expert not created');
  return { expertId: expert.id, client: account?.client, user: account?.user };
}
