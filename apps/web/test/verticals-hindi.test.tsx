import { FINANCE_OFFERS } from '@sahay/domain/offers-finance';
import { LEGAL_OFFERS } from '@sahay/domain/offers-legal';
import { MEDICAL_OFFERS } from '@sahay/domain/offers-medical';
import type { Offer } from '@sahay/domain/offers';
import { TECH_OFFERS } from '@sahay/domain/offers-tech';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FINANCE_CONTENT } from '@/features/verticals/content/finance';
import { LEGAL_CONTENT } from '@/features/verticals/content/legal';
import { MEDICAL_CONTENT } from '@/features/verticals/content/medical';
import { TECH_CONTENT } from '@/features/verticals/content/tech';
import { VERTICALS_AREA } from '@/features/verticals/verticals-area';
import { changeLanguage, isAreaLoaded } from '@/i18n/i18n';
import financeEn from '@/i18n/messages/en/vertical-finance.json';
import legalEn from '@/i18n/messages/en/vertical-legal.json';
import medicalEn from '@/i18n/messages/en/vertical-medical.json';
import techEn from '@/i18n/messages/en/vertical-tech.json';
import financeHi from '@/i18n/messages/hi/vertical-finance.json';
import legalHi from '@/i18n/messages/hi/vertical-legal.json';
import medicalHi from '@/i18n/messages/hi/vertical-medical.json';
import techHi from '@/i18n/messages/hi/vertical-tech.json';
import { session, stubApi } from './support/api';
import { renderApp } from './support/render-app';

// Issue 20 part 2: the four vertical homes in Hindi. The offers' English stays in the domain; the catalogue repeats it
// word for word, keyed by the offer's id, beside the Hindi. The content modules are imported here, so switching to Hindi
// loads their areas first, as it does for a reader who switches on the page.
const AREAS = [VERTICALS_AREA, MEDICAL_CONTENT.area, LEGAL_CONTENT.area, FINANCE_CONTENT.area, TECH_CONTENT.area];
afterEach(async () => {
  await changeLanguage('en');
});

const VERTICALS: [name: string, offers: readonly Offer[], en: Record<string, string>, hi: Record<string, string>][] = [
  ['medical', MEDICAL_OFFERS, medicalEn, medicalHi],
  ['legal', LEGAL_OFFERS, legalEn, legalHi],
  ['finance', FINANCE_OFFERS, financeEn, financeHi],
  ['tech', TECH_OFFERS, techEn, techHi],
];

describe('the vertical homes in Hindi', () => {
  it.each(VERTICALS)('the %s catalogue repeats the domain’s offers word for word and has Hindi for each', (_, offers, en, hi) => {
    for (const offer of offers) {
      const texts = { badge: offer.badge, title: offer.title, subtitle: offer.subtitle, cta: offer.cta.label };
      offer.features.forEach((feature, index) => Object.assign(texts, { [`feature${index + 1}`]: feature }));
      for (const [field, english] of Object.entries(texts)) {
        expect(en[`offer.${offer.id}.${field}`], `${offer.id}.${field}`).toBe(english);
        expect(hi[`offer.${offer.id}.${field}`], `${offer.id}.${field}`).toMatch(/\p{Script=Devanagari}|^GST$/u);
      }
    }
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
  });

  it('says /doctor in Hindi, with the emergency note’s 112 kept', async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    await changeLanguage('hi');
    for (const area of AREAS) expect(isAreaLoaded('hi', area), area).toBe(true);
    renderApp('/doctor');
    expect(await screen.findByRole('heading', { level: 1, name: 'डॉक्टर से जुड़ें' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'वीडियो कंसल्ट' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'जल्दी पहुँचें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'दाँत में दर्द? आज ही डेंटिस्ट से मिलें' })).toBeInTheDocument();
    const note = screen.getByRole('complementary', { name: 'आपातकाल के लिए नहीं' });
    expect(within(note).getByText(/अभी 112 पर कॉल करें/)).toBeInTheDocument();
    expect(document.title).toMatch(/^डॉक्टर · /);
  });

  it.each([
    ['/lawyer', 'वकील से जुड़ें', 'ऑनलाइन ठगी में पैसे गए?'],
    ['/ca', 'CA से जुड़ें', 'बिना तनाव के अपना ITR भरें'],
    ['/tech', 'सॉफ़्टवेयर प्रोफ़ेशनल से जुड़ें', 'अपने आइडिया को ऐप में बदलें'],
  ])('says %s in Hindi', async (path, heading, offer) => {
    stubApi({ 'GET /api/auth/session': session(null) });
    await changeLanguage('hi');
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: offer })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मदद' })).toBeInTheDocument();
  });
});
