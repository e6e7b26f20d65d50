import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, asha, deferred, json, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';
import { findToast } from './support/toasts';

async function openLogin(handlers: Parameters<typeof stubApi>[0] = {}) {
  const calls = stubApi({ 'GET /api/auth/session': session(null), ...handlers });
  const app = renderApp('/patient-registration');
  const form = await screen.findByRole('form', { name: 'Login' });
  const field = within(form);
  return {
    ...app,
    calls,
    form,
    email: field.getByLabelText('Email'),
    password: field.getByLabelText('Password'),
    submit: field.getByRole('button', { name: 'Login' }),
    signInCalls: () => calls.filter((call) => call.path === '/api/auth/sign-in'),
  };
}

describe('login (spec 000 §5 and §8)', () => {
  it('keeps Login disabled until both email and password are filled in', async () => {
    const { user, email, password, submit } = await openLogin();
    expect(submit).toBeDisabled();

    await user.type(email, 'asha@example.test');
    expect(submit).toBeDisabled();
    await user.type(password, 'calm-river-1');
    expect(submit).toBeEnabled();

    await user.clear(email);
    expect(submit).toBeDisabled();
    await user.type(email, 'asha@example.test');
    await user.clear(password);
    expect(submit).toBeDisabled();
  });

  it('shows the email and password messages under their fields and sends nothing', async () => {
    const { user, email, password, submit, signInCalls } = await openLogin();
    await user.type(email, 'asha@nowhere');
    await user.type(password, '12345');
    await user.click(submit);

    // The spec's pair: the first problem as a toast, title and text; each field says its own.
    expect(await findToast('Invalid email')).toContain('Please enter a valid email address');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Password must be at least 6 characters');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(signInCalls()).toHaveLength(0);
  });

  it.each(['asha', 'asha@', '@example.test', 'asha@example', 'as ha@example.test'])('rejects the email %j', async (value) => {
    const { user, email, password, submit, signInCalls } = await openLogin();
    await user.type(email, value);
    await user.type(password, 'calm-river-1');
    await user.click(submit);
    expect(await findToast('Invalid email')).toContain('Please enter a valid email address');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(signInCalls()).toHaveLength(0);
  });

  it("says 'Logging in...' while busy, then 'Login Successful' / 'Welcome back to Sahay!' and goes home", async () => {
    const answer = deferred();
    const { user, email, password, submit, router, signInCalls } = await openLogin({ 'POST /api/auth/sign-in': answer.handler });
    await user.type(email, '  Asha@Example.TEST ');
    await user.type(password, 'calm-river-1');
    await user.click(submit);

    const busy = await screen.findByRole('button', { name: 'Logging in...' });
    expect(busy).toBeDisabled();
    expect(signInCalls()).toEqual([{ method: 'POST', path: '/api/auth/sign-in', body: { email: 'asha@example.test', password: 'calm-river-1' } }]);

    answer.release(json(200, { user: asha }));
    // Spec 000 §8 words it 'Welcome back to the product!': "the product" stands for the brand, Sahay.
    expect(await findToast('Login Successful')).toContain('Welcome back to Sahay!');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connect with Experts' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('link', { name: 'Your profile (Asha Verma)' })).toBeInTheDocument();
  });

  it("shows 'Login Failed' with the server's message and stays on the page", async () => {
    const { user, email, password, submit, router } = await openLogin({
      'POST /api/auth/sign-in': () => apiError(401, 'UNAUTHENTICATED', 'Invalid email or password'),
    });
    await user.type(email, 'asha@example.test');
    await user.type(password, 'wrong-password');
    await user.click(submit);

    expect(await findToast('Login Failed')).toContain('Invalid email or password');
    expect(router.state.location.pathname).toBe('/patient-registration');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: /Your profile/ })).not.toBeInTheDocument(); // still signed out
  });

  it("falls back to 'Please check your credentials' when the server gives no message", async () => {
    const { user, email, password, submit } = await openLogin({
      'POST /api/auth/sign-in': () => new Response('Bad Gateway', { status: 502 }),
    });
    await user.type(email, 'asha@example.test');
    await user.type(password, 'calm-river-1');
    await user.click(submit);
    expect(await findToast('Login Failed')).toContain('Please check your credentials');
  });

  it("shows the rate limit's message in the 'Login Failed' toast", async () => {
    const { user, email, password, submit } = await openLogin({
      'POST /api/auth/sign-in': () => apiError(429, 'RATE_LIMITED', 'Too many attempts. Please wait a moment and try again.'),
    });
    await user.type(email, 'asha@example.test');
    await user.type(password, 'calm-river-1');
    await user.click(submit);
    expect(await findToast('Login Failed')).toContain('Too many attempts. Please wait a moment and try again.');
  });

  it("puts the server's field errors under their fields, without a toast", async () => {
    const { user, email, password, submit } = await openLogin({
      'POST /api/auth/sign-in': () =>
        apiError(400, 'VALIDATION_FAILED', 'Password must be at most 128 characters', { password: ['Password must be at most 128 characters'] }),
    });
    await user.type(email, 'asha@example.test');
    await user.type(password, 'calm-river-1');
    await user.click(submit);

    expect(await screen.findByText('Password must be at most 128 characters')).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription('Password must be at most 128 characters');
    expect(screen.queryByText('Login Failed')).not.toBeInTheDocument();
  });
});
