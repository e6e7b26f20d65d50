import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, asha, deferred, json, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';
import { findToast } from './support/toasts';

async function openSignUp(handlers: Parameters<typeof stubApi>[0] = {}) {
  const calls = stubApi({ 'GET /api/auth/session': session(null), ...handlers });
  const app = renderApp('/patient-registration?mode=signup');
  const form = await screen.findByRole('form', { name: 'Sign Up' });
  const field = within(form);
  const fields = {
    name: field.getByLabelText('Full name'),
    email: field.getByLabelText('Email'),
    phone: field.getByLabelText('Mobile number'),
    password: field.getByLabelText('Password'),
  };
  const fill = async (values: Partial<Record<keyof typeof fields, string>>) => {
    for (const [key, value] of Object.entries(values) as [keyof typeof fields, string][]) {
      await app.user.clear(fields[key]);
      if (value) await app.user.type(fields[key], value);
    }
  };
  return {
    ...app,
    form,
    ...fields,
    fill,
    submit: field.getByRole('button', { name: 'Create Account' }),
    signUpCalls: () => calls.filter((call) => call.path === '/api/auth/sign-up'),
  };
}

const VALID = { name: 'Asha Verma', email: 'asha@example.test', phone: '9876543210', password: 'calm-river-1' };

describe('sign-up (spec 000 §5 and §8)', () => {
  it('keeps only digits in the phone field, at most 10 of them', async () => {
    const { user, phone } = await openSignUp();
    await user.type(phone, '98a76-54 32(1)0999');
    expect(phone).toHaveValue('9876543210');

    await user.clear(phone);
    await user.click(phone);
    await user.paste('(98765) 43210-77');
    expect(phone).toHaveValue('9876543210');
  });

  it.each(['name', 'email', 'phone', 'password'] as const)('keeps Create Account disabled while the %s is empty', async (empty) => {
    const { fill, submit } = await openSignUp();
    expect(submit).toBeDisabled();
    await fill({ ...VALID, [empty]: '' });
    expect(submit).toBeDisabled();
    await fill({ [empty]: VALID[empty] });
    expect(submit).toBeEnabled();
  });

  it('shows the name, email, phone and password messages under their fields and sends nothing', async () => {
    const { user, fill, submit, name, email, phone, password, signUpCalls } = await openSignUp();
    await fill({ name: ' A ', email: 'asha@nowhere', phone: '98765', password: 'short' });
    await user.click(submit);

    // The spec's pair for the first problem as a toast; every field says its own.
    expect(await findToast('Invalid name')).toContain('Please enter your full name');
    expect(name).toHaveAccessibleDescription('Please enter your full name');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(phone).toHaveAccessibleDescription('Please enter a valid phone number');
    expect(password).toHaveAccessibleDescription('Password must be at least 8 characters');
    for (const input of [name, email, phone, password]) expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(signUpCalls()).toHaveLength(0);
  });

  it("titles a short password 'Invalid password' with sign-up's own rule", async () => {
    const { user, fill, submit, password, signUpCalls } = await openSignUp();
    await fill({ ...VALID, password: 'short12' });
    await user.click(submit);
    expect(await findToast('Invalid password')).toContain('Password must be at least 8 characters');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(signUpCalls()).toHaveLength(0);
  });

  it('accepts a two-letter name once trimmed, and rejects one letter', async () => {
    const { user, fill, submit, name, signUpCalls } = await openSignUp({ 'POST /api/auth/sign-up': () => json(201, { user: asha }) });
    await fill({ ...VALID, name: '  A  ' });
    await user.click(submit);
    expect(await findToast('Invalid name')).toContain('Please enter your full name');

    await fill({ name: ' Al ' });
    await user.click(submit);
    expect(await findToast('Account Created')).toBeTruthy();
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(signUpCalls()[0]?.body).toMatchObject({ fullName: 'Al' });
  });

  it("says 'Creating Account...' while busy, then 'Account Created' and goes home signed in", async () => {
    const answer = deferred();
    const { user, fill, submit, router, signUpCalls } = await openSignUp({ 'POST /api/auth/sign-up': answer.handler });
    await fill({ ...VALID, email: ' Asha@Example.TEST ' });
    await user.click(submit);

    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    expect(signUpCalls()).toEqual([
      {
        method: 'POST',
        path: '/api/auth/sign-up',
        body: { fullName: 'Asha Verma', email: 'asha@example.test', phone: '9876543210', password: 'calm-river-1' },
      },
    ]);

    answer.release(json(201, { user: asha }));
    expect(await findToast('Account Created')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Connect with Experts' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('link', { name: 'Your profile (Asha Verma)' })).toBeInTheDocument();
  });

  it("says 'Account Already Exists' for a registered email, and offers to log in instead", async () => {
    const message = 'This email is already registered. Please login instead.';
    const { user, fill, submit, router } = await openSignUp({
      'POST /api/auth/sign-up': () => apiError(409, 'CONFLICT', message, { email: [message] }),
    });
    await fill(VALID);
    await user.click(submit);

    const toast = await findToast('Account Already Exists');
    expect(toast).toContain(message);
    // Reported once: in the toast, not again under the email field.
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/patient-registration');

    const toasts = within(screen.getByRole('region', { name: /Notifications/ }));
    await user.click(toasts.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('form', { name: 'Login' })).toBeInTheDocument();
  });

  it("says 'Failed to create account' with the server's message", async () => {
    const { user, fill, submit } = await openSignUp({
      'POST /api/auth/sign-up': () => apiError(503, 'UNAVAILABLE', 'The service is busy. Please try again shortly.'),
    });
    await fill(VALID);
    await user.click(submit);
    expect(await findToast('Failed to create account')).toContain('The service is busy. Please try again shortly.');
    expect(await screen.findByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it("says 'Failed to create account' / 'Please try again' when the server gives no message", async () => {
    const { user, fill, submit } = await openSignUp({ 'POST /api/auth/sign-up': () => new Response(null, { status: 500 }) });
    await fill(VALID);
    await user.click(submit);
    expect(await findToast('Failed to create account')).toContain('Please try again');
  });

  it("puts the server's field errors under their fields, without a toast", async () => {
    const common = 'This password is one of the most common and easy to guess. Please choose another.';
    const { user, fill, submit, password } = await openSignUp({
      'POST /api/auth/sign-up': () => apiError(400, 'VALIDATION_FAILED', common, { password: [common] }),
    });
    await fill({ ...VALID, password: 'password123' });
    await user.click(submit);

    expect(await screen.findByText(common)).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(common);
    expect(password).toHaveFocus();
    expect(screen.queryByText('Failed to create account')).not.toBeInTheDocument();
  });
});
