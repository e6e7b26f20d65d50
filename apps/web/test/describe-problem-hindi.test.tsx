import { HELPLINE_IDS, HELPLINES, type HelplineId } from '@sahay/domain/problem-routing/helplines';
import type { ProblemRoutingResult } from '@sahay/domain/problem-routing/schemas';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import '@/features/problem-routing/problem-routing-messages';
import { changeLanguage, loadArea, translate } from '@/i18n/i18n';
import { json, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';

// Issue 20: "Describe your problem" in Hindi; the helplines say, in Hindi, everything the domain's English says,
// with the same numbers, whatever language the problem was written in.
const helpline = (id: HelplineId) => ({ id, ...HELPLINES[id] });
const RESULT: ProblemRoutingResult = {
  emergency: { emergency: false, selfHarm: false, categories: [] },
  helplines: [helpline('cyber_fraud'), helpline('women_distress')],
  needsDetail: false,
  orderedBy: 'catalogue',
  suggestions: [{ category: 'legal', department: 'Criminal Law', why: 'A lawyer can help.', triggers: ['fraud'], experts: [], expertsFallback: false }],
};

// The route is a lazy chunk: loaded before the first wait, so a busy machine does not time the test out.
beforeAll(async () => {
  await import('@/features/problem-routing/describe-problem-route');
});

afterEach(async () => {
  await changeLanguage('en');
});

describe('Describe your problem in Hindi', () => {
  it('says each helpline in Hindi with the domain’s own number, and the domain’s English in English', async () => {
    await loadArea('hi', 'problem-routing');
    for (const id of HELPLINE_IDS) {
      const { name, advice, number } = HELPLINES[id];
      const hindi = translate('hi', 'routing.helplineAdvice', { id, name, advice });
      expect(hindi).toContain(`${number} पर कॉल करें`);
      expect(hindi).not.toBe(advice);
      expect(translate('hi', 'routing.helplineName', { id, name })).not.toBe(name);
      expect(translate('en', 'routing.helplineAdvice', { id, advice })).toBe(advice);
      expect(translate('en', 'routing.helplineName', { id, name })).toBe(name);
    }
  });

  it('asks in Hindi and gives the helplines in full in Hindi, 1930, 181 and 112 kept', async () => {
    stubApi({ 'GET /api/auth/session': session(null), 'POST /api/problem-routing': () => json(200, RESULT) });
    await changeLanguage('hi');
    const { user } = renderApp('/ask-medical-problem');
    expect(await screen.findByRole('heading', { name: 'अपनी समस्या बताइए' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'समस्या क्या है?' }), 'my bank account was emptied by fraud');
    await user.click(screen.getByRole('button', { name: 'देखें कौन मदद कर सकता है' }));

    const [cyber, women] = await screen.findAllByRole('alert');
    expect(within(cyber!).getByRole('heading')).toHaveTextContent('राष्ट्रीय साइबर क्राइम हेल्पलाइन: 1930');
    expect(cyber).toHaveTextContent(/अभी 1930 पर कॉल करें/);
    expect(cyber).toHaveTextContent(/cybercrime\.gov\.in/);
    expect(within(cyber!).getByRole('link', { name: '1930 पर कॉल करें' })).toHaveAttribute('href', 'tel:1930');
    expect(within(cyber!).getByRole('link', { name: 'ऑनलाइन शिकायत करें' })).toBeInTheDocument();
    expect(women).toHaveTextContent(/मदद, रहने की सुरक्षित जगह \(शेल्टर\) और क़ानूनी सहायता के लिए 181 पर कॉल करें \(मुफ़्त, 24x7\)/);
    expect(women).toHaveTextContent(/112 पर कॉल करें/);
    expect(women).not.toHaveTextContent(/call 181/i);

    expect(screen.getByRole('heading', { name: 'ये एक्सपर्ट मदद कर सकते हैं' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /वकील के लिए रिक्वेस्ट भेजें/ })).toBeInTheDocument();
    expect(screen.getByText(/कोई वेरिफ़ाइड वकील उपलब्ध नहीं है/)).toBeInTheDocument();
  });
});
