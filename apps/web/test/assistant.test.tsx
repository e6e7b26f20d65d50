import { ASSISTANT_PERSONAS } from '@sahay/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, deferred, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';
import { findToast } from './support/toasts';

function ndjson(...events: unknown[]): Response {
  return new Response(events.map((e) => `${JSON.stringify(e)}\n`).join(''), { status: 200, headers: { 'content-type': 'application/x-ndjson' } });
}

async function openAssistant(path: string, handlers: Parameters<typeof stubApi>[0] = {}) {
  const calls = stubApi({ 'GET /api/auth/session': session(null), ...handlers });
  const view = renderApp(`${path}${path.includes('?') ? '&' : '?'}assistant=open`);
  const dialog = await screen.findByRole('dialog', { name: 'AI assistant' });
  return { ...view, calls, dialog };
}

// The overlay is a lazy chunk; transforming it on the first test's clock can outlast the 5 s wait on a busy machine.
beforeAll(async () => {
  await import('@/features/assistant/components/assistant-overlay');
});

describe('the AI assistant (spec 000 §2, §4, §5, §7, §8)', () => {
  it.each([
    ['/lawyer', 'legal'],
    ['/tech', 'technology'],
    ['/ca', 'finance'],
    ['/', 'medical'],
    ['/about', 'medical'],
  ] as const)('on %s it is the %s assistant with its greeting and chips', async (path, domain) => {
    const { dialog } = await openAssistant(path);
    const persona = ASSISTANT_PERSONAS[domain];
    expect(within(dialog).getByRole('heading', { name: new RegExp(persona.title) })).toBeInTheDocument();
    expect(within(dialog).getByText(persona.greeting)).toBeInTheDocument();
    const chips = within(dialog).getByRole('list', { name: 'Suggested questions' });
    for (const chip of persona.chips) expect(within(chips).getByRole('button', { name: chip })).toBeInTheDocument();
    expect(dialog.querySelector('[data-theme]')?.getAttribute('data-theme')).toBe(persona.theme);
  });

  it('sends with Enter, disables input and chips while pending, streams the answer and hides the chips', async () => {
    const reply = deferred();
    const { dialog, calls, user } = await openAssistant('/lawyer', { 'POST /api/ai/assistant': reply.handler });
    const input = within(dialog).getByRole('textbox', { name: /Message Legal AI/ });
    await user.type(input, '   {Enter}');
    expect(calls.filter((c) => c.path === '/api/ai/assistant')).toHaveLength(0);

    await user.type(input, 'How do I file an FIR?{Enter}');
    expect(input).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Send message' })).toBeDisabled();
    // Two messages now: the chips are gone (spec 000 §2).
    expect(within(dialog).queryByRole('list', { name: 'Suggested questions' })).not.toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ message: 'How do I file an FIR?', domain: 'legal', conversationHistory: [] });

    reply.release(ndjson({ type: 'delta', text: 'An FIR is filed ' }, { type: 'delta', text: 'at a police station.' }, { type: 'done' }));
    expect(await within(dialog).findByText('An FIR is filed at a police station.')).toBeInTheDocument();
    await waitFor(() => expect(input).toBeEnabled());
  });

  it('sends the history without the greeting, and keeps the conversation across a reload', async () => {
    const { dialog, calls, user, unmount } = await openAssistant('/ca', {
      'POST /api/ai/assistant': () => ndjson({ type: 'delta', text: 'File by 31 July.' }, { type: 'done' }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'What is the ITR filing deadline?' }));
    await within(dialog).findByText('File by 31 July.');
    await user.type(within(dialog).getByRole('textbox'), 'And if I miss it?{Enter}');
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/ai/assistant')).toHaveLength(2));
    expect(calls.at(-1)?.body).toEqual({
      message: 'And if I miss it?',
      domain: 'finance',
      conversationHistory: [
        { role: 'user', content: 'What is the ITR filing deadline?' },
        { role: 'assistant', content: 'File by 31 July.' },
      ],
    });
    await waitFor(() => expect(within(dialog).getAllByText('File by 31 July.')).toHaveLength(2));
    unmount();

    const again = await openAssistant('/ca');
    expect(within(again.dialog).getByText('And if I miss it?')).toBeInTheDocument();
  });

  it('shows the safe replacement when the rails replace an answer', async () => {
    const { dialog, user } = await openAssistant('/', {
      'POST /api/ai/assistant': () => ndjson({ type: 'delta', text: 'Rest. ' }, { type: 'replace', text: 'Please consult a doctor.' }, { type: 'done' }),
    });
    await user.type(within(dialog).getByRole('textbox'), 'what dose?{Enter}');
    expect(await within(dialog).findByText('Please consult a doctor.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/^Rest\./)).not.toBeInTheDocument();
  });

  it('apologises for an empty answer', async () => {
    const { dialog, user } = await openAssistant('/', { 'POST /api/ai/assistant': () => ndjson({ type: 'done' }) });
    await user.type(within(dialog).getByRole('textbox'), 'hello{Enter}');
    expect(await within(dialog).findByText('I apologize, but I encountered an error. Please try again.')).toBeInTheDocument();
  });

  it.each([
    [429, 'RATE_LIMITED', 'Rate Limit Exceeded', 'Too many requests. Please wait a moment and try again.'],
    [402, 'PAYMENT_REQUIRED', 'Credits Exhausted', 'AI credits have been used up. Please add credits to continue.'],
    [503, 'UNAVAILABLE', 'Error', 'Failed to get response. Please try again.'],
  ] as const)('a %i answer shows the toast %s', async (status, code, title, description) => {
    const { dialog, user } = await openAssistant('/tech', { 'POST /api/ai/assistant': () => apiError(status, code, 'nope') });
    const input = within(dialog).getByRole('textbox');
    await user.type(input, 'My laptop is slow{Enter}');
    expect(await findToast(title)).toContain(description);
    await waitFor(() => expect(input).toBeEnabled());
  });

  it('keeps a question whose answer failed, with a Retry that asks again once (issue 21)', async () => {
    let fail = true;
    const { dialog, user, calls } = await openAssistant('/tech', {
      'POST /api/ai/assistant': () => (fail ? apiError(503, 'UNAVAILABLE', 'nope') : ndjson({ type: 'delta', text: 'Restart it first.' }, { type: 'done' })),
    });
    await user.type(within(dialog).getByRole('textbox'), 'My laptop is slow{Enter}');
    const problem = await within(dialog).findByRole('alert');
    expect(problem).toHaveTextContent('Failed to get response. Please try again.');
    expect(within(dialog).getByText('My laptop is slow')).toBeInTheDocument();

    fail = false;
    await user.click(within(problem).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('Restart it first.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    // The question is on screen once, and the retry did not send it as its own history.
    expect(within(dialog).getAllByText('My laptop is slow')).toHaveLength(1);
    const sent = calls.filter((c) => c.path === '/api/ai/assistant');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toMatchObject({ message: 'My laptop is slow', conversationHistory: [] });
  });

  // Issue 13: an emergency never waits on the AI, and the numbers stay one tap away.
  it('keeps 112 and 108 one tap away after a message with red flags, and not after an ordinary one', async () => {
    const { dialog, user } = await openAssistant('/', {
      'POST /api/ai/assistant': () => ndjson({ type: 'delta', text: '**This may be an emergency. Call 112 now.**' }, { type: 'done' }),
    });
    await user.type(within(dialog).getByRole('textbox'), 'how do I lower cholesterol{Enter}');
    await within(dialog).findAllByText(/This may be an emergency/);
    expect(within(dialog).queryByRole('region', { name: 'Emergency calls' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('textbox')).toBeEnabled());
    await user.type(within(dialog).getByRole('textbox'), 'chhati mein bahut dard{Enter}');
    const calls = await within(dialog).findByRole('region', { name: 'Emergency calls' });
    expect(within(calls).getByRole('link', { name: /Call 112/ })).toHaveAttribute('href', 'tel:112');
    expect(within(calls).getByRole('link', { name: /108 Ambulance/ })).toHaveAttribute('href', 'tel:108');
  });

  it('gives the emergency answer itself when the AI cannot answer a message with red flags', async () => {
    const { dialog, user } = await openAssistant('/', {
      'POST /api/ai/assistant': () => apiError(429, 'RATE_LIMITED', 'Too many requests. Please wait a moment and try again.'),
    });
    await user.type(within(dialog).getByRole('textbox'), 'I want to end my life{Enter}');
    expect(await within(dialog).findByText(/You are not alone, and help is there right now/)).toBeInTheDocument();
    const calls = within(dialog).getByRole('region', { name: 'Emergency calls' });
    expect(within(calls).getByRole('link', { name: /Tele-MANAS 14416/ })).toHaveAttribute('href', 'tel:14416');
  });

  it('opens from the home banner and closes back to the page', async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    const { user, router } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: /Ask the AI assistant/ }));
    const dialog = await screen.findByRole('dialog', { name: 'AI assistant' });
    await user.click(within(dialog).getByRole('button', { name: 'Close the assistant' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog', { name: 'AI assistant' })).not.toBeInTheDocument();
  });

  it('keeps Tab inside while open, closes on Escape and gives focus back (issue 21)', async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    const { user, router } = renderApp('/');
    const opener = await screen.findByRole('link', { name: /Ask the AI assistant/ });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'AI assistant' });
    await waitFor(() => expect(within(dialog).getByRole('textbox')).toHaveFocus());
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
