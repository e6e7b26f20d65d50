import { EMERGENCY_NUMBER, SAFETY_EMAIL } from '@sahay/domain/legal';
import { MailLink, type LegalSection } from './legal-document';

// Patient safety, part 2: who the experts are, what online care can do, prescriptions and raising a concern.
export const SAFETY_CARE_SECTIONS: readonly LegalSection[] = [
  {
    id: 'verification',
    title: 'How we verify experts',
    body: (
      <>
        <p>No one can consult on Sahay until our team has checked them:</p>
        <ol>
          <li>
            <strong>Identity.</strong> A government photo ID, matched to the name on their professional registration.
          </li>
          <li>
            <strong>Registration.</strong> Doctors&apos; registration numbers are checked with the National Medical Commission&apos;s Indian Medical Register or
            their State Medical Council, dentists&apos; with their State Dental Council, lawyers&apos; enrolment with their State Bar Council, and chartered
            accountants&apos; membership with the Institute of Chartered Accountants of India. IT professionals are checked on their qualifications and work
            history.
          </li>
          <li>
            <strong>Qualifications and experience.</strong> Degrees, specialisation and years of practice are checked against documents.
          </li>
          <li>
            <strong>Ongoing review.</strong> Ratings and complaints are reviewed, and an expert whose conduct or registration is in doubt is paused while we
            look into it.
          </li>
        </ol>
        <p>A doctor on Sahay tells you their name and registration number, and both appear on every prescription.</p>
      </>
    ),
  },
  {
    id: 'telemedicine',
    title: 'What online consultations can and cannot do',
    body: (
      <>
        <p>
          Doctors on Sahay follow India&apos;s <strong>Telemedicine Practice Guidelines 2020</strong>. Online care works well for many problems: first advice,
          follow-ups, reading reports, long-term conditions and mental health support. It has limits:
        </p>
        <ul>
          <li>
            A doctor cannot examine you physically. They decide whether an online consultation is enough, and may ask you to see a doctor in person or get tests
            first.
          </li>
          <li>Video lets a doctor see more than audio or chat; they may ask to switch to video.</li>
          <li>A consultation about a child is held with a parent or guardian present, who speaks and consents for the child.</li>
          <li>
            Some medicines may be prescribed only after a video consultation, or only as a follow-up to an in-person visit. Others may not be prescribed online
            at all.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'prescriptions',
    title: 'Prescriptions',
    body: (
      <ul>
        <li>
          A Sahay prescription shows the doctor&apos;s name, qualification, registration number and signature, your name and age, the date, the diagnosis or
          reason and each medicine with its dose and duration.
        </li>
        <li>
          Medicines under Schedule X of the Drugs and Cosmetics Rules and narcotic or psychotropic substances under the NDPS Act cannot be prescribed online. A
          doctor who refuses to prescribe them is following the law.
        </li>
        <li>Tell your doctor about every medicine you take and any allergy before they prescribe.</li>
        <li>Take medicines only as prescribed, and never share a prescription or medicine with someone else.</li>
        <li>If anything on a prescription looks wrong, ask the doctor in the consultation chat, or your pharmacist, before taking it.</li>
      </ul>
    ),
  },
  {
    id: 'your-part',
    title: 'Staying safe during a consultation',
    body: (
      <ul>
        <li>Give your full history: symptoms, past illnesses, medicines, allergies and, if relevant, pregnancy.</li>
        <li>Use a private, quiet place and a stable connection. Have someone with you if you feel unwell.</li>
        <li>Share your records through a Health QR link that shows only what is needed, and revoke it when it is no longer needed.</li>
        <li>If you get worse, or your symptoms change, do not wait for the follow-up: get care in person.</li>
      </ul>
    ),
  },
  {
    id: 'report',
    title: 'Reporting a concern',
    body: (
      <>
        <p>
          If something about a consultation, an expert, a prescription or the AI assistant worries you, write to our safety team at{' '}
          <MailLink email={SAFETY_EMAIL} />. Tell us:
        </p>
        <ul>
          <li>your name and the phone number or e-mail on your account;</li>
          <li>the date of the consultation and the expert&apos;s name;</li>
          <li>what happened, and anything you would like us to do.</li>
        </ul>
        <p>
          Our team reviews every safety report, with a doctor for medical concerns, and we can pause an expert while we investigate. You may also complain to
          the professional body that registered the expert, such as the State Medical Council. If someone is in danger now, call {EMERGENCY_NUMBER} first.
        </p>
      </>
    ),
  },
];
