import type { ProblemRoutingResult } from '@sahay/domain/problem-routing/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeMedicalConsultation } from '@/lib/medical-consultation';
import { apiError, deferred, json, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';

const CA = { id: '0b6f4d5e-8d5b-4c1f-9a51-6b1d6f0c2a11', name: 'CA Rohan Gupta', category: 'finance', specialization: 'GST and Income Tax' };
const expert = (fields: typeof CA) => ({
  ...fields,
  rating: 4.9,
  experienceYears: 12,
  languages: ['Hindi', 'English'],
  isOnline: true,
  isVerified: true,
  profilePhoto: null,
});

const GST: ProblemRoutingResult = {
  emergency: { emergency: false, selfHarm: false, categories: [] },
  helplines: [],
  needsDetail: false,
  orderedBy: 'catalogue',
  suggestions: [
    {
      category: 'finance',
      department: 'Tax Planning & GST',
      why: 'A CA reads the notice, prepares the reply and files what is missing.',
      triggers: ['gst notice'],
      experts: [expert(CA) as ProblemRoutingResult['suggestions'][number]['experts'][number]],
      expertsFallback: false,
    },
    {
      category: 'legal',
      department: 'Corporate Law',
      why: 'If the notice leads to a demand, penalty or appeal, a lawyer can represent you.',
      triggers: ['gst notice'],
      experts: [],
      expertsFallback: true,
    },
  ],
};

function open(handlers: Parameters<typeof stubApi>[0] = {}) {
  const calls = stubApi({
    'GET /api/auth/session': session(null),
    'GET /api/experts/counts': () => json(200, { category: 'legal', total: 0, online: 0, helpline: '+918047182200', groups: [], firstChoice: null }),
    ...handlers,
  });
  const app = renderApp('/ask-medical-problem');
  return { ...app, calls, sent: () => calls.filter((call) => call.path === '/api/problem-routing').map((call) => call.body) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  // The medical modal is asked for through a module-level store (lib/medical-consultation.ts): close it between tests.
  closeMedicalConsultation();
});

describe('Describe your problem (issue 21)', () => {
  it('sends the description, shows loading, then each profession with why, the words that led there and its experts', async () => {
    const answer = deferred();
    const { user, sent } = open({ 'POST /api/problem-routing': answer.handler });
    expect(await screen.findByRole('heading', { name: 'Describe your problem', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Speak instead' })).toBeNull();
    await user.type(screen.getByLabelText('What is the problem?'), 'I got a GST notice');
    await user.click(screen.getByRole('button', { name: 'Find who can help' }));
    expect(await screen.findByRole('button', { name: 'Finding who can help...' })).toBeDisabled();
    expect(screen.getByLabelText('Finding who can help')).toHaveAttribute('aria-busy', 'true');
    expect(sent()).toEqual([{ description: 'I got a GST notice' }]);
    answer.release(json(200, GST));
    const results = within(await screen.findByRole('region', { name: 'Who can help' }));
    const cards = results.getAllByRole('article').filter((card) => card.id === '' && card.getAttribute('aria-labelledby')?.startsWith('suggestion-'));
    expect(cards.map((card) => card.getAttribute('aria-labelledby'))).toEqual(['suggestion-finance', 'suggestion-legal']);
    const ca = within(cards[0]!);
    expect(ca.getByRole('heading', { name: /CA · Tax Planning & GST/ })).toBeInTheDocument();
    expect(ca.getByText(/prepares the reply/)).toBeInTheDocument();
    expect(ca.getByText('gst notice')).toBeInTheDocument();
    expect(ca.getByRole('article', { name: 'CA Rohan Gupta' })).toBeInTheDocument();
    expect(within(cards[1]!).getByText(/No verified lawyer is available for this yet/)).toBeInTheDocument();
  });

  it('carries the description into the lawyer’s request form', async () => {
    const { user } = open({ 'POST /api/problem-routing': () => json(200, GST) });
    await user.type(await screen.findByLabelText('What is the problem?'), 'I got a GST notice');
    await user.click(screen.getByRole('button', { name: 'Find who can help' }));
    await user.click(await screen.findByRole('button', { name: 'Start a lawyer request' }));
    const form = within(await screen.findByRole('form', { name: 'Legal consultation request' }));
    expect(form.getByLabelText('Describe your legal issue')).toHaveValue('I got a GST notice');
    expect(form.getByRole('button', { name: 'Corporate' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the emergency and the helpline, with calls, before any suggestion', async () => {
    const urgent: ProblemRoutingResult = {
      ...GST,
      emergency: { emergency: true, selfHarm: false, categories: ['heart_attack'] },
      helplines: [
        {
          id: 'cyber_fraud',
          number: '1930',
          name: 'National Cyber Crime Helpline',
          advice: 'Call 1930 now.',
          adviceHindi: 'अभी 1930 पर कॉल करें।',
          website: 'https://cybercrime.gov.in',
        },
      ],
    };
    const { user } = open({ 'POST /api/problem-routing': () => json(200, urgent) });
    await user.type(await screen.findByLabelText('What is the problem?'), 'पैसे कट गए और सीने में दर्द');
    await user.click(screen.getByRole('button', { name: 'Find who can help' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('Possible emergency');
    expect(within(alerts[0]!).getByRole('link', { name: /Call 112/ })).toHaveAttribute('href', 'tel:112');
    expect(within(alerts[1]!).getByRole('link', { name: 'Call 1930' })).toHaveAttribute('href', 'tel:1930');
    expect(alerts[1]).toHaveTextContent('अभी 1930 पर कॉल करें।');
    const firstSuggestion = screen.getByRole('heading', { name: /CA · Tax Planning/ });
    expect(alerts[1]!.compareDocumentPosition(firstSuggestion) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('asks for more detail and offers the four professions; the doctor one opens the medical modal with the description', async () => {
    const { user } = open({ 'POST /api/problem-routing': () => json(200, { ...GST, suggestions: [], needsDetail: true }) });
    await user.type(await screen.findByLabelText('What is the problem?'), 'please help me');
    await user.click(screen.getByRole('button', { name: 'Find who can help' }));
    expect(await screen.findByRole('heading', { name: 'Tell us a little more' })).toBeInTheDocument();
    for (const name of ['Start a doctor request', 'Start a lawyer request', 'Start a CA request', 'Start an IT request']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Start a doctor request' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Connect with Expert Doctor' }));
    expect(dialog.getByLabelText('Symptoms')).toHaveValue('please help me');
  });

  it('checks the length before sending, and offers a retry when the server fails', async () => {
    let fail = true;
    const { user, sent } = open({ 'POST /api/problem-routing': () => (fail ? apiError(503, 'UNAVAILABLE', 'Service unavailable') : json(200, GST)) });
    await user.type(await screen.findByLabelText('What is the problem?'), 'hi');
    await user.click(screen.getByRole('button', { name: 'Find who can help' }));
    expect(await screen.findByText('Please describe your problem in a few words')).toBeInTheDocument();
    expect(sent()).toEqual([]);
    await user.type(screen.getByLabelText('What is the problem?'), ' there, GST notice');
    await user.click(screen.getByRole('button', { name: 'Find who can help' }));
    expect(await screen.findByText('We could not suggest anyone just now')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Start a CA request' })).toBeInTheDocument();
    expect(sent()).toEqual([{ description: 'hi there, GST notice' }, { description: 'hi there, GST notice' }]);
  });

  it('adds spoken words to the description where the browser can listen, in Hindi by default', async () => {
    const started: string[] = [];
    class FakeRecognition {
      lang = '';
      interimResults = true;
      continuous = true;
      onresult: ((event: unknown) => void) | null = null;
      onerror = null;
      onend: (() => void) | null = null;
      start() {
        started.push(this.lang);
        this.onresult?.({ resultIndex: 0, results: [{ isFinal: true, 0: { transcript: 'GST ka notice aaya hai' } }] });
        this.onend?.();
      }
      stop() {
        this.onend?.();
      }
    }
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Speak instead' }));
    expect(started).toEqual(['hi-IN']);
    await waitFor(() => expect(screen.getByLabelText('What is the problem?')).toHaveValue('GST ka notice aaya hai'));
    await user.selectOptions(screen.getByLabelText('Language you speak'), 'en-IN');
    await user.click(screen.getByRole('button', { name: 'Speak instead' }));
    expect(started).toEqual(['hi-IN', 'en-IN']);
    expect(screen.getByLabelText('What is the problem?')).toHaveValue('GST ka notice aaya hai GST ka notice aaya hai');
  });
});

describe('ways in', () => {
  it('the home page links to it', async () => {
    stubApi({ 'GET /api/auth/session': session(null), 'GET /api/experts/directory': () => json(200, { fields: [] }) });
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Not sure who to ask? Describe your problem' })).toHaveAttribute('href', '/ask-medical-problem');
  });

  it('the assistant links to it', async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    renderApp('/ai-healthcare');
    expect(await screen.findByRole('link', { name: 'Not sure who to ask? Describe your problem' })).toHaveAttribute('href', '/ask-medical-problem');
  });

  it('the service search carries the query into the box', async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    const { user } = renderApp('/all-services');
    await user.type(await screen.findByLabelText('Search services'), 'landlord deposit');
    await user.click(screen.getByRole('link', { name: 'Not sure which service? Describe your problem' }));
    expect(await screen.findByLabelText('What is the problem?')).toHaveValue('landlord deposit');
  });
});
