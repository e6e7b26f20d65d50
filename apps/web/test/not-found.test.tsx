import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session, stubApi } from './support/api';
import { renderApp } from './support/render-app';

describe('unknown path (spec 000 §2, §8)', () => {
  it("shows '404 / Oops! Page not found' with a Return to Home link that goes home", async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    const { user, router } = renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'Return to Home' });
    expect(home).toHaveAttribute('href', '/');

    await user.click(home);
    expect(await screen.findByRole('heading', { level: 1, name: 'Connect with Experts' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the 404 page for a deep unknown path too', async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    renderApp('/doctor/unknown/page');
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
  });
});
