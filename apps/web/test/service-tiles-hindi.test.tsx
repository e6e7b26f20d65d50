import { CATEGORIES } from '@sahay/domain/categories';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { tileLabel } from '@/components/service-tiles/service-tile-grid';
import { SERVICE_TILES, SERVICE_TILES_AREA } from '@/components/service-tiles/service-tiles';
import { changeLanguage, translate } from '@/i18n/i18n';
import type { MessageValues } from '@/i18n/format-message';
import type { MessageKey } from '@/i18n/message-keys';
import tilesEn from '@/i18n/messages/en/service-tiles.json';
import tilesHi from '@/i18n/messages/hi/service-tiles.json';
import { SPECIALTIES_AREA } from '@/lib/specialty-names';
import { json, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';

// Issue 20: the service tiles of the category landings (spec 001 §2.19) in Hindi. The areas are imported, so the
// switch to Hindi loads them first.
void [SERVICE_TILES_AREA, SPECIALTIES_AREA];

afterEach(async () => {
  await changeLanguage('en');
});

const LEGAL_COUNTS = {
  category: 'legal',
  total: 6,
  online: 3,
  helpline: '+918047182200',
  groups: [
    { group: 'Family Law', total: 3, online: 2 },
    { group: 'Property Law', total: 1, online: 1 },
  ],
  firstChoice: { id: '0b6f4d5e-8d5b-4c1f-9a51-6b1d6f0c2a12', name: 'Adv. Meera Iyer', isOnline: true },
};

describe('service tiles in Hindi', () => {
  it("keeps every tile's English name word for word, and has Hindi for each English message", () => {
    const english = (key: MessageKey, values?: MessageValues) => translate('en', key, values);
    for (const category of CATEGORIES)
      for (const tile of SERVICE_TILES[category]) if (tile.kind === 'page') expect(tileLabel(english, category, tile)).toBe(tile.label);
    expect(SERVICE_TILES.legal.map((tile) => tileLabel(english, 'legal', tile))[0]).toBe('Chat with a lawyer now');
    expect(SERVICE_TILES.tech.map((tile) => tileLabel(english, 'tech', tile))[0]).toBe('Chat with an IT expert now');
    expect(translate('en', 'tiles.expertCount', { total: 1, online: 0 })).toBe('1 expert · 0 online');
    expect(Object.keys(tilesHi).sort()).toEqual(Object.keys(tilesEn).sort());
  });

  it('says the tiles of /ask-legal-problem in Hindi, counts with plurals', async () => {
    stubApi({ 'GET /api/auth/session': session(null), 'GET /api/experts/counts': () => json(200, LEGAL_COUNTS) });
    await changeLanguage('hi');
    renderApp('/ask-legal-problem');
    const grid = within(await screen.findByRole('region', { name: 'क़ानूनी सेवाएँ' }, { timeout: 15_000 }));
    const chat = await grid.findByRole('link', { name: 'अभी वकील से चैट करें: Adv. Meera Iyer से चैट करें' });
    expect(chat).toHaveTextContent('Adv. Meera Iyer ऑनलाइन हैं');
    const family = grid.getByRole('link', { name: /पारिवारिक कानून/ });
    expect(family).toHaveTextContent('लोकप्रिय');
    expect(family).toHaveTextContent('3 विशेषज्ञ · 2 ऑनलाइन');
    expect(grid.getByRole('link', { name: /प्रॉपर्टी कानून/ })).toHaveTextContent('1 विशेषज्ञ · 1 ऑनलाइन');
    expect(grid.getByRole('link', { name: /साइबर कानून/ })).toHaveTextContent('कॉलबैक माँगें');
    const more = grid.getByRole('link', { name: /30\+ और सेवाएँ/ });
    expect(more).toHaveTextContent('सभी देखें');
    expect(more).toHaveAttribute('href', '/all-services?type=legal');
    expect(grid.queryByText(/Chat with|Popular|Browse all|experts?\b|online/)).not.toBeInTheDocument();
  });

  it('says the tiles of /finance-consultation in Hindi when nobody can chat yet', async () => {
    stubApi({
      'GET /api/auth/session': session(null),
      'GET /api/experts/counts': () => json(200, { ...LEGAL_COUNTS, category: 'finance', groups: [], firstChoice: null }),
    });
    await changeLanguage('hi');
    renderApp('/finance-consultation');
    const grid = within(await screen.findByRole('region', { name: 'लोकप्रिय सेवाएँ' }, { timeout: 15_000 }));
    expect(await grid.findByText('अभी कोई विशेषज्ञ उपलब्ध नहीं')).toBeInTheDocument();
    expect(grid.getByText('अभी CA से चैट करें')).toBeInTheDocument();
    expect(grid.getByRole('link', { name: /टैक्स प्लानिंग और GST/ })).toHaveAttribute('href', '/finance-consultation?service=Tax+Planning+%26+GST');
  });
});
