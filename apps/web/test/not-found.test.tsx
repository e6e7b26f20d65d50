import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
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

  describe('in Hindi (issue 20)', () => {
    afterEach(async () => {
      await changeLanguage('en');
    });

    it('says the whole page in Hindi, and its link still goes home', async () => {
      stubApi({ 'GET /api/auth/session': session(null) });
      await changeLanguage('hi');
      renderApp('/no-such-page');
      expect(await screen.findByText('माफ़ कीजिए! यह पेज नहीं मिला')).toBeInTheDocument();
      expect(screen.getByText('आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'होम पर वापस जाएँ' })).toHaveAttribute('href', '/');
      expect(screen.queryByText(/Page not found|Return to Home/)).not.toBeInTheDocument();
    });
  });
});
