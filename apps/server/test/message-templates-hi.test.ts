import { OUTBOX_TEMPLATES, type OutboxList } from '@sahay/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/auth';
import { outbox } from '../src/db/schema/platform';
import { outboxMessage, renderMessage } from '../src/modules/notifications/message-templates';
import { createExpertProfile, createRequest, signedInExpert, signedInPatient, signedInWithRole } from './support/factories';
import { HttpClient } from './support/http-client';
import { APPOINTMENT, base, SAMPLES } from './support/outbox-samples';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from './support/test-app';

// Issue 20 part 2: every SMS, WhatsApp message and email is said in the language its recipient reads Sahay in.

const DEVANAGARI = /[\u0900-\u097F]/;
const hindi = (template: (typeof OUTBOX_TEMPLATES)[number], payload: object) => renderMessage(template, { ...payload, language: 'hi' }, { base });

describe('every outbox template in Hindi', () => {
  it.each(OUTBOX_TEMPLATES)('%s is Hindi, with the same values, the link and every name and reason', (template) => {
    const { payload, link } = SAMPLES[template];
    const english = renderMessage(template, { ...payload }, { base });
    const { text, params } = hindi(template, payload);
    expect(text).toMatch(DEVANAGARI);
    expect(text).not.toMatch(/\b(Hello|Reason|your|you|Open|Join|Questions)\b/);
    expect(text).not.toMatch(/undefined|null|\[object|\(\)|: \.|\s{2}/);
    // Providers that fill approved templates get as many values, in the same order, from the same payload.
    expect(params).toHaveLength(english.params.length);
    expect(params.every((param) => param.length > 0)).toBe(true);
    if (link) expect(text).toContain(`${base}${link}`);
    for (const [key, value] of Object.entries(payload))
      if (/name|Name|subject|reason|topic/.test(key) && typeof value === 'string') expect(text).toContain(value);
  });

  it('states times and dates of India in Hindi, with the digits, the zone and the code exact', () => {
    expect(hindi('appointment-booked', APPOINTMENT).text).toBe(
      `Sahay: Dr. Asha Rao के साथ आपकी वीडियो कॉल मंगल, 3 मार्च, 10:00 am IST के लिए बुक हो गई है। समय पर जुड़ें: ${base}/join-meeting/room-1 (2 घंटे पहले तक आप अपने डैशबोर्ड पर इसे बदल या रद्द कर सकते हैं)।`,
    );
    expect(hindi('appointment-reminder', { ...APPOINTMENT, when: '24h' }).text).toContain('कल शुरू होगी, मंगल, 3 मार्च, 10:00 am IST');
    expect(hindi('deletion-request-received', SAMPLES['deletion-request-received'].payload).text).toContain('हम 4 मार्च 2026 तक जवाब देंगे');
    // The code's last line stays what Android's WebOTP reads.
    expect(hindi('one-time-code', { code: '048213', purpose: 'password-reset' }).text).toBe(
      'Sahay का पासवर्ड बदलने के लिए आपका कोड 048213 है। यह 5 मिनट तक चलेगा। इसे किसी को न बताएँ: Sahay यह कोड कभी नहीं माँगता।\n@sahay.example #048213',
    );
    expect(hindi('refund-approved', SAMPLES['refund-approved'].payload).text).toContain('₹299.00 का रिफ़ंड (रसीद SAH-20260302-ABCD2345)');
  });

  it('says the field and a missing reason in Hindi, and tells a visitor how to get a copy', () => {
    expect(hindi('consultation-accepted', { ...SAMPLES['consultation-accepted'].payload, field: 'legal' }).text).toContain('आपकी क़ानूनी सलाह का अनुरोध');
    expect(hindi('expert-rejected', { ...SAMPLES['expert-rejected'].payload, reason: ' ' }).text).toContain('कारण: कोई कारण नहीं बताया गया।');
    expect(hindi('prescription-issued', { ...SAMPLES['prescription-issued'].payload, forAccount: false }).text).toBe(
      `Sahay: Dr. Asha Rao ने आपके मेडिकल अनुरोध के लिए दवा का पर्चा लिखा है। इसकी कॉपी के लिए Sahay सहायता से संपर्क करें: ${base}/contact`,
    );
  });

  it('a row without a language, or with one Sahay does not speak, is English', () => {
    const payload = SAMPLES['password-changed'].payload;
    const english = renderMessage('password-changed', { ...payload }, { base }).text;
    expect(english).toMatch(/^Hello Meera, your Sahay password was changed/);
    expect(renderMessage('password-changed', { ...payload, language: 'fr' }, { base }).text).toBe(english);
    expect(outboxMessage('email', 'meera@example.com', 'password-changed', payload, 'hi').payload).toEqual({ ...payload, language: 'hi' });
  });
});

describe('messages follow the recipient’s language', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());
  const db = () => testApp.database.db;
  const links = { base: TEST_PUBLIC_URL };
  const queued = async (template: (typeof OUTBOX_TEMPLATES)[number], recipient: string) =>
    (
      await db()
        .select()
        .from(outbox)
        .where(and(eq(outbox.template, template), eq(outbox.recipient, recipient)))
    )[0];

  it('an account that chose Hindi gets Hindi; one that did not stays English', async () => {
    const meera = await signedInPatient(testApp, { fullName: 'Meera Sharma' });
    expect((await meera.client.request('PUT', '/api/profile/language', { language: 'hi' })).status).toBe(200);
    expect((await meera.client.post('/api/account/password', { currentPassword: meera.input.password, newPassword: 'Banyan-Roots-77' })).status).toBe(200);
    const email = await queued('password-changed', meera.input.email);
    expect(email?.payload).toMatchObject({ language: 'hi' });
    expect(renderMessage(email!.template, email!.payload, links).text).toBe(
      `नमस्ते Meera Sharma, आपका Sahay पासवर्ड बदल दिया गया है और दूसरे डिवाइस से साइन आउट कर दिया गया है। अगर यह आपने नहीं किया, तो तुरंत हमें बताएँ: ${TEST_PUBLIC_URL}/contact - Sahay`,
    );

    const ravi = await signedInPatient(testApp, { fullName: 'Ravi Kumar' });
    // The request's language does not override the account's own choice.
    const password = { currentPassword: ravi.input.password, newPassword: 'Mango-Season-24' };
    expect((await ravi.client.request('POST', '/api/account/password', password, { headers: { 'accept-language': 'hi' } })).status).toBe(200);
    const english = await queued('password-changed', ravi.input.email);
    expect(renderMessage(english!.template, english!.payload, links).text).toMatch(/^Hello Ravi Kumar, your Sahay password was changed/);
  });

  it('the admin inbox shows a Hindi expert’s decision as it was sent, by email and WhatsApp', async () => {
    const admin = await signedInWithRole(testApp, 'admin');
    const doctor = await signedInExpert(testApp, { status: 'pending', whatsappNumber: '+919700000411' }, { fullName: 'Dr. Sunita Yadav' });
    await db().update(users).set({ preferredLanguage: 'hi' }).where(eq(users.id, doctor.user.id));
    expect((await admin.client.post(`/api/admin/experts/${doctor.expert.id}/review`, { decision: 'approve' })).status).toBe(200);
    const inbox = (await admin.client.get<OutboxList>('/api/admin/outbox')).body.messages.filter((m) => m.template === 'expert-approved');
    const whatsapp = inbox.find((m) => m.recipient === '******0411');
    expect(whatsapp?.text).toBe(
      `नमस्ते Dr. Sunita Yadav, Sahay पर आपकी एक्सपर्ट प्रोफ़ाइल मंज़ूर हो गई है: अब मरीज़ आपको ढूँढ सकते हैं। अनुरोध पाने के लिए अपने डेस्क से ऑनलाइन हो जाएँ: ${TEST_PUBLIC_URL}/expert-dashboard - Sahay`,
    );
    expect(
      inbox
        .filter((m) => m.text === whatsapp?.text)
        .map((m) => m.channel)
        .sort(),
    ).toEqual(['email', 'whatsapp']);
    // An English expert's stays English.
    const other = await createExpertProfile(db(), { status: 'pending', name: 'Dr. Nikhil Bose', whatsappNumber: '+919700000412' });
    expect((await admin.client.post(`/api/admin/experts/${other.id}/review`, { decision: 'approve' })).status).toBe(200);
    const english = await queued('expert-approved', '+919700000412');
    expect(renderMessage(english!.template, english!.payload, links).text).toMatch(/^Hello Dr. Nikhil Bose, your Sahay expert profile is approved/);
  });

  it('a visitor’s contact record keeps the language of the request that made it; its SMS follow it', async () => {
    const visitor = new HttpClient(testApp, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    const intake = {
      name: 'Ramesh',
      age: 41,
      gender: 'male',
      phone: '+919811199001',
      department: 'Cardiology',
      symptoms: 'Chest tightness when climbing stairs',
    };
    const created = await visitor.post<{ id: string }>('/api/consultations/medical', intake);
    expect(created.status).toBe(201);
    const [contact] = await db().select().from(users).where(eq(users.phone, '+919811199001'));
    expect(contact?.preferredLanguage).toBe('hi');

    const doctor = await signedInExpert(testApp, { category: 'medical' }, { fullName: 'Dr. Kavita Menon' });
    const request = await createRequest(db(), contact!.id);
    expect((await doctor.client.post(`/api/expert-desk/consultations/${request.id}/accept`)).status).toBe(200);
    const sms = await queued('consultation-accepted', '+919811199001');
    expect(renderMessage(sms!.template, sms!.payload, links).text).toBe(
      `Sahay: Dr. Kavita Menon ने आपका मेडिकल अनुरोध मान लिया है और अब आपको इसी नंबर पर कॉल कर सकते हैं। कोई सवाल हो तो: ${TEST_PUBLIC_URL}/contact`,
    );
  });

  it('the contact form’s confirmation is in the language the message was written in', async () => {
    const form = { firstName: 'Meera', lastName: 'K', email: 'meera.hi@example.com', subject: 'रिफ़ंड', message: 'मेरा रिफ़ंड कब आएगा?' };
    expect((await new HttpClient(testApp, { 'accept-language': 'hi' }).post('/api/contact-messages', form)).status).toBe(201);
    const email = await queued('contact-confirmation', 'meera.hi@example.com');
    expect(renderMessage(email!.template, email!.payload, links).text).toBe('नमस्ते Meera, आपका संदेश "रिफ़ंड" हमें मिल गया है और हम 24 घंटे के अंदर जवाब देंगे। - Sahay');
  });

  it('queues a payload that names its language for every recipient (no row is left to guess)', async () => {
    const rows = await db().select({ payload: outbox.payload, template: outbox.template }).from(outbox);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(['en', 'hi'], row.template).toContain(row.payload.language);
  });
});
