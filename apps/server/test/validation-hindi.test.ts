import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPatient } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 20 part 2: beyond sign-in, the forms people meet most answer in the language the request asks for.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const hindi = () => new HttpClient(testApp, { 'accept-language': 'hi-IN,hi;q=0.9' });

describe('validation messages in Hindi for Accept-Language: hi', () => {
  it('the contact form: every field’s message, and English without the header', async () => {
    const empty = { firstName: '', lastName: '', email: 'nope', subject: '', message: '' };
    const answer = await hindi().post('/api/contact-messages', empty);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'कृपया अपना पहला नाम लिखें',
      fieldErrors: {
        firstName: ['कृपया अपना पहला नाम लिखें'],
        lastName: ['कृपया अपना उपनाम लिखें'],
        email: ['कृपया सही ईमेल पता लिखें'],
        subject: ['कृपया विषय लिखें'],
        message: ['कृपया अपना संदेश लिखें'],
      },
    });
    const english = await new HttpClient(testApp).post('/api/contact-messages', empty);
    expect(english.body.error.fieldErrors.firstName).toEqual(['Please enter your first name']);
  });

  it('a consultation request: age and mobile number', async () => {
    const intake = { name: 'Ravi', age: 3.5, gender: 'male', phone: '12345', department: 'Cardiology', symptoms: 'Chest tightness' };
    const answer = await hindi().post('/api/consultations/medical', intake);
    expect(answer.status).toBe(400);
    expect(answer.body.error.fieldErrors).toEqual({ age: ['कृपया उम्र पूरे सालों में लिखें'], phone: ['कृपया सही 10 अंकों का मोबाइल नंबर लिखें'] });
  });

  it('the expert registration: the expert forms’ own messages and a fee said by pattern', async () => {
    const registration = {
      category: 'legal',
      fullName: 'Adv. Meera Iyer',
      email: 'meera.hindi@example.test',
      password: 'Courtroom-Notes-42',
      phone: '9812300011',
      whatsappNumber: '12',
      specialization: 'Family Law',
      qualification: 'LLB',
      experienceYears: 5,
      languages: ['Hindi'],
      consultationFee: 50,
      bio: 'Family lawyer for twelve years in the Bombay High Court.',
      credentialBody: 'Bar Council of Maharashtra and Goa',
      credentialNumber: '1234',
    };
    const answer = await hindi().post('/api/expert-registrations', registration);
    expect(answer.status).toBe(400);
    expect(answer.body.error.fieldErrors).toMatchObject({
      whatsappNumber: ['कृपया सही 10 अंकों का WhatsApp नंबर लिखें'],
      consultationFee: ['फ़ीस कम से कम ₹99 होनी चाहिए'],
      credentialNumber: ['एनरोलमेंट नंबर ऐसा दिखता है: MAH/1234/2015'],
    });
  });

  it('the profile: city and languages', async () => {
    const { client } = await signedInPatient(testApp);
    const update = { name: 'Asha Verma', phone: '+91 98111 22233', city: '12@#', state: '', languages: ['Hindi', 'Hindi'] };
    const answer = await client.request('PUT', '/api/profile', update, { headers: { 'accept-language': 'hi' } });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fieldErrors).toEqual({
      city: ['कृपया सही शहर का नाम लिखें'],
      languages: ['हर भाषा एक ही बार चुनें'],
    });
  });

  it('sign-in by mobile number: a service’s answer (a wrong code) too', async () => {
    const client = hindi();
    expect((await client.post('/api/auth/phone/code', { phone: '9812345670' })).status).toBe(200);
    const wrong = await client.post('/api/auth/phone/sign-in', { phone: '9812345670', code: '000000', fullName: 'Ramesh Kumar' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({
      message: expect.stringMatching(/^(यह कोड सही नहीं है। SMS देखकर फिर से कोशिश करें।|इस कोड का समय निकल गया है)/),
      fieldErrors: { code: [expect.stringMatching(/[\u0900-\u097F]/)] },
    });
    const badCode = await client.post('/api/auth/phone/sign-in', { phone: '9812345670', code: '12' });
    expect(badCode.body.error.fieldErrors.code).toEqual(['हमने जो 6 अंकों का कोड भेजा है, वह लिखें']);
  });
});
