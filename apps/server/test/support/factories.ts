import { randomBytes } from 'node:crypto';
import type { SignUp } from '@sahay/domain';
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
