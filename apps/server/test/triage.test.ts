import { FALLBACK_TRIAGE_QUESTIONS, TRIAGE_PROMPTS, type TriageAnalysis } from '@sahay/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experts } from '../src/db/schema/experts';
import { AiProviderError, type AiProvider } from '../src/providers/ai/ai-provider';
import { createOfflineProvider } from '../src/providers/ai/offline-provider';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  testApp = await createTestApp();
  const rows = await testApp.database.db
    .insert(experts)
    .values([
      { name: 'Dr. Arjun Mehta', phone: '+919812345671', category: 'medical', specialization: 'Cardiologist', isOnline: true, isVerified: true, rating: 4.6 },
      {
        name: 'Dr. Offline Heart',
        phone: '+919812345672',
        whatsappNumber: '+917045118806',
        category: 'medical',
        specialization: 'Interventional Cardiology',
        isOnline: false,
        isVerified: true,
        rating: 4.9,
      },
      {
        name: 'Dr. Heart Doctor',
        phone: '+919812345673',
        category: 'medical',
        specialization: 'Heart Doctor (Cardiac Rehab)',
        isOnline: true,
        isVerified: true,
        rating: 4.2,
      },
      {
        name: 'Dr. Fourth Heart',
        phone: '+919812345674',
        category: 'medical',
        specialization: 'Heart Specialist',
        isOnline: false,
        isVerified: true,
        rating: 4.0,
      },
      { name: 'Dr. Not Verified', phone: '+919812345675', category: 'medical', specialization: 'Cardiology', isOnline: true, isVerified: false, rating: 5 },
      { name: 'Dr. Skin', phone: '+919812345676', category: 'medical', specialization: 'Dermatology', isOnline: true, isVerified: true, rating: 5 },
      { name: 'Dr. GP', phone: '+919812345677', category: 'medical', specialization: 'General Physician', isOnline: true, isVerified: true, rating: 4.5 },
    ])
    .returning({ id: experts.id, name: experts.name });
  for (const row of rows) ids[row.name] = row.id;
});
afterAll(() => testApp.close());

const post = <T = any>(path: string, body: unknown, app = testApp) => new HttpClient(app).post<T>(path, body);
const patient = (overrides: Record<string, unknown> = {}) => ({ symptoms: [], medicalHistory: [], currentMedications: [], allergies: [], ...overrides });

describe('POST /api/ai/triage/analysis', () => {
  it('a 70-year-old with sudden chest pain is an emergency, matched to verified cardiologists online first', async () => {
    const response = await post<TriageAnalysis>('/api/ai/triage/analysis', {
      data: patient({ age: 70, gender: 'male', primarySymptom: 'Chest pain', symptoms: ['Chest pain'], symptomDuration: 'sudden', painLevel: 8 }),
    });
    expect(response.status).toBe(200);
    expect(response.body.risk).toEqual({
      overall: 75,
      category: 'emergency',
      factors: { age: 30, symptoms: 25, duration: 20, history: 0 },
      recommendedSpecialty: 'cardiology',
    });
    expect(response.body.recommendation).toMatchObject({ specialty: 'cardiology', department: 'Cardiology', urgency: 'immediate' });
    expect(response.body.recommendation.experts.map((e) => e.name)).toEqual(['Dr. Arjun Mehta', 'Dr. Heart Doctor', 'Dr. Offline Heart']);
    expect(response.body.recommendation.experts[0]).toEqual({
      id: ids['Dr. Arjun Mehta'],
      name: 'Dr. Arjun Mehta',
      specialty: 'Cardiologist',
      whatsappLink: 'https://wa.me/919812345671',
      isOnline: true,
      rating: 4.6,
      experienceYears: 0,
      profilePhoto: null,
    });
    expect(response.body.analysis).toMatch(/75\/100/);
    expect(response.body.analysis).toMatch(/112/);
  });

  it('orders by rating when the case is not urgent, and uses the WhatsApp number when there is one', async () => {
    const response = await post<TriageAnalysis>('/api/ai/triage/analysis', {
      data: patient({ age: 30, primarySymptom: 'mild heart flutter', symptoms: ['mild heart flutter'], symptomDuration: '2 weeks' }),
    });
    expect(response.body.risk.category).toBe('low');
    expect(response.body.recommendation.urgency).toBe('routine');
    const [first] = response.body.recommendation.experts;
    expect(first).toMatchObject({ name: 'Dr. Offline Heart', whatsappLink: 'https://wa.me/917045118806' });
  });

  it('sends a skin problem to dermatology and anything else to a general physician', async () => {
    const skin = await post<TriageAnalysis>('/api/ai/triage/analysis', { data: patient({ age: 25, primarySymptom: 'itchy rash', symptoms: ['itchy rash'] }) });
    expect(skin.body.recommendation.experts.map((e) => e.name)).toEqual(['Dr. Skin']);
    const other = await post<TriageAnalysis>('/api/ai/triage/analysis', { data: patient({ age: 25, primarySymptom: 'sore knee', symptoms: ['sore knee'] }) });
    expect(other.body.recommendation).toMatchObject({ specialty: 'general medicine', department: 'General Physician' });
    expect(other.body.recommendation.experts.map((e) => e.name)).toEqual(['Dr. GP']);
  });

  it.each([
    [{ data: patient({ age: 150 }) }, 'data'],
    [{ data: patient({ painLevel: 11 }) }, 'data'],
    [{}, 'data'],
  ])('refuses bad patient data %# with 400', async (body, field) => {
    const response = await post('/api/ai/triage/analysis', body);
    expect(response.status).toBe(400);
    expect(response.body.error.fieldErrors).toHaveProperty(field);
  });
});

describe('POST /api/ai/triage/follow-up', () => {
  it("asks the step's question, acknowledged", async () => {
    const response = await post('/api/ai/triage/follow-up', { step: 'duration', data: patient({ age: 40 }), lastAnswer: 'headache' });
    expect(response.status).toBe(200);
    expect(response.body.message).toContain(TRIAGE_PROMPTS.duration);
  });

  it('puts 112 first when the answer carries a red flag', async () => {
    const response = await post('/api/ai/triage/follow-up', { step: 'duration', data: patient({ age: 70 }), lastAnswer: 'chest pain' });
    expect(response.body.message).toMatch(/^\*\*This may be an emergency\. Call 112 now/);
    expect(response.body.message).toContain(TRIAGE_PROMPTS.duration);
  });
});

describe('POST /api/ai/medical-triage-questions', () => {
  it('asks the department question with the patient’s own words', async () => {
    const response = await post('/api/ai/medical-triage-questions', { questionNumber: 1, symptoms: 'Chest pain, sweating', department: 'Cardiology' });
    expect(response.status).toBe(200);
    const question = String(response.body.question);
    expect(question).toMatch(/^\*\*This may be an emergency\. Call 112 now/);
    expect(question.endsWith('\n\nWhen did the chest pain start, and did it come on suddenly?')).toBe(true);
    const fifth = await post('/api/ai/medical-triage-questions', { questionNumber: 5, symptoms: 'rash', department: 'Dermatology' });
    expect(fifth.body.question).toMatch(/applied or taken/);
  });

  it.each([
    [{ questionNumber: 0, symptoms: 'x', department: 'Cardiology' }, 'questionNumber'],
    [{ questionNumber: 6, symptoms: 'x', department: 'Cardiology' }, 'questionNumber'],
    [{ questionNumber: 1, symptoms: 'x', department: 'Astrology' }, 'department'],
  ])('refuses bad input %# with 400', async (body, field) => {
    const response = await post('/api/ai/medical-triage-questions', body);
    expect(response.status).toBe(400);
    expect(response.body.error.fieldErrors).toHaveProperty(field);
  });
});

describe('when the AI provider fails', () => {
  it('falls back to the fixed question, the step prompt and the offline analysis; the score is unchanged', async () => {
    const failing: AiProvider = {
      ...createOfflineProvider(),
      triageQuestion: () => Promise.reject(new AiProviderError('unavailable', 'down')),
      triageFollowUp: () => Promise.reject(new AiProviderError('timeout', 'slow')),
      triageAnalysis: () => Promise.reject(new AiProviderError('rate_limited', 'busy')),
    };
    const app = await createTestApp({ ai: failing });
    try {
      const question = await post('/api/ai/medical-triage-questions', { questionNumber: 3, symptoms: 'fever', department: 'Pediatrics' }, app);
      expect(question.body).toEqual({ question: FALLBACK_TRIAGE_QUESTIONS[2] });
      const followUp = await post('/api/ai/triage/follow-up', { step: 'gender', data: patient({ age: 40 }), lastAnswer: '40' }, app);
      expect(followUp.body).toEqual({ message: TRIAGE_PROMPTS.gender });
      const analysis = await post<TriageAnalysis>('/api/ai/triage/analysis', { data: patient({ age: 66, symptoms: ['fever'] }) }, app);
      expect(analysis.body.risk.overall).toBe(40);
      expect(analysis.body.analysis).toMatch(/40\/100/);
    } finally {
      await app.close();
    }
  });

  it('replaces a provider text that names a medicine with the safe fallback', async () => {
    const crossing: AiProvider = {
      ...createOfflineProvider(),
      triageAnalysis: () => Promise.resolve('You have angina. Take aspirin 300 mg now.'),
      triageQuestion: () => Promise.resolve('Are you taking metformin 500 mg?'),
    };
    const app = await createTestApp({ ai: crossing });
    try {
      const analysis = await post<TriageAnalysis>(
        '/api/ai/triage/analysis',
        { data: patient({ age: 70, symptoms: ['chest pain'], symptomDuration: 'sudden' }) },
        app,
      );
      expect(analysis.body.analysis).not.toMatch(/mg|angina/);
      expect(analysis.body.analysis).toMatch(/75\/100/);
      const question = await post('/api/ai/medical-triage-questions', { questionNumber: 5, symptoms: 'sugar', department: 'General Physician' }, app);
      expect(question.body.question).toBe(FALLBACK_TRIAGE_QUESTIONS[4]);
    } finally {
      await app.close();
    }
  });
});

describe('one AI allowance across the AI endpoints', () => {
  it('counts triage, questions and assistant messages together', async () => {
    const app = await createTestApp({ rateLimits: { ai: { windowMs: 60_000, limit: 3 } } });
    try {
      const client = new HttpClient(app);
      expect((await client.post('/api/ai/medical-triage-questions', { questionNumber: 1, symptoms: 'fever', department: 'Pediatrics' })).status).toBe(200);
      expect((await client.post('/api/ai/triage/follow-up', { step: 'gender', data: patient({ age: 4 }), lastAnswer: '4' })).status).toBe(200);
      expect((await client.post('/api/ai/assistant', { message: 'fever', domain: 'medical' })).status).toBe(200);
      const fourth = await client.post('/api/ai/triage/analysis', { data: patient({ age: 4 }) });
      expect(fourth.status).toBe(429);
      expect(fourth.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await app.close();
    }
  });
});
