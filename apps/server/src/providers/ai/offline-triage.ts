import { urgencyFor, type AppLanguage, type RiskCategory, type Specialty, type Urgency } from '@sahay/domain';
import type { TriageAnalysisInput, TriageFollowUpInput } from './ai-provider';

// The local default provider's triage texts, in each language the app speaks (issue 20 part 2). The English is the
// text it always wrote; the Hindi says the same things sentence for sentence, with the same numbers (the score, 112).

interface TriageWords {
  advice: Record<RiskCategory, string>;
  urgency: Record<Urgency, string>;
  category: Record<RiskCategory, string>;
  specialty: Record<Specialty, string>;
  acknowledgements: Partial<Record<TriageFollowUpInput['step'], string>>;
  about: (facts: { age?: number; symptom?: string; duration?: string }) => string;
  sentences: (words: { about: string; score: number; category: string; specialty: string; urgency: string }) => string[];
}

const ENGLISH: TriageWords = {
  advice: {
    emergency:
      'Your answers include warning signs that need care **now**. Call 112 or go to the nearest emergency department immediately; do not wait for an online consultation.',
    high: 'Your answers suggest you should be seen by a doctor **within 24 hours**. If anything gets worse, such as pain, breathing or confusion, call 112.',
    moderate: 'Your answers suggest you should see a doctor **within the next few days**. Rest, drink fluids, and watch for any new or worsening symptoms.',
    low: 'Your answers suggest a low risk right now. Self-care such as rest and fluids is reasonable; book a routine consultation if it does not improve or you are worried.',
  },
  urgency: { immediate: 'immediately', within_24h: 'within 24 hours', within_week: 'within a week', routine: 'at a convenient time' },
  category: { emergency: 'emergency', high: 'high', moderate: 'moderate', low: 'low' },
  specialty: {
    cardiology: 'cardiology',
    dermatology: 'dermatology',
    'mental health': 'mental health',
    pediatrics: 'pediatrics',
    gynecology: 'gynecology',
    'general medicine': 'general medicine',
  },
  acknowledgements: {
    gender: 'Thank you.',
    primary_symptom: 'Got it.',
    duration: 'I’m sorry you’re dealing with that.',
    pain_level: 'Thanks, that helps.',
    additional_symptoms: 'Noted.',
    medical_history: 'Thank you.',
    medications: 'Understood.',
  },
  about: ({ age, symptom, duration }) =>
    [age === undefined ? null : `age ${age}`, symptom?.toLowerCase(), duration ? `duration: ${duration.toLowerCase()}` : null].filter(Boolean).join(', '),
  sentences: ({ about, score, category, specialty, urgency }) => [
    `Thank you for your answers${about ? ` (${about})` : ''}. Your risk score is **${score}/100**, which puts you in the **${category}** category.`,
    `The right kind of doctor to see is **${specialty}**, ${urgency}. I’ve listed verified experts below.`,
    'This is not a diagnosis: only a doctor who examines you can say what is causing your symptoms.',
  ],
};

// The specialty's and the urgency's words are the web app's (messages/hi/triage.json), so the text and the card agree.
const HINDI: TriageWords = {
  advice: {
    emergency:
      'आपके जवाबों में ऐसे ख़तरे के लक्षण हैं जिनके लिए **अभी** इलाज चाहिए। तुरंत 112 पर कॉल करें या नज़दीकी अस्पताल के आपातकालीन विभाग में जाएँ; ऑनलाइन सलाह का इंतज़ार न करें।',
    high: 'आपके जवाबों से लगता है कि आपको **24 घंटे के अंदर** डॉक्टर को दिखाना चाहिए। अगर दर्द, साँस या उलझन जैसी कोई भी तकलीफ़ बढ़े, तो 112 पर कॉल करें।',
    moderate: 'आपके जवाबों से लगता है कि आपको **अगले कुछ दिनों में** डॉक्टर को दिखाना चाहिए। आराम करें, पानी और तरल चीज़ें लेते रहें, और किसी नए या बढ़ते लक्षण पर नज़र रखें।',
    low: 'आपके जवाबों से अभी ख़तरा कम लगता है। आराम और तरल चीज़ें लेने जैसी देखभाल ठीक है; अगर आराम न मिले या आपको चिंता हो, तो सामान्य सलाह बुक करें।',
  },
  urgency: { immediate: 'तुरंत', within_24h: '24 घंटे के अंदर', within_week: 'एक हफ़्ते के अंदर', routine: 'जब सुविधा हो' },
  category: { emergency: 'इमरजेंसी', high: 'ज़्यादा ख़तरा', moderate: 'मध्यम ख़तरा', low: 'कम ख़तरा' },
  specialty: {
    cardiology: 'दिल के रोग (कार्डियोलॉजी)',
    dermatology: 'त्वचा रोग (डर्मेटोलॉजी)',
    'mental health': 'मानसिक स्वास्थ्य',
    pediatrics: 'बच्चों के रोग',
    gynecology: 'स्त्री रोग',
    'general medicine': 'जनरल मेडिसिन',
  },
  acknowledgements: {
    gender: 'धन्यवाद।',
    primary_symptom: 'समझ गया।',
    duration: 'यह सुनकर दुख हुआ कि आपको यह तकलीफ़ है।',
    pain_level: 'धन्यवाद, इससे मदद मिलेगी।',
    additional_symptoms: 'नोट कर लिया।',
    medical_history: 'धन्यवाद।',
    medications: 'समझ गया।',
  },
  about: ({ age, symptom, duration }) => [age === undefined ? null : `उम्र ${age}`, symptom, duration ? `कब से: ${duration}` : null].filter(Boolean).join(', '),
  sentences: ({ about, score, category, specialty, urgency }) => [
    `जवाब देने के लिए धन्यवाद${about ? ` (${about})` : ''}। आपका रिस्क स्कोर **${score}/100** है, यानी आप **${category}** की श्रेणी में हैं।`,
    `आपको **${specialty}** के डॉक्टर को दिखाना चाहिए, ${urgency}। नीचे जाँचे-परखे विशेषज्ञों की सूची है।`,
    'यह निदान (डायग्नोसिस) नहीं है: आपके लक्षणों की वजह वही डॉक्टर बता सकता है जो आपकी जाँच करे।',
  ],
};

const WORDS: Record<AppLanguage, TriageWords> = { en: ENGLISH, hi: HINDI };

/** The analysis the local default writes from the domain's score, in the reader's language. */
export function offlineTriageAnalysis({ data, risk, language }: TriageAnalysisInput): string {
  const words = WORDS[language];
  const about = words.about({ age: data.age, symptom: data.primarySymptom, duration: data.symptomDuration });
  const [thanks, doctor, notDiagnosis] = words.sentences({
    about,
    score: risk.overall,
    category: words.category[risk.category],
    specialty: words.specialty[risk.recommendedSpecialty],
    urgency: words.urgency[urgencyFor(risk.category)],
  });
  return [thanks, words.advice[risk.category], doctor, notDiagnosis].join('\n\n');
}

/** The next question, after a short acknowledgement, in the reader's language (`question` is already in it). */
export function offlineTriageFollowUp({ step, question, language }: TriageFollowUpInput): string {
  const acknowledgement = WORDS[language].acknowledgements[step];
  return acknowledgement ? `${acknowledgement} ${question}` : question;
}
