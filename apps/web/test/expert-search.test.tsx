import type { ExpertSearchCard, ExpertSearchResult } from '@sahay/domain/expert-search';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';

// Issue 19 part 0: /expert-search-results, the search in the address.
const card = (id: string, name: string, overrides: Partial<ExpertSearchCard> = {}): ExpertSearchCard => ({
  id: `00000000-0000-4000-8000-0000000000${id}`,
  name,
  category: 'medical',
  specialization: 'Cardiologist',
  rating: 4.8,
  experienceYears: 12,
  languages: ['English', 'Tamil'],
  isOnline: true,
  isVerified: true,
  profilePhoto: null,
  fee: 299,
  nextSlot: '2026-11-23T04:30:00.000Z',
  ...overrides,
});
const heart = card('11', 'Dr. Zenobia Quill');
const law = card('12', 'Adv. Xavier Quill', { category: 'legal', specialization: 'Property Law', fee: 499, nextSlot: null, isOnline: false });
const result = (...experts: ExpertSearchCard[]): ExpertSearchResult => ({ experts, total: experts.length });

describe('/expert-search-results', () => {
  it('searches with the address, shows fee and next free time, and links each card to the expert’s page', async () => {
    const calls = stubApi({
      'GET /api/auth/session': session(null),
      'GET /api/experts/search': () => json(200, result(heart, law)),
    });
    renderApp('/expert-search-results?q=quill&language=Tamil&minRating=9');
    const list = await screen.findByRole('article', { name: 'Dr. Zenobia Quill' });
    // A rating above 5 makes no sense: dropped, the rest kept.
    expect(calls.find((c) => c.path === '/api/experts/search')?.search).toBe('?q=quill&language=Tamil');
    expect(screen.getByRole('status')).toHaveTextContent('2 experts found');
    expect(within(list).getByText('₹299')).toBeInTheDocument();
    expect(within(list).getByText(/Next free/)).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Adv. Xavier Quill' })).getByText(/No free times in the next 14 days/)).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Profile of Dr. Zenobia Quill' })).toHaveAttribute('href', `/doctor-consultation/${heart.id}`);
    expect(screen.getByRole('searchbox', { name: 'Search experts' })).toHaveValue('quill');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('Tamil');
  });

  it('puts each filter and search in the address, so Back returns to the search before', async () => {
    const calls = stubApi({
      'GET /api/auth/session': session(null),
      'GET /api/experts/search': (call) => json(200, call.search?.includes('onlineNow') ? result(heart) : result(heart, law)),
    });
    const { user } = renderApp('/expert-search-results');
    await screen.findByRole('article', { name: 'Adv. Xavier Quill' });
    await user.type(screen.getByRole('searchbox', { name: 'Search experts' }), 'quill{Enter}');
    await waitFor(() => expect(window.location.search).toBe('?q=quill'));
    await user.click(screen.getByRole('checkbox', { name: 'Online now' }));
    await waitFor(() => expect(window.location.search).toBe('?q=quill&onlineNow=true'));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Adv. Xavier Quill' })).not.toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fee' }), 'Up to ₹499');
    await waitFor(() => expect(window.location.search).toBe('?q=quill&maxFee=499&onlineNow=true'));
    expect(calls.at(-1)?.search).toBe('?q=quill&maxFee=499&onlineNow=true');
    window.history.back();
    await waitFor(() => expect(window.location.search).toBe('?q=quill&onlineNow=true'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Fee' })).toHaveValue(''));
    expect(screen.getByRole('checkbox', { name: 'Online now' })).toBeChecked();
  });

  it('says when nothing matches, and clears the search', async () => {
    stubApi({
      'GET /api/auth/session': session(null),
      'GET /api/experts/search': (call) => json(200, call.search ? result() : result(heart)),
    });
    const { user } = renderApp('/expert-search-results?q=astrologer&availableToday=true');
    expect(await screen.findByText('No expert matches this search.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 experts found');
    await user.click(screen.getByRole('button', { name: 'Clear the search and filters' }));
    expect(await screen.findByRole('article', { name: 'Dr. Zenobia Quill' })).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    stubApi({
      'GET /api/auth/session': session(null),
      'GET /api/experts/search': () => (fail ? apiError(503, 'UNAVAILABLE', 'The database is not answering') : json(200, result(heart))),
    });
    const { user } = renderApp('/expert-search-results');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not search experts');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Dr. Zenobia Quill' })).toBeInTheDocument();
  });
});
