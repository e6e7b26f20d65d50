import { TRIAGE_EMERGENCY_KEYWORDS, type AssistantDomain } from '@sahay/domain';

/**
 * Safety rails that run on every answer, whichever provider wrote it:
 * 1. emergency red flags in what the person wrote put the emergency advice first (112, nearest emergency
 *    department, the triage);
 * 2. India's Telemedicine Practice Guidelines 2020 (§5.4): an AI platform may not counsel or prescribe, so an
 *    answer that names a prescription medicine, gives a dose or diagnoses is replaced by a safe one that routes
 *    to a doctor;
 * 3. medical, legal and financial answers carry a short disclaimer.
 */

// The spec's emergency keywords (spec 001 §9) and the other red flags people type in their own words.
const RED_FLAG_PATTERNS: readonly RegExp[] = [
  ...TRIAGE_EMERGENCY_KEYWORDS.map((keyword) => new RegExp(`\\b${keyword.replace(/ /g, '\\s+')}\\b`, 'i')),
  /\bpain in (my|the|his|her) chest\b/i,
  /\bchest (is )?(hurts?|tight(ness)?|pressure|heaviness)\b/i,
  /\bheart attack\b/i,
  /\b(can'?t|cannot|unable to|not able to|hard to|struggling to) breathe?\b/i,
  /\b(not breathing|stopped breathing|short(ness)? of breath|breathless(ness)?|gasping)\b/i,
  /\b(unconscious|unresponsive|passed out|fainted|collapsed|not waking up)\b/i,
  /\b(seizure|fits|convulsion)s?\b/i,
  /\bstroke\b/i,
  /\b(face (is )?drooping|slurred speech|one side (of (my|the|his|her) body )?(is )?(weak|numb))\b/i,
  /\b(coughing|vomiting) (up )?blood\b/i,
  /\bblood in (vomit|stool)\b/i,
  /\b(heavy|uncontrolled|won'?t stop) bleeding\b/i,
  /\b(anaphyla(xis|ctic)|throat (is )?(closing|swelling)|swollen (lips|tongue|face))\b/i,
  /\b(poison(ed|ing)?|overdose|swallowed (pills|bleach|acid|poison))\b/i,
  /\b(snake ?bite|bitten by a snake|dog bite)\b/i,
  /\b(choking|severe burns?|electric shock|head injury|road accident)\b/i,
  /\b(worst headache|sudden (severe )?headache|sudden (loss of )?vision|sudden numbness|sudden confusion)\b/i,
];

const SELF_HARM_PATTERNS: readonly RegExp[] = [
  /\b(suicid(e|al)|kill (my ?self|myself)|end (my|this) life|want to die|self[- ]harm|hurt myself|cut myself)\b/i,
];

export interface EmergencyCheck {
  emergency: boolean;
  selfHarm: boolean;
}

export function detectEmergency(text: string): EmergencyCheck {
  const selfHarm = SELF_HARM_PATTERNS.some((pattern) => pattern.test(text));
  return { emergency: selfHarm || RED_FLAG_PATTERNS.some((pattern) => pattern.test(text)), selfHarm };
}

export const TRIAGE_LINK = '/medical-triage';

export function emergencyNotice(check: EmergencyCheck): string {
  const lines = [
    '**This may be an emergency. Call 112 now or go to the nearest emergency department.** Do not wait for an online consultation or drive yourself if you feel unwell.',
  ];
  if (check.selfHarm) {
    lines.push('You are not alone: call Tele-MANAS at **14416** (free, 24x7) to talk to a counsellor right now, or ask someone near you to stay with you.');
  }
  lines.push(`When you are safe, you can [check your symptoms with the AI triage](${TRIAGE_LINK}).`);
  return lines.join('\n\n');
}

// Prescription-only medicines people in India most often ask about by name (Schedule H, H1 and X).
const PRESCRIPTION_MEDICINES = [
  'amoxicillin', 'amoxyclav', 'augmentin', 'azithromycin', 'azee', 'cefixime', 'cefuroxime', 'cephalexin', 'ciprofloxacin',
  'levofloxacin', 'ofloxacin', 'norfloxacin', 'doxycycline', 'metronidazole', 'clarithromycin', 'linezolid', 'clindamycin',
  'metformin', 'glimepiride', 'gliclazide', 'sitagliptin', 'insulin', 'atorvastatin', 'rosuvastatin', 'amlodipine',
  'telmisartan', 'losartan', 'olmesartan', 'metoprolol', 'atenolol', 'propranolol', 'ramipril', 'enalapril', 'clopidogrel',
  'warfarin', 'apixaban', 'rivaroxaban', 'furosemide', 'spironolactone', 'digoxin', 'nitroglycerin', 'isosorbide',
  'prednisolone', 'prednisone', 'methylprednisolone', 'dexamethasone', 'betamethasone', 'clobetasol', 'hydrocortisone',
  'hydroxychloroquine', 'ivermectin', 'alprazolam', 'clonazepam', 'lorazepam', 'diazepam', 'zolpidem', 'sertraline',
  'fluoxetine', 'escitalopram', 'paroxetine', 'amitriptyline', 'olanzapine', 'risperidone', 'quetiapine', 'haloperidol',
  'lithium', 'tramadol', 'tapentadol', 'codeine', 'morphine', 'oxycodone', 'gabapentin', 'pregabalin', 'levothyroxine',
  'thyroxine', 'sildenafil', 'tadalafil', 'misoprostol', 'mifepristone', 'letrozole', 'clomiphene', 'ondansetron',
  'domperidone', 'pantoprazole', 'rabeprazole', 'esomeprazole', 'montelukast', 'salbutamol', 'levosalbutamol', 'budesonide',
  'fluconazole', 'itraconazole', 'terbinafine', 'acyclovir', 'valacyclovir', 'oseltamivir', 'carbamazepine', 'phenytoin',
  'valproate', 'levetiracetam', 'methotrexate', 'tamoxifen', 'finasteride', 'isotretinoin', 'tretinoin', 'mupirocin',
  'diclofenac', 'aceclofenac', 'etoricoxib', 'nimesulide',
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
  return null;
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
