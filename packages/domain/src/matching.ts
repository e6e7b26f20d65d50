import { DEPARTMENT_SYNONYMS, type Category, type Department } from './categories';

// Matching is by whole words (below), so the forms experts write of a department that the spec's synonym groups
// leave to partial matching are named: "Psychiatrist" under Psychiatry, "Orthopedic Surgeon" under Orthopedics.
const DEPARTMENT_WORD_FORMS: Record<Department, readonly string[]> = {
  'General Physician': [],
  Pediatrics: ['Paediatrics', 'Paediatrician'],
  Dermatology: [],
  Gynecology: ['Gynecologist', 'Gynaecologist', 'Obstetrics'],
  Cardiology: ['Cardiac'],
  Orthopedics: ['Orthopedic', 'Orthopaedic'],
  'ENT Specialist': [],
  Psychiatry: ['Psychiatrist'],
};

const MEDICAL_DEPARTMENT_GROUPS = Object.fromEntries(
  Object.entries(DEPARTMENT_SYNONYMS).map(([department, synonyms]) => [department, [...synonyms, ...DEPARTMENT_WORD_FORMS[department as Department]]]),
) as unknown as Record<Department, readonly string[]>;

/**
 * What a consultation request can be routed to, per category: the eight departments of the medical modal with
 * their spec 001 §7 synonym groups, the other medical specialties of the specialty pages (§2.5), the fields of
 * law, the CA service areas and the IT services (§2.4). An expert belongs to every group one of whose terms
 * occurs in their specialisation as whole words, ignoring case (issue 16: spec 001 §7's partial match put
 * "Interventional Cardiology" and "Dentist" under ENT, and "Neurology" under Urology).
 */
export const MATCH_GROUPS = {
  medical: {
    ...MEDICAL_DEPARTMENT_GROUPS,
    Neurology: ['Neurologist'],
    Ophthalmology: ['Eye Specialist', 'Ophthalmologist'],
    Urology: ['Urologist'],
    Physiotherapy: ['Physiotherapist', 'Physical Therapy'],
    Dietician: ['Dietitian', 'Nutrition', 'Nutritionist'],
    Dental: ['Dentist', 'Orthodontics', 'Oral Surgery'],
  },
  legal: {
    'Family Law': ['Divorce', 'Child Custody', 'Maintenance'],
    'Property Law': ['Property', 'Real Estate', 'RERA', 'Land Revenue'],
    'Cyber Law': ['IT Act', 'Online Fraud', 'Data Privacy'],
    'Consumer Law': ['Consumer Protection', 'Consumer Forum'],
    'Corporate Law': ['Startup Compliance', 'Contracts'],
    'Criminal Law': ['Bail', 'Criminal Defence', 'Cheque Bounce'],
  },
  finance: {
    'Tax Planning & GST': ['Tax', 'GST'],
    'Financial Audit': ['Audit'],
    'Investment Planning': ['Investment', 'Mutual Funds', 'Retirement'],
    'Business Registration': ['Company Registration', 'LLP'],
    'Loan Assistance': ['Loan', 'Project Reports'],
    'Portfolio Analysis': ['Portfolio', 'Mutual Funds', 'Wealth'],
  },
  tech: {
    'Tech Support': ['Troubleshooting', 'IT Support'],
    'Web Development': ['Web', 'WordPress', 'Full-Stack'],
    'Cyber Security': ['Network Security', 'VAPT', 'Incident Response'],
    'Digital Marketing': ['SEO', 'Social Media'],
    'Bug Fixing': ['Debugging', 'Bug'],
    'Software Development': ['Mobile App', 'Cloud', 'DevOps', 'Software'],
  },
} as const satisfies Record<Category, Record<string, readonly string[]>>;

export type MatchGroup<C extends Category = Category> = keyof (typeof MATCH_GROUPS)[C] & string;

/** Every group name of a category, in catalogue order. */
export function matchGroupsOf(category: Category): string[] {
  return Object.keys(MATCH_GROUPS[category]);
}

export function isMatchGroup(category: Category, group: string): boolean {
  return Object.hasOwn(MATCH_GROUPS[category], group);
}

/** The group itself followed by its synonyms: every term a specialisation is matched against. */
export function matchTerms(category: Category, group: string): string[] {
  const synonyms = (MATCH_GROUPS[category] as Record<string, readonly string[]>)[group];
  if (!synonyms) throw new Error(`Unknown ${category} group: ${group}`);
  return [group, ...synonyms];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A term as a whole-word pattern: not preceded or followed by a letter or digit, spaces matching any run of spaces.
 * Written once for both sides: JavaScript reads it with the `iu` flags, PostgreSQL with `~*` (its `[[:alnum:]]`).
 */
export function wholeWordPattern(term: string, dialect: 'js' | 'postgres' = 'js'): string {
  const body = escapeRegExp(term.trim()).replace(/\s+/g, '\\s+');
  return dialect === 'js' ? `(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])` : `(^|[^[:alnum:]])${body}([^[:alnum:]]|$)`;
}

const patterns = new Map<string, RegExp>();

/** Spec 001 §7 with issue 16: a specialisation matches a group when any of its terms occurs in it as whole words, ignoring case. */
export function specializationMatches(specialization: string, terms: readonly string[]): boolean {
  return terms.some((term) => {
    let pattern = patterns.get(term);
    if (!pattern) {
      pattern = new RegExp(wholeWordPattern(term), 'iu');
      patterns.set(term, pattern);
    }
    return pattern.test(specialization);
  });
}

/**
 * The groups an expert of this category is found under. The server stores this list with each expert (the same
 * rule, written as SQL), so matching is an index lookup rather than a scan of every specialisation.
 */
export function resolveMatchGroups(category: Category, specialization: string): string[] {
  return matchGroupsOf(category).filter((group) => specializationMatches(specialization, matchTerms(category, group)));
}

export interface RankableExpert {
  isOnline: boolean;
  rating: number;
}

/** Spec 001 §7 order: online first, then the higher rating. */
export function compareForMatching(a: RankableExpert, b: RankableExpert): number {
  if (a.isOnline !== b.isOnline) return a.isOnline ? -1 : 1;
  return b.rating - a.rating;
}

/** Spec 001 §9: at most 10 doctors are shown. */
export const MATCH_LIMIT = 10;

/** Spec 001 §7: what the modal says when no specialisation matched and every doctor is shown instead. */
export function noMatchMessage(department: string, category: Category = 'medical'): string {
  const who = category === 'medical' ? 'doctors' : 'experts';
  return `No ${who} found for ${department}. Showing all available ${who}.`;
}

/**
 * The whole rule on a list in memory (the reference the SQL is tested against): matching experts in spec order,
 * or, when none match, every expert of the category in the same order, flagged as the fallback.
 */
export function rankMatches<T extends RankableExpert & { specialization: string }>(
  experts: readonly T[],
  category: Category,
  group: string,
  limit = MATCH_LIMIT,
): { experts: T[]; fallback: boolean } {
  const terms = matchTerms(category, group);
  const matching = experts.filter((expert) => specializationMatches(expert.specialization, terms));
  const fallback = matching.length === 0;
  const chosen = (fallback ? [...experts] : matching).sort(compareForMatching).slice(0, limit);
  return { experts: chosen, fallback };
}
