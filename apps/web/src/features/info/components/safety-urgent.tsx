import { AMBULANCE_NUMBER, EMERGENCY_NUMBER, MENTAL_HEALTH_HELPLINE } from '@sahay/domain/legal';
import type { LegalSection } from './legal-document';

// Patient safety, part 1: emergencies and the warning signs that need in-person care.
export const SAFETY_URGENT_SECTIONS: readonly LegalSection[] = [
  {
    id: 'emergencies',
    title: 'In an emergency',
    body: (
      <>
        <p>
          <strong>Sahay is not an emergency service.</strong> If you or someone with you may be in danger, do not wait for an online consultation:
        </p>
        <ul>
          <li>
            Call <a href={`tel:${EMERGENCY_NUMBER}`}>{EMERGENCY_NUMBER}</a>, India&apos;s emergency number, from any phone.
          </li>
          <li>
            Call <a href={`tel:${AMBULANCE_NUMBER}`}>{AMBULANCE_NUMBER}</a> for an ambulance in most states, or go to the emergency department of the nearest
            hospital.
          </li>
          <li>
            If you are thinking about harming yourself, call Tele-MANAS on <a href={`tel:${MENTAL_HEALTH_HELPLINE}`}>{MENTAL_HEALTH_HELPLINE}</a>, free and open
            day and night, or {EMERGENCY_NUMBER} if you are in immediate danger.
          </li>
        </ul>
        <p>If an expert on Sahay thinks your problem is an emergency, they will tell you to get help in person at once.</p>
        <p>
          When you describe warning signs like the ones below to Sahay&apos;s AI assistant or symptom check, in English, Hindi or Hinglish, it shows the
          emergency number and first aid before anything else, without waiting for the AI. It looks for known words and phrases, so it can miss signs put
          another way: never wait for it to tell you to get help.
        </p>
      </>
    ),
  },
  {
    id: 'red-flags',
    title: 'Warning signs that need in-person care',
    body: (
      <>
        <p>Go to a hospital or call for help now for any of these.</p>
        <h3>Adults</h3>
        <ul>
          <li>Chest pain, pressure or tightness, especially spreading to the arm, jaw or back, or with sweating.</li>
          <li>Difficulty breathing, or lips or face turning blue.</li>
          <li>Signs of a stroke: a drooping face, weakness in an arm or leg, slurred speech, sudden confusion or loss of vision. Every minute counts.</li>
          <li>A sudden, severe headache, the worst you have had, or a headache with a stiff neck and fever.</li>
          <li>Fainting, a fit (seizure), or being hard to wake.</li>
          <li>Heavy bleeding that does not stop with pressure, vomiting blood, or black, tarry stools.</li>
          <li>Swelling of the face, lips, tongue or throat, or a rash with difficulty breathing after a food, sting or medicine.</li>
          <li>Severe pain in the abdomen, especially with a hard belly or repeated vomiting.</li>
          <li>Fever with confusion, drowsiness, or a rash that does not fade when you press a glass on it.</li>
          <li>During a fever such as dengue: repeated vomiting, belly pain, bleeding gums or nose, or extreme weakness.</li>
          <li>A serious injury, burn, head injury with vomiting or drowsiness, poisoning, snakebite or an overdose.</li>
          <li>Thoughts of ending your life or harming yourself or someone else.</li>
        </ul>
        <h3>Babies and children</h3>
        <ul>
          <li>A baby under 3 months with a temperature of 38 °C or more.</li>
          <li>Fast or difficult breathing, or the skin between the ribs pulling in with each breath.</li>
          <li>Not feeding or drinking, very few wet nappies, sunken eyes or no tears.</li>
          <li>Unusually floppy, drowsy or hard to wake, or crying that cannot be settled.</li>
          <li>A fit (convulsion).</li>
        </ul>
        <h3>Pregnancy</h3>
        <ul>
          <li>Bleeding, or fluid leaking from the vagina.</li>
          <li>A severe headache, blurred vision, or sudden swelling of the face or hands.</li>
          <li>Severe pain in the abdomen.</li>
          <li>The baby moving less than usual.</li>
        </ul>
      </>
    ),
  },
];
