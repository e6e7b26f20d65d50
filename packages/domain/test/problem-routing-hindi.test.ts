import { describe, expect, it } from 'vitest';
import { EVERYDAY_DEPARTMENTS } from '../src/problem-routing/everyday';
import { ROUTING_REASONS_HINDI, routingReason } from '../src/problem-routing/reasons-hindi';
import { EMERGENCY_WHY, PROBLEM_PATTERNS, routeProblem } from '../src/problem-routing/router';

// Issue 20 part 2: every reason the router can give has Hindi that keeps its numbers and names.
const reasons = new Set([
  ...PROBLEM_PATTERNS.flatMap((pattern) => pattern.routes.map((route) => route.why)),
  ...EVERYDAY_DEPARTMENTS.map((d) => d.why),
  EMERGENCY_WHY,
]);
const kept = (text: string) => [...text.matchAll(/\b(\d+[A-Z]?|[A-Z]{2,})s?\b/g)].map((match) => match[1]).sort();

describe('routing reasons in Hindi', () => {
  it('has Hindi for every reason the catalogue gives, and none for a reason it no longer gives', () => {
    expect([...reasons].filter((why) => !ROUTING_REASONS_HINDI[why])).toEqual([]);
    expect(Object.keys(ROUTING_REASONS_HINDI).filter((why) => !reasons.has(why))).toEqual([]);
  });

  it('writes each in Devanagari, one sentence, with the same numbers and names (section 138, 30 days, 80D, RBI)', () => {
    for (const [english, hindi] of Object.entries(ROUTING_REASONS_HINDI)) {
      expect({ english, devanagari: /[\u0900-\u097F]/.test(hindi), ends: hindi.endsWith('।') }).toEqual({ english, devanagari: true, ends: true });
      expect({ english, kept: kept(hindi) }).toEqual({ english, kept: kept(english) });
    }
  });

  it('says a routed reason in Hindi for a Hindi reader and leaves it as it is for an English one', () => {
    const [first] = routeProblem('my cheque bounced and the party is not paying').suggestions;
    expect(first?.why).toMatch(/section 138/);
    expect(routingReason(first!.why, 'en')).toBe(first!.why);
    expect(routingReason(first!.why, 'hi')).toMatch(/^चेक बाउंस होना धारा 138 का मामला है/);
  });
});
