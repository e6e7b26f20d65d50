import { triageAgeFromDateOfBirth } from '@sahay/domain/family-members';
import { indiaDate } from '@sahay/domain/india-date';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asha, deferred, json, session, stubApi } from './support/api';
import { ageToday, ASHA_PROFILE, KAMLA, signedInAsha } from './support/person';
import { renderApp } from './support/render-app';

// Issue 21 part 3: the pre-consultation's form and the triage's answers know who you are, as the request forms do.
const handoff = { consultationId: 'c1', expert: { id: 'e1', name: 'Dr. Arjun Mehta', specialization: 'Cardiologist' } };
const followUp = (call: { body: any }) => json(200, { message: `Next: ${call.body.step}` });

describe('the AI pre-consultation form', () => {
  it('fills in name and mobile from the profile; a chosen member goes to the expert with the request', async () => {
    const calls = signedInAsha({ 'POST /api/ai/consultation-handoff': () => json(201, handoff) });
    const { user } = renderApp('/ai-consultation');
    const form = within(await screen.findByRole('form', { name: 'Pre-consultation details' }));
    await waitFor(() => expect(form.getByLabelText('Full name')).toHaveValue('Asha Verma'));
    expect(form.getByLabelText('Mobile number')).toHaveValue('9876543210');
    await user.click(within(await form.findByRole('group', { name: 'Who is this for?' })).getByRole('radio', { name: 'Kamla Verma' }));
    expect(form.getByLabelText('Full name')).toHaveValue('Kamla Verma');
    await user.selectOptions(form.getByLabelText('Specialty'), 'cardiology');
    await user.type(form.getByLabelText('Symptoms'), 'Breathless on stairs');
    await user.click(form.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: /Hello Kamla Verma/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Skip to Expert Consultation/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/ai/consultation-handoff')?.body).toMatchObject({
        form: { name: 'Kamla Verma', mobile: '9876543210', familyMemberId: KAMLA.id },
      }),
    );
  });

  it('keeps the member and a typed name across Edit details', async () => {
    signedInAsha();
    const { user } = renderApp('/ai-consultation');
    let form = within(await screen.findByRole('form', { name: 'Pre-consultation details' }));
    await user.click(within(await form.findByRole('group', { name: 'Who is this for?' })).getByRole('radio', { name: 'Kamla Verma' }));
    await user.clear(form.getByLabelText('Mobile number'));
    await user.type(form.getByLabelText('Mobile number'), '9811122233');
    await user.selectOptions(form.getByLabelText('Specialty'), 'cardiology');
    await user.type(form.getByLabelText('Symptoms'), 'Breathless on stairs');
    await user.click(form.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: /Edit details/ }));
    form = within(await screen.findByRole('form', { name: 'Pre-consultation details' }));
    expect(within(form.getByRole('group', { name: 'Who is this for?' })).getByRole('radio', { name: 'Kamla Verma' })).toBeChecked();
    expect(form.getByLabelText('Full name')).toHaveValue('Kamla Verma');
    expect(form.getByLabelText('Mobile number')).toHaveValue('9811122233');
  });

  it('is empty for a visitor', async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    renderApp('/ai-consultation');
    const form = within(await screen.findByRole('form', { name: 'Pre-consultation details' }));
    expect(form.getByLabelText('Full name')).toHaveValue('');
    expect(form.getByLabelText('Mobile number')).toHaveValue('');
    expect(form.queryByRole('group', { name: 'Who is this for?' })).not.toBeInTheDocument();
  });
});

describe('the triage', () => {
  it('offers the age from the profile’s date of birth, then the gender; both can be changed before sending', async () => {
    const calls = signedInAsha({ 'POST /api/ai/triage/follow-up': followUp }, []);
    const { user } = renderApp('/medical-triage');
    const input = await screen.findByRole('textbox', { name: 'Your answer' });
    const age = ageToday(ASHA_PROFILE.dateOfBirth!);
    await waitFor(() => expect(input).toHaveValue(String(age)));
    await user.type(input, '{Enter}');
    expect(await screen.findByText('Next: gender')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('Female'));
    await user.clear(screen.getByRole('textbox', { name: 'Your answer' }));
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Other{Enter}');
    expect(await screen.findByText('Next: primary_symptom')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/ai/triage/follow-up').at(-1)?.body).toMatchObject({ data: expect.objectContaining({ age, gender: 'Other' }) });
  });

  it('keeps an age typed before the profile arrives', async () => {
    const profile = deferred();
    stubApi({
      'GET /api/auth/session': session(asha),
      'GET /api/profile': profile.handler,
      'GET /api/family-members': () => json(200, { members: [], limit: 10 }),
    });
    const { user } = renderApp('/medical-triage');
    const input = await screen.findByRole('textbox', { name: 'Your answer' });
    await user.type(input, '52');
    profile.release(json(200, ASHA_PROFILE));
    await waitFor(() => expect(screen.getByText(/how old are you/)).toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(input).toHaveValue('52');
  });

  it('a chosen member’s age replaces the suggestion, not what was typed', async () => {
    signedInAsha();
    const { user } = renderApp('/medical-triage');
    const chooser = await screen.findByRole('group', { name: 'Who is this for?' });
    const input = screen.getByRole('textbox', { name: 'Your answer' });
    await waitFor(() => expect(input).toHaveValue(String(ageToday(ASHA_PROFILE.dateOfBirth!))));
    await user.click(within(chooser).getByRole('radio', { name: 'Kamla Verma' }));
    expect(input).toHaveValue(String(triageAgeFromDateOfBirth(KAMLA.dateOfBirth, indiaDate(new Date()))));
    await user.clear(input);
    await user.type(input, '66');
    await user.click(within(chooser).getByRole('radio', { name: 'Myself' }));
    expect(input).toHaveValue('66');
  });

  it('offers nothing to a visitor', async () => {
    const calls = stubApi({ 'GET /api/auth/session': session(null) });
    renderApp('/medical-triage');
    expect(await screen.findByRole('textbox', { name: 'Your answer' })).toHaveValue('');
    expect(calls.map((c) => c.path)).not.toContain('/api/profile');
  });
});
