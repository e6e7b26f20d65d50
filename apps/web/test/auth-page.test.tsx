import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';

const DIRECTORY = { cards: [], overall: { total: 1234, online: 56, averageRating: 4.63 } };

async function openAuthPage(path = '/patient-registration', directory: () => Response = () => json(200, DIRECTORY)) {
  stubApi({ 'GET /api/auth/session': session(null), 'GET /api/experts/directory': directory });
  const app = renderApp(path);
  await screen.findByRole('tablist', { name: 'Login or sign up' });
  return app;
}

describe('login and sign-up page (spec 000 §2)', () => {
  it('opens on the Login tab, with the category icons and links to terms and privacy', async () => {
    await openAuthPage();

    const loginTab = screen.getByRole('tab', { name: 'Login' });
    const signUpTab = screen.getByRole('tab', { name: 'Sign Up' });
    expect(loginTab).toHaveAttribute('aria-selected', 'true');
    expect(signUpTab).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Login' });
    expect(within(panel).getByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Sign Up' })).not.toBeInTheDocument();

    const kinds = within(screen.getByRole('list', { name: 'Experts on Sahay' })).getAllByRole('listitem');
    expect(kinds.map((kind) => kind.textContent)).toEqual(['Doctors', 'Lawyers', 'CAs', 'IT Experts']);

    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    // Issue 21: the header's Login link would lead to this very page.
    expect(within(screen.getByRole('navigation', { name: 'Account' })).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('shows the figures counted now, not fixed ones (issue 21)', async () => {
    await openAuthPage();
    expect(await screen.findByText('1,234 verified experts')).toBeInTheDocument();
    expect(screen.getByText('4.6 average rating')).toBeInTheDocument();
    expect(screen.getByText('AI assistant 24/7, free')).toBeInTheDocument();
    expect(screen.queryByText(/500\+|4\.8/)).not.toBeInTheDocument();
  });

  it('says no rating before any expert has one, and no number when the figures cannot load', async () => {
    const first = await openAuthPage('/patient-registration', () => json(200, { cards: [], overall: { total: 3, online: 0, averageRating: null } }));
    expect(await screen.findByText('3 verified experts')).toBeInTheDocument();
    expect(screen.queryByText(/average rating/)).not.toBeInTheDocument();
    first.unmount();

    await openAuthPage('/patient-registration', () => json(503, { error: { code: 'UNAVAILABLE', message: 'Down' } }));
    expect(screen.getByText('Verified experts')).toBeInTheDocument();
    expect(screen.queryByText(/average rating/)).not.toBeInTheDocument();
  });

  it('switches between Login and Sign Up with a click', async () => {
    const { user, router } = await openAuthPage();

    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'false');
    expect(within(screen.getByRole('tabpanel', { name: 'Sign Up' })).getByRole('form', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Login' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?mode=signup');

    await user.click(screen.getByRole('tab', { name: 'Login' }));
    expect(screen.getByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('opens on Sign Up when the link asks for it', async () => {
    await openAuthPage('/patient-registration?mode=signup');
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('form', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it('follows the WAI-ARIA tabs pattern: one tab stop, arrows, Home and End move and select', async () => {
    const { user } = await openAuthPage();
    const loginTab = screen.getByRole('tab', { name: 'Login' });
    const signUpTab = screen.getByRole('tab', { name: 'Sign Up' });
    expect(loginTab).toHaveAttribute('tabindex', '0');
    expect(signUpTab).toHaveAttribute('tabindex', '-1');
    expect(loginTab).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);

    loginTab.focus();
    await user.keyboard('{ArrowRight}');
    expect(signUpTab).toHaveFocus();
    expect(signUpTab).toHaveAttribute('aria-selected', 'true');
    expect(signUpTab).toHaveAttribute('tabindex', '0');
    expect(loginTab).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('form', { name: 'Sign Up' })).toBeInTheDocument();

    await user.keyboard('{ArrowRight}'); // wraps round
    expect(loginTab).toHaveFocus();
    expect(screen.getByRole('form', { name: 'Login' })).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}'); // wraps the other way
    expect(signUpTab).toHaveFocus();
    await user.keyboard('{Home}');
    expect(loginTab).toHaveFocus();
    expect(loginTab).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(signUpTab).toHaveFocus();
    expect(signUpTab).toHaveAttribute('aria-selected', 'true');

    // Tab leaves the tab list for the panel, not for the other tab.
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Sign Up' })).toHaveFocus();
  });

  it("'Skip login' goes home without an account", async () => {
    const { user, router } = await openAuthPage();
    await user.click(screen.getByRole('button', { name: 'Skip login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Connect with Experts' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows and hides the password with its toggle', async () => {
    const { user } = await openAuthPage();
    const form = screen.getByRole('form', { name: 'Login' });
    const password = within(form).getByLabelText('Password');
    await user.type(password, 'secret-1');
    expect(password).toHaveAttribute('type', 'password');

    const show = within(form).getByRole('button', { name: 'Show password' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.click(show);
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue('secret-1');
    const hide = within(form).getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');

    await user.click(hide);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('has a show/hide toggle on the sign-up password too', async () => {
    const { user } = await openAuthPage('/patient-registration?mode=signup');
    const form = screen.getByRole('form', { name: 'Sign Up' });
    const password = within(form).getByLabelText('Password');
    await user.click(within(form).getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });
});
