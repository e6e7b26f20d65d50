import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, asha, json, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';
import { findToast } from './support/toasts';

function ndjson(...events: unknown[]): Response {
  return new Response(events.map((e) => `${JSON.stringify(e)}\n`).join(''), { status: 200, headers: { 'content-type': 'application/x-ndjson' } });
}

const handoff = { consultationId: 'c1', expert: { id: 'e1', name: 'Dr. Arjun Mehta', specialization: 'Cardiologist' } };

async function fillForm(user: ReturnType<typeof renderApp>['user']) {
  const form = await screen.findByRole('form', { name: 'Pre-consultation details' });
  const submit = within(form).getByRole('button', { name: 'Continue' });
  expect(submit).toBeDisabled();
  await user.clear(within(form).getByLabelText('Full name'));
  await user.type(within(form).getByLabelText('Full name'), 'Asha Verma');
  await user.clear(within(form).getByLabelText('Mobile number'));
  await user.type(within(form).getByLabelText('Mobile number'), '9876543210');
  await user.selectOptions(within(form).getByLabelText('Specialty'), 'cardiology');
  expect(within(form).getByLabelText('Urgency')).toHaveValue('normal');
  expect(submit).toBeDisabled();
  await user.type(within(form).getByLabelText('Symptoms'), 'Chest tightness on stairs');
  expect(submit).toBeEnabled();
  await user.click(submit);
}

// The route is a lazy chunk (with its message area); transforming it on the first test's clock can outlast the wait on
// a busy machine.
beforeAll(async () => {
  await import('@/features/ai-consultation/ai-consultation-route');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('/ai-consultation (spec 001 §2.7, §4.4)', () => {
  it('form, intro, chat, then Talk to Expert creates the consultation and opens the chat', async () => {
    const calls = stubApi({
      'GET /api/auth/session': session(asha),
      'POST /api/ai/medical-ai-chat': () => ndjson({ type: 'delta', text: 'How long does the tightness last?' }, { type: 'done' }),
      'POST /api/ai/consultation-handoff': () => json(201, handoff),
    });
    const { user, router } = renderApp('/ai-consultation');
    expect(await screen.findByRole('heading', { name: 'AI Medical Pre-Consultation' })).toBeInTheDocument();
    await fillForm(user);

    await user.click(await screen.findByRole('button', { name: /Start AI Consultation/ }));
    expect(screen.getByText(/Hello Asha Verma! I'm your AI assistant for this Cardiology pre-consultation/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'It started a week ago{Enter}');
    expect(await screen.findByText('How long does the tightness last?')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/ai/medical-ai-chat')?.body).toEqual({
      message: 'It started a week ago',
      specialty: 'cardiology',
      patientName: 'Asha Verma',
      symptoms: 'Chest tightness on stairs',
      conversationHistory: [],
    });
    expect(screen.getByRole('button', { name: 'Ready to consult with a Cardiology expert' })).toBeInTheDocument();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: /Talk to Expert/ }));
    expect(await findToast('Proceeding to Expert')).toContain('Dr. Arjun Mehta');
    expect(calls.find((c) => c.path === '/api/ai/consultation-handoff')?.body).toEqual({
      form: { name: 'Asha Verma', mobile: '9876543210', specialty: 'cardiology', symptoms: 'Chest tightness on stairs', urgency: 'normal' },
      transcript: [
        { role: 'user', content: 'It started a week ago' },
        { role: 'assistant', content: 'How long does the tightness last?' },
      ],
    });
    expect(router.state.location.pathname).toBe('/ai-consultation');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await findToast('Connected to Expert')).toContain('Cardiologist');
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/patient-chat?expertId=e1&expertName=Dr.+Arjun+Mehta'));
  });

  it('asks a visitor to log in before talking to an expert', async () => {
    const calls = stubApi({ 'GET /api/auth/session': session(null) });
    const { user } = renderApp('/ai-consultation');
    await fillForm(user);
    await user.click(await screen.findByRole('button', { name: /Skip to Expert Consultation/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Please log in to talk to an expert/);
    expect(screen.getByRole('link', { name: /Log in/ })).toHaveAttribute('href', '/patient-registration');
    expect(calls.some((c) => c.path === '/api/ai/consultation-handoff')).toBe(false);
  });

  it('shows the send failure and the handoff error as toasts', async () => {
    stubApi({
      'GET /api/auth/session': session(asha),
      'POST /api/ai/medical-ai-chat': () => apiError(503, 'UNAVAILABLE', 'down'),
      'POST /api/ai/consultation-handoff': () => apiError(409, 'CONFLICT', 'No expert of this specialty is online right now.'),
    });
    const { user } = renderApp('/ai-consultation');
    await fillForm(user);
    await user.click(await screen.findByRole('button', { name: /Start AI Consultation/ }));
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'hello{Enter}');
    expect(await findToast('Error')).toContain('Failed to send message. Please try again.');
    await user.click(screen.getByRole('button', { name: /Talk to Expert/ }));
    await waitFor(async () => expect(await findToast('Error')).toContain('No expert of this specialty'));
  });

  it('keeps a message whose answer failed, with a Retry that asks again once (issue 21)', async () => {
    let fail = true;
    const calls = stubApi({
      'GET /api/auth/session': session(null),
      'POST /api/ai/medical-ai-chat': () =>
        fail ? apiError(503, 'UNAVAILABLE', 'down') : ndjson({ type: 'delta', text: 'Does it go away at rest?' }, { type: 'done' }),
    });
    const { user } = renderApp('/ai-consultation');
    await fillForm(user);
    await user.click(await screen.findByRole('button', { name: /Start AI Consultation/ }));
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'It started a week ago{Enter}');
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('Failed to send message. Please try again.');
    expect(screen.getByText('It started a week ago')).toBeInTheDocument();

    fail = false;
    await user.click(within(problem).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Does it go away at rest?')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByText('It started a week ago')).toHaveLength(1);
    const sent = calls.filter((c) => c.path === '/api/ai/medical-ai-chat');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toMatchObject({ message: 'It started a week ago', conversationHistory: [] });
  });
});
