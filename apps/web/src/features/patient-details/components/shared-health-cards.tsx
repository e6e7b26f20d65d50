import type { SharedHealthView } from '@sahay/domain/health-shares';
import { CalendarClock, FlaskConical, History, Pill, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { StatusBadge } from '@/components/consultation-status-badge';
import { formatCalendarDate, formatDate, formatDateTime } from '@/lib/date-time';
import { useT } from '@/i18n/i18n';
import { DETAILS_AREA } from '../patient-details-area';

// Spec 001 §2.13: dates in the viewer's own time zone and language.

function Section({ name, title, icon, children }: { name: string; title: string; icon: ReactNode; children: ReactNode }) {
  const id = `section-${name}`;
  return (
    <Card className="p-5" role="region" aria-labelledby={id}>
      <h2 id={id} className="flex items-center gap-2 text-lg font-bold">
        <span className="inline-flex size-8 items-center justify-center rounded-full bg-primary-soft text-primary-strong dark:text-foreground">{icon}</span>
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </Card>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words font-medium">{value}</dd>
    </div>
  );
}

function PatientInformation({ info }: { info: NonNullable<SharedHealthView['patientInformation']> }) {
  const { t } = useT(DETAILS_AREA);
  return (
    <Section name="patient-information" title={t('details.patientInformation')} icon={<UserRound aria-hidden className="size-4" />}>
      <dl className="divide-y divide-border">
        <Field label={t('details.name')} value={info.name} />
        <Field label={t('details.email')} value={info.email ?? '—'} />
        <Field label={t('details.phone')} value={info.phone ?? '—'} />
        <Field label={t('details.totalConnections')} value={info.totalConnections} />
      </dl>
    </Section>
  );
}

function NextAppointment({ at }: { at: string | null }) {
  const { t } = useT(DETAILS_AREA);
  return (
    <Section name="next-appointment" title={t('details.nextAppointment')} icon={<CalendarClock aria-hidden className="size-4" />}>
      {at ? (
        <time dateTime={at} className="font-medium">
          {formatDateTime(at)}
        </time>
      ) : (
        <p className="text-muted-foreground">{t('details.noAppointments')}</p>
      )}
    </Section>
  );
}

function ConsultationHistory({ history }: { history: NonNullable<SharedHealthView['consultationHistory']> }) {
  const { t } = useT(DETAILS_AREA);
  return (
    <Section name="consultation-history" title={t('details.consultationHistory')} icon={<History aria-hidden className="size-4" />}>
      <p className="text-sm text-muted-foreground">{t('details.totalConsultations', { count: history.total })}</p>
      {history.recent.length === 0 ? (
        <p className="mt-2 text-muted-foreground">{t('details.noHistory')}</p>
      ) : (
        <ul aria-label={t('details.recentConsultations')} className="mt-2 divide-y divide-border">
          {history.recent.map((c) => (
            <li key={`${c.date}-${c.doctorName}`} className="flex items-start justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <p className="font-semibold">{c.doctorName}</p>
                <p className="text-sm text-muted-foreground">
                  {c.specialty} · <time dateTime={c.date}>{formatDate(c.date)}</time>
                </p>
              </div>
              <StatusBadge status={c.status} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function Prescriptions({ items }: { items: NonNullable<SharedHealthView['prescriptions']> }) {
  const { t } = useT(DETAILS_AREA);
  return (
    <Section name="prescriptions" title={t('details.prescriptions')} icon={<Pill aria-hidden className="size-4" />}>
      {items.length === 0 ? (
        <p className="text-muted-foreground">{t('details.noPrescriptions')}</p>
      ) : (
        <ul aria-label={t('details.prescriptions')} className="divide-y divide-border">
          {items.map((p, i) => (
            <li key={`${p.date}-${i}`} className="py-2.5">
              <p className="font-semibold">{p.diagnosis}</p>
              <p className="text-sm text-muted-foreground">
                {p.doctorName} · <time dateTime={p.date}>{formatCalendarDate(p.date)}</time>
              </p>
              <ul className="mt-1 list-disc pl-5 text-sm">
                {p.medicines.map((m, j) => (
                  <li key={j}>{[m.name, m.strength, m.frequency, m.duration].filter(Boolean).join(' · ')}</li>
                ))}
              </ul>
              {p.advice ? <p className="mt-1 text-sm">{p.advice}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** Issue 14 part 3: lab reports among the person's records, what and when; the files themselves are not shared. */
function LabReports({ items }: { items: NonNullable<SharedHealthView['labReports']> }) {
  const { t } = useT(DETAILS_AREA);
  return (
    <Section name="lab-reports" title={t('details.labReports')} icon={<FlaskConical aria-hidden className="size-4" />}>
      {items.length === 0 ? (
        <p className="text-muted-foreground">{t('details.noLabReports')}</p>
      ) : (
        <ul aria-label={t('details.labReportsList')} className="divide-y divide-border">
          {items.map((r, i) => (
            <li key={`${r.date}-${i}`} className="py-2.5">
              <p className="font-semibold">{r.title}</p>
              <p className="text-sm text-muted-foreground">
                {[r.doctorName, r.hospitalName].filter(Boolean).join(' · ')}
                {r.doctorName || r.hospitalName ? ' · ' : ''}
                <time dateTime={r.date}>{formatCalendarDate(r.date)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The sections a share allows, in the page's order; a section the server left out is not drawn at all. */
export function SharedHealthCards({ view }: { view: SharedHealthView }) {
  return (
    <div className="space-y-4">
      {view.patientInformation ? <PatientInformation info={view.patientInformation} /> : null}
      {view.nextAppointment ? <NextAppointment at={view.nextAppointment.at} /> : null}
      {view.consultationHistory ? <ConsultationHistory history={view.consultationHistory} /> : null}
      {view.prescriptions ? <Prescriptions items={view.prescriptions} /> : null}
      {view.labReports ? <LabReports items={view.labReports} /> : null}
    </div>
  );
}
