import { ASSISTANT_ERRORS, ASSISTANT_PERSONAS, type AssistantDomain } from '@sahay/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHIP_KEYS } from '@/features/assistant/assistant-messages';
import { changeLanguage, translate } from '@/i18n/i18n';
import { session, stubApi } from './support/api';
import { renderApp } from './support/render-app';

// Issue 20: the assistant in Hindi. Its personas are packages/domain's; the English catalogue must say them word for
// word, and a Hindi reader gets the title, greeting and chips in Hindi.
beforeAll(async () => {
  await import('@/features/assistant/components/assistant-overlay');
});

afterEach(async () => {
  await changeLanguage('en');
});

describe('the AI assistant in Hindi', () => {
  it.each(Object.keys(ASSISTANT_PERSONAS) as AssistantDomain[])('keeps the %s persona’s English equal to the domain’s', (domain) => {
    const persona = ASSISTANT_PERSONAS[domain];
    expect(translate('en', 'assistant.title', { domain })).toBe(persona.title);
    expect(translate('en', 'assistant.subtitle', { domain })).toBe(persona.subtitle);
    expect(translate('en', 'assistant.greeting', { domain })).toBe(persona.greeting);
    expect(CHIP_KEYS.map((key) => translate('en', key, { domain }))).toEqual(persona.chips);
    expect(translate('en', 'assistant.failed')).toBe(ASSISTANT_ERRORS.other.description);
    expect(translate('en', 'assistant.emptyAnswer')).toBe(ASSISTANT_ERRORS.emptyAnswer);
  });

  it('greets, offers the chips and keeps 112 in Hindi', async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    await changeLanguage('hi');
    renderApp('/lawyer?assistant=open');
    const dialog = await screen.findByRole('dialog', { name: 'AI असिस्टेंट' });
    expect(within(dialog).getByRole('heading', { name: /Legal AI/ })).toBeInTheDocument();
    expect(within(dialog).getByText(/नमस्ते! मैं Legal AI हूँ।/)).toBeInTheDocument();
    const chips = within(dialog).getByRole('list', { name: 'सुझाए गए सवाल' });
    expect(within(chips).getByRole('button', { name: 'FIR कैसे दर्ज कराएँ?' })).toBeInTheDocument();
    expect(within(dialog).getByText(/इमरजेंसी में 112 पर कॉल करें/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Legal AI को मैसेज' })).toBeInTheDocument();
  });
});
