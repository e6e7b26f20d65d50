import { FIRST_AID_HINDI } from '@sahay/domain/red-flags/first-aid-hindi';
import {
  FALLBACK_TRIAGE_QUESTIONS_HINDI,
  FIRST_AID,
  RISK_CATEGORIES,
  SPECIALTIES,
  TRIAGE_PROMPTS,
  TRIAGE_PROMPTS_HINDI,
  type TriageAnalysis,
} from '@sahay/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiProvider } from '../src/providers/ai/ai-provider';
import { createOfflineProvider } from '../src/providers/ai/offline-provider';
import { offlineTriageAnalysis } from '../src/providers/ai/offline-triage';
import { crossesTelemedicineLine } from '../src/providers/ai/safety';
import { TRIAGE_QUESTION_BANK } from '../src/providers/ai/triage-question-bank';
import { TRIAGE_QUESTION_BANK_HINDI } from '../src/providers/ai/triage-question-bank-hindi';
import { analysisMessages, followUpMessages } from '../src/providers/ai/prompts';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 20 part 2: what the triage's AI writes follows the reader's language (Accept-Language, as the web app sends
// it); an English reader gets exactly the English of before.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const patient = (overrides: Record<string, unknown> = {}) => ({ symptoms: [], medicalHistory: [], currentMedications: [], allergies: [], ...overrides });
const post = <T = any>(path: string, body: unknown, language: string, app = testApp) =>
  new HttpClient(app).request<T>('POST', path, body, { headers: { 'accept-language': language } });
const chestPain = patient({ age: 70, gender: 'male', primarySymptom: 'Chest pain', symptoms: ['Chest pain'], symptomDuration: 'sudden', painLevel: 8 });

const ENGLISH_ANALYSIS = [
  "**This may be an emergency. Call 112 now (108 for an ambulance) or go to the nearest emergency department. Please don't wait for an online consultation.**",
  ['**While help is on the way:**', ...FIRST_AID.heart_attack.map((step) => `- ${step}`)].join('\n'),
  'Thank you for your answers (age 70, chest pain, duration: sudden). Your risk score is **75/100**, which puts you in the **emergency** category.',
  'Your answers include warning signs that need care **now**. Call 112 or go to the nearest emergency department immediately; do not wait for an online consultation.',
  'The right kind of doctor to see is **cardiology**, immediately. I’ve listed verified experts below.',
  'This is not a diagnosis: only a doctor who examines you can say what is causing your symptoms.',
].join('\n\n');

describe('the triage analysis in the reader’s language', () => {
  it('is exactly the English of before for an English reader', async () => {
    for (const language of ['en', 'en-IN,en;q=0.9']) {
      const response = await post<TriageAnalysis>('/api/ai/triage/analysis', { data: chestPain }, language);
      expect(response.status).toBe(200);
      expect(response.body.analysis).toBe(ENGLISH_ANALYSIS);
    }
  });

  it('is Hindi for a Hindi reader, with the emergency line and 112 first and Hindi first aid', async () => {
    const response = await post<TriageAnalysis>('/api/ai/triage/analysis', { data: chestPain }, 'hi');
    expect(response.status).toBe(200);
    const { analysis } = response.body;
    expect(analysis.startsWith('**यह आपातकाल हो सकता है। अभी 112 पर कॉल करें (एम्बुलेंस के लिए 108)')).toBe(true);
    expect(analysis).toContain(['**जब तक मदद आए:**', ...FIRST_AID_HINDI.heart_attack.map((step) => `- ${step}`)].join('\n'));
    expect(analysis).toContain('आपका रिस्क स्कोर **75/100** है, यानी आप **इमरजेंसी** की श्रेणी में हैं।');
    expect(analysis).toContain('आपको **दिल के रोग (कार्डियोलॉजी)** के डॉक्टर को दिखाना चाहिए, तुरंत।');
    expect(analysis).toContain('तुरंत 112 पर कॉल करें');
    // No English sentence is left: only the person's own words ("Chest pain", "sudden") and CPR are Latin.
    expect(analysis.replace(/Chest pain|sudden|CPR/g, '')).not.toMatch(/[A-Za-z]{3,}/);
    // The score, category, specialty and urgency are the same data in both languages.
    const english = await post<TriageAnalysis>('/api/ai/triage/analysis', { data: chestPain }, 'en');
    expect(response.body.risk).toEqual(english.body.risk);
    expect(response.body.recommendation).toEqual(english.body.recommendation);
  });

  it('says each category and specialty in Hindi for a case without red flags', async () => {
    const response = await post<TriageAnalysis>(
      '/api/ai/triage/analysis',
      { data: patient({ age: 25, primarySymptom: 'खुजली वाले दाने', symptoms: ['itchy rash'] }) },
      'hi-IN,hi;q=0.9,en;q=0.8',
    );
    expect(response.body.risk.category).toBe('low');
    expect(response.body.analysis).toBe(
      [
        'जवाब देने के लिए धन्यवाद (उम्र 25, खुजली वाले दाने)। आपका रिस्क स्कोर **10/100** है, यानी आप **कम ख़तरा** की श्रेणी में हैं।'.replace(
          '10/100',
          `${response.body.risk.overall}/100`,
        ),
        'आपके जवाबों से अभी ख़तरा कम लगता है। आराम और तरल चीज़ें लेने जैसी देखभाल ठीक है; अगर आराम न मिले या आपको चिंता हो, तो सामान्य सलाह बुक करें।',
        'आपको **त्वचा रोग (डर्मेटोलॉजी)** के डॉक्टर को दिखाना चाहिए, जब सुविधा हो। नीचे जाँचे-परखे विशेषज्ञों की सूची है।',
        'यह निदान (डायग्नोसिस) नहीं है: आपके लक्षणों की वजह वही डॉक्टर बता सकता है जो आपकी जाँच करे।',
      ].join('\n\n'),
    );
  });
});

describe('the triage follow-up in the reader’s language', () => {
  it('acknowledges and asks in Hindi, and in English exactly as before', async () => {
    const hindi = await post('/api/ai/triage/follow-up', { step: 'duration', data: patient({ age: 40 }), lastAnswer: 'सिरदर्द' }, 'hi');
    expect(hindi.body.message).toBe(`यह सुनकर दुख हुआ कि आपको यह तकलीफ़ है। ${TRIAGE_PROMPTS_HINDI.duration}`);
    const english = await post('/api/ai/triage/follow-up', { step: 'duration', data: patient({ age: 40 }), lastAnswer: 'headache' }, 'en');
    expect(english.body.message).toBe(`I’m sorry you’re dealing with that. ${TRIAGE_PROMPTS.duration}`);
  });

  it('puts the Hindi emergency line with 112 first for a Hindi reader, the English one for an English reader', async () => {
    const hindi = await post('/api/ai/triage/follow-up', { step: 'duration', data: patient({ age: 70 }), lastAnswer: 'chest pain' }, 'hi');
    expect(hindi.body.message).toBe(
      `**यह आपातकाल हो सकता है। अभी 112 पर कॉल करें (एम्बुलेंस के लिए 108) या नज़दीकी अस्पताल के आपातकालीन विभाग में जाएँ। ऑनलाइन सलाह का इंतज़ार न करें।**\n\nयह सुनकर दुख हुआ कि आपको यह तकलीफ़ है। ${TRIAGE_PROMPTS_HINDI.duration}`,
    );
    const english = await post('/api/ai/triage/follow-up', { step: 'duration', data: patient({ age: 70 }), lastAnswer: 'chest pain' }, 'en');
    expect(english.body.message).toBe(
      `**This may be an emergency. Call 112 now (108 for an ambulance) or go to the nearest emergency department. Please don't wait for an online consultation.**\n\nI’m sorry you’re dealing with that. ${TRIAGE_PROMPTS.duration}`,
    );
    // Self-harm leads with Tele-MANAS in Hindi too.
    const selfHarm = await post('/api/ai/triage/follow-up', { step: 'duration', data: patient({ age: 30 }), lastAnswer: 'I want to kill myself' }, 'hi');
    expect(selfHarm.body.message).toMatch(/^\*\*आप अकेले नहीं हैं, और मदद अभी मौजूद है। किसी काउंसलर से बात करने के लिए टेली-मानस 14416 पर कॉल करें/);
  });

  it('falls back to the Hindi question when the provider fails or crosses the line in Hindi', async () => {
    const crossing: AiProvider = {
      ...createOfflineProvider(),
      triageFollowUp: () => Promise.resolve('आप दिन में दो गोली पैरासिटामोल लें। आपका लिंग क्या है?'),
      triageAnalysis: () => Promise.resolve('आपको शायद डेंगू है। एमोक्सिसिलिन 500 मिलीग्राम लें।'),
    };
    const app = await createTestApp({ ai: crossing });
    try {
      const followUp = await post('/api/ai/triage/follow-up', { step: 'gender', data: patient({ age: 40 }), lastAnswer: '40' }, 'hi', app);
      expect(followUp.body).toEqual({ message: TRIAGE_PROMPTS_HINDI.gender });
      const analysis = await post<TriageAnalysis>('/api/ai/triage/analysis', { data: patient({ age: 66, symptoms: ['fever'] }) }, 'hi', app);
      expect(analysis.body.analysis).not.toMatch(/डेंगू|एमोक्सिसिलिन|मिलीग्राम/);
      expect(analysis.body.analysis).toMatch(/^जवाब देने के लिए धन्यवाद \(उम्र 66\)। आपका रिस्क स्कोर \*\*40\/100\*\*/);
    } finally {
      await app.close();
    }
  });
});

describe('the real provider is asked for Hindi', () => {
  const risk = {
    overall: 40,
    category: 'moderate',
    factors: { age: 10, symptoms: 10, duration: 10, history: 10 },
    recommendedSpecialty: 'general medicine',
  } as const;
  it('asks for Hindi in Devanagari for a Hindi reader, and leaves the English prompt as it was', () => {
    const hindi = analysisMessages({ data: patient({ age: 66 }), risk, language: 'hi' });
    expect(hindi[1]?.content).toMatch(/Write your whole answer in Hindi, in Devanagari script.*112 in digits\.$/);
    const english = analysisMessages({ data: patient({ age: 66 }), risk, language: 'en' });
    expect(english[1]?.content).toMatch(/which warning signs mean calling 112\. Do not diagnose\.$/);
    const question = TRIAGE_PROMPTS_HINDI.gender;
    const followUp = followUpMessages({ step: 'gender', data: patient(), lastAnswer: '40', question, language: 'hi' });
    expect(followUp[1]?.content).toContain(`ask exactly this next question: "${question}" Write your whole answer in Hindi`);
    expect(followUpMessages({ step: 'gender', data: patient(), lastAnswer: '40', question: TRIAGE_PROMPTS.gender, language: 'en' })[1]?.content).toMatch(
      /ask exactly this next question: "What is your gender\?"$/,
    );
  });
});

describe('the Telemedicine line in Hindi', () => {
  it.each([
    ['आप एमोक्सिसिलिन ले सकते हैं।', 'medicine'],
    ['एज़िथ्रोमाइसिन की गोली लें।', 'medicine'],
    ['500 मिलीग्राम दिन में दो बार।', 'dose'],
    ['रात को दो गोलियाँ लें।', 'dose'],
    ['आपको टाइफाइड है।', 'diagnosis'],
    ['आपको शायद वायरल संक्रमण हो सकता है।', 'diagnosis'],
  ])('stops %s (%s)', (text, how) => {
    expect(crossesTelemedicineLine(text)).toBe(how);
  });

  it.each(['अगर आपको डेंगू है तो 112 पर कॉल करें।', 'आराम करें और पानी पीते रहें।', 'डॉक्टर ही बता सकते हैं कि आपको कौन-सी दवा लेनी है।'])('lets %s through', (text) => {
    expect(crossesTelemedicineLine(text)).toBeNull();
  });

  it('lets every Hindi analysis of the local default through', () => {
    for (const category of RISK_CATEGORIES)
      for (const recommendedSpecialty of SPECIALTIES) {
        const risk = { overall: 50, category, factors: { age: 0, symptoms: 0, duration: 0, history: 0 }, recommendedSpecialty };
        const text = offlineTriageAnalysis({ data: patient({ age: 40, primarySymptom: 'बुख़ार', symptomDuration: '3 दिन' }), risk, language: 'hi' });
        expect({ category, recommendedSpecialty, crossing: crossesTelemedicineLine(text) }).toEqual({ category, recommendedSpecialty, crossing: null });
      }
  });
});

describe('the consult modal’s assessment questions in the reader’s language', () => {
  it('asks in Hindi with the patient’s words, the Hindi emergency line first; in English exactly as before', async () => {
    const body = { questionNumber: 1, symptoms: 'सीने में दर्द, पसीना', department: 'Cardiology' };
    const hindi = await post('/api/ai/medical-triage-questions', body, 'hi');
    expect(hindi.body.question).toBe(
      '**यह आपातकाल हो सकता है। अभी 112 पर कॉल करें (एम्बुलेंस के लिए 108) या नज़दीकी अस्पताल के आपातकालीन विभाग में जाएँ। ऑनलाइन सलाह का इंतज़ार न करें।**\n\n' +
        'यह तकलीफ़ (सीने में दर्द) कब शुरू हुई, और क्या यह अचानक शुरू हुई?',
    );
    const english = await post('/api/ai/medical-triage-questions', { ...body, symptoms: 'Chest pain, sweating' }, 'en');
    expect(english.body.question).toBe(
      "**This may be an emergency. Call 112 now (108 for an ambulance) or go to the nearest emergency department. Please don't wait for an online consultation.**\n\n" +
        'When did the chest pain start, and did it come on suddenly?',
    );
    const fifth = await post('/api/ai/medical-triage-questions', { questionNumber: 5, symptoms: 'दाने', department: 'Dermatology' }, 'hi');
    expect(fifth.body.question).toBe('अब तक आपने इस पर क्या लगाया या क्या लिया है?');
  });

  it('has every question of every department in Hindi, and falls back to the Hindi fixed question', async () => {
    for (const [department, questions] of Object.entries(TRIAGE_QUESTION_BANK_HINDI)) {
      expect(questions).toHaveLength(TRIAGE_QUESTION_BANK[department as keyof typeof TRIAGE_QUESTION_BANK].length);
      for (const question of questions)
        expect({ department, question, crossing: crossesTelemedicineLine(question.replace('{symptoms}', '')) }).toMatchObject({ crossing: null });
    }
    const failing: AiProvider = { ...createOfflineProvider(), triageQuestion: () => Promise.reject(new Error('down')) };
    const app = await createTestApp({ ai: failing });
    try {
      const question = await post('/api/ai/medical-triage-questions', { questionNumber: 3, symptoms: 'बुख़ार', department: 'Pediatrics' }, 'hi', app);
      expect(question.body).toEqual({ question: FALLBACK_TRIAGE_QUESTIONS_HINDI[2] });
    } finally {
      await app.close();
    }
  });
});
