import { CATEGORIES, CATEGORY_LABELS } from '@sahay/domain/categories';
import { LEGAL_MESSAGES } from '@sahay/domain/consultation-requests';
import { matchGroupsOf } from '@sahay/domain/matching';
import { serviceTopics } from '@sahay/domain/service-topics';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVICE_TOPICS_AREA, SERVICES_AREA } from '@/features/services/services-area';
import { loadDomainMessages } from '@/i18n/domain-messages';
import { changeLanguage, isAreaLoaded } from '@/i18n/i18n';
import servicesEn from '@/i18n/messages/en/services.json';
import topicsEn from '@/i18n/messages/en/service-topics.json';
import specialtiesEn from '@/i18n/messages/en/specialties.json';
import servicesHi from '@/i18n/messages/hi/services.json';
import topicsHi from '@/i18n/messages/hi/service-topics.json';
import specialtiesHi from '@/i18n/messages/hi/specialties.json';
import { SPECIALTIES_AREA } from '@/lib/specialty-names';
import { json, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';

// Issue 20 part 2: the service picker and the specialty pages in Hindi. The domain keeps the English of categories,
// match groups and topics; the catalogue repeats it word for word, keyed by it, beside the Hindi. The areas are
// imported here, so switching to Hindi loads them first, as it does for a reader who switches on the page.
const AREAS = [SERVICES_AREA, SERVICE_TOPICS_AREA, SPECIALTIES_AREA];

afterEach(async () => {
  await changeLanguage('en');
});

describe('services in Hindi', () => {
  it('names every category, match group and topic of the domain, in English word for word and in Hindi', () => {
    const specialties: Record<string, string> = specialtiesEn;
    const topics: Record<string, string> = topicsEn;
    for (const category of CATEGORIES) {
      expect(specialties[`category.${category}.expert`]).toBe(CATEGORY_LABELS[category].expert);
      expect(specialties[`category.${category}.field`]).toBe(CATEGORY_LABELS[category].field);
      for (const group of matchGroupsOf(category)) expect(specialties[`group.${group}`]).toBe(group);
      for (const topic of serviceTopics(category)) expect(topics[`topic.${topic.name}`]).toBe(topic.name);
    }
    expect(servicesEn['services.missing']).toBe(LEGAL_MESSAGES.missing.title);
    expect(servicesEn['services.missingText']).toBe(LEGAL_MESSAGES.missing.description);
    const pairs: [en: object, hi: object][] = [
      [specialtiesEn, specialtiesHi],
      [topicsEn, topicsHi],
      [servicesEn, servicesHi],
    ];
    for (const [en, hi] of pairs) expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
  });

  it('shows the service picker in Hindi, and finds a topic by its Hindi name', async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    await changeLanguage('hi');
    for (const area of AREAS) expect(isAreaLoaded('hi', area), area).toBe(true);
    const { user } = renderApp('/all-services?type=legal');
    expect(await screen.findByRole('heading', { level: 1, name: 'आपको किस बात में मदद चाहिए?' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'कानूनी' })).toHaveAttribute('aria-checked', 'true');
    await user.type(screen.getByRole('searchbox', { name: 'सेवाएँ खोजें' }), 'ज़मानत');
    const list = screen.getByRole('listbox', { name: 'सेवाएँ' });
    expect(within(list).getByRole('option', { name: 'ज़मानतआपराधिक कानून' })).toBeInTheDocument();
    expect(within(list).getByRole('option', { name: /^अग्रिम ज़मानत/ })).toBeInTheDocument();
  });

  it('shows a specialty page in Hindi with its count and form', async () => {
    stubApi({
      'GET /api/auth/session': session(null),
      'GET /api/experts/counts': () =>
        json(200, { category: 'medical', total: 42, online: 26, helpline: '+918047182200', groups: [{ group: 'Dermatology', total: 5, online: 2 }] }),
    });
    await changeLanguage('hi');
    // The form's Hindi field errors, which load with the first form (i18n/domain-messages.ts).
    await loadDomainMessages();
    renderApp('/dermatology-consultation');
    expect(await screen.findByRole('heading', { level: 1, name: 'त्वचा और बाल' }, { timeout: 15_000 })).toBeInTheDocument();
    expect((await screen.findByText(/अभी ऑनलाइन हैं/)).textContent).toBe('त्वचा रोग के 5 जाँचे हुए एक्सपर्ट में से 2 अभी ऑनलाइन हैं');
    expect(screen.getByRole('form', { name: 'त्वचा रोग कंसल्टेशन माँगें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेरे लिए एक्सपर्ट खोजें' })).toBeInTheDocument();
    expect(document.title).toMatch(/^त्वचा और बाल/);
  });
});
