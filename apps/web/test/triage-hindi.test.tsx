import { TRIAGE_DISCLAIMER, TRIAGE_FAILURE_TEXTS } from '@sahay/domain/ai-triage';
import { TRIAGE_AGE_RETRY, TRIAGE_PROMPTS, TRIAGE_STEPS } from '@sahay/domain/triage-conversation';
import { TRIAGE_PROMPTS_HINDI } from '@sahay/domain/triage-prompts-hindi';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PROMPT_KEYS } from '@/features/triage/triage-messages';
import { changeLanguage, loadArea, translate } from '@/i18n/i18n';
import { json, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';

// Issue 20: the triage in Hindi. The bot's fixed texts come from packages/domain; the catalogue's English must stay
// the domain's word for word, and a Hindi reader gets them in Hindi, quick answers still understood by the rules.
// The route is a lazy chunk: loaded before the first wait, so a busy machine does not time the test out.
beforeAll(async () => {
  await import('@/features/triage/triage-route');
});

afterEach(async () => {
  await changeLanguage('en');
});

describe('/medical-triage in Hindi', () => {
  it('keeps the English catalogue equal to the domain’s texts', () => {
    for (const step of TRIAGE_STEPS) expect(translate('en', PROMPT_KEYS[step])).toBe(TRIAGE_PROMPTS[step]);
    expect(translate('en', 'triage.ageRetry')).toBe(TRIAGE_AGE_RETRY);
    expect(translate('en', 'triage.failure.analysis')).toBe(TRIAGE_FAILURE_TEXTS.analysis);
    expect(translate('en', 'triage.failure.followUp')).toBe(TRIAGE_FAILURE_TEXTS.followUp);
    expect(translate('en', 'triage.disclaimer')).toBe(TRIAGE_DISCLAIMER);
  });

  it('keeps the Hindi prompts equal to those the server asks a Hindi reader (issue 20 part 2)', async () => {
    await loadArea('hi', 'triage');
    for (const step of TRIAGE_STEPS) expect(translate('hi', PROMPT_KEYS[step])).toBe(TRIAGE_PROMPTS_HINDI[step]);
  });

  it('asks in Hindi, keeps 112 in the disclaimer, and sends the quick answer the rules understand', async () => {
    const calls = stubApi({
      'GET /api/auth/session': session(null),
      // The server's own question (no AI provider) is the domain's English: the page says it in Hindi.
      'POST /api/ai/triage/follow-up': (call: { body: any }) => json(200, { message: TRIAGE_PROMPTS[call.body.step as keyof typeof TRIAGE_PROMPTS] }),
    });
    await changeLanguage('hi');
    const { user } = renderApp('/medical-triage');
    expect(await screen.findByRole('heading', { name: 'AI हेल्थ असिस्टेंट' })).toBeInTheDocument();
    expect(screen.getByText(/आपकी उम्र कितनी है\?/)).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(/इमरजेंसी में 112 पर कॉल करें/);
    expect(screen.getByText('अभी आकलन नहीं हुआ')).toBeInTheDocument();

    const input = screen.getByRole('textbox', { name: 'आपका जवाब' });
    await user.type(input, '200{Enter}');
    expect(await screen.findByText('कृपया अपनी उम्र अंकों में लिखें, जैसे 34।')).toBeInTheDocument();
    await waitFor(() => expect(input).toBeEnabled());
    await user.type(input, '70{Enter}');
    expect(await screen.findByText('आपका लिंग (जेंडर) क्या है?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'पुरुष' }));
    expect(await screen.findByText('आपको सबसे ज़्यादा कौन-सी तकलीफ़ परेशान कर रही है?')).toBeInTheDocument();
    const asked = calls.filter((c) => c.path === '/api/ai/triage/follow-up').at(-1)?.body as any;
    expect(asked.data.gender).toBe('Male');
    expect(screen.getAllByText('पुरुष').length).toBeGreaterThan(0);
  });
});
