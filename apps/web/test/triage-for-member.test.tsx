import type { FamilyMember } from '@sahay/domain/family-members';
import { triageAgeFromDateOfBirth } from '@sahay/domain/family-members';
import { indiaDate } from '@sahay/domain/india-date';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asha, json, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';

// Issue 14 part 8: a child's triage uses the child's age, from their date of birth.
const member = (id: string, name: string, dateOfBirth: string): FamilyMember => ({
  id,
  name,
  relation: 'child',
  dateOfBirth,
  gender: 'female',
  createdAt: '2026-01-01T00:00:00.000Z',
});
const today = new Date();
const monthsAgo = (months: number) => indiaDate(new Date(today.getFullYear(), today.getMonth() - months, Math.min(today.getDate(), 28)));
const PRIYA = member('11111111-1111-4111-8111-111111111111', 'Priya Verma', '2018-06-15');
const BABY = member('22222222-2222-4222-8222-222222222222', 'Baby Verma', monthsAgo(6));

function triageServer() {
  return stubApi({
    'GET /api/auth/session': session(asha),
    'GET /api/family-members': () => json(200, { members: [PRIYA, BABY], limit: 10 }),
    'POST /api/ai/triage/follow-up': (call: { body: any }) => json(200, { message: `Next: ${call.body.step}` }),
  });
}

describe('triage for a family member', () => {
  it('asks who it is for at the age question and prefills the member’s age in years', async () => {
    const calls = triageServer();
    const { user } = renderApp('/medical-triage');
    const chooser = await screen.findByRole('group', { name: 'Who is this for?' });
    await user.click(within(chooser).getByRole('radio', { name: 'Priya Verma' }));
    const input = screen.getByRole('textbox', { name: 'Your answer' });
    const years = triageAgeFromDateOfBirth(PRIYA.dateOfBirth, indiaDate(new Date()));
    expect(input).toHaveValue(String(years));
    await user.type(input, '{Enter}');
    expect(await screen.findByText('Next: gender')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/ai/triage/follow-up')?.body).toMatchObject({ data: expect.objectContaining({ age: years }) });
    // Past the age question the choice is gone.
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Who is this for?' })).not.toBeInTheDocument());
  });

  it('a baby under one year answers with months as a fraction of a year, which the triage accepts', async () => {
    triageServer();
    const { user } = renderApp('/medical-triage');
    const chooser = await screen.findByRole('group', { name: 'Who is this for?' });
    await user.click(within(chooser).getByRole('radio', { name: 'Baby Verma' }));
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('0.5');
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), '{Enter}');
    expect(await screen.findByText('Next: gender')).toBeInTheDocument();
  });
});
