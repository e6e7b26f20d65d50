import { describe, expect, it } from 'vitest';
import { isMatchGroup } from '../src/matching';
import { PROBLEM_PATTERNS, routeProblem, type ProblemRouting } from '../src/problem-routing';
import { LAWYER_FIRST_PATTERNS } from '../src/problem-routing/patterns-lawyer-first';

const professions = (routing: ProblemRouting) => routing.suggestions.map((suggestion) => suggestion.category);

describe('problems where the main need is not the field the words name (decision 095, round 3)', () => {
  it('puts the leading profession first even when the other field has more words', () => {
    // "loan", "cibil" and "bank" add up for a CA; the identity fraud still needs a lawyer first.
    const cases: [string, string[]][] = [
      ['somebody else opened a loan with my documents and my cibil score fell', ['legal', 'finance']],
      ['cheque dishonoured, section 138 notice bhejna hai', ['legal', 'finance']],
      ['hospital ke khilaf case karna hai, operation ke baad andar patti reh gayi', ['legal', 'medical']],
      ['दादी की पुश्तैनी जमीन में हिस्सा चाहिए', ['legal']],
      ['gratuity nahi mili, 6 saal kaam kiya', ['legal']],
      ['the seller is not replacing the faulty heater, koi sunwai nahi', ['legal']],
      ['a stranger is harassing my sister on whatsapp with obscene messages', ['legal', 'tech']],
      ['which insurance policy should i buy for my father, he has sugar', ['finance']],
      ['signing a freelance contract, how will i be taxed', ['legal', 'finance']],
      ['my buyer issued a cheque that was not honoured by his bank', ['legal', 'finance']],
      ['पिता जी नहीं रहे, मकान अपने नाम कराना है', ['legal', 'finance']],
      ['showroom wala kharab bike badal nahi raha', ['legal']],
      ['फेसबुक पर कोई मुझे परेशान कर रहा है', ['legal', 'tech']],
    ];
    for (const [text, wanted] of cases) expect(professions(routeProblem(text)).slice(0, wanted.length), text).toEqual(wanted);
  });

  it('does not lead on the look-alikes: an ordinary money, health or phone question keeps its field first', () => {
    const cases: [string, string][] = [
      ['mera cibil kharab hai, loan nahi mil raha', 'finance'],
      ['I want to apply for a home loan, what documents are needed', 'finance'],
      ['how much pf is deducted from my salary', 'finance'],
      ['i want to withdraw my pf after leaving job', 'finance'],
      ['how do I edit my photos for instagram', 'tech'],
      ['left knee pain inside the joint', 'medical'],
      ['I put a cotton swab inside my ear and it hurts', 'medical'],
      ['my father passed away last year and I cannot sleep', 'medical'],
      ['youtube premium not working on my phone', 'tech'],
      ['laptop screen broken, need to replace it', 'tech'],
      ['dard ab nahi rahi, ghar pe aaram kar raha hoon', 'medical'],
    ];
    for (const [text, profession] of cases) {
      expect(professions(routeProblem(text))[0], text).toBe(profession);
      expect(professions(routeProblem(text)), text).not.toContain(profession === 'finance' || profession === 'tech' ? 'legal' : 'finance');
    }
  });

  it('does not send someone buying health insurance to a lawyer; a claim refused for a surgery goes to a lawyer and a doctor', () => {
    expect(professions(routeProblem('want to buy a health insurance policy for my mother who has bp'))).not.toContain('legal');
    // Issue 21's example: a lawyer takes the refusal on, a doctor writes the medical opinion.
    expect(professions(routeProblem('my health insurance claim for the surgery was rejected'))).toEqual(['legal', 'medical']);
    // Paid in part (room rent, co-pay): a question of the policy's money first.
    expect(professions(routeProblem('the insurer paid only half of the surgery claim citing room rent limit')).slice(0, 2)).toEqual(['finance', 'legal']);
  });

  it('keeps emergencies first: a leading pattern never hides the red flag or calls a helpline', () => {
    const routing = routeProblem('wrong injection diya hospital ne, ab saans nahi aa rahi');
    expect(routing.emergency.emergency).toBe(true);
    expect(routing.helplines).toEqual([]);
    expect(professions(routing)).toContain('medical');
  });

  it('has patterns whose routes are match groups of their professions, each in the catalogue once', () => {
    for (const pattern of LAWYER_FIRST_PATTERNS) {
      for (const route of pattern.routes) expect(isMatchGroup(route.category, route.department), pattern.id).toBe(true);
      expect(PROBLEM_PATTERNS.filter((item) => item.id === pattern.id)).toHaveLength(1);
    }
  });
});
