import type { ExpertSearchCard } from '@sahay/domain/expert-search';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EXPERT_SEARCH_AREA } from '@/features/expert-search/expert-search-area';
import { changeLanguage, isAreaLoaded, translate } from '@/i18n/i18n';
import searchEn from '@/i18n/messages/en/expert-search.json';
import searchHi from '@/i18n/messages/hi/expert-search.json';
import { json, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';

// Issue 20 part 2: the expert search in Hindi, its count a real plural (Hindi says 0 like 1).
afterEach(async () => {
  await changeLanguage('en');
});

const card: ExpertSearchCard = {
  id: '00000000-0000-4000-8000-000000000011',
  name: 'Dr. Zenobia Quill',
  category: 'medical',
  specialization: 'Cardiologist',
  rating: 4.8,
  experienceYears: 12,
  languages: ['English', 'Hindi'],
  isOnline: true,
  isVerified: true,
  profilePhoto: null,
  fee: 299,
  nextSlot: null,
};

describe('the expert search in Hindi', () => {
  it('has Hindi for every key, and counts in both languages by their plural rules', async () => {
    expect(Object.keys(searchHi).sort()).toEqual(Object.keys(searchEn).sort());
    expect(translate('en', 'search.found', { count: 1 })).toBe('1 expert found');
    expect(translate('en', 'search.found', { count: 0 })).toBe('0 experts found');
    await changeLanguage('hi');
    expect(translate('hi', 'search.found', { count: 0 })).toBe('0 एक्सपर्ट मिला');
    expect(translate('hi', 'search.found', { count: 2 })).toBe('2 एक्सपर्ट मिले');
  });

  it('shows the page, the filters and a result in Hindi', async () => {
    stubApi({ 'GET /api/auth/session': session(null), 'GET /api/experts/search': () => json(200, { experts: [card], total: 1 }) });
    await changeLanguage('hi');
    expect(isAreaLoaded('hi', EXPERT_SEARCH_AREA)).toBe(true);
    renderApp('/expert-search-results?q=quill');
    expect(await screen.findByRole('heading', { level: 1, name: 'एक्सपर्ट खोजें' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByText('1 एक्सपर्ट मिला')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('combobox', { name: 'क्षेत्र' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'अभी ऑनलाइन' })).toBeInTheDocument();
    const result = screen.getByRole('article', { name: 'Dr. Zenobia Quill' });
    expect(within(result).getByText(/अगले 14 दिनों में कोई खाली समय नहीं/)).toBeInTheDocument();
  });
});
