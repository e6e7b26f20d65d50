/**
 * Issue 21: "Describe your problem". One description, in English, Hinglish or Hindi, routed across the four
 * professions by a reviewed catalogue of problem patterns (patterns-*.ts), with the red-flag detector's normaliser
 * and phrase matcher (red-flags/). Deterministic and explainable: every suggestion lists the words that led to it.
 * Emergencies come first: the red flags (112, 108, Tele-MANAS) and the non-medical helplines (1930, 181).
 */
import { CATEGORIES, type Category } from '../categories';
import { isMatchGroup } from '../matching';
import { compileLexicon, type Lexicon } from '../red-flags/compile';
import { detectRedFlags, redFlagWords, type RedFlagCategory, type RedFlags } from '../red-flags/detector';
import { findTargets } from '../red-flags/match';
import { everydayScores } from './everyday';
import { DISPUTE_PATTERNS, DISPUTE_SIGNS } from './patterns-disputes';
import { HELPLINE_IDS, HELPLINE_RULES, HELPLINES, type Helpline, type HelplineId } from './helplines';
import { CROSS_PATTERNS, ROUTING_SIGNS } from './patterns-cross';
import { LAWYER_FIRST_PATTERNS, LAWYER_FIRST_SIGNS } from './patterns-lawyer-first';
import { LEGAL_PATTERNS } from './patterns-legal';
import { doctorFor, MEDICAL_PATTERNS } from './patterns-medical';
import { FINANCE_PATTERNS } from './patterns-money';
import { TECH_PATTERNS } from './patterns-tech';
import type { ProblemPattern, RouteTarget } from './types';
import { ROUTING_GROUPS } from './vocabulary';

/** The catalogue, most specific first: on equal scores the earlier pattern's profession comes first. */
export const PROBLEM_PATTERNS: readonly ProblemPattern[] = [
  ...CROSS_PATTERNS,
  ...LAWYER_FIRST_PATTERNS,
  ...DISPUTE_PATTERNS,
  ...MEDICAL_PATTERNS,
  ...LEGAL_PATTERNS,
  ...FINANCE_PATTERNS,
  ...TECH_PATTERNS,
];

/** At most one suggestion per profession, so at most four. */
export const MAX_SUGGESTIONS = CATEGORIES.length;

/** A pattern's first route counts fully, the next ones a little less: the first is the profession most needed. */
const ROUTE_WEIGHTS = [1, 0.8, 0.6] as const;
const DEFAULT_STRENGTH = 2;
/**
 * The everyday-words layer (everyday.ts, decision 095). With no pattern matched, a profession is suggested from its
 * everyday words when it scores at least FALLBACK_MIN (one word of the field, or two that lean its way), and a
 * further one when it also scores at least FALLBACK_SHARE of the best. With patterns matched, the everyday scores
 * add RANK_WEIGHT of themselves to the professions the patterns found (they order them), and a profession the
 * patterns missed joins only on ADD_MIN (a word that names a problem of its field and another that leans its way, or three of its words).
 */
export const EVERYDAY_RULES = { FALLBACK_MIN: 1, FALLBACK_SHARE: 0.5, RANK_WEIGHT: 0.25, ADD_MIN: 2.5 } as const;

export interface ProblemSuggestion {
  category: Category;
  /** One of matchGroupsOf(category). */
  department: string;
  why: string;
  /** The words of the description that led here, as written (lower case), in catalogue order. */
  triggers: string[];
}

export interface ProblemRouting {
  /** The red-flag detector's answer: an emergency is shown before anything else. */
  emergency: RedFlags;
  /** Non-medical urgent helplines that apply, shown right after the emergency. */
  helplines: Helpline[];
  /** Ranked, one per profession; empty when nothing in the description matched. */
  suggestions: ProblemSuggestion[];
  /** Nothing matched: ask the person to add detail and offer the four professions. */
  needsDetail: boolean;
}

/** After an emergency, the doctor to see once safe (as the assistant's emergency answer says). */
const EMERGENCY_DEPARTMENT: Partial<Record<RedFlagCategory, string>> = {
  heart_attack: 'Cardiology',
  self_harm: 'Psychiatry',
  child: 'Pediatrics',
  pregnancy: 'Gynecology',
  stroke: 'Neurology',
  seizure_unconscious: 'Neurology',
  sudden_headache: 'Neurology',
};
export const EMERGENCY_WHY = 'Get emergency help first; once you are safe, this doctor can follow up.';

function checkCatalogue(patterns: readonly ProblemPattern[]): void {
  const ids = new Set<string>();
  for (const pattern of patterns) {
    if (ids.has(pattern.id) || pattern.id.startsWith('helpline:')) throw new Error(`Duplicate problem pattern ${pattern.id}`);
    ids.add(pattern.id);
    for (const id of pattern.supersedes ?? []) if (!patterns.some((other) => other.id === id)) throw new Error(`${pattern.id} supersedes unknown ${id}`);
    for (const route of pattern.routes) {
      if (!isMatchGroup(route.category, route.department)) throw new Error(`${pattern.id}: ${route.department} is not a ${route.category} group`);
    }
  }
}

let lexicon: Lexicon | null = null;
const patternsById = new Map(PROBLEM_PATTERNS.map((pattern) => [pattern.id, pattern]));

function routingLexicon(): Lexicon {
  if (lexicon) return lexicon;
  checkCatalogue(PROBLEM_PATTERNS);
  const rules: Record<string, readonly string[]> = Object.fromEntries(PROBLEM_PATTERNS.map((pattern) => [pattern.id, pattern.phrases]));
  for (const id of HELPLINE_IDS) rules[`helpline:${id}`] = HELPLINE_RULES[id];
  // No typo tolerance: the catalogue's vocabulary is wide, and one edit turns everyday words into its words (eating
  // into beating, talking into stalking, policy into police). A plural or spelling people use is listed instead.
  lexicon = compileLexicon({ groups: ROUTING_GROUPS, signs: { ...ROUTING_SIGNS, ...LAWYER_FIRST_SIGNS, ...DISPUTE_SIGNS }, rules, typos: false });
  return lexicon;
}

interface Tally {
  score: number;
  /** A matched pattern with `lead` names this profession first. */
  lead: boolean;
  firstSeen: number;
  departments: Map<string, { score: number; why: string; best: number }>;
  triggers: string[];
}

function add(tallies: Map<Category, Tally>, route: RouteTarget, points: number, phrases: readonly string[]): void {
  let tally = tallies.get(route.category);
  if (!tally) tallies.set(route.category, (tally = { score: 0, lead: false, firstSeen: tallies.size, departments: new Map(), triggers: [] }));
  tally.score += points;
  const department = tally.departments.get(route.department) ?? { score: 0, why: route.why, best: 0 };
  department.score += points;
  if (points > department.best) Object.assign(department, { why: route.why, best: points });
  tally.departments.set(route.department, department);
  for (const phrase of phrases) if (!tally.triggers.includes(phrase)) tally.triggers.push(phrase);
}

/** The reasons without those inside a longer one ("heart" inside "heart surgery"), in the order found. */
function outermost(phrases: readonly string[]): string[] {
  const inside = (short: string, long: string) => short !== long && ` ${long} `.includes(` ${short} `);
  return phrases.filter((phrase) => !phrases.some((other) => inside(phrase, other)));
}

function ranked(tallies: Map<Category, Tally>): ProblemSuggestion[] {
  return [...tallies.entries()]
    .sort(([, a], [, b]) => Number(b.lead) - Number(a.lead) || b.score - a.score || a.firstSeen - b.firstSeen)
    .slice(0, MAX_SUGGESTIONS)
    .map(([category, tally]) => {
      // The department the strongest single pattern points at ("heart surgery": cardiology), not the one most
      // general words add up to; then the larger total; then the first found.
      let chosen: [string, { score: number; why: string; best: number }] | null = null;
      for (const entry of tally.departments) {
        const [, candidate] = entry;
        if (!chosen || candidate.best > chosen[1].best || (candidate.best === chosen[1].best && candidate.score > chosen[1].score)) chosen = entry;
      }
      const [department, { why }] = chosen!;
      return { category, department, why, triggers: outermost(tally.triggers) };
    });
}

function addEveryday(tallies: Map<Category, Tally>, description: string, quiet: ReadonlySet<Category>): void {
  const scores = everydayScores(description);
  const best = scores[0]?.score ?? 0;
  const fallback = tallies.size === 0;
  for (const { score, triggers, ...route } of scores) {
    const tally = tallies.get(route.category);
    if (tally) {
      tally.score += score * EVERYDAY_RULES.RANK_WEIGHT;
      for (const word of triggers) if (!tally.triggers.includes(word)) tally.triggers.push(word);
    } else if (quiet.has(route.category)) {
      continue;
    } else if (fallback ? score >= EVERYDAY_RULES.FALLBACK_MIN && score >= best * EVERYDAY_RULES.FALLBACK_SHARE : score >= EVERYDAY_RULES.ADD_MIN) {
      add(tallies, route, score, triggers);
    }
  }
}

/** Routes a description. Pure and deterministic; never throws; linear in the length of the text. */
export function routeProblem(description: string): ProblemRouting {
  const emergency = detectRedFlags(description);
  let matches: Map<string, string[]>;
  try {
    matches = findTargets(routingLexicon(), description, true);
  } catch {
    matches = new Map();
  }
  const helplines = HELPLINE_IDS.filter((id) => matches.has(`helpline:${id}`)).map((id: HelplineId) => ({ id, ...HELPLINES[id] }));
  const tallies = new Map<Category, Tally>();
  // A pattern another matched one stands in for is skipped, unless that one is itself stood in for (one level).
  const standInsOf = (ids: Iterable<string>) => new Set([...ids].flatMap((id) => patternsById.get(id)?.supersedes ?? []));
  const matched = PROBLEM_PATTERNS.filter((pattern) => matches.has(pattern.id)).map((pattern) => pattern.id);
  const firstLevel = standInsOf(matched);
  const standIns = standInsOf(matched.filter((id) => !firstLevel.has(id)));
  const quiet = new Set<Category>();
  for (const pattern of PROBLEM_PATTERNS) {
    const words = matches.get(pattern.id);
    if (!words || standIns.has(pattern.id)) continue;
    for (const category of pattern.quiet ?? []) quiet.add(category);
    const strength = pattern.strength ?? DEFAULT_STRENGTH;
    pattern.routes.forEach((route, index) => add(tallies, route, strength * (ROUTE_WEIGHTS[index] ?? 0.6), words));
    if (pattern.lead) tallies.get(pattern.routes[0].category)!.lead = true;
  }
  if (emergency.emergency && !tallies.has('medical')) {
    // An emergency the catalogue has no pattern for ("saans nahi aa rahi") still gets its doctor for afterwards.
    const [first] = emergency.categories;
    const words = first ? (redFlagWords(description).get(first) ?? []) : [];
    add(tallies, doctorFor(EMERGENCY_DEPARTMENT[first!] ?? 'General Physician', EMERGENCY_WHY), DEFAULT_STRENGTH, words);
  }
  addEveryday(tallies, description, quiet);
  const suggestions = ranked(tallies);
  return { emergency, helplines, suggestions, needsDetail: suggestions.length === 0 };
}

/** The catalogue's pattern by id (for tests and the reviewers' tools). */
export function problemPattern(id: string): ProblemPattern | undefined {
  return patternsById.get(id);
}
