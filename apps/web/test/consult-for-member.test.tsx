import type { FamilyMember } from '@sahay/domain/family-members';
import { ageInYears } from '@sahay/domain/family-members';
import { indiaDate } from '@sahay/domain/india-date';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeMedicalConsultation } from '@/lib/medical-consultation';
import { asha, json, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';

// Issue 14 part 8: the medical consultation modal asks "Who is this for?" when the patient has family members.
const ID = '6f1d9a3e-3c5b-4d2a-9e8f-1a2b3c4d5e6f';
const AARAV: FamilyMember = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Aarav Verma',
  relation: 'child',
  dateOfBirth: '2018-06-15',
  gender: 'male',
  createdAt: '2026-01-01T00:00:00.000Z',
};

afterEach(() => act(() => closeMedicalConsultation()));

describe('Who is this for?', () => {
  it('prefills the member’s name, age and gender and sends their id with the request', async () => {
    const calls = stubApi({
      'GET /api/auth/session': session(asha),
      'GET /api/family-members': () => json(200, { members: [AARAV], limit: 10 }),
      'POST /api/consultations/medical': () => json(201, { id: ID, accessToken: 'secret-token', status: 'pending', flowStep: 'ai_assessment' }),
    });
    const { user } = renderApp('/doctor');
    await user.click(await screen.findByRole('button', { name: 'Audio call' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Connect with Expert Doctor' }));
    const chooser = await dialog.findByRole('group', { name: 'Who is this for?' });
    expect(within(chooser).getByRole('radio', { name: 'Myself' })).toBeChecked();
    await user.click(within(chooser).getByRole('radio', { name: 'Aarav Verma' }));
    const age = ageInYears(AARAV.dateOfBirth, indiaDate(new Date()));
    expect(dialog.getByLabelText('Full name')).toHaveValue('Aarav Verma');
    expect(dialog.getByLabelText('Age')).toHaveValue(age);
    expect(dialog.getByLabelText('Gender')).toHaveValue('male');

    // The member has no phone of their own: the holder's is filled in (issue 21 part 3).
    expect(dialog.getByLabelText('Phone number')).toHaveValue('9876543210');
    await user.selectOptions(dialog.getByLabelText('Department'), 'Pediatrics');
    await user.type(dialog.getByLabelText('Symptoms'), 'Fever for two days');
    await user.click(dialog.getByRole('button', { name: /Continue/ }));
    await user.click(await dialog.findByRole('button', { name: /Submit Request/ }));
    await dialog.findByRole('list', { name: 'AI assessment' }).catch(() => undefined);
    const posted = calls.filter((c) => c.method === 'POST' && c.path === '/api/consultations/medical').map((c) => c.body);
    expect(posted).toEqual([expect.objectContaining({ name: 'Aarav Verma', age, gender: 'male', familyMemberId: AARAV.id })]);
  });

  it('does not ask when the patient has no family members', async () => {
    stubApi({ 'GET /api/auth/session': session(asha), 'GET /api/family-members': () => json(200, { members: [], limit: 10 }) });
    const { user } = renderApp('/doctor');
    await user.click(await screen.findByRole('button', { name: 'Audio call' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Connect with Expert Doctor' }));
    expect(await dialog.findByLabelText('Full name')).toBeInTheDocument();
    expect(dialog.queryByRole('group', { name: 'Who is this for?' })).not.toBeInTheDocument();
  });
});
