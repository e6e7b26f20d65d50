import type { CurrentUser } from '@sahay/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, asha, deferred, json, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';
import { findToast } from './support/toasts';

async function openPage(user: CurrentUser | null, handlers: Parameters<typeof stubApi>[0] = {}) {
  const calls = stubApi({ 'GET /api/auth/session': session(user), ...handlers });
  const app = renderApp('/delete-account');
  const form = await screen.findByRole('form', { name: 'Deletion request' });
  const field = within(form);
  return {
    ...app,
    calls,
    email: field.getByLabelText('Email'),
    phone: field.getByLabelText('Phone'),
    fullName: field.getByLabelText('Full name'),
    reason: field.getByLabelText('Reason (optional)'),
    submit: field.getByRole('button', { name: 'Submit Request' }),
    callsTo: (path: string) => calls.filter((call) => call.path === path),
  };
}

const RECEIPT = { id: '0c7f3c1e-5b7a-4b8e-8d6a-2f1e3d4c5b6a', status: 'pending', respondBy: '2025-10-08', deleteBy: '2025-10-15' };

describe('/delete-account: the request form (spec 000 §2, §4, §8)', () => {
  it('names the page and says what is deleted and what is kept de-identified', async () => {
    await openPage(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Account & Data Deletion Request' })).toBeInTheDocument();
    const policy = screen.getByRole('complementary', { name: 'Deletion policy' });
    expect(policy).toHaveTextContent('within 2 business days');
    expect(policy).toHaveTextContent('within 7 business days');
    expect(policy).toHaveTextContent(/Prescriptions and legal documents are kept, de-identified/);
    expect(policy).toHaveTextContent(/Consultations with their chat messages, files, ratings and history/);
    expect(screen.queryByRole('form', { name: 'Delete my account now' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to delete your account at once' })).toHaveAttribute('href', '/patient-registration');
  });

  it('requires email, phone and full name, and sends nothing until they are right', async () => {
    const { user, submit, email, phone, fullName, reason, callsTo } = await openPage(null);
    await user.click(submit);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Please enter a valid email address'));
    expect(phone).toHaveAccessibleDescription('Please enter your phone number');
    expect(fullName).toHaveAccessibleDescription('Please enter your full name');
    expect(reason).not.toHaveAttribute('aria-invalid');

    await user.type(phone, '12345');
    await user.click(submit);
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Please enter a valid phone number'));
    expect(callsTo('/api/account-deletion-requests')).toHaveLength(0);
  });

  it("shows 'Submitting...', then the spec's toast, and clears the form; the reason may stay empty", async () => {
    const answer = deferred();
    const { user, submit, email, phone, fullName, callsTo } = await openPage(null, { 'POST /api/account-deletion-requests': answer.handler });
    await user.type(email, 'meera@example.test');
    await user.type(phone, '98765 43210');
    await user.type(fullName, 'Meera Krishnan');
    await user.click(submit);

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(callsTo('/api/account-deletion-requests')).toEqual([
      {
        method: 'POST',
        path: '/api/account-deletion-requests',
        body: { email: 'meera@example.test', phone: '98765 43210', fullName: 'Meera Krishnan', reason: '' },
      },
    ]);
    answer.release(json(201, RECEIPT));
    expect(await findToast('Deletion request submitted')).toContain("We'll verify your identity and process your request within 2 business days.");
    await waitFor(() => expect(email).toHaveValue(''));
    expect(fullName).toHaveValue('');
  });
});

describe('/delete-account: "Delete my account now" for a signed-in patient', () => {
  it('shows the section only to a signed-in patient', async () => {
    await openPage({ ...asha, role: 'expert' });
    expect(await screen.findByRole('link', { name: 'Your profile (Asha Verma)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Send a deletion request' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Delete my account now' })).not.toBeInTheDocument();
  });

  it('puts a wrong password under the password field and keeps the person signed in', async () => {
    const { user, router } = await openPage(asha, {
      'POST /api/account/delete': () => apiError(400, 'VALIDATION_FAILED', 'That password is not correct', { password: ['That password is not correct'] }),
    });
    const form = await screen.findByRole('form', { name: 'Delete my account now' });
    const password = within(form).getByLabelText('Confirm with your password');
    await user.type(password, 'wrong-one');
    await user.click(within(form).getByRole('button', { name: 'Delete my account now' }));

    await waitFor(() => expect(password).toHaveAccessibleDescription('That password is not correct'));
    expect(password).toHaveFocus();
    expect(screen.queryByText('Account not deleted')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/delete-account');
    expect(screen.getByRole('link', { name: 'Your profile (Asha Verma)' })).toBeInTheDocument();
  });

  it('asks for the password before sending anything', async () => {
    const { user, callsTo } = await openPage(asha);
    const form = await screen.findByRole('form', { name: 'Delete my account now' });
    await user.click(within(form).getByRole('button', { name: 'Delete my account now' }));
    await waitFor(() => expect(within(form).getByLabelText('Confirm with your password')).toHaveAccessibleDescription('Please enter your password'));
    expect(callsTo('/api/account/delete')).toHaveLength(0);
  });

  it('deletes the account, says so, signs the person out and goes home', async () => {
    const answer = deferred();
    const { user, router, callsTo } = await openPage(asha, { 'POST /api/account/delete': answer.handler });
    const form = await screen.findByRole('form', { name: 'Delete my account now' });
    expect(screen.getByText(/You are signed in as asha@example.test/)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Confirm with your password'), 'calm-river-1');
    await user.click(within(form).getByRole('button', { name: 'Delete my account now' }));

    expect(await within(form).findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(callsTo('/api/account/delete')).toEqual([{ method: 'POST', path: '/api/account/delete', body: { password: 'calm-river-1' } }]);
    answer.release(json(200, { deleted: true, prescriptionsKept: 1 }));

    expect(await findToast('Account deleted')).toContain('Your account and your data have been deleted, and you have been signed out.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Your profile/ })).not.toBeInTheDocument();
  });

  it('toasts a refusal that no field shows', async () => {
    const { user } = await openPage(asha, {
      'POST /api/account/delete': () =>
        apiError(403, 'FORBIDDEN', 'Expert and admin accounts are closed by our support team. Please send a deletion request instead.'),
    });
    const form = await screen.findByRole('form', { name: 'Delete my account now' });
    await user.type(within(form).getByLabelText('Confirm with your password'), 'calm-river-1');
    await user.click(within(form).getByRole('button', { name: 'Delete my account now' }));
    expect(await findToast('Account not deleted')).toContain('closed by our support team');
  });
});
