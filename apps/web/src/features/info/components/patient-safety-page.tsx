import { AMBULANCE_NUMBER, EMERGENCY_NUMBER, MENTAL_HEALTH_HELPLINE } from '@sahay/domain/legal';
import { Ambulance, HeartHandshake, Phone, Siren } from 'lucide-react';
import { useT } from '@/i18n/i18n';
import { PATIENT_SAFETY_AREA } from '../patient-safety-area';
import { LegalDocument } from './legal-document';
import { safetyCareSections } from './safety-care';
import { safetyUrgentSections } from './safety-urgent';
import type { Translate } from './terms-service';

const HELPLINES = [
  { number: EMERGENCY_NUMBER, label: 'safety.card.emergency', icon: Siren },
  { number: AMBULANCE_NUMBER, label: 'safety.card.ambulance', icon: Ambulance },
  { number: MENTAL_HEALTH_HELPLINE, label: 'safety.card.mentalHealth', icon: HeartHandshake },
] as const;

/** The patient safety page: emergencies, red flags, expert verification, telemedicine limits, reporting. */
export function PatientSafetyPage() {
  const { t } = useT(PATIENT_SAFETY_AREA);
  return (
    <LegalDocument
      title={t('safety.title')}
      labels={{ contents: t('safety.contents'), backToTop: t('safety.backToTop') }}
      intro={<p>{t('safety.intro')}</p>}
      notice={<EmergencyCard t={t} />}
      sections={[...safetyUrgentSections(t), ...safetyCareSections(t)]}
    />
  );
}

function EmergencyCard({ t }: { t: Translate }) {
  return (
    <aside
      aria-labelledby="emergency-heading"
      className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-950 md:p-5 dark:border-red-900 dark:bg-red-950/40 dark:text-red-50"
    >
      <h2 id="emergency-heading" className="flex items-center gap-2 font-semibold">
        <Phone aria-hidden className="size-5 shrink-0" />
        {t('safety.card.title')}
      </h2>
      <p className="mt-1 text-sm/6">{t('safety.card.text')}</p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-3">
        {HELPLINES.map(({ number, label, icon: Icon }) => (
          <li key={number}>
            <a
              href={`tel:${number}`}
              aria-label={t('safety.card.call', { label: t(label), number })}
              className="flex min-h-12 items-center gap-3 rounded-xl bg-white px-3 py-2 font-semibold text-red-800 shadow-sm ring-1 ring-red-200 hover:bg-red-100 dark:bg-red-950 dark:text-red-50 dark:ring-red-800 dark:hover:bg-red-900"
            >
              <Icon aria-hidden className="size-5 shrink-0" />
              <span className="flex flex-col leading-tight">
                <span className="text-lg tabular-nums">{number}</span>
                <span className="text-xs font-medium opacity-80">{t(label)}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
