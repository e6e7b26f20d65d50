import {
  detectRedFlags,
  emergencyAnswerMarkdown,
  emergencyHeadlineMarkdown,
  type AssistantDomain,
  type Department,
  type RedFlagCategory,
  type RedFlags,
} from '@sahay/domain';
import { crossesTelemedicineLineInHindi } from './safety-hindi';

/**
 * Safety rails that run on every answer, whichever provider wrote it:
 * 1. red flags (packages/domain red-flags) in what the person wrote are answered with what to do now (112, 108,
 *    Tele-MANAS 14416 for self-harm) and first aid for that emergency only; the provider is not asked at all, so
 *    a slow, failing or careless model cannot delay or bury the emergency line. Red flags the model itself
 *    raises in its answer turn the answer into the same emergency answer;
 * 2. India's Telemedicine Practice Guidelines 2020 (§5.4): an AI platform may not counsel or prescribe, so an
 *    answer that names a prescription medicine, gives a dose or diagnoses is replaced by a safe one that routes
 *    to a doctor;
 * 3. medical, legal and financial answers carry a short disclaimer.
 */

export type { RedFlags };

/** The red flags in what the person wrote. */
export const redFlagsIn = (text: string): RedFlags => detectRedFlags(text);

/** The emergency line alone, for short answers (triage follow-ups and questions). */
export const emergencyHeadline = emergencyHeadlineMarkdown;

/** The answer to a message with red flags: the emergency line first, then first aid for that emergency only. */
export const emergencyAnswer = emergencyAnswerMarkdown;

// The kind of doctor to follow up with after emergency care, by the emergency that fired first.
const FOLLOW_UP_DEPARTMENT: Partial<Record<RedFlagCategory, Department>> = {
  heart_attack: 'Cardiology',
  self_harm: 'Psychiatry',
  child: 'Pediatrics',
  pregnancy: 'Gynecology',
};

export function followUpDepartment(flags: RedFlags): Department {
  const first = flags.selfHarm ? 'self_harm' : flags.categories[0];
  return (first && FOLLOW_UP_DEPARTMENT[first]) ?? 'General Physician';
}

// A sentence that only says when to get help ("if you ever have chest pain, call 112", "warning signs include
// fits", "a sudden, severe headache needs emergency care") is advice, not a red flag in this person's situation.
const HYPOTHETICAL =
  /\b(if|when|whenever|unless|in case|watch (out )?for|look out for|signs?|symptoms? (include|such as|like)|such as|for example|e\.g\.|agar|jab)\b|अगर|जब/i;
const ADVICE = /\b(112|108|14416|emergency|hospital|urgent(ly)?|immediately|at once|right away|seek|get help|see a doctor|call)\b/i;

/** Red flags the answer itself raises about the person (the model saw an emergency the person's words hid). */
export function redFlagsInAnswer(text: string): RedFlags {
  const factual = text
    .split(/(?<=[.!?\n])\s+/)
    .filter((sentence) => !HYPOTHETICAL.test(sentence) && !ADVICE.test(sentence))
    .join(' ');
  return detectRedFlags(factual);
}

// Prescription-only medicines people in India most often ask about by name (Schedule H, H1 and X).
const PRESCRIPTION_MEDICINES = [
  'amoxicillin',
  'amoxyclav',
  'augmentin',
  'azithromycin',
  'azee',
  'cefixime',
  'cefuroxime',
  'cephalexin',
  'ciprofloxacin',
  'levofloxacin',
  'ofloxacin',
  'norfloxacin',
  'doxycycline',
  'metronidazole',
  'clarithromycin',
  'linezolid',
  'clindamycin',
  'metformin',
  'glimepiride',
  'gliclazide',
  'sitagliptin',
  'insulin',
  'atorvastatin',
  'rosuvastatin',
  'amlodipine',
  'telmisartan',
  'losartan',
  'olmesartan',
  'metoprolol',
  'atenolol',
  'propranolol',
  'ramipril',
  'enalapril',
  'clopidogrel',
  'warfarin',
  'apixaban',
  'rivaroxaban',
  'furosemide',
  'spironolactone',
  'digoxin',
  'nitroglycerin',
  'isosorbide',
  'prednisolone',
  'prednisone',
  'methylprednisolone',
  'dexamethasone',
  'betamethasone',
  'clobetasol',
  'hydrocortisone',
  'hydroxychloroquine',
  'ivermectin',
  'alprazolam',
  'clonazepam',
  'lorazepam',
  'diazepam',
  'zolpidem',
  'sertraline',
  'fluoxetine',
  'escitalopram',
  'paroxetine',
  'amitriptyline',
  'olanzapine',
  'risperidone',
  'quetiapine',
  'haloperidol',
  'lithium',
  'tramadol',
  'tapentadol',
  'codeine',
  'morphine',
  'oxycodone',
  'gabapentin',
  'pregabalin',
  'levothyroxine',
  'thyroxine',
  'sildenafil',
  'tadalafil',
  'misoprostol',
  'mifepristone',
  'letrozole',
  'clomiphene',
  'ondansetron',
  'domperidone',
  'pantoprazole',
  'rabeprazole',
  'esomeprazole',
  'montelukast',
  'salbutamol',
  'levosalbutamol',
  'budesonide',
  'fluconazole',
  'itraconazole',
  'terbinafine',
  'acyclovir',
  'valacyclovir',
  'oseltamivir',
  'carbamazepine',
  'phenytoin',
  'valproate',
  'levetiracetam',
  'methotrexate',
  'tamoxifen',
  'finasteride',
  'isotretinoin',
  'tretinoin',
  'mupirocin',
  'diclofenac',
  'aceclofenac',
  'etoricoxib',
  'nimesulide',
];

const MEDICINE_PATTERN = new RegExp(`\\b(${PRESCRIPTION_MEDICINES.join('|')})\\b`, 'i');
// A dose: an amount with a unit of medicine, or a number of tablets, capsules, drops or puffs.
const DOSE_PATTERN =
  /\b\d+(\.\d+)?\s?(mg|mcg|µg|milligrams?|micrograms?|iu|units? of insulin)\b|\b\d+(\.\d+)?\s?ml\b(?! of water)|\b(\d+|one|two|three|half an?|a) (tablets?|tabs?|capsules?|caps|pills?|drops|puffs|sachets?) (of|every|twice|thrice|once|daily|a day|per day|at night|in the morning)/i;
// Diagnosing: telling the person what they have (not "if you have diabetes, ...").
const DIAGNOSIS_PATTERN =
  /(?<!\b(if|when|whether|unless|since|because|that|who|while)\s)\byou(?:'ve| have| are| might have| may have| probably have| likely have| could have| seem to have)\s+(got\s+|suffering from\s+|been diagnosed with\s+)?(a |an )?(case of )?(?:[a-z-]+\s+){0,2}[a-z-]*(itis|osis|emia|aemia|oma|pathy|infection|disease|syndrome|disorder|dengue|malaria|typhoid|covid|diabetes|hypertension|asthma|pneumonia|ulcer|migraine|tuberculosis|cancer|fracture|stones?)\b|\b(your|the) diagnosis is\b|\bthis is (definitely|clearly|certainly|most likely|probably) (a |an )?[a-z-]*(itis|osis|infection|disease|syndrome|disorder|dengue|malaria|typhoid|migraine|pneumonia)\b/i;

export type LineCrossing = 'medicine' | 'dose' | 'diagnosis';

/**
 * Whether an answer crosses the Telemedicine Practice Guidelines' line, and how. Medicine names and doses are
 * checked in every domain (a tax question can drift into health); diagnosing only where health is the topic,
 * so "you have a right to appeal" in a legal answer is not mistaken for one.
 */
export function crossesTelemedicineLine(text: string, options: { diagnosis?: boolean } = {}): LineCrossing | null {
  if (MEDICINE_PATTERN.test(text)) return 'medicine';
  if (DOSE_PATTERN.test(text)) return 'dose';
  if ((options.diagnosis ?? true) && DIAGNOSIS_PATTERN.test(text)) return 'diagnosis';
  return crossesTelemedicineLineInHindi(text, { diagnosis: options.diagnosis ?? true });
}

/** What replaces an answer that crossed the line: general advice and the route to a doctor. */
export const SAFE_MEDICAL_ANSWER = [
  'I can’t name a medicine, suggest a dose or tell you what condition you have: under India’s Telemedicine Practice Guidelines, only a registered doctor who has assessed you may diagnose and prescribe.',
  'What you can do now:',
  '- Note your symptoms, when they started, your age, any long-term conditions, allergies and medicines you already take.',
  '- Rest, drink enough fluids, and avoid starting or combining medicines on your own.',
  '- Consult a doctor: a verified doctor on Sahay can assess you and prescribe if you need it.',
].join('\n');

const DISCLAIMERS: Record<AssistantDomain, string | null> = {
  medical: '_General health information, not a diagnosis or a prescription. Please consult a registered doctor about your health._',
  legal: '_General legal information, not legal advice for your case. Laws and deadlines change; check with a lawyer before you act._',
  finance: '_General information, not tax or investment advice. Rules and limits change each year; check with a CA before you act._',
  technology: null,
};

export function disclaimerFor(domain: AssistantDomain): string | null {
  return DISCLAIMERS[domain];
}
