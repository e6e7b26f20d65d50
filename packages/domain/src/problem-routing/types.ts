import type { Category } from '../categories';

/** Where a problem pattern sends the person: a profession, one of its match groups (matching.ts), and why. */
export interface RouteTarget {
  category: Category;
  /** One of matchGroupsOf(category): the department, field of law, CA service area or IT service. */
  department: string;
  /** One sentence shown to the person: why this expert, for this problem. */
  why: string;
}

/**
 * A reviewed problem pattern: phrases in the red-flag lexicon's notation (red-flags/lexicon-rules.ts: words in
 * order, `a|b` either word, `@group` any word of a group, `#sign & #sign` signs in the same or the next sentence),
 * and the professions it needs, the first being the one most needed.
 */
export interface ProblemPattern {
  id: string;
  phrases: readonly string[];
  routes: readonly [RouteTarget, ...RouteTarget[]];
  /** How much a match says: 1 a general word ("loan"), 2 a problem ("claim rejected"), 3 an explicit ask ("need a lawyer"). */
  strength?: 1 | 2 | 3;
  /**
   * The first route is the person's main need whatever else the description names (decision 095, round 3): a
   * bounced cheque needs a lawyer before a CA even when "loan" and "bank" add up for the CA. Its profession is ranked
   * before the professions no leading pattern put first.
   */
  lead?: true;
  /**
   * Patterns this one stands in for when it matches (decision 095, round 3): an insurance claim names a hospital or an
   * accident, but the person asks about the money, so the patterns that read those words as a need for a doctor step aside.
   */
  supersedes?: readonly string[];
  /** Professions the everyday words may not add when this pattern matches (a "father" or "surgery" in a claim story). */
  quiet?: readonly Category[];
}
