import type { TriageAnalysis } from '@sahay/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';

const analysis: TriageAnalysis = {
  risk: { overall: 75, category: 'emergency', factors: { age: 30, symptoms: 25, duration: 20, history: 0 }, recommendedSpecialty: 'cardiology' },
  analysis: 'Your risk score is **75/100**. Call 112 now.',
  recommendation: {
    specialty: 'cardiology',
    department: 'Cardiology',
    urgency: 'immediate',
    experts: [
      {
        id: 'e1',
        name: 'Dr. Arjun Mehta',
        specialty: 'Cardiologist',
        whatsappLink: 'https://wa.me/919812345671',
        isOnline: true,
        rating: 4.8,
        experienceYears: 17,
        profilePhoto: null,
      },
    ],
  },
};

const followUp = (call: { body: any }) => json(200, { message: `Next: ${call.body.step}` });

async function answer(user: ReturnType<typeof renderApp>['user'], text: string) {
  const input = screen.getByRole('textbox', { name: 'Your answer' });
  await waitFor(() => expect(input).toBeEnabled());
  await user.type(input, `${text}{Enter}`);
}

describe('/medical-triage (spec 001 §2.6, §4.3)', () => {
  it('asks the age again until it is valid, walks the steps and shows the risk card, factors and experts', async () => {
    const calls = stubApi({
      'GET /api/auth/session': session(null),
      'POST /api/ai/triage/follow-up': followUp,
      'POST /api/ai/triage/analysis': () => json(200, analysis),
    });
    const { user } = renderApp('/medical-triage');
    expect(await screen.findByRole('heading', { name: 'AI Health Assistant' })).toBeInTheDocument();
    expect(screen.getByText(/how old are you/)).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(/not a diagnosis/);
    expect(screen.getByText('Not assessed yet')).toBeInTheDocument();

    await answer(user, '200');
    expect(await screen.findByText('Please enter your age as a number, for example 34.')).toBeInTheDocument();
    await answer(user, '70');
    expect(await screen.findByText('Next: gender')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Male' }));
    await screen.findByText('Next: primary_symptom');
    await answer(user, 'Chest pain');
    await screen.findByText('Next: duration');
    await answer(user, 'sudden');
    await screen.findByText('Next: pain_level');
    await answer(user, '8');
    await screen.findByText('Next: additional_symptoms');
    await answer(user, 'none');
    await screen.findByText('Next: medical_history');
    await answer(user, 'diabetes, hypertension');
    await screen.findByText('Next: medications');
    await answer(user, 'no');

    expect(await screen.findByText('Emergency')).toBeInTheDocument();
    // Issue 13: the card shows the domain's own score for these answers (age 30 + chest pain 25 + sudden 20 +
    // diabetes and hypertension 30, capped at 100), not the number in the server's answer.
    expect(screen.getByRole('meter', { name: 'Risk score' })).toHaveAttribute('aria-valuenow', '100');
    const factorLists = screen.getAllByRole('list', { name: 'Risk factors' });
    expect(factorLists.length).toBeGreaterThan(1);
    const factors = factorLists[factorLists.length - 1] as HTMLElement;
    expect(within(factors).getByText('Duration +20')).toBeInTheDocument();
    expect(within(factors).getByText('Age +30')).toBeInTheDocument();
    expect(screen.getByText('Cardiology')).toBeInTheDocument();
    expect(screen.getByText('Immediately')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Dr. Arjun Mehta on WhatsApp' })).toHaveAttribute('href', 'https://wa.me/919812345671');
    expect(screen.getByRole('link', { name: 'Contact Dr. Arjun Mehta on WhatsApp' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Book Dr. Arjun Mehta' })).toHaveAttribute('href', '/expert-selection?expert=e1');
    expect(screen.getByRole('link', { name: 'Chat now with Dr. Arjun Mehta' })).toHaveAttribute('href', '/patient-chat?expertId=e1&expertName=Dr.+Arjun+Mehta');
    expect(screen.getByRole('link', { name: /Browse All Experts/ })).toHaveAttribute('href', '/expert-selection');

    const sent = calls.find((c) => c.path === '/api/ai/triage/analysis')?.body as any;
    expect(sent.data).toMatchObject({
      age: 70,
      gender: 'Male',
      primarySymptom: 'Chest pain',
      symptoms: ['Chest pain'],
      symptomDuration: 'sudden',
      painLevel: 8,
      medicalHistory: ['diabetes', 'hypertension'],
      currentMedications: [],
    });
    // Docs/decisions/032: every call of the chat carries one conversation id, so the server counts the chat once.
    const ids = new Set(calls.filter((c) => c.path.startsWith('/api/ai/triage/')).map((c) => (c.body as { conversationId?: string }).conversationId));
    expect([...ids]).toEqual([expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)]);
    expect(screen.queryByRole('textbox', { name: 'Your answer' })).not.toBeInTheDocument();

    expect(screen.getByRole('alert')).toHaveTextContent(/This may be an emergency/);

    await user.click(screen.getByRole('button', { name: /Start New Assessment/ }));
    expect(screen.getByText('Not assessed yet')).toBeInTheDocument();
    expect(screen.queryByText(/This may be an emergency/)).not.toBeInTheDocument();
    expect(screen.queryByText('Next: gender')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toBeEnabled();
  });

  it('shows the failure texts when a call fails, and can retry the analysis', async () => {
    let analysisCalls = 0;
    stubApi({
      'GET /api/auth/session': session(null),
      'POST /api/ai/triage/follow-up': () => apiError(503, 'UNAVAILABLE', 'down'),
      'POST /api/ai/triage/analysis': () => (++analysisCalls === 1 ? apiError(500, 'INTERNAL', 'boom') : json(200, analysis)),
    });
    const { user } = renderApp('/medical-triage');
    await screen.findByRole('heading', { name: 'AI Health Assistant' });
    await answer(user, '30');
    expect(await screen.findByText(/Can you tell me more about how you're feeling\? What is your gender\?/)).toBeInTheDocument();
    for (const reply of ['female', 'fever', '2 days', '4', 'none', 'none', 'none']) await answer(user, reply);
    expect(await screen.findByText(/having trouble completing the analysis/)).toBeInTheDocument();
    // Age 30 (10) + fever (10) + 2 days (10): the domain's score shows whatever the server said.
    expect(screen.getByText('Moderate risk')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Risk score' })).toHaveAttribute('aria-valuenow', '30');
    await user.click(screen.getByRole('button', { name: 'Try the analysis again' }));
    expect(await screen.findByRole('link', { name: 'Book Dr. Arjun Mehta' })).toBeInTheDocument();
    expect(screen.getByText('Moderate risk')).toBeInTheDocument();
  });
});
