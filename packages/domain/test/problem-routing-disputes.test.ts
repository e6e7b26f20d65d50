import { describe, expect, it } from 'vitest';
import { isMatchGroup } from '../src/matching';
import { PROBLEM_PATTERNS, routeProblem, type ProblemRouting } from '../src/problem-routing';
import { DISPUTE_PATTERNS } from '../src/problem-routing/patterns-disputes';

const professions = (routing: ProblemRouting) => routing.suggestions.map((suggestion) => suggestion.category);
const route = (text: string) => professions(routeProblem(text));

describe('claims, debts, estates, wages and service disputes (decision 095, round 3 second part)', () => {
  it('routes each class to the profession most needed first, in the three scripts', () => {
    const cases: [string, string[]][] = [
      ['the insurer cut my claim saying the room rent was over the limit', ['finance', 'legal']],
      ['policy lapse ho gayi, premium auto debit se nahi kata', ['finance']],
      ['फसल बीमा का क्लेम रिजेक्ट हो गया', ['finance', 'legal']],
      ['recovery wale relatives ko phone karke beizzati karte hain', ['legal', 'finance']],
      ['how do i get out of this credit card debt trap', ['finance']],
      ['nani ne wasiyat mein sab mama ke naam kar diya', ['legal', 'finance']],
      ['the bank wants a succession certificate since the account had no nominee', ['legal', 'finance']],
      ['दिहाड़ी मजदूरी नहीं मिली, ठेकेदार भाग गया', ['legal']],
      ['joining se pehle medical hua aur offer cancel kar diya', ['legal']],
      ['water bill is wrong, thousands more than usual', ['legal']],
      ['sent money to a wrong upi id by mistake', ['legal', 'finance']],
      ['meri patni ne mere phone mein chhupa app daala hai jo location bhejta hai', ['tech', 'legal']],
      ['hospital denies leaving the gauze in after my operation', ['legal', 'medical']],
    ];
    for (const [text, wanted] of cases) expect(route(text).slice(0, wanted.length), text).toEqual(wanted);
  });

  it('does not put a doctor in a money or legal story for a father, an accident or an operation', () => {
    for (const text of [
      'my fathers surgery claim was paid only partly by the mediclaim company',
      'after the car accident the insurance company is not paying the claim',
      'papa ke operation ka cashless reject ho gaya',
      'my father is alive but my brother wants the partition of our house now',
      'offer letter withdrawn after the medical test, is that legal',
    ]) {
      expect(route(text)[0], text).not.toBe('medical');
      expect(route(text), text).not.toContain('medical');
    }
  });

  it('still names a doctor when the person has an injury or asks about health', () => {
    expect(route('injured in an accident, need treatment first, then the insurance claim')[0]).toBe('medical');
    expect(route('claim rejected and my knee still hurts, what exercises help')).toContain('medical');
    expect(route('medical test ke baad pata chala sugar hai, kya khau')[0]).toBe('medical');
  });

  it('keeps the look-alikes in their own field', () => {
    const cases: [string, string[]][] = [
      ['which term plan should i buy', ['finance']],
      ['how to add a nominee to my fd', ['finance']],
      ['i want to make a will', ['legal']],
      ['my father had heart surgery, how long does recovery take', ['medical']],
      ['which app can track my kids location', ['tech']],
      ['my phone is in warranty, the screen flickers', ['tech', 'legal']],
      ['बच्चा खाना नहीं खाता', ['medical']],
      ['a wrong number keeps calling me at night', []],
      ['how to partition my hard disk', []],
      ['hello', []],
    ];
    for (const [text, wanted] of cases) expect(route(text), text).toEqual(wanted);
  });

  it('keeps emergencies first: the red flag stands and no helpline is added by these patterns', () => {
    const routing = routeProblem('recovery agent ki dhamki se tang aa gaya hoon, jeene ka mann nahi');
    expect(routing.emergency.emergency).toBe(true);
    expect(professions(routing)).toContain('medical');
    expect(routeProblem('sent 5000 by upi to the wrong person').helplines).toEqual([]);
  });

  it('has routes that are match groups, ids in the catalogue once, and stand-ins that exist', () => {
    const ids = new Set(PROBLEM_PATTERNS.map((pattern) => pattern.id));
    for (const pattern of DISPUTE_PATTERNS) {
      for (const target of pattern.routes) expect(isMatchGroup(target.category, target.department), pattern.id).toBe(true);
      expect(PROBLEM_PATTERNS.filter((item) => item.id === pattern.id)).toHaveLength(1);
      for (const id of pattern.supersedes ?? []) expect(ids.has(id), `${pattern.id} → ${id}`).toBe(true);
    }
  });
});
