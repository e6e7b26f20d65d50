/**
 * Insurance as a product or a claim (decision 095, round 3): a policy, its premium or a claim paid in part is the
 * policy's money, a CA first; a claim refused for a treatment is issue 21's own example, a lawyer and a doctor; an
 * injury with a claim, the doctor first. The hospital, accident or operation in a money story is not a health question.
 */
import { doctorFor } from './patterns-medical';
import { accountant } from './patterns-money';
import { lawyer } from './patterns-legal';
import type { ProblemPattern } from './types';

/** Signs the patterns below are made of (merged into DISPUTE_SIGNS). */
export const INSURANCE_SIGNS: Readonly<Record<string, readonly string[]>> = {
  policy: [
    '@insurance',
    'mediclaim|floater|cashless|कैशलेस|lic|एलआईसी|endowment|ulip|copay|co-pay',
    'health|term|motor|crop|life|car|bike|vehicle|gaadi|fasal|स्वास्थ्य|फसल|हेल्थ policy|plan|पॉलिसी ~1',
    'money back|moneyback',
  ],
  policymatter: [
    '@claim',
    '@refused',
    'premium|प्रीमियम|port|porting|portability|पोर्ट|lapse|lapsed|laps|लैप्स|revive|revival|renewal|renew|surrender|maturity|bonus',
    'room rent',
    'auto debit|debits',
    'paid|pay|paisa|पैसा|पैसे|money|amount|rakam|रकम|payout',
    'band|बंद ho|हो ~1',
  ],
  /** A claim turned down outright (not paid in part, not delayed): the case for a lawyer and a doctor's opinion. */
  /** A claim turned down or held back (not paid in part against a limit): a lawyer's case and a doctor's opinion. */
  /** The insurer named (a cashless desk refusing at the hospital is a question of paying now and claiming later). */
  insurer: ['@insurance', 'mediclaim|floater|policy|पॉलिसी'],
  /** What the claim was for: a treatment, a stay in hospital or an illness. */
  treated: [
    '@care',
    '@heart',
    '@joint',
    'hospital|hospitalised|hospitalized|admitted|bill|bills',
    'cancer|कैंसर|chemo|chemotherapy|dialysis|delivery|डिलीवरी|bimari|बीमारी|disease|illness|stroke|transplant',
  ],
  /** Paid in part against the policy's limits, or cashless refused at the desk: the policy's money, a CA's reading first. */
  paidinpart: [
    'half|partial|partly|partially|aadha|aadhi|आधा|आधी|only|sirf|सिर्फ|poora|pura|पूरा|kam|कम ~3',
    'limit|capping|cap|सीमा|deduction|deducted|deducts|copay|co-pay',
    'room rent',
    'cashless|कैशलेस',
  ],
  claimrefused: [
    '@refused',
    'not|nahi|नहीं|never|wont|didnt|havent paid|pay|paying|de|दे|diya|दिया|mila|मिला|aaya|आया|came|received|released ~3',
    'pending|delayed|jawab|जवाब|response|responding',
    'pass|paas|पास|approve|approved|sanction|settle|settled nahi|नहीं|not|na ~3',
    'not|nahi|नहीं passed|approved|settled|sanctioned ~2',
    'pre existing|pre-existing|preexisting',
  ],
  claimcut: [
    '@refused',
    'not|nahi|नहीं|never|wont|didnt|havent paid|pay|paying|de|दे|diya|दिया|mila|मिला|aaya|आया|came|received|released ~3',
    'half|partial|partly|partially|aadha|aadhi|आधा|आधी|only|sirf|सिर्फ|poora|pura|पूरा|kam|कम ~3',
    'limit|capping|cap|सीमा|deduction|deducted|deducts|cut|kata|kati|katौती|कटौती|काटा|काटी',
    'pending|delayed|jawab|जवाब|response|responding',
    'pass|paas|पास|approve|approved|sanction|settle|settled nahi|नहीं|not|na ~3',
    'not|nahi|नहीं passed|approved|settled|sanctioned ~2',
  ],
};

const CLAIM_WHY = 'A CA reads the policy wording (room rent, co-pay, waiting periods, lapses) and works out what the insurer owes or what to switch to.';
/** The patterns a claim story's words set off although the person asks about money: a doctor for "hospital", "operation", "accident". */
const CLAIM_STAND_INS = ['insurance-treatment', 'treatment', 'ask-doctor', 'accident', 'accident-claim', 'hospital-denies', 'workplace-injury'] as const;

export const INSURANCE_PATTERNS: readonly ProblemPattern[] = [
  {
    // Issue 21's own example: an insurer refusing a surgery or treatment claim needs a lawyer to take it on and a doctor
    // for the medical opinion. The money-only readings below stand aside; a claim paid in part stays with a CA first.
    id: 'insurance-treatment-claim-cut',
    phrases: ['#insurer & #claimrefused & #treated'],
    routes: [
      lawyer('Consumer Law', 'A claim refused or cut can go to the insurer’s grievance cell, the ombudsman or the consumer commission; a lawyer can take it.'),
      doctorFor(
        'General Physician',
        'A doctor can review the reports and write the medical opinion on the treatment that the insurer or ombudsman will ask for.',
      ),
    ],
    // Light, so that the department of the treatment named (a heart surgery: Cardiology) is the doctor's.
    strength: 1,
    lead: true,
    supersedes: ['insurance-claim-cut', 'insurance-policy'],
    quiet: ['finance'],
  },
  {
    id: 'insurance-claim-paid-in-part',
    phrases: ['#policy & #paidinpart'],
    routes: [
      accountant('Investment Planning', CLAIM_WHY),
      lawyer('Consumer Law', 'A claim refused or cut can go to the insurer’s grievance cell, the ombudsman or the consumer commission; a lawyer can take it.'),
    ],
    strength: 3,
    lead: true,
    supersedes: ['insurance-treatment-claim-cut', ...CLAIM_STAND_INS],
    quiet: ['medical'],
  },
  {
    id: 'insurance-claim-cut',
    phrases: ['#policy & #claimcut'],
    routes: [
      accountant('Investment Planning', CLAIM_WHY),
      lawyer('Consumer Law', 'A claim refused or cut can go to the insurer’s grievance cell, the ombudsman or the consumer commission; a lawyer can take it.'),
    ],
    strength: 3,
    lead: true,
    supersedes: CLAIM_STAND_INS,
    quiet: ['medical'],
  },
  {
    id: 'insurance-policy',
    phrases: ['#policy & #policymatter'],
    routes: [accountant('Investment Planning', CLAIM_WHY)],
    strength: 3,
    lead: true,
    supersedes: CLAIM_STAND_INS,
    quiet: ['medical'],
  },
  {
    id: 'hurt-and-claim',
    phrases: ['#hurt & #policy'],
    routes: [
      doctorFor('Orthopedics', 'The injury comes first: a doctor treats it and writes the report the claim needs.'),
      lawyer('Criminal Law', 'A lawyer files the accident compensation claim against the insurer.'),
    ],
    strength: 3,
    lead: true,
    supersedes: ['insurance-claim-cut', 'insurance-policy'],
  },
];
