import type { Profile } from '@sahay/domain/profile-schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, asha, json, noConsultations, session, stubApi, type ApiCall } from './support/api';
import { renderApp } from './support/render-app';
import { findToast } from './support/toasts';

// Spec 001 §2.16, §5 and §8; issue 14 part 5.
const stored: Profile = {
  name: asha.name,
  email: asha.email,
  phone: asha.phone,
  city: null,
  state: null,
  languages: [],
  dateOfBirth: null,
  gender: null,
  appLanguage: 'en',
};

/** A server that keeps the profile it is sent, so pages read back what was saved. */
function profileServer(initial: Profile = stored, put?: (call: ApiCall) => Response) {
  let profile = initial;
  const calls = stubApi({
    'GET /api/auth/session': session(asha),
    'GET /api/profile': () => json(200, profile),
    'GET /api/consultations/history': noConsultations,
    'PUT /api/profile': (call) => {
      if (put) return put(call);
      profile = { ...profile, ...(call.body as Partial<Profile>) };
      return json(200, { profile, user: { ...asha, name: profile.name, phone: profile.phone } });
    },
  });
  return calls;
}

describe('edit profile (/edit-profile)', () => {
  it('opens from the profile menu with the person’s details; the email is read-only', async () => {
    profileServer();
    const { user, router } = renderApp('/profile-menu');
    expect(await screen.findByText('Location not set')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Edit Profile' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/edit-profile');
    expect(await screen.findByLabelText('Full name')).toHaveValue('Asha Verma');
    expect(screen.getByLabelText('Phone number')).toHaveValue('9876543210');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('asha@example.test');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription('Email cannot be changed');
    expect(screen.queryByText(/not open in this version/)).not.toBeInTheDocument();
  });

  it('saves name, phone, city, state and languages, says Profile Updated and shows the location on the profile menu', async () => {
    const calls = profileServer();
    const { user, router } = renderApp('/edit-profile');
    const name = await screen.findByLabelText('Full name');
    await user.clear(name);
    await user.type(name, '  Asha V. Rao ');
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '98111 22233');
    await user.type(screen.getByLabelText('City (optional)'), 'Pune');
    await user.selectOptions(screen.getByLabelText('State (optional)'), 'Maharashtra');
    const languages = screen.getByRole('group', { name: 'Languages you speak' });
    await user.click(within(languages).getByLabelText('Marathi'));
    await user.click(within(languages).getByLabelText('Hindi'));
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect(await findToast('Profile Updated')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Asha V. Rao',
      phone: '+919811122233',
      city: 'Pune',
      state: 'Maharashtra',
      languages: ['Hindi', 'Marathi'],
      dateOfBirth: '',
      gender: '',
    });
    expect(await screen.findByText('Pune, Maharashtra')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile-menu');
    expect(screen.getByText('Asha V. Rao')).toBeInTheDocument();
  });

  it('keeps a date of birth and gender for the request forms (issue 21 part 3), shown again when the page opens', async () => {
    const calls = profileServer();
    const { user } = renderApp('/edit-profile');
    const dateOfBirth = await screen.findByLabelText('Date of birth (optional)');
    expect(dateOfBirth).toHaveValue('');
    expect(screen.getByLabelText('Gender (optional)')).toHaveValue('');
    await user.type(dateOfBirth, '1990-04-12');
    await user.selectOptions(screen.getByLabelText('Gender (optional)'), 'Female');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await findToast('Profile Updated');
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ dateOfBirth: '1990-04-12', gender: 'female' });
  });

  it('shows the date of birth and gender kept, and refuses a date in the future under its field', async () => {
    const calls = profileServer({ ...stored, dateOfBirth: '1990-04-12', gender: 'female' });
    const { user } = renderApp('/edit-profile');
    const dateOfBirth = await screen.findByLabelText('Date of birth (optional)');
    expect(dateOfBirth).toHaveValue('1990-04-12');
    expect(screen.getByLabelText('Gender (optional)')).toHaveValue('female');
    await user.clear(dateOfBirth);
    await user.type(dateOfBirth, '2999-01-01');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Date of birth cannot be in the future')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it.each([
    ['Full name', 'A', 'Invalid name', 'Please enter a valid name'],
    ['Phone number', '98765', 'Invalid phone number', 'Please enter a valid phone number'],
  ])('%s %j: the spec’s message under the field and as a toast; nothing is sent', async (label, typed, title, description) => {
    const calls = profileServer();
    const { user } = renderApp('/edit-profile');
    const field = await screen.findByLabelText(label);
    await user.clear(field);
    await user.type(field, typed);
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText(description, { selector: `#${field.id}-error` })).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(await findToast(title)).toContain(description);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('says Update Failed with the server’s message and stays on the page', async () => {
    profileServer(stored, () => apiError(409, 'CONFLICT', 'Please try again in a moment'));
    const { user, router } = renderApp('/edit-profile');
    await screen.findByLabelText('Full name');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await findToast('Update Failed')).toContain('Please try again in a moment');
    expect(router.state.location.pathname).toBe('/edit-profile');
  });

  it('puts the server’s field errors under their fields', async () => {
    profileServer(stored, () => apiError(400, 'VALIDATION_FAILED', 'Please enter a valid city', { city: ['Please enter a valid city'] }));
    const { user } = renderApp('/edit-profile');
    await user.type(await screen.findByLabelText('City (optional)'), 'Pune');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Please enter a valid city')).toBeInTheDocument();
    expect(screen.getByLabelText('City (optional)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says Failed to load profile data when the profile cannot be read', async () => {
    stubApi({ 'GET /api/auth/session': session(asha), 'GET /api/profile': () => apiError(404, 'NOT_FOUND', 'This account no longer exists') });
    renderApp('/edit-profile');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load profile data');
  });

  it('asks a visitor to log in, and asks the server for no profile', async () => {
    const calls = stubApi({ 'GET /api/auth/session': session(null) });
    renderApp('/edit-profile');
    expect(await screen.findByText('Please log in to edit your profile.')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).not.toContain('/api/profile');
  });
});
