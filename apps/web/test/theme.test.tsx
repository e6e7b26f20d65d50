import { runInThisContext } from 'node:vm';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider, useTheme } from '@/app/theme';
import html from '../index.html?raw';
import script from '../pwa/theme-init.js?raw';
import { session, stubApi } from './support/api';
import { renderApp } from './support/render-app';

const root = document.documentElement;

function ThemeProbe() {
  const { theme, setTheme } = useTheme();
  return (
    <div>
      <p>Theme: {theme}</p>
      <button type="button" onClick={() => setTheme('orange')}>
        CA theme
      </button>
    </div>
  );
}

describe('theme (spec 000 §2, §3, §9)', () => {
  it('defaults to green and sets data-theme on the document root', async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    expect(root.dataset.theme).toBeUndefined();
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Connect with Experts' });
    expect(root).toHaveAttribute('data-theme', 'green');
  });

  it.each(['green', 'blue', 'orange', 'purple'])('applies the %s theme stored under app-theme', async (theme) => {
    localStorage.setItem('app-theme', theme);
    stubApi({ 'GET /api/auth/session': session(null) });
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Connect with Experts' });
    expect(root).toHaveAttribute('data-theme', theme);
  });

  it.each(['red', 'Blue', '"blue"', ' blue ', ''])('falls back to green for the stored value %j', (stored) => {
    localStorage.setItem('app-theme', stored);
    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );
    expect(screen.getByText('Theme: green')).toBeInTheDocument();
    expect(root).toHaveAttribute('data-theme', 'green');
  });

  it('saves a chosen theme under app-theme and applies it at once', async () => {
    const user = userEvent.setup();
    const first = render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'CA theme' }));
    expect(screen.getByText('Theme: orange')).toBeInTheDocument();
    expect(root).toHaveAttribute('data-theme', 'orange');
    expect(localStorage.getItem('app-theme')).toBe('orange');

    // The next visit starts with it.
    first.unmount();
    delete root.dataset.theme;
    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );
    expect(screen.getByText('Theme: orange')).toBeInTheDocument();
    expect(root).toHaveAttribute('data-theme', 'orange');
  });

  it('still works when storage is refused (private browsing)', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'QuotaExceededError');
    });
    const user = userEvent.setup();
    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );
    expect(root).toHaveAttribute('data-theme', 'green');
    await user.click(screen.getByRole('button', { name: 'CA theme' }));
    expect(root).toHaveAttribute('data-theme', 'orange');
  });
});

describe('theme before the first paint (index.html and pwa/theme-init.js)', () => {
  // A blocking script in the head applies the saved theme before React loads; it must agree with the app. The build
  // puts it inline in place of its tag (test/inline-theme-script.test.ts), allowed by its hash.
  const runInlineScript = () => runInThisContext(`(function () {${script}})()`) as unknown;

  it('is named first in the head, with no other inline script, and green is in the markup by default', () => {
    expect(html).toMatch(/<head>[\s\S]*<script src="\/theme-init\.js"><\/script>[\s\S]*<\/head>/);
    expect(html).not.toMatch(/<script>/);
    expect(script).toContain("localStorage.getItem('app-theme')");
    expect(html).toMatch(/<html[^>]*data-theme="green"/);
  });

  it.each([
    ['blue', 'blue'],
    ['purple', 'purple'],
    ['red', undefined],
    ['"blue"', undefined],
  ])('for the stored value %j sets data-theme to %j', (stored, expected) => {
    localStorage.setItem('app-theme', stored);
    runInlineScript();
    expect(root.dataset.theme).toBe(expected);
  });
});
