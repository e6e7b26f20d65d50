import { PROFILE_MESSAGES, type MatchResult, type Profile } from '@sahay/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/auth';
import { createExpertProfile, signedInPatient, signedInWithRole } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

// Spec 001 §2.16 and §5, issue 14 part 5: the signed-in person edits their own name, phone, city, state and languages.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const update = { name: 'Asha Verma', phone: '+91 98111 22233', city: 'Pune', state: 'Maharashtra', languages: ['Marathi', 'Hindi'] };
const rowOf = async (id: string) => (await testApp.database.db.select().from(users).where(eq(users.id, id)))[0];

describe('GET and PUT /api/profile', () => {
  it('reads the profile, with no location or languages until they are set', async () => {
    const { client, input } = await signedInPatient(testApp, { fullName: 'Meera Krishnan', phone: '9876500011' });
    const response = await client.get<Profile>('/api/profile');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      name: 'Meera Krishnan',
      email: input.email,
      phone: '+919876500011',
      city: null,
      state: null,
      languages: [],
      dateOfBirth: null,
      gender: null,
      appLanguage: 'en',
    });
  });

  it('updates name, phone, city, state and languages; the session shows the new name at once', async () => {
    const { client, input, user } = await signedInPatient(testApp);
    const response = await client.request('PUT', '/api/profile', update);
    expect(response.status).toBe(200);
    expect(response.body.profile).toEqual({ ...update, email: input.email, phone: '+919811122233', dateOfBirth: null, gender: null, appLanguage: 'en' });
    expect(response.body.user).toMatchObject({ id: user.id, name: 'Asha Verma', phone: '+919811122233', role: 'patient' });
    expect((await client.get('/api/auth/session')).body.user.name).toBe('Asha Verma');
    expect((await client.get<Profile>('/api/profile')).body.city).toBe('Pune');
  });

  it('clears city and state when sent blank', async () => {
    const { client, user } = await signedInPatient(testApp);
    await client.request('PUT', '/api/profile', update);
    await client.request('PUT', '/api/profile', { ...update, city: '', state: '', languages: [] });
    expect(await rowOf(user.id)).toMatchObject({ city: null, state: null, languages: [] });
  });

  it('keeps a date of birth and gender (issue 21 part 3): omitted leaves them, blank clears them', async () => {
    const { client, user } = await signedInPatient(testApp);
    const saved = await client.request('PUT', '/api/profile', { ...update, dateOfBirth: '1990-04-12', gender: 'female' });
    expect(saved.status).toBe(200);
    expect(saved.body.profile).toMatchObject({ dateOfBirth: '1990-04-12', gender: 'female' });
    expect((await client.get<Profile>('/api/profile')).body).toMatchObject({ dateOfBirth: '1990-04-12', gender: 'female' });
    await client.request('PUT', '/api/profile', { ...update, city: 'Nashik' });
    expect(await rowOf(user.id)).toMatchObject({ city: 'Nashik', dateOfBirth: '1990-04-12', gender: 'female' });
    await client.request('PUT', '/api/profile', { ...update, dateOfBirth: '', gender: '' });
    expect(await rowOf(user.id)).toMatchObject({ dateOfBirth: null, gender: null });
  });

  it('takes name and phone alone (spec 001 §2.16 edits those two): the rest stays as stored', async () => {
    const { client, user } = await signedInPatient(testApp);
    await client.request('PUT', '/api/profile', { ...update, dateOfBirth: '1990-04-12' });
    const response = await client.request('PUT', '/api/profile', { name: '  Asha V ', phone: '9811122244' });
    expect(response.status).toBe(200);
    expect(response.body.profile).toMatchObject({
      name: 'Asha V',
      phone: '+919811122244',
      city: 'Pune',
      state: 'Maharashtra',
      languages: ['Marathi', 'Hindi'],
    });
    expect(await rowOf(user.id)).toMatchObject({ city: 'Pune', dateOfBirth: '1990-04-12' });
  });

  it.each([
    [{ name: ' A ', phone: '9811122244' }, 'name', 'Please enter a valid name'],
    [{ phone: '9811122244' }, 'name', 'Please enter a valid name'],
    [{ name: 'Asha', phone: '981112224' }, 'phone', 'Please enter a valid phone number'],
    [{ name: 'Asha' }, 'phone', 'Please enter a valid phone number'],
  ])('refuses %j with the spec message under %s', async (body, field, message) => {
    const { client } = await signedInPatient(testApp);
    const response = await client.request('PUT', '/api/profile', body);
    expect(response.status).toBe(400);
    expect(response.body.error.fieldErrors).toEqual({ [field]: [message] });
  });

  it('never changes the email or the role, whatever is sent', async () => {
    const { client, input, user } = await signedInPatient(testApp);
    const response = await client.request('PUT', '/api/profile', { ...update, email: 'someone-else@example.in', role: 'admin' });
    expect(response.status).toBe(200);
    expect(await rowOf(user.id)).toMatchObject({ email: input.email, role: 'patient' });
  });

  it.each([
    [{ name: ' A ' }, 'name', PROFILE_MESSAGES.invalidName.description],
    [{ phone: '98765' }, 'phone', PROFILE_MESSAGES.invalidPhone.description],
    [{ city: '!!' }, 'city', PROFILE_MESSAGES.invalidCity],
    [{ languages: ['Esperanto'] }, 'languages', 'Choose languages from the list'],
    [{ dateOfBirth: '2999-01-01' }, 'dateOfBirth', 'Date of birth cannot be in the future'],
    [{ dateOfBirth: '14/08/1992' }, 'dateOfBirth', 'Enter a date of birth'],
    [{ gender: 'robot' }, 'gender', 'Choose a gender from the list'],
  ])('refuses %j with 400 and the spec’s message under %s, changing nothing', async (change, field, message) => {
    const { client, user } = await signedInPatient(testApp, { fullName: 'Meera Krishnan' });
    const response = await client.request('PUT', '/api/profile', { ...update, ...change });
    expect(response.status).toBe(400);
    expect(response.body.error.fieldErrors[field]).toEqual([message]);
    expect((await rowOf(user.id))?.name).toBe('Meera Krishnan');
  });
});

describe('authorisation: each person edits only themselves', () => {
  it('anonymous gets 401 for reading and updating', async () => {
    const anonymous = new HttpClient(testApp);
    expect((await anonymous.get('/api/profile')).status).toBe(401);
    expect((await anonymous.request('PUT', '/api/profile', update)).status).toBe(401);
  });

  it('one patient’s update leaves another patient untouched', async () => {
    const first = await signedInPatient(testApp, { fullName: 'Meera Krishnan' });
    const second = await signedInPatient(testApp, { fullName: 'Ravi Shankar' });
    await first.client.request('PUT', '/api/profile', update);
    expect(await rowOf(second.user.id)).toMatchObject({ name: 'Ravi Shankar', city: null, languages: [] });
    expect((await second.client.get<Profile>('/api/profile')).body.name).toBe('Ravi Shankar');
  });

  it.each(['expert', 'admin'] as const)('an %s edits their own account row and keeps their role', async (role) => {
    const { client, user } = await signedInWithRole(testApp, role);
    expect((await client.request('PUT', '/api/profile', update)).status).toBe(200);
    expect(await rowOf(user.id)).toMatchObject({ name: 'Asha Verma', role });
  });
});

describe('the languages a person speaks: experts who speak one come first among equals', () => {
  async function threeCardiologists() {
    // Equal in what the spec orders by (online, rating), apart from one better-rated expert who speaks no match.
    const base = { category: 'medical' as const, specialization: 'Cardiology', isOnline: true };
    const hindi = await createExpertProfile(testApp.database.db, { ...base, name: 'Dr. Hindi Speaker', rating: 4.5, languages: ['Hindi', 'English'] });
    const tamil = await createExpertProfile(testApp.database.db, { ...base, name: 'Dr. Tamil Speaker', rating: 4.5, languages: ['Tamil', 'English'] });
    const best = await createExpertProfile(testApp.database.db, { ...base, name: 'Dr. Best Rated', rating: 4.9, languages: ['Bengali'] });
    return { hindi, tamil, best };
  }

  it('puts a Tamil speaker before an equal Hindi speaker for a Tamil-speaking patient, but not before a better-rated expert', async () => {
    const { hindi, tamil, best } = await threeCardiologists();
    const ids = (result: MatchResult) => result.experts.map((e) => e.id).filter((id) => [hindi.id, tamil.id, best.id].includes(id));
    const anonymous = await new HttpClient(testApp).get<MatchResult>('/api/experts/match?category=medical&department=Cardiology');
    const byId = [hindi.id, tamil.id].sort();
    expect(ids(anonymous.body)).toEqual([best.id, ...byId]);

    for (const [language, first, second] of [
      ['Tamil', tamil.id, hindi.id],
      ['Hindi', hindi.id, tamil.id],
    ] as const) {
      const { client } = await signedInPatient(testApp);
      await client.request('PUT', '/api/profile', { ...update, languages: [language] });
      const response = await client.get<MatchResult>('/api/experts/match?category=medical&department=Cardiology');
      expect(ids(response.body), language).toEqual([best.id, first, second]);
    }
  });

  it('orders the experts offered with a signed-in person’s service request the same way', async () => {
    const { hindi, tamil, best } = await threeCardiologists();
    const { client } = await signedInPatient(testApp);
    await client.request('PUT', '/api/profile', { ...update, languages: ['Tamil'] });
    const request = { category: 'medical', specialty: 'Cardiology', name: 'Asha Verma', phone: '9811122233', details: 'Chest pain when climbing stairs' };
    const response = await client.post('/api/consultations/requests', request);
    expect(response.status).toBe(201);
    const ids = (response.body.matches as MatchResult).experts.map((e) => e.id).filter((id) => [hindi.id, tamil.id, best.id].includes(id));
    expect(ids).toEqual([best.id, tamil.id, hindi.id]);
  });
});
