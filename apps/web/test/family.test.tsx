import type { FamilyMember } from '@sahay/domain/family-members';
import { FAMILY_MESSAGES } from '@sahay/domain/family-members';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, asha, json, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';
import { findToast } from './support/toasts';

// Issue 14 part 8: /family, the account holder's family members.
const AARAV: FamilyMember = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Aarav Verma',
  relation: 'child',
  dateOfBirth: '2018-06-15',
  gender: 'male',
  createdAt: '2026-01-01T00:00:00.000Z',
};

function familyServer(initial: FamilyMember[]) {
  let members = [...initial];
  const calls = stubApi({
    'GET /api/auth/session': session(asha),
    'GET /api/family-members': () => json(200, { members, limit: 10 }),
    'POST /api/family-members': (call) => {
      const body = call.body as Omit<FamilyMember, 'id' | 'createdAt'>;
      if (body.name === 'Taken') return apiError(400, 'VALIDATION_FAILED', 'Invalid', { name: ['Name is not allowed'] });
      const created = { ...body, id: '22222222-2222-4222-8222-222222222222', createdAt: new Date().toISOString() };
      members = [...members, created];
      return json(201, created);
    },
    [`PATCH /api/family-members/${AARAV.id}`]: (call) => {
      const changed = { ...AARAV, ...(call.body as object) };
      members = members.map((m) => (m.id === AARAV.id ? changed : m));
      return json(200, changed);
    },
    [`DELETE /api/family-members/${AARAV.id}`]: () => {
      members = members.filter((m) => m.id !== AARAV.id);
      return json(200, { ok: true });
    },
  });
  return calls;
}

describe('/family', () => {
  it('lists members with their relation and age, and adds one through the form, checked by the domain schema', async () => {
    const user = userEvent.setup();
    const calls = familyServer([AARAV]);
    renderApp('/family');
    expect(await screen.findByRole('heading', { level: 1, name: 'Family Members' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Family members' });
    expect(within(list).getByText('Aarav Verma')).toBeInTheDocument();
    expect(within(list).getByText(/Child · \d+ years · Male/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add family member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a family member' });
    await user.click(within(dialog).getByRole('button', { name: 'Add member' }));
    expect(await within(dialog).findByText(FAMILY_MESSAGES.nameTooShort)).toBeInTheDocument();
    expect(within(dialog).getByText(FAMILY_MESSAGES.relation)).toBeInTheDocument();
    expect(within(dialog).getByText(FAMILY_MESSAGES.dateOfBirth)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Full name'), 'Kamla Devi');
    await user.selectOptions(within(dialog).getByLabelText('Relation to you'), 'parent');
    await user.type(within(dialog).getByLabelText('Date of birth'), '1958-01-02');
    await user.selectOptions(within(dialog).getByLabelText('Gender'), 'female');
    await user.click(within(dialog).getByRole('button', { name: 'Add member' }));
    expect(await findToast(FAMILY_MESSAGES.added)).toContain(FAMILY_MESSAGES.added);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Kamla Devi', relation: 'parent', dateOfBirth: '1958-01-02', gender: 'female' });
    expect(await within(list).findByText('Kamla Devi')).toBeInTheDocument();
  });

  it('refuses a date of birth in the future before sending anything', async () => {
    const user = userEvent.setup();
    const calls = familyServer([]);
    renderApp('/family');
    expect(await screen.findByText('No family members yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add family member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a family member' });
    await user.type(within(dialog).getByLabelText('Full name'), 'Baby Verma');
    await user.selectOptions(within(dialog).getByLabelText('Relation to you'), 'child');
    await user.type(within(dialog).getByLabelText('Date of birth'), '2999-01-01');
    await user.selectOptions(within(dialog).getByLabelText('Gender'), 'female');
    await user.click(within(dialog).getByRole('button', { name: 'Add member' }));
    expect(await within(dialog).findByText(FAMILY_MESSAGES.dateInFuture)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('edits and removes a member, asking before removing', async () => {
    const user = userEvent.setup();
    const calls = familyServer([AARAV]);
    renderApp('/family');
    await user.click(await screen.findByRole('button', { name: 'Edit Aarav Verma' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Aarav Verma' });
    const name = within(edit).getByLabelText('Full name');
    await user.clear(name);
    await user.type(name, 'Aarav K Verma');
    await user.click(within(edit).getByRole('button', { name: 'Save changes' }));
    expect(await findToast(FAMILY_MESSAGES.updated)).toContain(FAMILY_MESSAGES.updated);
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ name: 'Aarav K Verma', relation: 'child' });

    await user.click(await screen.findByRole('button', { name: 'Remove Aarav K Verma' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Aarav K Verma?' });
    expect(within(confirm).getByText(/vitals readings and records/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await findToast(FAMILY_MESSAGES.removed)).toContain(FAMILY_MESSAGES.removed);
    await waitFor(() => expect(screen.getByText('No family members yet')).toBeInTheDocument());
  });

  it('shows the error with a retry when the list fails to load', async () => {
    stubApi({ 'GET /api/auth/session': session(asha), 'GET /api/family-members': () => apiError(500, 'INTERNAL', 'Broken') });
    renderApp('/family');
    expect(await screen.findByText(FAMILY_MESSAGES.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });
});

describe('/privacy tells the truth about family members', () => {
  it('says their data is held under the account holder and deleted with the account', async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    renderApp('/privacy');
    expect(
      await screen.findByText(/their data is held under your account, shown only to you, included in your data download, and deleted with your/),
    ).toBeInTheDocument();
  });
});
