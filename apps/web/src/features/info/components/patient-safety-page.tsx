import { AMBULANCE_NUMBER, EMERGENCY_NUMBER, MENTAL_HEALTH_HELPLINE } from '@sahay/domain/legal';
import { Ambulance, HeartHandshake, Phone, Siren } from 'lucide-react';
import { LegalDocument } from './legal-document';
import { SAFETY_CARE_SECTIONS } from './safety-care';
import { SAFETY_URGENT_SECTIONS } from './safety-urgent';

const SECTIONS = [...SAFETY_URGENT_SECTIONS, ...SAFETY_CARE_SECTIONS];

const HELPLINES = [
  { number: EMERGENCY_NUMBER, label: 'Emergency', icon: Siren },
  { number: AMBULANCE_NUMBER, label: 'Ambulance', icon: Ambulance },
  { number: MENTAL_HEALTH_HELPLINE, label: 'Tele-MANAS mental health', icon: HeartHandshake },
];

/** The patient safety page: emergencies, red flags, expert verification, telemedicine limits, reporting. */
export function PatientSafetyPage() {
  return (
    <LegalDocument
      title="Patient Safety"
      intro={
        <p>
          Online consultations make expert care easier to reach. This page explains when they are the right choice, when you need help in person, and how we
          keep consultations on Sahay safe.
        </p>
      }
      notice={<EmergencyCard />}
      sections={SECTIONS}
    />
  );
}

function EmergencyCard() {
  return (
    <aside
      aria-labelledby="emergency-heading"
      className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-950 md:p-5 dark:border-red-900 dark:bg-red-950/40 dark:text-red-50"
    >
      <h2 id="emergency-heading" className="flex items-center gap-2 font-semibold">
        <Phone aria-hidden className="size-5 shrink-0" />
        Medical emergency? Call now.
      </h2>
      <p className="mt-1 text-sm/6">Do not wait for an online consultation.</p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-3">
        {HELPLINES.map(({ number, label, icon: Icon }) => (
          <li key={number}>
            <a
              href={`tel:${number}`}
              aria-label={`Call ${label}, ${number}`}
              className="flex min-h-12 items-center gap-3 rounded-xl bg-white px-3 py-2 font-semibold text-red-800 shadow-sm ring-1 ring-red-200 hover:bg-red-100 dark:bg-red-950 dark:text-red-50 dark:ring-red-800 dark:hover:bg-red-900"
            >
              <Icon aria-hidden className="size-5 shrink-0" />
              <span className="flex flex-col leading-tight">
                <span className="text-lg tabular-nums">{number}</span>
                <span className="text-xs font-medium opacity-80">{label}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
