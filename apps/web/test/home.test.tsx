import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asha, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';
import { findToast } from './support/toasts';

describe('home tiles need a signed-in user (spec 000 §2, §8)', () => {
  it("sends a visitor to registration with 'Registration Required'", async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    const { user, router } = renderApp('/');
    await screen.findByRole('link', { name: 'Login' });

    await user.click(screen.getByRole('button', { name: /^Doctor/ }));
    expect(await findToast('Registration Required')).toContain('Please register or login to use our services');
    expect(await screen.findByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/patient-registration');
  });

  it('opens the section for a signed-in user', async () => {
    stubApi({ 'GET /api/auth/session': session(asha) });
    const { user, router } = renderApp('/');
    await screen.findByRole('link', { name: 'Your profile (Asha Verma)' });

    await user.click(screen.getByRole('button', { name: /^Lawyer/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Connect with Lawyers' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lawyer');
    expect(screen.queryByText('Registration Required')).not.toBeInTheDocument();
  });
});
