import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asha, deferred, json, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';
import { findToast } from './support/toasts';

describe('home tiles need a signed-in user (spec 000 §2, §8)', () => {
  it("sends a visitor to registration with 'Registration Required'", async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    const { user, router } = renderApp('/');
    await screen.findByRole('link', { name: 'Login' });

    await user.click(await screen.findByRole('button', { name: /^Doctor/ }));
    expect(await findToast('Registration Required')).toContain('Please register or login to use our services');
    expect(await screen.findByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/patient-registration');
  });

  it('opens the section for a signed-in user', async () => {
    stubApi({ 'GET /api/auth/session': session(asha) });
    const { user, router } = renderApp('/');
    await screen.findByRole('link', { name: 'Your profile (Asha Verma)' });

    await user.click(await screen.findByRole('button', { name: /^Lawyer/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Connect with Lawyers' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lawyer');
    expect(screen.queryByText('Registration Required')).not.toBeInTheDocument();
  });

  it('waits for a session still loading instead of sending a signed-in user to registration', async () => {
    const pendingSession = deferred();
    stubApi({ 'GET /api/auth/session': pendingSession.handler });
    const { user, router } = renderApp('/');

    await user.click(await screen.findByRole('button', { name: /^Lawyer/ }));
    expect(router.state.location.pathname).toBe('/');
    pendingSession.release(json(200, { user: asha }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Connect with Lawyers' })).toBeInTheDocument();
    expect(screen.queryByText('Registration Required')).not.toBeInTheDocument();
  });
});

describe('Sahay in numbers (issue 21 part 4)', () => {
  it('shows the figures counted from the approved experts, not fixed marketing ones', async () => {
    stubApi({
      'GET /api/auth/session': session(null),
      'GET /api/experts/directory': () => json(200, { cards: [], overall: { total: 1234, online: 56, averageRating: 4.63 } }),
    });
    renderApp('/');
    const numbers = await screen.findByRole('region', { name: 'Sahay in numbers' });
    await waitFor(() => expect(numbers).toHaveAttribute('aria-busy', 'false'));
    expect(within(numbers).getByText('1,234').nextSibling).toHaveTextContent('Verified experts');
    expect(within(numbers).getByText('56').nextSibling).toHaveTextContent('Online now');
    expect(within(numbers).getByText('4.6').nextSibling).toHaveTextContent('Average rating');
    expect(within(numbers).queryByText('500+')).not.toBeInTheDocument();
    expect(within(numbers).queryByText('10,000+')).not.toBeInTheDocument();
  });

  it('says New before anyone is rated, and keeps only the always-true figure when the count cannot load', async () => {
    stubApi({
      'GET /api/auth/session': session(null),
      'GET /api/experts/directory': () => json(200, { cards: [], overall: { total: 3, online: 0, averageRating: null } }),
    });
    const first = renderApp('/');
    expect(await screen.findByText('New')).toBeInTheDocument();
    first.unmount();

    stubApi({ 'GET /api/auth/session': session(null), 'GET /api/experts/directory': () => json(503, { error: { code: 'UNAVAILABLE', message: 'Down' } }) });
    renderApp('/');
    const numbers = await screen.findByRole('region', { name: 'Sahay in numbers' });
    await waitFor(() => expect(within(numbers).queryByText('Verified experts')).not.toBeInTheDocument());
    expect(within(numbers).getByText('24/7')).toBeInTheDocument();
  });
});
