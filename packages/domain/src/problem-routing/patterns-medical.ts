/** Health problems: which doctor, and why. Reviewed data (see types.ts for the notation). */
import type { ProblemPattern, RouteTarget } from './types';

export const doctorFor = (department: string, why: string): RouteTarget => ({ category: 'medical', department, why });

export const MEDICAL_PATTERNS: readonly ProblemPattern[] = [
  {
    id: 'heart',
    phrases: ['@heart', 'chest|chhati|seene|seena|छाती|सीने @pain', '@pain chest', 'heart surgery|operation|bypass|angioplasty', 'bypass|angioplasty|stent'],
    routes: [doctorFor('Cardiology', 'Heart symptoms and heart procedures are what a cardiologist looks after.')],
  },
  {
    id: 'child-illness',
    phrases: [
      '@kid @fever|@cold|@stomach|@pain|@unwell|vaccine|vaccination|teething ~4',
      '@fever|@cold|@stomach|vaccine @kid ~4',
      'year|years|month|months|saal old|ka|ki @fever|@cold|@stomach ~4',
      'bedwetting',
      'wets|wetting bed ~2',
      'bistar|बिस्तर geela|gila|गीला ~2',
    ],
    routes: [doctorFor('Pediatrics', 'A paediatrician treats illness in babies and children.')],
  },
  {
    id: 'fever-infection',
    phrases: [
      '@fever',
      '@cold',
      '@stomach',
      '@unwell',
      '@symptom',
      '@bodypart @pain|@symptom ~3',
      '@pain|@symptom @bodypart ~3',
      'infection|typhoid|dengue|malaria|covid',
      'viral fever|infection|bukhar',
      'badan|body @pain',
      '@pain badan|body',
    ],
    routes: [doctorFor('General Physician', 'A general physician sees fevers, infections and everyday illness first and refers you on if needed.')],
  },
  {
    id: 'chronic',
    phrases: [
      '@chronic',
      'blood sugar|pressure',
      'blood|sugar|lab|thyroid test|tests|report|reports',
      'medical|fitness|health certificate|checkup|check',
      'health|full|body check|checkup ~1',
      'vaccine|vaccination|vaccinated|tika|टीका',
    ],
    routes: [doctorFor('General Physician', 'A general physician manages sugar, blood pressure and thyroid and reviews your readings.')],
  },
  {
    id: 'skin-hair',
    phrases: ['@skin', '@hair fall|falling|loss|thinning|jhad|jhadna|jhad|झड़', 'bald|baldness|गंजापन'],
    routes: [doctorFor('Dermatology', 'A dermatologist treats skin, hair and nail problems.')],
  },
  {
    id: 'women-health',
    phrases: [
      'ivf|fertility|infertility|conceive|conceiving',
      '!notice @women',
      'white discharge',
      'breast lump|pain',
      'irregular|missed periods',
      'अनियमित माहवारी|पीरियड',
    ],
    routes: [doctorFor('Gynecology', "A gynaecologist looks after periods, pregnancy and women's health.")],
  },
  {
    id: 'bones-joints',
    phrases: ['@joint', 'back|kamar|कमर @pain', 'lower back', '@pain back|kamar', 'कमर', 'sciatica', 'slip disc', 'spondylitis'],
    routes: [doctorFor('Orthopedics', 'An orthopaedic doctor treats bones, joints, back and neck pain.')],
  },
  {
    id: 'physio',
    phrases: ['physiotherapy|physio|rehab|rehabilitation|exercises', 'stiff|stiffness|sprain'],
    routes: [doctorFor('Physiotherapy', 'A physiotherapist helps you recover movement with exercises and therapy.')],
    strength: 1,
  },
  {
    id: 'ent',
    phrases: ['@ent', 'sinusitis|tinnitus|vertigo', 'voice|awaz|आवाज hoarse|gone|baith|बैठ|kharab|खराब ~3', 'stops breathing|sleep apnea|apnoea'],
    routes: [doctorFor('ENT Specialist', 'An ENT specialist treats ear, nose and throat problems, including hearing.')],
  },
  {
    id: 'eyes',
    phrases: ['@eye', 'blurry|blurred|cataract|squint|conjunctivitis'],
    routes: [doctorFor('Ophthalmology', 'An eye specialist checks your eyes and vision.')],
  },
  {
    id: 'teeth',
    phrases: ['@tooth'],
    routes: [doctorFor('Dental', 'A dentist treats tooth pain, gums and cavities.')],
  },
  {
    id: 'mind',
    phrases: [
      '@mind',
      '@sleep problem|problems|issue|issues|trouble|nahi|नहीं|aati|आती',
      'cannot|cant|cant|unable|dont sleep',
      'no interest|mood|moods',
      'feeling|feel low|down|sad',
      'mental health',
    ],
    routes: [doctorFor('Psychiatry', 'A mental-health doctor helps with stress, anxiety, low mood and sleep.')],
  },
  {
    id: 'urinary',
    phrases: ['@urine', 'kidney stone|stones', 'prostate', 'pathri|पथरी'],
    routes: [doctorFor('Urology', 'A urologist treats urine, kidney-stone and prostate problems.')],
  },
  {
    id: 'nerves',
    phrases: ['@head', 'sir|sar|head @pain', 'tingling|paralysis|tremor|tremors'],
    routes: [doctorFor('Neurology', 'A neurologist looks at headaches, numbness, fits and other nerve problems.')],
  },
  {
    id: 'diet',
    phrases: ['@weight', 'diet|nutrition|डाइट', 'lose|gain|kam @weight'],
    routes: [doctorFor('Dietician', 'A dietician plans what to eat for weight, sugar or thyroid.')],
  },
  {
    id: 'treatment',
    phrases: ['@care', '@injured'],
    routes: [doctorFor('General Physician', 'A doctor can examine you and plan the treatment.')],
    strength: 1,
  },
  {
    id: 'ask-doctor',
    phrases: [
      'doctor|doctors|physician|dr|daktar|डॉक्टर|चिकित्सक',
      'medical|health|sehat|tabiyat|tabiat|सेहत|तबियत|तबीयत|स्वास्थ्य',
      'symptoms|symptom|illness|disease|bimari|बीमारी|लक्षण|medicine|dawai|दवा|दवाई',
    ],
    routes: [doctorFor('General Physician', 'A general physician is the right first doctor for a health problem.')],
    strength: 1,
  },
];
