import { describe, expect, it } from 'vitest';
import {
  TRIAGE_COMMON_SYMPTOMS,
  TRIAGE_EMERGENCY_KEYWORDS,
  TRIAGE_HISTORY_KEYWORDS,
  durationPoints,
  historyPoints,
  recommendedSpecialty,
  scoreTriage,
  symptomPoints,
  type TriagePatientData,
} from '../src/triage-scoring';
import { emptyTriageData } from '../src/triage-conversation';
import { findDurationKeywords, findEmergencyAndCommonSymptoms, findHistoryKeywords } from '../src/triage-vocabulary';
import { normaliseText } from '../src/triage-phrase-matcher';

const patient = (overrides: Partial<TriagePatientData> = {}): TriagePatientData => ({ ...emptyTriageData(), ...overrides });

// Each §9 symptom keyword said in English, Hinglish and Hindi (Devanagari).
const SYMPTOMS: ReadonlyArray<[string, string, string, string]> = [
  ['chest pain', 'there is pain in my chest', 'chhati mein dard hai', 'छाती में दर्द है'],
  ['chest pain', 'my chest is tight', 'seene mein dard', 'सीने में दर्द'],
  ['difficulty breathing', 'I am breathless', 'saans phoolna', 'सांस लेने में तकलीफ'],
  ['difficulty breathing', "I can't breathe properly", 'saans nahi aa rahi', 'साँस फूल रही है'],
  ['severe headache', 'the worst headache of my life', 'sir mein bahut tez dard', 'सिर में तेज़ दर्द'],
  ['sudden weakness', 'my face is drooping, weakness on one side', 'achanak kamzori aa gayi', 'अचानक कमज़ोरी'],
  ['loss of consciousness', 'he fainted twice', 'behosh ho gaye', 'वो बेहोश हो गए'],
  ['severe bleeding', 'bleeding a lot from the cut', 'khoon nahi ruk raha', 'खून नहीं रुक रहा'],
  ['severe abdominal pain', 'severe stomach pain', 'pet mein bahut dard', 'पेट में तेज दर्द'],
  ['sudden vision changes', 'sudden blurred vision in one eye', 'aankhon ke aage andhera', 'अचानक धुंधला दिखने लगा'],
  ['severe allergic reaction', 'my lips and throat swelling', 'gale mein sujan', 'चेहरा सूज गया'],
  ['heart palpitations', 'my heart is racing', 'dil ki dhadkan tez hai', 'दिल की धड़कन तेज़ है'],
  ['fever', 'high temperature since morning', 'bukhar hai', 'बुखार है'],
  ['persistent cough', 'a cough that won\u2019t go away', 'lagatar khansi', 'खांसी नहीं जा रही'],
  ['nausea', 'I feel like vomiting', 'ulti ana', 'जी मिचलाना'],
  ['dizziness', 'feeling lightheaded', 'chakkar aa rahe hain', 'चक्कर आ रहे हैं'],
  ['skin rash', 'red rashes on my arm', 'lal daane nikle', 'लाल दाने'],
  ['joint pain', 'my knees and joints hurt', 'ghutno mein dard', 'जोड़ों में दर्द'],
  ['fatigue', 'tired all the time', 'thakan rehti hai', 'थकान रहती है'],
  ['sleep problems', 'I have insomnia', 'neend nahi aati', 'नींद नहीं आती'],
];

describe('symptom vocabulary (issue 13, spec 001 §9 keywords)', () => {
  it('covers every §9 symptom keyword', () => {
    const covered = new Set(SYMPTOMS.map(([keyword]) => keyword));
    for (const keyword of [...TRIAGE_EMERGENCY_KEYWORDS, ...TRIAGE_COMMON_SYMPTOMS]) expect(covered).toContain(keyword);
  });

  it.each(SYMPTOMS.flatMap(([keyword, ...phrases]) => phrases.map((phrase) => [phrase, keyword])))('"%s" is %s', (phrase, keyword) => {
    expect(findEmergencyAndCommonSymptoms(phrase)).toEqual([keyword]);
  });

  it.each([
    ['a cough', []],
    ['khansi hai', []],
    ['sir dard', []],
    ['a mild headache', []],
    ['stomach pain', []],
    ['the chest x-ray was fine, feverish', ['fever']],
    ['the temperature is high, chhati mein bhi dard', ['chest pain', 'fever']],
    ['चक्कर, उल्टी और बुखार', ['fever', 'nausea', 'dizziness']],
  ] as const)('"%s" finds %j', (text, keywords) => {
    expect(findEmergencyAndCommonSymptoms(text)).toEqual(keywords);
  });

  it('counts each keyword once however often and however it is said', () => {
    expect(symptomPoints('chest pain, chhati mein dard, सीने में दर्द, pain in my chest')).toBe(25);
    expect(symptomPoints('bukhar, fever, बुखार, temperature')).toBe(10);
    expect(symptomPoints('chhati mein dard, saans phool rahi hai, bukhar')).toBe(60);
  });

  it('reads a long phrase before the short one inside it', () => {
    // "achanak kamzori" is sudden weakness (+25), not also kamzori as fatigue (+10).
    expect(symptomPoints('achanak kamzori')).toBe(25);
    expect(symptomPoints('kamzori')).toBe(10);
  });

  it('matches whole words only, after NFKC', () => {
    expect(symptomPoints('feverfew tea')).toBe(0);
    expect(symptomPoints('ＦＥＶＥＲ')).toBe(10);
    expect(normaliseText('तेज़')).toBe('तेज');
  });
});

describe('negation (issue 13)', () => {
  it.each([
    ['no chest pain', 0],
    ['I do not have chest pain', 0],
    ['without fever', 0],
    ['chest pain nahi hai', 0],
    ['bukhar to nahi hai', 0],
    ['छाती में दर्द नहीं है', 0],
    ['no fever or cough', 0],
    ['no fever, but chest pain', 25],
    ['bukhar nahi hai lekin chhati mein dard hai', 25],
    ['बुखार नहीं है, सीने में दर्द है', 25],
    ['chest pain that is not going away', 25],
    ['chhati ka dard kam nahi ho raha', 25],
    ['neend nahi aati', 10],
    ["can't breathe", 25],
  ] as const)('"%s" scores %i', (text, points) => {
    expect(symptomPoints(text)).toBe(points);
  });

  it('does not count a negated history item', () => {
    expect(historyPoints(['no diabetes', 'BP'])).toBe(15);
    expect(historyPoints(['sugar nahi hai'])).toBe(0);
  });
});

describe('duration vocabulary (spec 001 §9: sudden/acute 20, hours 15, days 10)', () => {
  it.each([
    ['achanak', 20],
    ['अचानक', 20],
    ['all of a sudden', 20],
    ['ekdum se shuru hua', 20],
    ['acute', 20],
    ['since last night', 15],
    ['kal raat se', 15],
    ['2 ghante se', 15],
    ['subah se', 15],
    ['सुबह से', 15],
    ['30 minutes', 15],
    ['3 din se', 10],
    ['तीन दिन से', 10],
    ['last week', 10],
    ['since yesterday', 10],
    ['kal se', 10],
    ['two weeks', 0],
    ['ek mahine se', 0],
    ['', 0],
  ] as const)('"%s" scores %i', (duration, points) => {
    expect(durationPoints(duration)).toBe(points);
  });

  it('takes the first row that applies', () => {
    expect(findDurationKeywords('achanak, 2 ghante pehle')).toEqual(['sudden', 'hours']);
    expect(durationPoints('achanak, 2 ghante pehle')).toBe(20);
  });
});

// Each §9 history keyword said in English, Hinglish and Hindi.
const HISTORY: ReadonlyArray<[string, string, string, string]> = [
  ['heart disease', 'heart problem', 'dil ki bimari', 'दिल की बीमारी'],
  ['diabetes', 'sugar', 'madhumeh', 'मधुमेह'],
  ['diabetes', 'diabetic', 'sugar ki bimari', 'शुगर'],
  ['hypertension', 'high BP', 'BP', 'ब्लड प्रेशर'],
  ['hypertension', 'blood pressure', 'bp ki problem', 'उच्च रक्तचाप'],
  ['cancer', 'tumour', 'kainsar', 'कैंसर'],
  ['stroke', 'brain stroke', 'lakwa', 'लकवा'],
  ['kidney disease', 'kidney problem', 'kidney ki bimari', 'गुर्दे की बीमारी'],
  ['liver disease', 'fatty liver', 'jigar', 'लीवर की बीमारी'],
  ['respiratory disease', 'asthma', 'dama', 'दमा'],
  ['respiratory disease', 'COPD', 'saans ki bimari', 'अस्थमा'],
];

describe('history vocabulary (spec 001 §9)', () => {
  it('covers every §9 history keyword', () => {
    const covered = new Set(HISTORY.map(([keyword]) => keyword));
    for (const keyword of TRIAGE_HISTORY_KEYWORDS) expect(covered).toContain(keyword);
  });

  it.each(HISTORY.flatMap(([keyword, ...phrases]) => phrases.map((phrase) => [phrase, keyword])))('"%s" is %s', (phrase, keyword) => {
    expect(findHistoryKeywords(phrase)).toEqual([keyword]);
  });

  it('counts BP and blood pressure once, and low BP not at all', () => {
    expect(historyPoints(['BP', 'high blood pressure', 'sugar'])).toBe(30);
    expect(historyPoints(['low BP'])).toBe(0);
  });
});

describe('recommended specialty in everyday words (spec 001 §9)', () => {
  it.each([
    ['chhati mein dard', 30, 'cardiology'],
    ['सीने में दर्द', 30, 'cardiology'],
    ['twacha par khujli', 30, 'dermatology'],
    ['खुजली', 30, 'dermatology'],
    ['bahut ghabrahat aur tanav', 30, 'mental health'],
    ['तनाव', 30, 'mental health'],
    ['mere bachche ko bukhar hai', 30, 'pediatrics'],
    ['बच्चा रो रहा है', 30, 'pediatrics'],
    ['mahawari time par nahi', 30, 'gynecology'],
    ['periods are late', 30, 'gynecology'],
    ['no chest pain, just fever', 40, 'general medicine'],
    ['fever', 12, 'pediatrics'],
    ['itchy skin', 12, 'dermatology'],
  ] as const)('"%s" at age %i goes to %s', (text, age, specialty) => {
    expect(recommendedSpecialty(text, age)).toBe(specialty);
  });
});

describe('whole conversations in Hinglish and Hindi (spec 001 §9 table)', () => {
  it.each([
    {
      // age 58: 20; chest pain 25; achanak: 20; BP and sugar: 15 + 15 = 95, emergency.
      data: patient({
        age: 58,
        primarySymptom: 'chhati mein dard jo baayen haath tak jaata hai',
        symptoms: ['chhati mein dard jo baayen haath tak jaata hai', 'pasina aa raha hai'],
        symptomDuration: 'achanak',
        medicalHistory: ['BP', 'sugar'],
      }),
      factors: { age: 20, symptoms: 25, duration: 20, history: 30 },
      overall: 95,
      category: 'emergency',
      specialty: 'cardiology',
    },
    {
      // age 30: 10; bukhar 10 and thakan 10 (a plain sir dard is no keyword); 3 din se: 10 = 40, moderate.
      data: patient({ age: 30, primarySymptom: 'bukhar', symptoms: ['bukhar', 'thakan aur sir dard'], symptomDuration: '3 din se' }),
      factors: { age: 10, symptoms: 20, duration: 10, history: 0 },
      overall: 40,
      category: 'moderate',
      specialty: 'general medicine',
    },
    {
      // age 70: 30; saans phoolna 25; kal raat se: 15; दमा 15 = 85, emergency.
      data: patient({ age: 70, primarySymptom: 'सांस फूलना', symptoms: ['सांस फूलना', 'बुखार नहीं है'], symptomDuration: 'कल रात से', medicalHistory: ['दमा'] }),
      factors: { age: 30, symptoms: 25, duration: 15, history: 15 },
      overall: 85,
      category: 'emergency',
      specialty: 'general medicine',
    },
    {
      // age 45: 10; chakkar 10, ulti 10; subah se 15; madhumeh 15 = 60, high.
      data: patient({
        age: 45,
        primarySymptom: 'chakkar aa rahe hain',
        symptoms: ['chakkar aa rahe hain', 'ji machlana'],
        symptomDuration: 'subah se',
        medicalHistory: ['madhumeh'],
      }),
      factors: { age: 10, symptoms: 20, duration: 15, history: 15 },
      overall: 60,
      category: 'high',
      specialty: 'general medicine',
    },
    {
      // age 25: 10; neend nahi aati 10; last week 10; none = 30, moderate, mental health.
      data: patient({ age: 25, primarySymptom: 'neend nahi aati, tanav', symptoms: ['neend nahi aati, tanav'], symptomDuration: 'last week' }),
      factors: { age: 10, symptoms: 10, duration: 10, history: 0 },
      overall: 30,
      category: 'moderate',
      specialty: 'mental health',
    },
  ])('$data.primarySymptom scores $overall ($category)', ({ data, factors, overall, category, specialty }) => {
    const risk = scoreTriage(data);
    expect(risk.factors).toEqual(factors);
    expect(risk.overall).toBe(overall);
    expect(risk.category).toBe(category);
    expect(risk.recommendedSpecialty).toBe(specialty);
  });
});
