import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INTRO_DONE_STORAGE_KEY } from '@/features/first-run/first-run-storage';
import { asha, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';

// Spec 000 §2: splash 3 s + 0.5 s fade; four onboarding slides every 2.5 s; the last one stays 2.5 s more.
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('the first-visit intro', () => {
  beforeEach(() => {
    localStorage.removeItem(INTRO_DONE_STORAGE_KEY);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({ 'GET /api/auth/session': session(null) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the splash, then each slide on time, then registration, and remembers it', async () => {
    const { router } = renderApp('/');
    expect(await screen.findByRole('status', { name: 'Sahay is starting' })).toBeInTheDocument();
    expect(screen.getByText('Connect with Verified Experts Instantly')).toBeInTheDocument();

    await advance(2900);
    expect(screen.getByRole('status', { name: 'Sahay is starting' })).toBeInTheDocument();
    await advance(600); // 3 s visible + 0.5 s fade
    expect(screen.queryByRole('status', { name: 'Sahay is starting' })).not.toBeInTheDocument();

    const titles = ['Connect with Verified Doctors', 'Legal Experts at Your Fingertips', 'CA & Financial Consultants Ready', 'IT Professionals on Demand'];
    for (const [i, title] of titles.entries()) {
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.getByRole('group', { name: `${i + 1} of 4` })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Skip' })).toBeInTheDocument();
      await advance(2500);
    }
    expect(await screen.findByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/patient-registration');
    expect(localStorage.getItem(INTRO_DONE_STORAGE_KEY)).toBe('true');
  });

  it('Skip ends the intro at once', async () => {
    const { router, user } = renderApp('/');
    await advance(3500);
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/patient-registration');
  });

  it('is not shown again to a returning visitor', async () => {
    localStorage.setItem(INTRO_DONE_STORAGE_KEY, 'true');
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Connect with Experts' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Sahay is starting' })).not.toBeInTheDocument();
  });

  it('does not interrupt a visitor who opens a deep link', async () => {
    renderApp('/patient-registration');
    expect(await screen.findByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Sahay is starting' })).not.toBeInTheDocument();
  });

  it('steps aside for someone already signed in on this device, and stays on the home page', async () => {
    stubApi({ 'GET /api/auth/session': session(asha) });
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Connect with Experts' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Sahay is starting' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(INTRO_DONE_STORAGE_KEY)).toBe('true');
  });
});
