import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppShell } from '@/app/shell/app-shell';
import { useSignOut } from '@/lib/use-sign-out';
import { asha, json, noConsultations, session, stubApi } from './support/api';
import { renderApp, renderAt } from './support/render-app';
import { findToast } from './support/toasts';

describe('logout (spec 001 §2.15)', () => {
  it('signs out, goes to /patient-registration and the header no longer shows the profile', async () => {
    stubApi({
      'GET /api/auth/session': session(asha),
      'GET /api/profile': () => json(200, { name: asha.name, email: asha.email, phone: asha.phone, city: null, state: null, languages: [] }),
      'GET /api/consultations/history': noConsultations,
      'POST /api/auth/sign-out': () => json(200, { ok: true }),
    });
    const { user, router } = renderApp('/profile-menu');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/patient-registration');
    expect(await findToast('Logged out successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: /Your profile/ })).not.toBeInTheDocument());
  });

  it('updates the header at once, even when nothing else re-renders it', async () => {
    stubApi({ 'GET /api/auth/session': session(asha), 'POST /api/auth/sign-out': () => json(200, { ok: true }) });
    function SignOutOnly() {
      const signOut = useSignOut();
      return (
        <button type="button" onClick={() => signOut.mutate()}>
          {signOut.isSuccess ? 'Signed out' : 'Sign out'}
        </button>
      );
    }
    const { user } = renderAt(
      '/',
      <AppShell>
        <SignOutOnly />
      </AppShell>,
    );
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await screen.findByRole('button', { name: 'Signed out' });
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});
