import { ACCOUNT_SECURITY_MESSAGES as M } from '@sahay/domain/account-security-messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, asha, json, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';
import { findToast } from './support/toasts';

const sent = () => json(200, { message: M.codeSent, sentTo: '******3210', expiresInSeconds: 300, resendAfterSeconds: 30 });

async function openPhoneLogin(handlers: Parameters<typeof stubApi>[0]) {
  const calls = stubApi({ 'GET /api/auth/session': session(null), ...handlers });
  const app = renderApp('/patient-registration');
  await app.user.click(await screen.findByRole('button', { name: 'Use mobile number' }));
  const form = await screen.findByRole('form', { name: 'Login with mobile number' });
  return { ...app, calls, form, field: within(form) };
}

describe('"Use mobile number" (issue 20 part 4)', () => {
  it('sends a code, offers it to the phone (one-time-code), asks for a name when no account uses the number, and signs up', async () => {
    let tries = 0;
    const { user, field, calls } = await openPhoneLogin({
      'POST /api/auth/phone/code': sent,
      'POST /api/auth/phone/sign-in': ({ body }) => {
        tries += 1;
        if (!(body as { fullName?: string }).fullName) return apiError(400, 'VALIDATION_FAILED', M.needsName, { fullName: [M.needsName] });
        return json(200, { user: { ...asha, email: null }, created: true });
      },
    });
    const send = field.getByRole('button', { name: 'Send code' });
    expect(send).toBeDisabled();
    await user.type(field.getByLabelText('Mobile number'), '98765 43210');
    await user.click(send);

    expect(await field.findByText(/We sent a 6-digit code to \*{6}3210/)).toBeInTheDocument();
    const code = field.getByLabelText('6-digit code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field.getByRole('button', { name: /Resend code in 0:(30|29)/ })).toBeDisabled();
    await user.click(code);
    await user.paste('482 913');
    expect(code).toHaveValue('482913');
    await user.click(field.getByRole('button', { name: 'Verify and login' }));

    const name = await field.findByLabelText('Full name');
    expect(name).toHaveAccessibleDescription(M.needsName);
    await user.type(name, 'Savitri Devi');
    await user.click(field.getByRole('button', { name: 'Verify and create account' }));
    expect(await findToast('Account Created')).toContain('Welcome to Sahay');
    expect(tries).toBe(2);
    expect(calls.filter((call) => call.path === '/api/auth/phone/sign-in').at(-1)?.body).toEqual({
      phone: '9876543210',
      code: '482913',
      fullName: 'Savitri Devi',
    });
  });

  it('puts a wrong code under the code field', async () => {
    const { user, field } = await openPhoneLogin({
      'POST /api/auth/phone/code': sent,
      'POST /api/auth/phone/sign-in': () => apiError(400, 'VALIDATION_FAILED', M.wrongCode, { code: [M.wrongCode] }),
    });
    await user.type(field.getByLabelText('Mobile number'), '9876543210');
    await user.click(field.getByRole('button', { name: 'Send code' }));
    await user.type(await field.findByLabelText('6-digit code'), '000000');
    await user.click(field.getByRole('button', { name: 'Verify and login' }));
    expect(await field.findByText(M.wrongCode)).toBeInTheDocument();
  });
});

describe('/account-security (issue 20 part 5)', () => {
  it('sends a visitor to the login page', async () => {
    stubApi({ 'GET /api/auth/session': session(null), 'GET /api/auth/live-figures': () => json(200, {}) });
    renderApp('/account-security');
    expect(await screen.findByRole('form', { name: 'Login' })).toBeInTheDocument();
  });

  it('lists the devices and signs another one out', async () => {
    const signedOut: string[] = [];
    const devices = [
      {
        id: '11111111-1111-4111-8111-111111111111',
        current: true,
        createdAt: '2026-11-24T10:00:00Z',
        lastSeenAt: '2026-11-24T11:00:00Z',
        device: 'Chrome on Android',
      },
      {
        id: '22222222-2222-4222-8222-222222222222',
        current: false,
        createdAt: '2026-11-20T10:00:00Z',
        lastSeenAt: '2026-11-21T09:00:00Z',
        device: 'Safari on iOS',
      },
    ];
    stubApi({
      'GET /api/auth/session': session(asha),
      'GET /api/account/sessions': () => json(200, { sessions: devices.filter((d) => !signedOut.includes(d.id)) }),
      'GET /api/account/proof': () => json(200, { provenUntil: null, hasPassword: true, codeTo: null }),
      [`POST /api/account/sessions/${devices[1]!.id}/sign-out`]: () => {
        signedOut.push(devices[1]!.id);
        return json(200, { ok: true });
      },
    });
    const { user } = renderApp('/account-security');
    expect(await screen.findByText('This device')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari on iOS' }));
    expect(signedOut).toEqual([devices[1]!.id]);
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeInTheDocument();
  });
});
