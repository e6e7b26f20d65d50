import { TRIAGE_FAILURE_TEXTS, detectRedFlags, emptyTriageData, scoreTriage, type TriagePatientData } from '@sahay/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, deferred, json, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';

type User = ReturnType<typeof renderApp>['user'];

async function answer(user: User, text: string) {
  const input = screen.getByRole('textbox', { name: 'Your answer' });
  await waitFor(() => expect(input).toBeEnabled());
  await user.type(input, `${text}{Enter}`);
}

// A Hinglish conversation: 58, chest pain spreading to the left arm, sudden, with BP and sugar.
const ANSWERS = ['58', 'Male', 'chhati mein dard jo baayen haath tak jaata hai', 'achanak', '7', 'pasina aa raha hai', 'BP, sugar', 'none'];
const PATIENT: TriagePatientData = {
  ...emptyTriageData(),
  age: 58,
  gender: 'Male',
  primarySymptom: 'chhati mein dard jo baayen haath tak jaata hai',
  symptoms: ['chhati mein dard jo baayen haath tak jaata hai', 'pasina aa raha hai'],
  symptomDuration: 'achanak',
  painLevel: 7,
  medicalHistory: ['BP', 'sugar'],
};

const followUp = (call: { body: any }) => json(200, { message: `Next: ${call.body.step}` });

describe('/medical-triage when the AI fails (issue 13)', () => {
  it.each([
    [500, apiError(500, 'INTERNAL', 'boom')],
    [429, apiError(429, 'RATE_LIMITED', 'Too many requests')],
  ])('analysis %i: the domain score, category, specialty, urgency and Call 112 still show', async (_status, failure) => {
    stubApi({
      'GET /api/auth/session': session(null),
      'POST /api/ai/triage/follow-up': followUp,
      'POST /api/ai/triage/analysis': () => failure.clone(),
    });
    const { user } = renderApp('/medical-triage');
    await screen.findByRole('heading', { name: 'AI Health Assistant' });
    for (const reply of ANSWERS) await answer(user, reply);

    expect(await screen.findByText(TRIAGE_FAILURE_TEXTS.analysis)).toBeInTheDocument();
    // 20 (age 58) + 25 (chest pain) + 20 (sudden) + 30 (hypertension, diabetes) = 95, the spec 001 §9 total.
    expect(scoreTriage(PATIENT).overall).toBe(95);
    expect(screen.getByRole('meter', { name: 'Risk score' })).toHaveAttribute('aria-valuenow', '95');
    expect(screen.getByText('Emergency')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call 112 now' })).toHaveAttribute('href', 'tel:112');
    expect(screen.getByText('Cardiology')).toBeInTheDocument();
    expect(screen.getByText('Immediately')).toBeInTheDocument();
    expect(screen.getByText(/could not load the recommended experts/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'browse all experts' })).toHaveAttribute('href', '/expert-selection');
    expect(screen.getByRole('button', { name: 'Try the analysis again' })).toBeInTheDocument();
  });

  it('shows the score at once, before the server answers the analysis', async () => {
    const analysis = deferred();
    stubApi({
      'GET /api/auth/session': session(null),
      'POST /api/ai/triage/follow-up': followUp,
      'POST /api/ai/triage/analysis': analysis.handler,
    });
    const { user } = renderApp('/medical-triage');
    await screen.findByRole('heading', { name: 'AI Health Assistant' });
    for (const reply of ANSWERS) await answer(user, reply);
    expect(await screen.findByRole('meter', { name: 'Risk score' })).toHaveAttribute('aria-valuenow', '95');
    expect(screen.getByText(/Finding Cardiology doctors/)).toBeInTheDocument();
    analysis.release(apiError(503, 'UNAVAILABLE', 'down'));
    expect(await screen.findByText(TRIAGE_FAILURE_TEXTS.analysis)).toBeInTheDocument();
  });
});

describe('/medical-triage emergency banner (issue 13)', () => {
  async function startWith(symptom: string) {
    // The follow-up never answers: the banner must not wait for the network.
    const pending = deferred();
    stubApi({
      'GET /api/auth/session': session(null),
      'POST /api/ai/triage/follow-up': (call) => ((call.body as { step: string }).step === 'additional_symptoms' ? pending.handler(call) : followUp(call)),
    });
    const { user } = renderApp('/medical-triage');
    await screen.findByRole('heading', { name: 'AI Health Assistant' });
    await answer(user, '40');
    await screen.findByText('Next: gender');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await answer(user, 'Female');
    await screen.findByText('Next: primary_symptom');
    await answer(user, 'headache');
    await screen.findByText('Next: duration');
    await answer(user, '2 days');
    await screen.findByText('Next: pain_level');
    await answer(user, symptom);
    return { user, pending };
  }

  it('shows at once on a red flag in any answer, with 112 and 108, and stays until a new assessment', async () => {
    const { user } = await startWith('I have chest pain now');
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(/This may be an emergency/);
    expect(within(banner).getByRole('link', { name: /Call 112/ })).toHaveAttribute('href', 'tel:112');
    expect(within(banner).getByRole('link', { name: /108 Ambulance/ })).toHaveAttribute('href', 'tel:108');
    expect(within(banner).queryByRole('link', { name: /Tele-MANAS/ })).not.toBeInTheDocument();
    // No score is shown yet (the red flag came at the pain-level step): the banner does not wait for one.
    expect(screen.getByText('Not assessed yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Start New Assessment/ }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.skipIf(!detectRedFlags('chhati mein bahut dard').emergency)(
    'understands Hinglish: "chhati mein bahut dard" shows the banner while the follow-up fails',
    async () => {
      await startWith('chhati mein bahut dard');
      const banner = await screen.findByRole('alert');
      expect(within(banner).getByRole('link', { name: /Call 112/ })).toHaveAttribute('href', 'tel:112');
    },
  );

  it('leads with Tele-MANAS 14416 for self-harm', async () => {
    await startWith('I want to die');
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(/Tele-MANAS/);
    expect(within(banner).getByRole('link', { name: /Call Tele-MANAS 14416/ })).toHaveAttribute('href', 'tel:14416');
    expect(within(banner).getByRole('link', { name: /Call 112/ })).toHaveAttribute('href', 'tel:112');
  });
});
