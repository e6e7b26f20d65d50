import { FAMILY_MEMBERS_LIMIT, FAMILY_MESSAGES, type FamilyMember, type FamilyMemberList } from '@sahay/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyMembers } from '../src/db/schema/family';
import { signedInPatient, signedInWithRole } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 14 part 8: the account holder's family members, read and written by the holder only.
const NOW = new Date('2026-03-01T06:00:00Z');

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock: { now: () => NOW } });
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const storedFor = (userId: string) => db().select().from(familyMembers).where(eq(familyMembers.userId, userId));
const child = { name: 'Aarav Sharma', relation: 'child', dateOfBirth: '2018-06-15', gender: 'male' };

describe('the account holder’s members', () => {
  it('adds, lists, changes and removes a member', async () => {
    const { client, user } = await signedInPatient(testApp);
    expect((await client.get<FamilyMemberList>('/api/family-members')).body).toEqual({ members: [], limit: FAMILY_MEMBERS_LIMIT });
    const added = await client.post<FamilyMember>('/api/family-members', { ...child, name: '  Aarav  Sharma ' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject(child);
    const mother = await client.post<FamilyMember>('/api/family-members', {
      name: 'Kamla Devi',
      relation: 'parent',
      dateOfBirth: '1958-01-02',
      gender: 'female',
    });

    const list = await client.get<FamilyMemberList>('/api/family-members');
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.body.members.map((m) => m.id)).toEqual([added.body.id, mother.body.id]);
    expect(Object.keys(list.body.members[0] ?? {})).not.toContain('userId');

    const changed = await client.request<FamilyMember>('PATCH', `/api/family-members/${added.body.id}`, { ...child, dateOfBirth: '2018-06-16' });
    expect(changed.status).toBe(200);
    expect(changed.body.dateOfBirth).toBe('2018-06-16');

    expect((await client.request('DELETE', `/api/family-members/${added.body.id}`)).status).toBe(200);
    expect((await storedFor(user.id)).map((m) => m.id)).toEqual([mother.body.id]);
    expect((await client.request('DELETE', `/api/family-members/${added.body.id}`)).status).toBe(404);
  });

  it(`refuses an eleventh member with 409`, async () => {
    const { client, user } = await signedInPatient(testApp);
    for (let i = 0; i < FAMILY_MEMBERS_LIMIT; i++) expect((await client.post('/api/family-members', { ...child, name: `Child ${i + 1}` })).status).toBe(201);
    const over = await client.post('/api/family-members', { ...child, name: 'One too many' });
    expect(over.status).toBe(409);
    expect(over.body.error.message).toBe(FAMILY_MESSAGES.limit);
    expect(await storedFor(user.id)).toHaveLength(FAMILY_MEMBERS_LIMIT);
  });

  it.each([
    [{ name: 'A' }, 'name', FAMILY_MESSAGES.nameTooShort],
    [{ relation: 'cousin' }, 'relation', FAMILY_MESSAGES.relation],
    [{ gender: 'x' }, 'gender', FAMILY_MESSAGES.gender],
    [{ dateOfBirth: '2026-03-02' }, 'dateOfBirth', FAMILY_MESSAGES.dateInFuture],
    [{ dateOfBirth: '1900-01-01' }, 'dateOfBirth', FAMILY_MESSAGES.dateTooOld],
    [{ dateOfBirth: 'yesterday' }, 'dateOfBirth', FAMILY_MESSAGES.dateOfBirth],
  ])('refuses %j with 400 and the message under %s, storing nothing', async (change, field, message) => {
    const { client, user } = await signedInPatient(testApp);
    const response = await client.post('/api/family-members', { ...child, ...change });
    expect(response.status).toBe(400);
    expect(response.body.error.fieldErrors[field]).toEqual([message]);
    expect(await storedFor(user.id)).toEqual([]);
  });

  it('a bad change is a 400 and changes nothing; a bad id is a 400, not a 500', async () => {
    const { client, user } = await signedInPatient(testApp);
    const added = await client.post<FamilyMember>('/api/family-members', child);
    expect((await client.request('PATCH', `/api/family-members/${added.body.id}`, { ...child, name: '' })).status).toBe(400);
    expect((await storedFor(user.id))[0]?.name).toBe(child.name);
    expect((await client.request('DELETE', '/api/family-members/not-an-id')).status).toBe(400);
  });
});

describe('authorisation: only the account holder', () => {
  async function holderWithMember() {
    const holder = await signedInPatient(testApp);
    const member = await holder.client.post<FamilyMember>('/api/family-members', child);
    return { holder, memberId: member.body.id };
  }

  it('another patient sees none and gets 404 on change and removal', async () => {
    const { holder, memberId } = await holderWithMember();
    const other = await signedInPatient(testApp);
    expect((await other.client.get<FamilyMemberList>('/api/family-members')).body.members).toEqual([]);
    expect((await other.client.request('PATCH', `/api/family-members/${memberId}`, { ...child, name: 'Taken over' })).status).toBe(404);
    expect((await other.client.request('DELETE', `/api/family-members/${memberId}`)).status).toBe(404);
    expect((await storedFor(holder.user.id))[0]?.name).toBe(child.name);
  });

  it.each(['expert', 'admin'] as const)('an %s gets 404 on a member, 403 on the list and add, and changes nothing', async (role) => {
    const { holder, memberId } = await holderWithMember();
    const { client } = await signedInWithRole(testApp, role);
    expect((await client.request('PATCH', `/api/family-members/${memberId}`, child)).status).toBe(404);
    expect((await client.request('DELETE', `/api/family-members/${memberId}`)).status).toBe(404);
    const list = await client.get('/api/family-members');
    expect(list.status).toBe(403);
    expect(list.body.error.message).toBe(FAMILY_MESSAGES.patientsOnly);
    expect((await client.post('/api/family-members', child)).status).toBe(403);
    expect(await storedFor(holder.user.id)).toHaveLength(1);
  });

  it('anonymous gets 401 on every endpoint', async () => {
    const { holder, memberId } = await holderWithMember();
    const anonymous = new HttpClient(testApp);
    for (const [method, path, body] of [
      ['GET', '/api/family-members'],
      ['POST', '/api/family-members', child],
      ['PATCH', `/api/family-members/${memberId}`, child],
      ['DELETE', `/api/family-members/${memberId}`],
    ] as const) {
      expect((await anonymous.request(method, path, body)).status, `${method} ${path}`).toBe(401);
    }
    expect(await storedFor(holder.user.id)).toHaveLength(1);
  });
});
