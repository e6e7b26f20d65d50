import { EXPERT_FILE_MESSAGES } from '@sahay/domain/expert-files';
import { PROFESSIONS } from '@sahay/domain/expert-registration';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CATEGORIES } from '@sahay/domain/categories';
import { EXPERT_LANGUAGES } from '@sahay/domain/expert-catalogues';
import { EXPERT_REGISTRATION_AREA } from '@/features/expert-registration/expert-registration-area';
import { loadExpertDomainMessages } from '@/i18n/expert-domain-messages';
import { changeLanguage, isAreaLoaded, loadArea } from '@/i18n/i18n';
import registrationEn from '@/i18n/messages/en/expert-registration.json';
import registrationHi from '@/i18n/messages/hi/expert-registration.json';
import { SPECIALTIES_AREA } from '@/lib/specialty-names';
import { session, stubApi } from './support/api';
import { renderApp } from './support/render-app';

// Issue 20: experts read Hindi too. The registration form in Hindi, the professions' names as the domain has them,
// and the domain's validation messages in Hindi under their fields.
afterEach(async () => {
  await changeLanguage('en');
});

describe('the expert registration in Hindi', () => {
  it('keeps the domain’s English word for word and has Hindi for every key', () => {
    for (const category of CATEGORIES) {
      const profession = PROFESSIONS[category];
      expect(registrationEn[`expertReg.title.${category}`]).toBe(profession.title);
      expect(registrationEn[`expertReg.anExpert.${category}`]).toBe(profession.anExpert);
      expect(registrationEn[`expertReg.credential.${category}`]).toBe(profession.credentialLabel);
    }
    expect(registrationEn['expertReg.body.medical']).toBe(PROFESSIONS.medical.bodyLabel);
    expect(registrationEn['expertReg.body.legal']).toBe(PROFESSIONS.legal.bodyLabel);
    for (const language of EXPERT_LANGUAGES) expect(registrationEn[`expertReg.language.${language}`]).toBe(language);
    expect(Object.keys(registrationHi).sort()).toEqual(Object.keys(registrationEn).sort());
  });

  it('says the doctor’s form, its labels, its checks and its button in Hindi', async () => {
    const calls = stubApi({ 'GET /api/auth/session': session(null) });
    await changeLanguage('hi');
    expect(isAreaLoaded('hi', EXPERT_REGISTRATION_AREA)).toBe(true);
    await loadArea('hi', SPECIALTIES_AREA);
    await loadExpertDomainMessages();
    const { user } = renderApp('/doctor-registration');
    expect(await screen.findByRole('heading', { level: 1, name: 'सहाय से डॉक्टर के रूप में जुड़ें' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(document.title).toBe('डॉक्टर रजिस्ट्रेशन · Sahay');
    const form = screen.getByRole('form', { name: 'विशेषज्ञ रजिस्ट्रेशन' });
    const f = within(form);
    expect(f.getByLabelText('पूरा नाम')).toBeInTheDocument();
    expect(f.getByLabelText('मेडिकल काउंसिल')).toBeInTheDocument();
    expect(f.getByLabelText('मेडिकल रजिस्ट्रेशन नंबर')).toBeInTheDocument();
    expect(f.getByLabelText('हर परामर्श की फ़ीस (₹)')).toBeInTheDocument();
    // The specialisations are shown in Hindi and sent as the domain's names.
    expect(f.getByRole('option', { name: 'दिल के रोग' })).toHaveValue('Cardiology');
    await user.click(f.getByRole('checkbox', { name: 'अंग्रेज़ी' }));
    await user.click(f.getByRole('button', { name: 'जाँच के लिए भेजें' }));
    expect(await f.findByText('कृपया अपनी मेडिकल काउंसिल चुनें')).toBeInTheDocument();
    expect(f.getByText('कृपया अपना पूरा नाम लिखें')).toBeInTheDocument();
    expect(f.getByLabelText('रजिस्ट्रेशन सर्टिफ़िकेट')).toHaveAccessibleDescription('अपने प्रोफ़ेशनल रजिस्ट्रेशन का दस्तावेज़ चुनें');
    expect(f.getByRole('group', { name: 'जिन भाषाओं में आप सलाह देते हैं' })).toHaveAccessibleDescription('कम से कम एक भाषा चुनें');
    expect(f.queryByText(EXPERT_FILE_MESSAGES.documentMissing)).not.toBeInTheDocument();
    expect(calls.map((c) => c.method)).not.toContain('POST');
  });

  it('says the lawyer’s heading and credential in Hindi', async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    await changeLanguage('hi');
    await loadExpertDomainMessages();
    renderApp('/lawyer-registration');
    expect(await screen.findByRole('heading', { level: 1, name: 'सहाय से वकील के रूप में जुड़ें' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('पूरे भारत के क्लाइंट्स को चैट, ऑडियो और वीडियो से सलाह दें, अपने समय पर।')).toBeInTheDocument();
    expect(screen.getByLabelText('बार काउंसिल एनरोलमेंट नंबर')).toBeInTheDocument();
  });
});
