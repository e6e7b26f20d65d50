import { FREE_FIRST_LABELS } from '@sahay/domain';
import type { ExpertPage } from '@sahay/domain/expert-search';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EXPERT_PAGE_AREA } from '@/features/expert-page/expert-page-area';
import { changeLanguage, isAreaLoaded } from '@/i18n/i18n';
import pageEn from '@/i18n/messages/en/expert-page.json';
import pageHi from '@/i18n/messages/hi/expert-page.json';
import { SPECIALTIES_AREA } from '@/lib/specialty-names';
import { json, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';

// Issue 20 part 2: the expert's own page in Hindi.
afterEach(async () => {
  await changeLanguage('en');
});

const EXPERT = '00000000-0000-4000-8000-000000000012';
const page: ExpertPage = {
  expert: {
    id: EXPERT,
    name: 'Adv. Meera Iyer',
    category: 'legal',
    specialization: 'Property Law',
    rating: 4.4,
    experienceYears: 9,
    languages: ['English', 'Hindi'],
    isOnline: true,
    isVerified: true,
    profilePhoto: null,
    qualification: 'LLB',
    credentialBody: 'Bar Council of Karnataka',
    credentialNumber: 'KAR/123/2016',
    bio: null,
    fee: 499,
    freeFirst: FREE_FIRST_LABELS.legal,
  },
  ratingCount: 0,
  reviews: [],
  timeZone: 'Asia/Kolkata',
  nextSlots: [],
};

describe('the expert page in Hindi', () => {
  it('has Hindi for every key and says every free-first length the domain has', () => {
    expect(Object.keys(pageHi).sort()).toEqual(Object.keys(pageEn).sort());
    const keys: Record<string, string> = pageEn;
    for (const amount of Object.values(FREE_FIRST_LABELS).filter(Boolean)) expect(keys[`expert.freeFirst.${amount}`]).toBe(amount);
  });

  it('shows who the expert is, the fee and the free first half hour in Hindi', async () => {
    stubApi({ 'GET /api/auth/session': session(null), [`GET /api/experts/${EXPERT}/page`]: () => json(200, page) });
    await changeLanguage('hi');
    for (const area of [EXPERT_PAGE_AREA, SPECIALTIES_AREA]) expect(isAreaLoaded('hi', area), area).toBe(true);
    renderApp(`/doctor-consultation/${EXPERT}`);
    expect(await screen.findByRole('heading', { level: 1, name: /Adv. Meera Iyer/ }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('वकील · Property Law')).toBeInTheDocument();
    expect(screen.getByText(/9 साल का अनुभव/)).toBeInTheDocument();
    expect(screen.getByText('इस क्षेत्र में आपका पहला कंसल्टेशन: पहले 30 मिनट मुफ़्त')).toBeInTheDocument();
    const slots = screen.getByRole('region', { name: 'अगले खाली समय' });
    expect(within(slots).getByText(/अगले 14 दिनों में कोई खाली समय नहीं/)).toBeInTheDocument();
    expect(screen.getByText('Sahay पर कंसल्टेशन से अभी कोई रेटिंग नहीं मिली।')).toBeInTheDocument();
  });
});
