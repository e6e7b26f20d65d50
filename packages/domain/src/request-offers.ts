import type { Category } from './categories';
import { isMatchGroup, resolveMatchGroups } from './matching';

/**
 * Issue 16: which experts an unassigned request is offered to (docs/decisions/063). The rule is here once; the
 * server gathers the facts it needs (who of a field is approved, who is online) and applies it.
 */

/**
 * Categories whose requests also go to any online expert of the category while nobody of the request's field is
 * online. Spec 001 §4.2 gives a legal request to "an online lawyer if one exists": a client should not wait for
 * a family lawyer to come online when another lawyer is at their desk.
 */
export const ONLINE_FALLBACK_CATEGORIES: readonly Category[] = ['legal'];

/**
 * The match groups a request is about: those its department (a medical department, a service, a field of law)
 * falls under by the rule that files experts (whole words, ignoring case). None: the whole category.
 */
export function requestFields(category: Category, department: string | null): string[] {
  return department ? resolveMatchGroups(category, department) : [];
}

/**
 * The department stored with a legal request: the form's case type as its field of law ('Family' → 'Family Law')
 * when we have lawyers filed under that field, else the case type as given ('Employment', 'Other'), which no
 * field matches, so every lawyer is offered it.
 */
export function legalDepartment(caseType: string | undefined): string | null {
  if (!caseType) return null;
  const field = `${caseType} Law`;
  return isMatchGroup('legal', field) ? field : caseType;
}

/** What is known about one field right now: whether it has an approved expert, and one online (live on Sahay). */
export interface FieldFacts {
  approved: boolean;
  online: boolean;
}

export interface OfferedRequest {
  category: Category;
  department: string | null;
}

export interface OfferCandidate {
  category: Category;
  specialization: string;
  approved: boolean;
  /** Connected to Sahay now (realtime presence), not the Online switch. */
  online: boolean;
}

/**
 * Whether an unassigned request is offered to this expert: only to approved experts of its category, and of its
 * field when it has one. A field with no approved expert at all goes to the whole category (as matching falls
 * back to every doctor, spec 001 §7), so no request waits for nobody. In ONLINE_FALLBACK_CATEGORIES, while no
 * expert of the field is online, every online expert of the category may take it too.
 */
export function isOfferedTo(request: OfferedRequest, expert: OfferCandidate, facts: (field: string) => FieldFacts): boolean {
  if (!expert.approved || expert.category !== request.category) return false;
  const fields = requestFields(request.category, request.department);
  if (fields.length === 0) return true;
  const mine = new Set(resolveMatchGroups(expert.category, expert.specialization));
  if (fields.some((field) => mine.has(field))) return true;
  const known = fields.map(facts);
  if (!known.some((f) => f.approved)) return true;
  return ONLINE_FALLBACK_CATEGORIES.includes(request.category) && expert.online && !known.some((f) => f.online);
}

/** Issue 16: before accepting, an expert reads this much of the problem as its summary. */
export const OFFER_SUMMARY_MAX_CHARS = 160;

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
// Seven or more digits, possibly split by spaces, dashes, dots or brackets, with an optional +: a phone, Aadhaar or account number.
const LONG_NUMBER = /\+?\d(?:[\s().-]*\d){6,}/g;

/**
 * The summary an expert sees before accepting: the problem as the person wrote it, with e-mail addresses and long
 * numbers (phones, Aadhaar, accounts) hidden, cut at a word to OFFER_SUMMARY_MAX_CHARS. The whole text, the
 * name, phone and AI transcript come once the expert has accepted.
 */
export function offerSummary(problem: string | null): string | null {
  if (!problem?.trim()) return null;
  const hidden = problem.replace(EMAIL, '[email hidden]').replace(LONG_NUMBER, '[number hidden]').replace(/\s+/g, ' ').trim();
  if (hidden.length <= OFFER_SUMMARY_MAX_CHARS) return hidden;
  const cut = hidden.slice(0, OFFER_SUMMARY_MAX_CHARS - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > OFFER_SUMMARY_MAX_CHARS / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * Issue 16: when a patient starts a chat with an expert, the expert's desk is alerted at once; SMS and WhatsApp
 * go out at most once per conversation in this interval.
 */
export const EXPERT_ALERT_INTERVAL_MS = 15 * 60_000;
