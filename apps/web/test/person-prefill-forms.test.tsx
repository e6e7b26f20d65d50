import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeMedicalConsultation } from '@/lib/medical-consultation';
import { followsPerson } from '@/lib/prefill-rule';
import { json, session, stubApi } from './support/api';
import { AARAV, ageToday, ASHA_PROFILE, KAMLA, signedInAsha } from './support/person';
import { renderApp } from './support/render-app';
import { findToast } from './support/toasts';

// Issue 21 part 3: the request forms know who you are. Name, phone, age and gender come from the profile, or from the
// family member chosen under "Who is this for?"; every field stays editable; what the person typed is never replaced.
const RECEIPT = { id: '6f1d9a3e-3c5b-4d2a-9e8f-1a2b3c4d5e6f', accessToken: 't', matches: { fallback: false, message: null, experts: [] } };
const COUNTS = { category: 'finance', total: 3, online: 1, helpline: '+918047182200', groups: [{ group: 'Tax Planning & GST', total: 3, online: 1 }] };
const TECH_COUNTS = {
  category: 'tech',
  total: 2,
  online: 1,
  helpline: '+918047182200',
  groups: [
    { group: 'Tech Support', total: 1, online: 1 },
    { group: 'Bug Fixing', total: 1, online: 0 },
  ],
  firstChoice: null,
};

afterEach(() => act(() => closeMedicalConsultation()));

describe('the rule', () => {
  it('a field follows the person while empty or still holding what was filled in', () => {
    expect(followsPerson('', undefined)).toBe(true);
    expect(followsPerson('Asha Verma', 'Asha Verma')).toBe(true);
    expect(followsPerson('Asha V.', 'Asha Verma')).toBe(false);
    expect(followsPerson('Asha Verma', undefined)).toBe(false);
  });
});

async function openMedicalModal() {
  const app = renderApp('/doctor');
  await app.user.click(await screen.findByRole('button', { name: 'Audio call' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Connect with Expert Doctor' }));
  return { ...app, dialog };
}

describe('the medical consultation modal', () => {
  it('fills in name, phone, age (from the date of birth) and gender from the profile, all editable', async () => {
    signedInAsha({}, []);
    const { user, dialog } = await openMedicalModal();
    await waitFor(() => expect(dialog.getByLabelText('Gender')).toHaveValue('female'));
    expect(dialog.getByLabelText('Full name')).toHaveValue('Asha Verma');
    expect(dialog.getByLabelText('Phone number')).toHaveValue('9876543210');
    expect(dialog.getByLabelText('Age')).toHaveValue(ageToday(ASHA_PROFILE.dateOfBirth!));
    await user.clear(dialog.getByLabelText('Age'));
    await user.type(dialog.getByLabelText('Age'), '41');
    await user.selectOptions(dialog.getByLabelText('Gender'), 'Other');
    expect(dialog.getByLabelText('Age')).toHaveValue(41);
    expect(dialog.getByLabelText('Gender')).toHaveValue('other');
  });

  it('a chosen member fills in their name, age and gender; back to Myself fills in the profile again', async () => {
    signedInAsha();
    const { user, dialog } = await openMedicalModal();
    const chooser = await dialog.findByRole('group', { name: 'Who is this for?' });
    await user.click(within(chooser).getByRole('radio', { name: 'Kamla Verma' }));
    expect(dialog.getByLabelText('Full name')).toHaveValue('Kamla Verma');
    expect(dialog.getByLabelText('Age')).toHaveValue(ageToday(KAMLA.dateOfBirth));
    expect(dialog.getByLabelText('Gender')).toHaveValue('female');
    expect(dialog.getByLabelText('Phone number')).toHaveValue('9876543210');
    await user.click(within(chooser).getByRole('radio', { name: 'Aarav Verma' }));
    expect(dialog.getByLabelText('Full name')).toHaveValue('Aarav Verma');
    expect(dialog.getByLabelText('Gender')).toHaveValue('male');
    await user.click(within(chooser).getByRole('radio', { name: 'Myself' }));
    expect(dialog.getByLabelText('Full name')).toHaveValue('Asha Verma');
    expect(dialog.getByLabelText('Age')).toHaveValue(ageToday(ASHA_PROFILE.dateOfBirth!));
  });

  it('keeps what the person typed when another person is chosen; the untouched fields follow', async () => {
    signedInAsha();
    const { user, dialog } = await openMedicalModal();
    const name = dialog.getByLabelText('Full name');
    await waitFor(() => expect(name).toHaveValue('Asha Verma'));
    await user.clear(name);
    await user.type(name, 'Asha V. Rao');
    await user.click(within(await dialog.findByRole('group', { name: 'Who is this for?' })).getByRole('radio', { name: 'Aarav Verma' }));
    expect(name).toHaveValue('Asha V. Rao');
    expect(dialog.getByLabelText('Age')).toHaveValue(ageToday(AARAV.dateOfBirth));
    expect(dialog.getByLabelText('Gender')).toHaveValue('male');
  });

  it('keeps the member and what was filled in across Back, and still follows a new choice', async () => {
    signedInAsha({ 'GET /api/consultations/match': () => json(200, { experts: [], fallback: false, message: null }) });
    const { user, dialog } = await openMedicalModal();
    await user.click(within(await dialog.findByRole('group', { name: 'Who is this for?' })).getByRole('radio', { name: 'Aarav Verma' }));
    await user.selectOptions(dialog.getByLabelText('Department'), 'Pediatrics');
    await user.type(dialog.getByLabelText('Symptoms'), 'Fever for two days');
    await user.click(dialog.getByRole('button', { name: /Continue/ }));
    await user.click(await dialog.findByRole('button', { name: /Back/ }));
    const chooser = await dialog.findByRole('group', { name: 'Who is this for?' });
    expect(within(chooser).getByRole('radio', { name: 'Aarav Verma' })).toBeChecked();
    expect(dialog.getByLabelText('Full name')).toHaveValue('Aarav Verma');
    await user.click(within(chooser).getByRole('radio', { name: 'Kamla Verma' }));
    expect(dialog.getByLabelText('Full name')).toHaveValue('Kamla Verma');
  });

  it('leaves every field empty for a visitor and asks for no profile', async () => {
    const calls = stubApi({ 'GET /api/auth/session': session(null) });
    const { dialog } = await openMedicalModal();
    for (const label of ['Full name', 'Phone number', 'Gender']) expect(dialog.getByLabelText(label)).toHaveValue('');
    expect(dialog.getByLabelText('Age')).toHaveValue(null);
    expect(calls.map((call) => call.path)).not.toContain('/api/profile');
  });
});

describe('the specialty, CA and IT request forms', () => {
  it('fill in name and phone from the profile, and send the chosen member with the request', async () => {
    const calls = signedInAsha({ 'GET /api/experts/counts': () => json(200, COUNTS), 'POST /api/consultations/requests': () => json(201, RECEIPT) });
    const { user } = renderApp('/ca-consultation');
    const form = within(await screen.findByRole('form', { name: /Request a .* consultation/ }));
    await waitFor(() => expect(form.getByLabelText('Full name')).toHaveValue('Asha Verma'));
    expect(form.getByLabelText('Phone number')).toHaveValue('9876543210');
    await user.click(within(await form.findByRole('group', { name: 'Who is this for?' })).getByRole('radio', { name: 'Kamla Verma' }));
    expect(form.getByLabelText('Full name')).toHaveValue('Kamla Verma');
    await user.type(form.getByLabelText('What do you need help with?'), 'A tax notice on my pension');
    await user.click(form.getByRole('button', { name: 'Find my expert' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/consultations/requests')?.body).toMatchObject({
        name: 'Kamla Verma',
        phone: '+919876543210',
        familyMemberId: KAMLA.id,
      }),
    );
  });

  it('keep the filled-in and the typed fields when another service area is chosen', async () => {
    signedInAsha({ 'GET /api/experts/counts': () => json(200, TECH_COUNTS) });
    const { user } = renderApp('/it-consultation');
    const name = await screen.findByLabelText('Full name');
    await waitFor(() => expect(name).toHaveValue('Asha Verma'));
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '9811122233');
    await user.selectOptions(screen.getByLabelText('Service area'), 'Bug Fixing');
    expect(await screen.findByRole('form', { name: 'Request a Bug Fixing consultation' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue('Asha Verma');
    expect(screen.getByLabelText('Phone number')).toHaveValue('9811122233');
  });

  it('are empty for a visitor, with no "Who is this for?"', async () => {
    stubApi({ 'GET /api/auth/session': session(null), 'GET /api/experts/counts': () => json(200, COUNTS) });
    renderApp('/ca-consultation');
    const form = within(await screen.findByRole('form', { name: /Request a .* consultation/ }));
    await screen.findByText(/verified experts .* online now/);
    expect(form.getByLabelText('Full name')).toHaveValue('');
    expect(form.getByLabelText('Phone number')).toHaveValue('');
    expect(form.queryByRole('group', { name: 'Who is this for?' })).not.toBeInTheDocument();
  });
});

describe('the legal request form', () => {
  it('fills in name and phone, sends the chosen member, and fills them in again for the next request', async () => {
    const calls = signedInAsha({ 'POST /api/consultations/legal': () => json(201, { id: RECEIPT.id, lawyer: null }) });
    const { user } = renderApp('/legal-consultation');
    const form = within(await screen.findByRole('form', { name: 'Legal consultation request' }));
    await waitFor(() => expect(form.getByLabelText('Full name')).toHaveValue('Asha Verma'));
    expect(form.getByLabelText('Phone number')).toHaveValue('9876543210');
    await user.click(within(await form.findByRole('group', { name: 'Who is this for?' })).getByRole('radio', { name: 'Kamla Verma' }));
    await user.type(form.getByLabelText('Describe your legal issue'), 'A tenant will not leave her flat');
    await user.click(form.getByRole('button', { name: 'Request Consultation' }));
    expect(await findToast('Consultation Requested')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/consultations/legal')?.body).toMatchObject({ name: 'Kamla Verma', familyMemberId: KAMLA.id });
    await waitFor(() => expect(form.getByLabelText('Describe your legal issue')).toHaveValue(''));
    expect(form.getByLabelText('Full name')).toHaveValue('Kamla Verma');
    expect(form.getByLabelText('Phone number')).toHaveValue('9876543210');
  });

  it('keeps a typed name when a member is chosen', async () => {
    signedInAsha();
    const { user } = renderApp('/legal-consultation');
    const form = within(await screen.findByRole('form', { name: 'Legal consultation request' }));
    const name = form.getByLabelText('Full name');
    await waitFor(() => expect(name).toHaveValue('Asha Verma'));
    await user.clear(name);
    await user.type(name, 'Asha Rao');
    await user.click(within(await form.findByRole('group', { name: 'Who is this for?' })).getByRole('radio', { name: 'Kamla Verma' }));
    expect(name).toHaveValue('Asha Rao');
  });
});
