import type { AppLanguage } from '../app-languages';
import { AMBULANCE_NUMBER, EMERGENCY_NUMBER, MENTAL_HEALTH_HELPLINE } from '../legal';
import { RED_FLAG_CATEGORIES, type RedFlagCategory, type RedFlags } from './detector';
import { FIRST_AID_HINDI } from './first-aid-hindi';

export const EMERGENCY_NUMBERS = { emergency: EMERGENCY_NUMBER, ambulance: AMBULANCE_NUMBER, teleManas: MENTAL_HEALTH_HELPLINE } as const;

export interface EmergencyAdvice {
  /** What to do now, first: call 112 (108 for an ambulance), or Tele-MANAS 14416 and 112 for self-harm. */
  headline: string;
  /** The headline in Hindi, for a person who wrote in Devanagari. */
  headlineHindi: string;
  /** Short first-aid steps for the emergencies that fired, and only those. */
  steps: string[];
  /** The same steps in Hindi (first-aid-hindi.ts), for the app in Hindi. */
  stepsHindi: string[];
}

const HEADLINE = `This may be an emergency. Call ${EMERGENCY_NUMBERS.emergency} now (${EMERGENCY_NUMBERS.ambulance} for an ambulance) or go to the nearest emergency department. Please don't wait for an online consultation.`;
const HEADLINE_HINDI = `यह आपातकाल हो सकता है। अभी ${EMERGENCY_NUMBERS.emergency} पर कॉल करें (एम्बुलेंस के लिए ${EMERGENCY_NUMBERS.ambulance}) या नज़दीकी अस्पताल के आपातकालीन विभाग में जाएँ। ऑनलाइन सलाह का इंतज़ार न करें।`;
const SELF_HARM_HEADLINE = `You are not alone, and help is there right now. Please call Tele-MANAS on ${EMERGENCY_NUMBERS.teleManas} (free, 24x7, in your language) to talk to a counsellor, or ${EMERGENCY_NUMBERS.emergency} if you are in danger or have already hurt yourself.`;
const SELF_HARM_HEADLINE_HINDI = `आप अकेले नहीं हैं, और मदद अभी मौजूद है। किसी काउंसलर से बात करने के लिए टेली-मानस ${EMERGENCY_NUMBERS.teleManas} पर कॉल करें (मुफ़्त, 24x7, आपकी भाषा में), या अगर आप ख़तरे में हैं या ख़ुद को चोट पहुँचा चुके हैं तो ${EMERGENCY_NUMBERS.emergency} पर।`;

const CPR =
  'If the person collapses and is not breathing normally, start CPR: push hard and fast in the centre of the chest, about twice a second, until help arrives.';

/**
 * First aid while help is on its way, written for a person in a hurry: what to do and what not to do, no
 * medicine names and no doses (Telemedicine Practice Guidelines 2020 §5.4). Two or three steps each, so the
 * emergency number stays the first and biggest thing on the screen.
 */
export const FIRST_AID: Record<RedFlagCategory, readonly string[]> = {
  heart_attack: [
    'Stop what you are doing and sit down or lie in the position that feels easiest. Loosen tight clothing.',
    'Do not drive yourself to hospital. Unlock the door and keep someone with you.',
    CPR,
  ],
  stroke: [
    'Note the time the symptoms started: the hospital needs it to choose treatment.',
    'Give nothing to eat or drink, not even water. If the person is drowsy, lay them on their side.',
    'Do not wait to see if it gets better: every minute counts.',
  ],
  breathing: [
    'Sit upright, loosen tight clothing and get fresh air. Stay as calm and still as you can.',
    'If someone is choking and cannot speak or cough: give up to 5 firm blows between the shoulder blades, then up to 5 quick upward pushes just above the navel, and repeat.',
    CPR,
  ],
  anaphylaxis: [
    'If the person has their own adrenaline auto-injector, use it now in the outer thigh.',
    'Lie them flat with the legs raised; if breathing is hard, let them sit up. Do not let them stand or walk.',
    'Keep them away from whatever caused it.',
  ],
  poisoning: [
    'Do not make the person vomit and do not give milk, salt water or anything else by mouth.',
    'Take the strip, bottle or packet to the hospital, and note how much was taken and when.',
    'If they are drowsy, lay them on their side and stay with them.',
  ],
  self_harm: [
    'If you have taken something or hurt yourself, call 112 now, even if you feel all right.',
    'Move away from anything you could hurt yourself with, and ask someone you trust to stay with you.',
    'This feeling can pass with help. A verified doctor or counsellor on Sahay can also talk with you.',
  ],
  bleeding_injury: [
    'Press firmly on the wound with a clean cloth and keep pressing for 10 minutes without lifting it to look.',
    'If blood soaks through, put another cloth on top and keep pressing. Raise the injured part if you can.',
    'After a road accident, do not move someone who may have hurt their neck or back unless they are in danger.',
  ],
  burns: [
    'Cool the burn under cool running water for 20 minutes. For acid or chemicals, rinse with plenty of water.',
    'Take off rings, watches and clothing near the burn unless they are stuck to the skin.',
    'Cover it loosely with a clean cloth or cling film. Do not put ice, toothpaste, oil or butter on it.',
  ],
  seizure_unconscious: [
    'During a fit, move hard objects away and cushion the head. Do not hold the person down or put anything in their mouth.',
    'When the jerking stops, or if they are unconscious but breathing, turn them on their side.',
    CPR,
  ],
  gi_bleeding: ['Lie down and rest. Do not eat or drink anything until a doctor has seen you.', 'Note how much blood you saw and when, and tell the doctor.'],
  sudden_headache: [
    'Lie still in a quiet place and do not drive.',
    'Note when it started and whether there is weakness, confusion, a stiff neck or vomiting, and tell the doctor.',
  ],
  child: [
    'A baby under 3 months with any fever, or a child who is drowsy, floppy, not feeding or breathing fast, needs a doctor now.',
    'Dress the child lightly; do not wrap them up. If they are awake, keep offering breast milk or small sips of fluid.',
    'Take the child to the nearest hospital; do not wait for the fever to come down.',
  ],
  pregnancy: [
    'Lie down on your left side and rest until help arrives.',
    'Take your pregnancy card and reports with you, and note when the bleeding, pain or change in the baby’s movements began.',
  ],
  bites: [
    'For a snake bite: keep the person calm and still, with the bitten limb still and below heart level. Remove rings and tight items.',
    'Do not cut the wound, suck it or tie a tight band. Anti-snake venom is given at government hospitals.',
    'For a dog or other animal bite: wash the wound with soap and running water for 15 minutes; a rabies vaccine is needed urgently.',
  ],
  heat_stroke: [
    'Move the person to a cool, shaded place and remove extra clothing.',
    'Cool them fast: wet the skin with cool water and fan them; put cold wet cloths on the neck, armpits and groin.',
    'Give sips of cool water only if they are awake and can swallow.',
  ],
};

// Several emergencies at once (a road accident with a head injury): the first two keep the answer short.
const MAX_CATEGORIES = 2;

/** What to do now for the red flags that fired: the headline first, then first aid for those emergencies only. */
export function emergencyAdvice(flags: RedFlags): EmergencyAdvice {
  const ordered = RED_FLAG_CATEGORIES.filter((category) => flags.categories.includes(category));
  // Self-harm leads: someone thinking of ending their life is met first with kindness and Tele-MANAS.
  const first = flags.selfHarm ? (['self_harm', ...ordered.filter((c) => c !== 'self_harm')] as RedFlagCategory[]) : ordered;
  const chosen = first.slice(0, MAX_CATEGORIES);
  const steps = [...new Set(chosen.flatMap((category) => FIRST_AID[category]))];
  const stepsHindi = [...new Set(chosen.flatMap((category) => FIRST_AID_HINDI[category]))];
  return flags.selfHarm
    ? { headline: SELF_HARM_HEADLINE, headlineHindi: SELF_HARM_HEADLINE_HINDI, steps, stepsHindi }
    : { headline: HEADLINE, headlineHindi: HEADLINE_HINDI, steps, stepsHindi };
}

/** Whether a text is written (partly) in Devanagari, so the headline is also given in Hindi. */
export function hasDevanagari(text: string): boolean {
  return /[\u0900-\u097F]/.test(text);
}

/**
 * The emergency line alone, in bold, for short answers. In English (the default) it adds the Hindi line when the
 * person wrote in Devanagari; for a reader of the app in Hindi it is the Hindi line alone, which names the same
 * numbers first (issue 20 part 2).
 */
export function emergencyHeadlineMarkdown(flags: RedFlags, userText: string, language: AppLanguage = 'en'): string {
  const advice = emergencyAdvice(flags);
  if (language === 'hi') return `**${advice.headlineHindi}**`;
  return hasDevanagari(userText) ? `**${advice.headline}**\n\n**${advice.headlineHindi}**` : `**${advice.headline}**`;
}

/**
 * The answer to a message with red flags, as the assistant shows it: the emergency line first, then first aid for
 * that emergency only, in the reader's language. The server answers with it, and the browser shows it itself when
 * the answer cannot come.
 */
export function emergencyAnswerMarkdown(flags: RedFlags, userText: string, language: AppLanguage = 'en'): string {
  const advice = emergencyAdvice(flags);
  const lines = [emergencyHeadlineMarkdown(flags, userText, language)];
  const [title, steps] = language === 'hi' ? ['**जब तक मदद आए:**', advice.stepsHindi] : ['**While help is on the way:**', advice.steps];
  if (steps.length > 0) lines.push([title, ...steps.map((step) => `- ${step}`)].join('\n'));
  return lines.join('\n\n');
}
