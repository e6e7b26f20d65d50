import { AUTH_MESSAGES, VALIDATION_MESSAGES_HI, type MatchResult, type Profile } from '@sahay/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/auth';
import { experts } from '../src/db/schema/experts';
import { createExpertProfile, signedInPatient, signedInWithRole } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 20 parts 1 and 2: the app language an account keeps, and the server's messages in the language asked for.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const languageOf = async (id: string) =>
  (await testApp.database.db.select({ language: users.preferredLanguage }).from(users).where(eq(users.id, id)))[0]?.language;

describe('PUT /api/profile/language', () => {
  it('keeps the choice in the profile; GET /api/profile says it (English until chosen)', async () => {
    const { client, user } = await signedInPatient(testApp);
    expect((await client.get<Profile>('/api/profile')).body.appLanguage).toBe('en');
    const response = await client.request('PUT', '/api/profile/language', { language: 'hi' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ language: 'hi' });
    expect(await languageOf(user.id)).toBe('hi');
    expect((await client.get<Profile>('/api/profile')).body.appLanguage).toBe('hi');
  });

  it.each([{ language: 'fr' }, { language: '' }, {}, { language: ['hi'] }])('refuses %j with 400', async (body) => {
    const { client, user } = await signedInPatient(testApp);
    const response = await client.request('PUT', '/api/profile/language', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    expect(await languageOf(user.id)).toBe('en');
  });

  it('authorisation: anonymous gets 401; one person’s choice leaves another’s alone; experts and admins keep their own', async () => {
    expect((await new HttpClient(testApp).request('PUT', '/api/profile/language', { language: 'hi' })).status).toBe(401);
    const first = await signedInPatient(testApp);
    const second = await signedInPatient(testApp);
    await first.client.request('PUT', '/api/profile/language', { language: 'hi' });
    expect(await languageOf(second.user.id)).toBe('en');
    for (const role of ['expert', 'admin'] as const) {
      const { client, user } = await signedInWithRole(testApp, role);
      expect((await client.request('PUT', '/api/profile/language', { language: 'hi' })).status).toBe(200);
      expect(await languageOf(user.id)).toBe('hi');
    }
  });
});

describe('validation messages follow Accept-Language', () => {
  const badSignUp = { fullName: 'Asha Verma', email: 'not-an-email', phone: '9876543210', password: 'a-long-password-1' };

  it('says the spec’s English by default', async () => {
    const response = await new HttpClient(testApp).post<{ error: { fieldErrors: Record<string, string[]> } }>('/api/auth/sign-up', badSignUp);
    expect(response.status).toBe(400);
    expect(response.body.error.fieldErrors.email).toEqual([AUTH_MESSAGES.invalidEmail.description]);
  });

  it('says it in Hindi for Accept-Language: hi (and hi-IN with a quality list)', async () => {
    for (const header of ['hi', 'hi-IN,hi;q=0.9,en;q=0.8']) {
      const response = await new HttpClient(testApp).request<{ error: { message: string; fieldErrors: Record<string, string[]> } }>(
        'POST',
        '/api/auth/sign-up',
        badSignUp,
        { headers: { 'accept-language': header } },
      );
      expect(response.status).toBe(400);
      expect(response.body.error.fieldErrors.email).toEqual([VALIDATION_MESSAGES_HI['auth.invalidEmail']]);
      expect(response.body.error.message).toBe(VALIDATION_MESSAGES_HI['auth.invalidEmail']);
    }
  });

  it('says a service’s error in Hindi too (a failed sign-in)', async () => {
    const { input } = await signedInPatient(testApp);
    const response = await new HttpClient(testApp).request<{ error: { message: string } }>(
      'POST',
      '/api/auth/sign-in',
      { email: input.email, password: 'wrong-password-1' },
      { headers: { 'accept-language': 'hi' } },
    );
    expect(response.status).toBe(401);
    expect(response.body.error.message).toBe(VALIDATION_MESSAGES_HI['auth.invalidCredentials']);
  });
});

describe('experts who speak the reader’s language (issue 20 part 3)', () => {
  async function twoEqualCardiologists() {
    const base = { category: 'medical' as const, specialization: 'Cardiology', isOnline: true, rating: 4.5 };
    const [first, second] = [await createExpertProfile(testApp.database.db, base), await createExpertProfile(testApp.database.db, base)];
    // Equals are listed by id: the Hindi speaker is the later one, so only the language can put them first.
    const [tamil, hindi] = [first, second].sort((a, b) => a.id.localeCompare(b.id)) as [typeof first, typeof first];
    await testApp.database.db
      .update(experts)
      .set({ languages: ['Hindi', 'English'] })
      .where(eq(experts.id, hindi.id));
    await testApp.database.db
      .update(experts)
      .set({ languages: ['Tamil', 'English'] })
      .where(eq(experts.id, tamil.id));
    return { hindi, tamil };
  }
  const order = (result: MatchResult, ids: string[]) => result.experts.map((e) => e.id).filter((id) => ids.includes(id));

  it('puts a Hindi speaker first among equals for a visitor reading the app in Hindi, and not in English', async () => {
    const { hindi, tamil } = await twoEqualCardiologists();
    const both = [hindi.id, tamil.id];
    const path = '/api/experts/match?category=medical&department=Cardiology';
    const inHindi = await new HttpClient(testApp).request<MatchResult>('GET', path, undefined, { headers: { 'accept-language': 'hi' } });
    expect(order(inHindi.body, both)).toEqual([hindi.id, tamil.id]);
    const inEnglish = await new HttpClient(testApp).request<MatchResult>('GET', path, undefined, { headers: { 'accept-language': 'en' } });
    expect(order(inEnglish.body, both)).toEqual([tamil.id, hindi.id]);
  });

  it('does so for an account that chose Hindi, whatever the request says', async () => {
    const { hindi, tamil } = await twoEqualCardiologists();
    const { client } = await signedInPatient(testApp);
    await client.request('PUT', '/api/profile/language', { language: 'hi' });
    const response = await client.get<MatchResult>('/api/experts/match?category=medical&department=Cardiology');
    expect(order(response.body, [hindi.id, tamil.id])).toEqual([hindi.id, tamil.id]);
  });
});
