import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session, stubApi } from './support/api';
import { renderApp } from './support/render-app';
import { findToast } from './support/toasts';

const root = document.documentElement;

function openSettings() {
  stubApi({ 'GET /api/auth/session': session(null) });
  return renderApp('/settings');
}

afterEach(() => {
  root.classList.remove('dark');
});

describe('/settings (spec 000 §2, §3, §4)', () => {
  it('shows the page and names the tab', async () => {
    openSettings();
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Settings · Sahay'));
  });

  describe('dark mode', () => {
    it('turns on: adds the dark class, stores theme-mode=dark and says so', async () => {
      const { user } = openSettings();
      const toggle = await screen.findByRole('switch', { name: 'Dark mode' });
      expect(toggle).toHaveAttribute('aria-checked', 'false');
      expect(toggle).toHaveAccessibleDescription(/easier on the eyes at night/);

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-checked', 'true');
      expect(root).toHaveClass('dark');
      expect(localStorage.getItem('theme-mode')).toBe('dark');
      expect(await findToast('Dark mode enabled')).toBeTruthy();
    });

    it('turns off: removes the class, stores theme-mode=light and says so', async () => {
      localStorage.setItem('theme-mode', 'dark');
      root.classList.add('dark');
      const { user } = openSettings();
      const toggle = await screen.findByRole('switch', { name: 'Dark mode' });
      expect(toggle).toHaveAttribute('aria-checked', 'true');

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-checked', 'false');
      expect(root).not.toHaveClass('dark');
      expect(localStorage.getItem('theme-mode')).toBe('light');
      expect(await findToast('Light mode enabled')).toBeTruthy();
    });

    it('works from the keyboard, with Space and with Enter', async () => {
      const { user } = openSettings();
      const toggle = await screen.findByRole('switch', { name: 'Dark mode' });
      toggle.focus();
      await user.keyboard(' ');
      expect(toggle).toHaveAttribute('aria-checked', 'true');
      expect(root).toHaveClass('dark');
      await user.keyboard('{Enter}');
      expect(toggle).toHaveAttribute('aria-checked', 'false');
      expect(root).not.toHaveClass('dark');
    });

    it('toggles when the label text is tapped', async () => {
      const { user } = openSettings();
      const toggle = await screen.findByRole('switch', { name: 'Dark mode' });
      await user.click(screen.getByText('Dark mode'));
      expect(toggle).toHaveAttribute('aria-checked', 'true');
    });
  });

  describe('notifications', () => {
    it('are on by default; turning them off and on is stored and announced', async () => {
      const { user } = openSettings();
      const toggle = await screen.findByRole('switch', { name: 'Notifications' });
      expect(toggle).toHaveAttribute('aria-checked', 'true');

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-checked', 'false');
      expect(localStorage.getItem('notifications-enabled')).toBe('false');
      expect(await findToast('Notifications disabled')).toBeTruthy();

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-checked', 'true');
      expect(localStorage.getItem('notifications-enabled')).toBe('true');
      expect(await findToast('Notifications enabled')).toBeTruthy();
    });

    it('start off when they were turned off before', async () => {
      localStorage.setItem('notifications-enabled', 'false');
      openSettings();
      expect(await screen.findByRole('switch', { name: 'Notifications' })).toHaveAttribute('aria-checked', 'false');
    });
  });

  it('links to the privacy policy, account deletion, about and contact', async () => {
    const { user, router } = openSettings();
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Delete Account' })).toHaveAttribute('href', '/delete-account');
    expect(screen.getByRole('link', { name: 'About Sahay' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');

    await user.click(screen.getByRole('link', { name: 'Privacy Policy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privacy');
  });

  describe('back', () => {
    it('returns to the previous page', async () => {
      stubApi({ 'GET /api/auth/session': session(null) });
      const { user, router } = renderApp('/settings', ['/about']);
      await user.click(await screen.findByRole('button', { name: 'Back' }));
      expect(await screen.findByRole('heading', { level: 1, name: "India's Largest Expert Connection Platform" })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/about');
    });

    it('goes home when settings was opened directly', async () => {
      const { user, router } = openSettings();
      await user.click(await screen.findByRole('button', { name: 'Back' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Connect with Experts' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
    });
  });
});
