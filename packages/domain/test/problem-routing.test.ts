import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../src/categories';
import { isMatchGroup } from '../src/matching';
import { RED_FLAG_EVAL } from './fixtures/red-flag-eval';
import {
  HELPLINES,
  MAX_SUGGESTIONS,
  PROBLEM_PATTERNS,
  ProblemRoutingRequestSchema,
  reorderByProposal,
  routeProblem,
  type ProblemRouting,
} from '../src/problem-routing';

const professions = (routing: ProblemRouting) => routing.suggestions.map((suggestion) => suggestion.category);
const helplineNumbers = (text: string) => routeProblem(text).helplines.map((helpline) => helpline.number);

describe('the routing catalogue', () => {
  it('sends every pattern to a department of its profession, with a one-sentence why', () => {
    const ids = new Set<string>();
    for (const pattern of PROBLEM_PATTERNS) {
      expect(ids.has(pattern.id), pattern.id).toBe(false);
      ids.add(pattern.id);
      expect(pattern.phrases.length, pattern.id).toBeGreaterThan(0);
      for (const route of pattern.routes) {
        expect(isMatchGroup(route.category, route.department), `${pattern.id}: ${route.department}`).toBe(true);
        expect(route.why, pattern.id).toMatch(/^[A-Z].{15,160}[.]$/);
      }
    }
  });

  it('covers every profession and every one of their departments can be reached', () => {
    for (const category of CATEGORIES) expect(PROBLEM_PATTERNS.some((pattern) => pattern.routes.some((route) => route.category === category))).toBe(true);
  });

  it('gives a lawyer and a doctor for an insurer refusing a surgery claim, in three languages', () => {
    for (const text of [
      'The insurance company rejected the claim for my father’s bypass surgery',
      'insurance company ne operation ka claim reject kar diya',
      'बीमा कंपनी ने ऑपरेशन का क्लेम खारिज कर दिया',
    ]) {
      const routing = routeProblem(text);
      expect(professions(routing), text).toEqual(['legal', 'medical']);
      expect(routing.suggestions.find((s) => s.category === 'legal')?.department).toBe('Consumer Law');
    }
  });

  it('gives a CA and a lawyer for a GST notice, and an IT expert and a lawyer (and 1930) for money lost to a phishing call', () => {
    for (const text of ['I got a GST notice', 'GST ka notice aaya hai', 'जीएसटी का नोटिस आया है']) {
      expect(professions(routeProblem(text)), text).toEqual(['finance', 'legal']);
    }
    for (const text of [
      'Got a call from the bank, I shared the OTP and 40,000 was debited from my account',
      'bank se call aaya, OTP bata diya aur account se paise kat gaye',
      'बैंक के नाम से फोन आया, ओटीपी बताया और खाते से पैसे कट गए',
    ]) {
      const routing = routeProblem(text);
      expect(professions(routing).slice(0, 2), text).toEqual(['tech', 'legal']);
      expect(routing.helplines[0]?.number, text).toBe('1930');
    }
  });

  it('lists the words that led to each suggestion, as the person wrote them', () => {
    const routing = routeProblem('My landlord will not return the security deposit');
    expect(routing.suggestions[0]).toMatchObject({ category: 'legal', department: 'Property Law' });
    expect(routing.suggestions[0]?.triggers).toEqual(expect.arrayContaining(['landlord', 'security deposit']));
    // The catalogue's words first, then the everyday words that ranked it (decision 095).
    expect(routeProblem('दांत में दर्द है').suggestions[0]).toMatchObject({ category: 'medical', department: 'Dental', triggers: ['दांत', 'दर्द'] });
  });

  it('gives at most one suggestion per profession and at most four', () => {
    const routing = routeProblem(
      'Insurer rejected my surgery claim and my knee still hurts, GST notice came, my laptop was hacked and money was debited from my bank account',
    );
    expect(routing.suggestions.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
    expect(new Set(professions(routing)).size).toBe(routing.suggestions.length);
    expect(professions(routing).sort()).toEqual(['finance', 'legal', 'medical', 'tech']);
  });

  it('asks for more detail when nothing matches', () => {
    for (const text of ['hello', 'I need some help please', 'kuch samajh nahi aa raha', 'मदद चाहिए']) {
      expect(routeProblem(text), text).toMatchObject({ suggestions: [], needsDetail: true, helplines: [] });
    }
  });

  it('is deterministic and never throws on odd input', () => {
    const text = 'GST notice aaya\u200b hai, aur laptop slow hai';
    expect(routeProblem(text)).toEqual(routeProblem(text));
    for (const odd of ['', ' ', '\u0000\u0001', '🙂'.repeat(500), 'a'.repeat(60_000), '\ud800 broken']) expect(() => routeProblem(odd)).not.toThrow();
  });
});

describe('emergencies first', () => {
  it('runs the red-flag detector and gives its doctor for afterwards', () => {
    const routing = routeProblem('chhati mein bahut dard ho raha hai aur pasina aa raha hai');
    expect(routing.emergency).toMatchObject({ emergency: true, categories: ['heart_attack'] });
    expect(routing.suggestions[0]).toMatchObject({ category: 'medical', department: 'Cardiology' });
    const breathless = routeProblem('saans nahi aa rahi');
    expect(breathless.emergency.emergency).toBe(true);
    expect(breathless.suggestions[0]?.category).toBe('medical');
    expect(breathless.suggestions[0]?.triggers.length).toBeGreaterThan(0);
    expect(routeProblem('I want to end my life').emergency.selfHarm).toBe(true);
  });

  it('calls for 1930 when money is being taken by online fraud, in English, Hinglish and Hindi', () => {
    for (const text of [
      'I just shared my OTP with a caller and money is being debited',
      'UPI fraud, 15000 gone from my account just now',
      'someone cloned my SIM and emptied my bank account',
      'maine OTP bata diya, account se paise kat rahe hain',
      'UPI fraud ho gaya abhi',
      'खाते से पैसे कट गए, फ्रॉड हुआ है',
      'ओटीपी बताया और पैसे निकल गए',
    ]) {
      expect(helplineNumbers(text), text).toContain('1930');
    }
  });

  it('calls for 181 for a woman facing violence, harassment or being followed, in English, Hinglish and Hindi', () => {
    for (const text of [
      'my husband beats me every night',
      'a man has been following me home from work',
      'my ex is threatening to post my private photos',
      'pati roz maarpeet karta hai',
      'sasural wale dahej ke liye pareshan karte hain',
      'koi roz mera peecha karta hai',
      'पति मारपीट करता है',
      'कोई मेरा पीछा करता है',
      'वो जान से मारने की धमकी दे रहा है',
    ]) {
      expect(helplineNumbers(text), text).toContain('181');
    }
    expect(HELPLINES.women_distress.advice).toMatch(/112/);
  });

  it('calls no helpline on any of the 500 health messages of the red-flag evaluation, and sends most of them to a doctor', () => {
    const routed = RED_FLAG_EVAL.map((item) => routeProblem(item.text));
    expect(routed.filter((routing) => routing.helplines.length > 0)).toEqual([]);
    expect(routed.filter((routing) => routing.suggestions[0]?.category === 'medical').length / routed.length).toBeGreaterThan(0.75);
  });

  it('does not call a helpline for an ordinary problem', () => {
    for (const text of [
      'how do I file my income tax return',
      'TDS zyada kat gaya, refund kaise milega',
      'my laptop is slow',
      'I want a divorce by mutual consent',
      'मुझे तीन दिन से बुखार है',
      'the company fired me without notice',
      'I lost money in the stock market this year',
    ]) {
      expect(helplineNumbers(text), text).toEqual([]);
    }
  });
});

describe('the AI provider’s proposal', () => {
  const suggestions = routeProblem('the doctor gave a wrong injection, I want to file a complaint').suggestions;

  it('may only reorder the catalogue’s professions', () => {
    expect(suggestions.map((s) => s.category)).toEqual(['legal', 'medical']);
    expect(reorderByProposal(suggestions, { order: ['medical', 'legal'] })?.map((s) => s.category)).toEqual(['medical', 'legal']);
    expect(reorderByProposal(suggestions, { order: ['Medical'] })?.map((s) => s.category)).toEqual(['medical', 'legal']);
  });

  it('ignores professions and departments outside the catalogue, repeats and malformed answers', () => {
    expect(reorderByProposal(suggestions, { order: ['astrologer', 'tech', 'medical', 'medical'] })?.map((s) => s.category)).toEqual(['medical', 'legal']);
    expect(reorderByProposal(suggestions, { order: ['astrologer'] })).toBeNull();
    expect(reorderByProposal(suggestions, { order: 'medical' })).toBeNull();
    expect(reorderByProposal(suggestions, null)).toBeNull();
    expect(reorderByProposal(suggestions, { order: [{ category: 'medical', department: 'Astrology' }] })).toBeNull();
  });
});

describe('ProblemRoutingRequestSchema', () => {
  it('takes 3 to 2000 characters without control characters', () => {
    expect(ProblemRoutingRequestSchema.safeParse({ description: '  GST notice  ' })).toMatchObject({ success: true, data: { description: 'GST notice' } });
    expect(ProblemRoutingRequestSchema.safeParse({ description: 'hi' }).success).toBe(false);
    expect(ProblemRoutingRequestSchema.safeParse({ description: 'x'.repeat(2001) }).success).toBe(false);
    expect(ProblemRoutingRequestSchema.safeParse({ description: 'bad\u0000text' }).success).toBe(false);
    expect(ProblemRoutingRequestSchema.safeParse({}).success).toBe(false);
  });
});
