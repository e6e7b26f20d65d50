import { describe, expect, it } from 'vitest';
import { AMBULANCE_NUMBER, EMERGENCY_NUMBER, MENTAL_HEALTH_HELPLINE } from '../src/legal';
import { RED_FLAG_CATEGORIES, type RedFlagCategory, type RedFlags } from '../src/red-flags/detector';
import { FIRST_AID, emergencyAdvice, emergencyAnswerMarkdown, emergencyHeadlineMarkdown, hasDevanagari } from '../src/red-flags/emergency-advice';
import { FIRST_AID_HINDI } from '../src/red-flags/first-aid-hindi';

const flags = (...categories: RedFlagCategory[]): RedFlags => ({ emergency: categories.length > 0, selfHarm: categories.includes('self_harm'), categories });

// Telemedicine Practice Guidelines 2020 §5.4: first aid, never a medicine's strength or a number of tablets.
const DOSE = /\d+(\.\d+)?\s?(mg|mcg|ml|iu)\b|\b(\d+|one|two|half) (tablets?|capsules?|pills?)\b/i;

describe('emergency advice', () => {
  it.each(RED_FLAG_CATEGORIES.map((c) => [c]))('%s has short first aid with no dose, and the emergency number first', (category) => {
    const advice = emergencyAdvice(flags(category));
    expect(FIRST_AID[category].length).toBeGreaterThanOrEqual(2);
    expect(FIRST_AID[category].length).toBeLessThanOrEqual(3);
    expect(advice.steps).toEqual(FIRST_AID[category]);
    for (const step of advice.steps) expect(step).not.toMatch(DOSE);
    const number = category === 'self_harm' ? MENTAL_HEALTH_HELPLINE : EMERGENCY_NUMBER;
    expect(advice.headline.indexOf(number)).toBeGreaterThan(0);
    expect(advice.headline.indexOf(number)).toBeLessThan(90);
  });

  it('names 112 and 108 for an ambulance, and 112 with Tele-MANAS for self-harm', () => {
    expect(emergencyAdvice(flags('stroke')).headline).toContain(`Call ${EMERGENCY_NUMBER} now (${AMBULANCE_NUMBER} for an ambulance)`);
    const selfHarm = emergencyAdvice(flags('self_harm')).headline;
    expect(selfHarm).toMatch(/^You are not alone/);
    expect(selfHarm).toContain(MENTAL_HEALTH_HELPLINE);
    expect(selfHarm).toContain(EMERGENCY_NUMBER);
  });

  it('gives first aid for the first two emergencies only, self-harm first', () => {
    const advice = emergencyAdvice(flags('poisoning', 'self_harm', 'burns'));
    expect(advice.steps).toEqual([...FIRST_AID.self_harm, ...FIRST_AID.poisoning]);
    expect(emergencyAdvice(flags('bleeding_injury', 'burns', 'bites')).steps).toEqual([...FIRST_AID.bleeding_injury, ...FIRST_AID.burns]);
  });

  it('writes the answer as markdown with the headline first, in Hindi too for Devanagari', () => {
    const english = emergencyAnswerMarkdown(flags('heart_attack'), 'chest pain');
    expect(english.startsWith('**This may be an emergency. Call 112 now')).toBe(true);
    expect(english).toContain('**While help is on the way:**\n- Stop what you are doing');
    const hindi = emergencyAnswerMarkdown(flags('heart_attack'), 'छाती में दर्द');
    expect(hindi.split('\n\n')[1]).toMatch(/^\*\*यह आपातकाल हो सकता है। अभी 112/);
    expect(hasDevanagari('chhati mein dard')).toBe(false);
  });

  it('writes the answer in Hindi alone for a reader who chose Hindi, the numbers first (issue 20 part 2)', () => {
    expect(emergencyAnswerMarkdown(flags('heart_attack'), 'chest pain', 'en')).toBe(emergencyAnswerMarkdown(flags('heart_attack'), 'chest pain'));
    const hindi = emergencyAnswerMarkdown(flags('heart_attack'), 'chest pain', 'hi');
    expect(hindi).toBe(
      [
        `**${emergencyAdvice(flags('heart_attack')).headlineHindi}**`,
        ['**जब तक मदद आए:**', ...FIRST_AID_HINDI.heart_attack.map((step) => `- ${step}`)].join('\n'),
      ].join('\n\n'),
    );
    expect(hindi).toMatch(/^\*\*यह आपातकाल हो सकता है। अभी 112 पर कॉल करें \(एम्बुलेंस के लिए 108\)/);
    expect(emergencyHeadlineMarkdown(flags('self_harm'), 'छाती', 'hi')).toMatch(
      /^\*\*आप अकेले नहीं हैं, और मदद अभी मौजूद है। किसी काउंसलर से बात करने के लिए टेली-मानस 14416 पर कॉल करें/,
    );
  });
});
