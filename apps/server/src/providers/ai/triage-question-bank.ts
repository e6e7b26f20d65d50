import type { Department } from '@sahay/domain';

/**
 * The offline question bank for the medical modal's AI assessment (spec 001 §4.1 step 3): five questions per
 * department, asked in order. "{symptoms}" is replaced by what the patient wrote, shortened.
 */
export const TRIAGE_QUESTION_BANK: Record<Department, readonly [string, string, string, string, string]> = {
  'General Physician': [
    'When did {symptoms} start, and is it getting better, worse or staying the same?',
    'On a scale of 1 to 10, how much is it affecting your daily activities?',
    'Have you had fever, chills, body ache, vomiting or loose motions along with it?',
    'Do you have any long-term conditions such as diabetes, high blood pressure or thyroid problems?',
    'Have you taken any medicine or home remedy for this so far, and did it help?',
  ],
  Pediatrics: [
    'How old is the child, and when did {symptoms} start?',
    'Is the child feeding, drinking and passing urine as usual?',
    'Has the child had fever, a rash, fast breathing, unusual sleepiness or fits?',
    'Are the child’s vaccinations up to date?',
    'Has the child been given any medicine for this? If yes, what and when?',
  ],
  Dermatology: [
    'When did {symptoms} first appear, and has it spread since then?',
    'Does it itch, burn, hurt or ooze? How severe is it from 1 to 10?',
    'Did you start any new soap, cream, cosmetic, food or medicine before it began?',
    'Does anyone at home have a similar problem?',
    'What have you applied or taken for it so far?',
  ],
  Gynecology: [
    'When did {symptoms} start, and when was the first day of your last period?',
    'Are your periods regular? How many days is your cycle and how heavy is the flow?',
    'Is there any chance you could be pregnant?',
    'Do you have pain, unusual discharge, or bleeding between periods or after intercourse?',
    'Are you taking any hormonal pills or other medicines at the moment?',
  ],
  Cardiology: [
    'When did {symptoms} start, and did it come on suddenly?',
    'Do you feel chest pain, pressure or tightness that spreads to the arm, jaw or back? How bad is it from 1 to 10?',
    'Do you have breathlessness, sweating, palpitations, dizziness or swelling of the feet?',
    'Do you have high blood pressure, diabetes, high cholesterol, or a family history of heart disease? Do you smoke?',
    'Do you take any heart or blood pressure medicines, and have you taken anything today?',
  ],
  Orthopedics: [
    'When did {symptoms} start? Was there a fall, injury or strain?',
    'How bad is the pain from 1 to 10, and is it worse with movement or at rest?',
    'Is there swelling, redness, stiffness in the morning, numbness or tingling?',
    'Can you walk, bear weight and move the joint normally?',
    'What have you tried so far: rest, ice, heat, painkillers or physiotherapy?',
  ],
  'ENT Specialist': [
    'When did {symptoms} start, and is it on one side or both?',
    'How severe is it from 1 to 10? Is there fever?',
    'Do you have ear discharge, hearing loss, a blocked nose, nosebleeds or trouble swallowing?',
    'Does it come back often, or get worse with dust, cold or certain seasons?',
    'Have you used any ear drops, nasal sprays or medicines for it?',
  ],
  Psychiatry: [
    'When did you start feeling this way ({symptoms}), and was there anything that set it off?',
    'How much is it affecting your sleep, appetite, work or relationships, from 1 to 10?',
    'Do you feel hopeless, or have you had thoughts of harming yourself? (If so, please call Tele-MANAS at 14416 or 112 now.)',
    'Have you had similar episodes before, or any treatment or counselling?',
    'Are you taking any medicines, or using alcohol or other substances to cope?',
  ],
};

/** The patient's own words for the symptoms, short enough to fit in a question. */
export function symptomPhrase(symptoms: string): string {
  const first =
    symptoms
      .split(/[,.;\n]/)[0]
      ?.trim()
      .toLowerCase() ?? '';
  if (!first) return 'your symptoms';
  const words = first.split(/\s+/).slice(0, 6).join(' ');
  return /^(my|the|a|an)\b/.test(words) ? words.replace(/^my\b/, 'your') : `the ${words}`;
}
