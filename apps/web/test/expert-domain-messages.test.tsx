import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EXPERT_REGISTRATION_AREA } from '@/features/expert-registration/expert-registration-area';
import { loadDomainMessages } from '@/i18n/domain-messages';
import { changeLanguage, isAreaLoaded, loadArea } from '@/i18n/i18n';
import { SPECIALTIES_AREA } from '@/lib/specialty-names';
import { session, stubApi } from './support/api';
import { renderApp } from './support/render-app';

// Issue 20: the expert forms' Hindi messages are not loaded by the patients' forms; an expert's page loads them
// itself (i18n/expert-domain-messages.ts), here with nothing loaded beforehand but the shared form messages.
afterEach(async () => {
  await changeLanguage('en');
});

describe('the expert forms’ Hindi messages', () => {
  it('load with the registration page, so its own checks are said in Hindi', async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    await changeLanguage('hi');
    // The page's areas load first, as in the other Hindi tests (useT's suspension is not what this test is about).
    expect(isAreaLoaded('hi', EXPERT_REGISTRATION_AREA)).toBe(true);
    await loadArea('hi', SPECIALTIES_AREA);
    await loadDomainMessages();
    const { user } = renderApp('/doctor-registration');
    const form = within(await screen.findByRole('form', { name: 'विशेषज्ञ रजिस्ट्रेशन' }, { timeout: 15_000 }));
    await user.click(form.getByRole('button', { name: 'जाँच के लिए भेजें' }));
    expect(await form.findByText('कृपया अपनी मेडिकल काउंसिल चुनें')).toBeInTheDocument();
    expect(form.getByText('कृपया अपनी योग्यता लिखें')).toBeInTheDocument();
    expect(form.queryByText('Please choose your medical council')).not.toBeInTheDocument();
  });
});
