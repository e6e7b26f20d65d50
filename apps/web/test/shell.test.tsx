import { dashboardPath } from '@sahay/domain/dashboard';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPillHidden } from '@/app/shell/rotating-pill';
import { asha, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';

describe('bottom navigation (spec 000 §2)', () => {
  it.each([
    ['green', ['Home', 'Medical', 'Health'], 'medical'],
    ['blue', ['Home', 'Legal', 'Cases'], 'legal'],
    ['orange', ['Home', 'Finance', 'Reports'], 'finance'],
    ['purple', ['Home', 'IT', 'Projects'], 'tech'],
  ] as const)('has the %s theme items, the third opening the dashboard on its field', async (theme, labels, field) => {
    localStorage.setItem('app-theme', theme);
    stubApi({ 'GET /api/auth/session': session(null) });
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(labels);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    // Issue 14 part 1: Cases, Reports and Projects are the dashboard of the theme's field.
    expect(within(nav).getByRole('link', { name: labels[2] })).toHaveAttribute('href', dashboardPath(field));
  });
});

describe('category switcher (spec 000 §2)', () => {
  it('sets the theme and opens the vertical together', async () => {
    stubApi({ 'GET /api/auth/session': session(asha) });
    const { user, router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: /Change category/ }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Lawyer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lawyer'));
    expect(document.documentElement.dataset.theme).toBe('blue');
    expect(localStorage.getItem('app-theme')).toBe('blue');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Legal' })).toBeInTheDocument();
  });

  it('moves with the arrow keys and closes on Escape', async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    const { user } = renderApp('/');
    const trigger = await screen.findByRole('button', { name: /Change category/ });
    await user.click(trigger);
    expect(screen.getByRole('menuitemradio', { name: 'Doctor' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Lawyer' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});

describe('rotating pill (spec 000 §2)', () => {
  afterEach(() => vi.useRealTimers());

  it('changes every 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({ 'GET /api/auth/session': session(null) });
    renderApp('/');
    expect(await screen.findByText('Verified doctors, lawyers, CAs and IT experts')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2900);
    });
    expect(screen.getByText('Verified doctors, lawyers, CAs and IT experts')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(screen.getByText('Ask our AI assistant — it is FREE')).toBeInTheDocument();
  });

  it('is hidden on the listed paths', () => {
    expect(isPillHidden('/patient-chat')).toBe(true);
    expect(isPillHidden('/medical-consultation')).toBe(true);
    expect(isPillHidden('/expert-dashboard')).toBe(true);
    expect(isPillHidden('/')).toBe(false);
    expect(isPillHidden('/lawyer')).toBe(false);
  });

  it('hides while a modal is open', async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    const { user } = renderApp('/');
    expect(await screen.findByText('Verified doctors, lawyers, CAs and IT experts')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Your Health QR Code' }));
    expect(await screen.findByRole('dialog', { name: 'Your Health QR Code' })).toBeInTheDocument();
    expect(screen.queryByText('Verified doctors, lawyers, CAs and IT experts')).not.toBeInTheDocument();
    expect(screen.getByText('Please log in to view your QR code')).toBeInTheDocument();
  });
});

describe('AI banner (spec 000 §2)', () => {
  it('floats on the home page with a FREE badge', async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    renderApp('/');
    const banner = await screen.findByRole('link', { name: /Ask the AI assistant/ });
    expect(within(banner).getByText('FREE')).toBeInTheDocument();
  });
});

describe('the footer (issue 21 part 4)', () => {
  it('gives a signed-out visitor About, Contact, Privacy, Terms, Settings and the Grievance Officer', async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    renderApp('/about');
    const footer = await screen.findByRole('contentinfo');
    const links = within(within(footer).getByRole('navigation', { name: 'About Sahay' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
      ['Settings', '/settings'],
      ['Patient safety', '/patient-safety'],
    ]);
    expect(within(footer).getByRole('link', { name: 'grievance@sahay.in' })).toHaveAttribute('href', 'mailto:grievance@sahay.in');
    expect(within(footer).getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
  });

  it('leaves the chat, which fills the screen, without one', async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    const { router } = renderApp('/about');
    await screen.findByRole('contentinfo');
    act(() => router.navigate('/patient-chat'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/patient-chat'));
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
