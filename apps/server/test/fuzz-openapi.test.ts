import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '@sahay/domain';
import { createConsultation, signedInExpert, signedInPatient, signedInWithRole } from './support/factories';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from './support/test-app';

/*
 * Issue 16: no input answers 500. Every operation of /api/openapi.json is called with inputs derived from its own
 * schema and then broken (wrong types, missing and extra fields, odd and huge strings, bad JSON, wrong content
 * types, non-UUID ids), signed out and as each role. A seeded PRNG makes every run the same requests.
 */

const SEED = 16_005;
const CASES_PER_OPERATION_AND_ROLE = 24;
const BATCH = 12;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: Json[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  minItems?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  default?: Json;
}
interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  query: Array<{ name: string; schema: JsonSchema }>;
  body?: JsonSchema;
}
interface FuzzRequest {
  role: Role;
  method: string;
  url: string;
  body?: string;
  contentType?: string;
  label: string;
}
type Role = 'anonymous' | 'patient' | 'expert' | 'admin';

/** mulberry32: small, fast and good enough to pick cases. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T };
}

const ODD_STRINGS = [
  'nul\u0000byte',
  'lone \ud800 surrogate',
  '\udfff',
  'bell\u0007 and escape \u001b[0m',
  'right-to-left \u202e mark \u200f',
  'emoji 👩🏽‍⚕️🙏',
  'x'.repeat(20_000),
  'ü'.repeat(100 * 1024),
  '',
  '   ',
  "' or 1=1 --",
  '../../etc/passwd',
  '%00',
  '\uFEFF\u200B',
  '１２３４５６７８９０',
];
const WRONG_TYPES: Json[] = [null, 0, -1, 1e308, true, [], {}, ['a'], { nested: { deep: 1 } }, 'string'];
const BAD_IDS = [
  '1',
  'abc',
  'not-a-uuid',
  '00000000-0000-0000-0000-00000000000g',
  '%00',
  '%E2%80%AE',
  'x'.repeat(300),
  "'%20or%201=1",
  '-1',
  '0',
  '%F0%9F%98%80',
];
const KNOWN_VALUES: Record<string, string> = {
  email: 'fuzz@example.in',
  password: 'Chai-fuzz-123',
  phone: '9876543210',
  mobile: '9876543210',
  whatsappNumber: '9876543210',
  credentialNumber: 'KMC-12345',
  portfolioUrl: 'https://example.in/work',
};

/** A value the schema accepts (or close to it): the starting point that the cases then break. */
function sample(schema: JsonSchema | undefined, name = '', ids: string[] = []): Json {
  if (!schema) return null;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0] ?? null;
  if (schema.oneOf ?? schema.anyOf) return sample((schema.oneOf ?? schema.anyOf)?.[0], name, ids);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, Json> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) out[key] = sample(child, key, ids);
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sample(schema.items, name, ids));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'uuid') return ids[0] ?? '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'date-time') return new Date(0).toISOString();
      return KNOWN_VALUES[name] ?? 'Fever and a headache for two days'.padEnd(schema.minLength ?? 0, '.');
    default:
      return 'x';
  }
}

function operationsOf(spec: { paths: Record<string, Record<string, any>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(spec.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters: Array<{ in: string; name: string; schema: JsonSchema }> = operation.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

/** One broken variant of a valid body: the label says what was broken. */
function brokenBody(schema: JsonSchema, valid: Json, random: ReturnType<typeof prng>): { body: string; label: string; contentType?: string } {
  const fields = valid && typeof valid === 'object' && !Array.isArray(valid) ? Object.keys(valid) : [];
  const field = fields.length > 0 ? random.pick(fields) : undefined;
  const copy = (): Record<string, Json> => structuredClone(valid) as Record<string, Json>;
  const kind = random.pick(['valid', 'missing', 'wrongType', 'extra', 'odd', 'odd', 'oddNested', 'badJson', 'contentType', 'notObject'] as const);
  switch (kind) {
    case 'missing': {
      const body = copy();
      if (field) delete body[field];
      return { body: JSON.stringify(body), label: `missing ${field}` };
    }
    case 'wrongType': {
      const body = copy();
      if (field) body[field] = random.pick(WRONG_TYPES);
      return { body: JSON.stringify(body), label: `wrong type ${field}` };
    }
    case 'extra':
      return {
        body: JSON.stringify({ ...copy(), extra: random.pick(ODD_STRINGS), role: 'admin' }).replace(/^\{/, '{"__proto__":{"admin":true},'),
        label: 'extra fields',
      };
    case 'odd': {
      const body = copy();
      const odd = random.pick(ODD_STRINGS);
      if (field) body[field] = odd;
      return { body: JSON.stringify(body), label: `odd ${field}=${JSON.stringify(odd.slice(0, 20))}` };
    }
    case 'oddNested': {
      const odd = random.pick(ODD_STRINGS);
      const body = JSON.stringify(valid, (_key, value: Json) => (typeof value === 'string' && random.next() < 0.5 ? odd : value));
      return { body, label: `odd strings ${JSON.stringify(odd.slice(0, 20))}` };
    }
    case 'badJson':
      return { body: random.pick(['{', '{"a":', 'null', '[]', '"text"', '{"a":1}}', '\u0000', '{"x": "\\ud800"}', 'nan']), label: 'bad JSON' };
    case 'contentType':
      return {
        body: random.pick(['a=1&b=2', JSON.stringify(valid)]),
        contentType: random.pick(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml']),
        label: 'content type',
      };
    case 'notObject':
      return { body: JSON.stringify(random.pick(WRONG_TYPES)), label: 'not an object' };
    default:
      return { body: JSON.stringify(sample(schema)), label: 'valid' };
  }
}

/** Percent-encodes like a browser; a lone surrogate becomes the invalid UTF-8 bytes a hand-made URL could carry. */
function encode(value: string): string {
  return [...value].map((char) => (/\p{Cs}/u.test(char) ? '%ED%A0%80' : encodeURIComponent(char))).join('');
}

function queryFor(operation: Operation, random: ReturnType<typeof prng>): string {
  const parts: string[] = [];
  for (const parameter of operation.query) {
    if (random.next() < 0.4) continue;
    const value =
      random.next() < 0.5
        ? JSON.stringify(sample(parameter.schema, parameter.name)).replace(/^"|"$/g, '')
        : random.pick([...ODD_STRINGS.slice(0, 7), '-5', '1e9', 'NaN', '[]']);
    parts.push(`${parameter.name}=${encode(value.slice(0, 4000))}`);
  }
  if (random.next() < 0.2) parts.push('unknown=%00', `${operation.query[0]?.name ?? 'x'}=twice`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

function buildRequests(operations: Operation[], ids: Record<Role, string[]>): FuzzRequest[] {
  const random = prng(SEED);
  const requests: FuzzRequest[] = [];
  for (const operation of operations) {
    for (const role of ['anonymous', 'patient', 'expert', 'admin'] as const) {
      for (let index = 0; index < CASES_PER_OPERATION_AND_ROLE; index += 1) {
        let url = operation.path;
        for (const name of operation.pathParams) {
          const id = random.next() < 0.5 ? random.pick(BAD_IDS) : random.pick([...ids[role], crypto.randomUUID()]);
          url = url.replace(`{${name}}`, id);
        }
        url += queryFor(operation, random);
        const request: FuzzRequest = { role, method: operation.method, url, label: 'no body' };
        if (operation.body) {
          const broken = brokenBody(operation.body, sample(operation.body, '', ids[role]), random);
          Object.assign(request, { body: broken.body, label: broken.label, contentType: broken.contentType ?? 'application/json' });
        } else if (operation.method !== 'GET' && random.next() < 0.3) {
          Object.assign(request, { body: random.pick(['{', 'x'.repeat(1000)]), contentType: 'application/json', label: 'unexpected body' });
        }
        requests.push(request);
      }
    }
  }
  return requests;
}

describe('fuzzing every operation of /api/openapi.json (issue 16)', () => {
  let testApp: TestApp;
  const cookies: Record<Role, string> = { anonymous: '', patient: '', expert: '', admin: '' };
  // Signing in, up or out ends the current session: those requests carry a spare session of the same person.
  const spareCookies: Record<Role, string> = { anonymous: '', patient: '', expert: '', admin: '' };
  const ids: Record<Role, string[]> = { anonymous: [], patient: [], expert: [], admin: [] };

  beforeAll(async () => {
    testApp = await createTestApp();
    const patient = await signedInPatient(testApp);
    const expert = await signedInExpert(testApp);
    const admin = await signedInWithRole(testApp, 'admin');
    const consultation = await createConsultation(testApp.database.db, patient.user.id, { expertId: expert.expert.id, status: 'active' });
    for (const [role, signedIn] of [
      ['patient', patient],
      ['expert', expert],
      ['admin', admin],
    ] as const) {
      cookies[role] = signedIn.client.cookieHeader;
      const spare = await testApp.app.request('/api/auth/sign-in', {
        method: 'POST',
        headers: { origin: TEST_PUBLIC_URL, 'content-type': 'application/json' },
        body: JSON.stringify({ email: signedIn.input.email, password: signedIn.input.password }),
      });
      spareCookies[role] = spare.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; ');
      ids[role] = [consultation.id, expert.expert.id];
    }
    ids.anonymous = [consultation.id, expert.expert.id];
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers no request with a 5xx, and every error in the one shape', async () => {
    const response = await testApp.app.request('/api/openapi.json');
    const operations = operationsOf((await response.json()) as { paths: Record<string, Record<string, any>> });
    // Issue 20: "sign out everywhere" ends every session of the role, its spare too: it goes last, so the other
    // operations are still called signed in.
    const everywhere = (request: FuzzRequest) => Number(request.url.includes('sign-out-everywhere'));
    const requests = buildRequests(operations, ids).sort((a, b) => everywhere(a) - everywhere(b));
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    const byRole = new Map<string, number>();

    for (let start = 0; start < requests.length; start += BATCH) {
      await Promise.all(
        requests.slice(start, start + BATCH).map(async (request) => {
          const cookie = request.url.startsWith('/api/auth/') && request.method === 'POST' ? spareCookies[request.role] : cookies[request.role];
          const headers: Record<string, string> = { origin: TEST_PUBLIC_URL };
          if (cookie) headers.cookie = cookie;
          if (request.contentType) headers['content-type'] = request.contentType;
          const answer = await testApp.app.request(request.url, { method: request.method, headers, body: request.body });
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          const key = `${request.role} ${answer.status}`;
          byRole.set(key, (byRole.get(key) ?? 0) + 1);
          const text = await answer.text();
          const where = `${request.role} ${request.method} ${request.url.slice(0, 120)} (${request.label})`;
          if (answer.status >= 500) failures.push(`${answer.status} ${where}: ${text.slice(0, 200)}`);
          else if (answer.status >= 300) {
            let body: unknown;
            try {
              body = JSON.parse(text);
            } catch {
              body = text;
            }
            if (!ApiErrorSchema.safeParse(body).success) failures.push(`${answer.status} not the error shape ${where}: ${text.slice(0, 200)}`);
          }
        }),
      );
    }

    const seen = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
    console.log(`[fuzz] ${requests.length} requests over ${operations.length} operations: ${seen.join(' ')}`);
    console.log(
      `[fuzz] by role: ${[...byRole]
        .sort()
        .map(([key, count]) => `${key}×${count}`)
        .join(', ')}`,
    );
    expect(requests.length).toBeGreaterThanOrEqual(5000);
    expect(failures.slice(0, 40)).toEqual([]);
  }, 180_000);
});
