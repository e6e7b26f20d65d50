import { AMBULANCE_NUMBER, AUDIT_RETENTION_DAYS, EMERGENCY_NUMBER, LEGAL_LAST_UPDATED, MENTAL_HEALTH_HELPLINE, PRIVACY_EMAIL } from '@sahay/domain/legal';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '@/features/info/privacy-area';
import '@/features/info/patient-safety-area';
import { loadDomainMessages } from '@/i18n/domain-messages';
import { changeLanguage } from '@/i18n/i18n';
import safetyEn from '@/i18n/messages/en/patient-safety.json';
import privacyEn from '@/i18n/messages/en/privacy.json';
import safetyHi from '@/i18n/messages/hi/patient-safety.json';
import privacyHi from '@/i18n/messages/hi/privacy.json';
import { session, stubApi } from './support/api';
import { renderApp } from './support/render-app';

// Issue 20: the privacy policy and the patient-safety page in Hindi. Safety and legal text is translated whole: each
// Hindi message keeps its English's placeholders, tags, numbers and number of sentences, so a dropped sentence, a
// retyped helpline or a lost link fails here. (The English itself is pinned by info-english-text.test.tsx.)
const AREAS = [
  ['privacy', privacyEn, privacyHi],
  ['patient-safety', safetyEn, safetyHi],
] as const;

const placeholders = (message: string) => [...message.matchAll(/<\/?\d>|\{\w+\}/g)].map(([token]) => token).sort();
const numbers = (message: string) => [...message.replace(/<\/?\d>/g, '').matchAll(/\d+/g)].map(([digits]) => digits).sort();
const sentences = (message: string, end: RegExp) => message.replace(/<\/?\d>/g, '').split(end).length - 1;

describe.each(AREAS)('the %s catalogue', (_area, en, hi) => {
  it('has the same keys in Hindi as in English', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
  });

  it('says every English message whole in Hindi: same values, tags, numbers and sentences', () => {
    for (const [key, english] of Object.entries(en)) {
      const hindi = hi[key as keyof typeof hi];
      expect(hindi, key).toMatch(/\p{Script=Devanagari}/u);
      expect(placeholders(hindi), key).toEqual(placeholders(english));
      expect(numbers(hindi), key).toEqual(numbers(english));
      expect(sentences(hindi, /[।?!](?=\s|$)/), key).toBe(sentences(english, /[.?!](?=\s|$)/));
    }
  });
});

describe('the English catalogue', () => {
  it('dates the policy with the domain’s date', () => {
    expect(privacyEn['privacy.lastUpdatedDate']).toBe(LEGAL_LAST_UPDATED);
  });
});

describe('the pages in Hindi', () => {
  beforeEach(async () => {
    await changeLanguage('hi');
    await loadDomainMessages();
    stubApi({ 'GET /api/auth/session': session(null) });
  });
  afterEach(async () => {
    await changeLanguage('en');
  });

  it('shows the privacy policy in Hindi, with its links and the domain’s numbers', async () => {
    renderApp('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'निजता नीति' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('आख़िरी बार अपडेट: अक्टूबर 2025')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'विषय-सूची' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /आपके अधिकार/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'सेहत के रिकॉर्ड' })).toBeInTheDocument();
    expect(screen.getByText('हम आपका डेटा कभी नहीं बेचते और आपकी सेहत की जानकारी का इस्तेमाल विज्ञापन के लिए कभी नहीं करते।').tagName).toBe('LI');

    const audit = screen.getByText(/किसने खोला, इसका रिकॉर्ड।$/).closest('li')!;
    expect(audit).toHaveTextContent(`कम से कम एक साल (${AUDIT_RETENTION_DAYS} दिन)`);
    expect(within(audit).getByRole('link', { name: 'मेरा डेटा किसने खोला' })).toHaveAttribute('href', '/profile/access-log');

    const deletion = document.getElementById('deletion')!;
    expect(within(deletion).getByRole('link', { name: 'खाता और डेटा मिटाने का अनुरोध' })).toHaveAttribute('href', '/delete-account');
    expect(within(deletion).getByRole('link', { name: PRIVACY_EMAIL })).toHaveAttribute('href', `mailto:${PRIVACY_EMAIL}`);
    expect(within(deletion).getByText('7 कामकाजी दिनों').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'ऊपर वापस जाएँ' })).toHaveAttribute('href', '#page-top');
    await waitFor(() => expect(document.title).toBe('निजता नीति · Sahay'));
  });

  it('shows the patient-safety page in Hindi, the helplines as tel: links', async () => {
    renderApp('/patient-safety');
    expect(await screen.findByRole('heading', { level: 1, name: 'मरीज़ों की सुरक्षा' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /मेडिकल आपातकाल\? अभी कॉल करें।/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `आपातकाल: ${EMERGENCY_NUMBER} पर कॉल करें` })).toHaveAttribute('href', `tel:${EMERGENCY_NUMBER}`);
    expect(screen.getByRole('link', { name: `एम्बुलेंस: ${AMBULANCE_NUMBER} पर कॉल करें` })).toHaveAttribute('href', `tel:${AMBULANCE_NUMBER}`);

    const emergencies = document.getElementById('emergencies')!;
    const line = within(emergencies).getByText(/भारत के आपातकालीन नंबर/);
    expect(line).toHaveTextContent(`किसी भी फ़ोन से भारत के आपातकालीन नंबर ${EMERGENCY_NUMBER} पर कॉल करें।`);
    expect(within(line).getByRole('link', { name: EMERGENCY_NUMBER })).toHaveAttribute('href', `tel:${EMERGENCY_NUMBER}`);
    const teleManas = within(emergencies).getByText(/टेली-मानस को/);
    expect(within(teleManas).getByRole('link', { name: MENTAL_HEALTH_HELPLINE })).toHaveAttribute('href', `tel:${MENTAL_HEALTH_HELPLINE}`);
    expect(teleManas).toHaveTextContent(`या अगर आप तुरंत ख़तरे में हैं तो ${EMERGENCY_NUMBER} पर।`);

    expect(screen.getByRole('heading', { level: 3, name: 'शिशु और बच्चे' })).toBeInTheDocument();
    expect(screen.getByText('3 महीने से छोटे शिशु का तापमान 38 °C या उससे ज़्यादा होना।').tagName).toBe('LI');
    expect(screen.getByText(/अगर कोई अभी ख़तरे में है, तो पहले 112 पर कॉल करें।/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('मरीज़ों की सुरक्षा · Sahay'));
  });
});
