import {
  ASSISTANT_ERRORS,
  HANDOFF_TOASTS,
  PRE_CONSULTATION_SPECIALTIES,
  PRE_CONSULTATION_SPECIALTY_LABELS,
  URGENCY_LABELS,
  URGENCY_LEVELS,
} from '@sahay/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import '@/features/ai-consultation/ai-consultation-messages';
import { loadDomainMessages } from '@/i18n/domain-messages';
import { changeLanguage, translate } from '@/i18n/i18n';
import { asha, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';

// Issue 20: the AI pre-consultation in Hindi. Its names and toasts are the spec's (packages/domain) in English; the
// catalogue must keep saying them word for word, and a Hindi reader gets the form, intro and chat in Hindi.
// The route is a lazy chunk: loaded before the first wait, so a busy machine does not time the test out.
beforeAll(async () => {
  await import('@/features/ai-consultation/ai-consultation-route');
});

afterEach(async () => {
  await changeLanguage('en');
});

describe('/ai-consultation in Hindi', () => {
  it('keeps the English catalogue equal to the domain’s names and texts', () => {
    for (const specialty of PRE_CONSULTATION_SPECIALTIES)
      expect(translate('en', 'aiConsult.specialtyName', { specialty })).toBe(PRE_CONSULTATION_SPECIALTY_LABELS[specialty]);
    for (const urgency of URGENCY_LEVELS) expect(translate('en', 'aiConsult.urgencyName', { urgency })).toBe(URGENCY_LABELS[urgency]);
    expect(translate('en', 'aiConsult.proceeding')).toBe(HANDOFF_TOASTS.proceeding);
    expect(translate('en', 'aiConsult.connected')).toBe(HANDOFF_TOASTS.connected);
    expect(translate('en', 'aiConsult.emptyAnswer')).toBe(ASSISTANT_ERRORS.emptyAnswer);
  });

  it('fills the form, greets and chats in Hindi, with 112 in the intro', async () => {
    stubApi({ 'GET /api/auth/session': session(asha) });
    // The form's field messages load first too: a first suspension of the form would make React warn (i18n-hindi-talk).
    await changeLanguage('hi');
    await loadDomainMessages();
    const { user } = renderApp('/ai-consultation');
    expect(await screen.findByRole('heading', { name: 'डॉक्टर से पहले AI से बातचीत' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'कंसल्टेशन से पहले की जानकारी' });
    // The form fills in the signed-in person's name once the session has loaded: wait for it, or the typing below could
    // land before it and the name be said twice.
    await waitFor(() => expect(within(form).getByLabelText('पूरा नाम')).toHaveValue(asha.name));
    await user.clear(within(form).getByLabelText('पूरा नाम'));
    await user.type(within(form).getByLabelText('पूरा नाम'), 'Asha Verma');
    await user.clear(within(form).getByLabelText('मोबाइल नंबर'));
    await user.type(within(form).getByLabelText('मोबाइल नंबर'), '9876543210');
    await user.selectOptions(within(form).getByLabelText('विशेषज्ञता'), 'कार्डियोलॉजी (दिल)');
    expect(within(form).getByRole('option', { name: 'सामान्य' })).toBeInTheDocument();
    await user.type(within(form).getByLabelText('लक्षण'), 'Do din se halki khaansi');
    await user.click(within(form).getByRole('button', { name: 'आगे बढ़ें' }));

    expect(await screen.findByRole('heading', { name: 'नमस्ते Asha Verma, कार्डियोलॉजी (दिल) डॉक्टर से मिलने से पहले' })).toBeInTheDocument();
    expect(screen.getByText(/इमरजेंसी में 112 पर कॉल करें/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /AI से बातचीत शुरू करें/ }));
    expect(await screen.findByText(/नमस्ते Asha Verma! मैं इस कार्डियोलॉजी \(दिल\) कंसल्टेशन/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'आपका मैसेज' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कार्डियोलॉजी (दिल) डॉक्टर से बात करने के लिए तैयार हूँ' })).toBeInTheDocument();
  });
});
