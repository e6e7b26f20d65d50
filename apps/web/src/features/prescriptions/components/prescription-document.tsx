import type { Prescription } from '@sahay/domain/prescriptions';
import { formatLongCalendarDate } from '@/lib/date-time';
import { useT } from '@/i18n/i18n';
import { PRESCRIPTIONS_AREA } from '../prescriptions-area';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mt-4">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{title}</h3>
      <div className="mt-1 whitespace-pre-wrap break-words">{children}</div>
    </section>
  );
}

/** The prescription laid out as the Telemedicine Practice Guidelines 2020 sample (Annex 2). */
export function PrescriptionDocument({ prescription: p }: { prescription: Prescription }) {
  const { t } = useT(PRESCRIPTIONS_AREA);
  const dose = (key: 'rx.dose' | 'rx.frequency' | 'rx.duration', value: string | undefined) => (value ? t(key, { value }) : '');
  return (
    <article aria-label={t('rx.title')} className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6">
      <header className="border-b border-border pb-3">
        <h2 className="text-xl font-bold">{p.doctor.name}</h2>
        <p className="text-sm text-muted-foreground">{[p.doctor.qualification, p.doctor.specialization].filter(Boolean).join(' · ')}</p>
        <p className="text-sm">
          {t('rx.registrationNo', { number: p.doctor.registrationNumber || t('rx.notStated') })}
          {p.doctor.council ? ` (${p.doctor.council})` : ''}
        </p>
      </header>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div className="col-span-2">
          <dt className="text-muted-foreground">{t('rx.patient')}</dt>
          <dd className="font-medium">{p.patient.name}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('rx.age')}</dt>
          <dd>{p.patient.age === null ? t('rx.notStated') : t('rx.years', { count: p.patient.age })}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('rx.gender')}</dt>
          <dd>{p.patient.gender ? t(`rx.gender.${p.patient.gender}`) : t('rx.notStated')}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-muted-foreground">{t('rx.date')}</dt>
          <dd>
            <time dateTime={p.date}>{formatLongCalendarDate(p.date)}</time>
          </dd>
        </div>
      </dl>
      {p.problem ? <Section title={t('rx.chiefComplaints')}>{p.problem}</Section> : null}
      <Section title={t('rx.diagnosis')}>{p.diagnosis}</Section>
      <section className="mt-4">
        <h3 className="text-lg font-bold">{t('rx.rx')}</h3>
        <ol className="mt-1 space-y-2">
          {p.medicines.map((m, i) => (
            <li key={i} className="rounded-xl bg-muted/60 p-3 text-sm">
              <p className="font-semibold">
                {i + 1}. {m.name} {m.strength}
              </p>
              <p>{[dose('rx.dose', m.dose), dose('rx.frequency', m.frequency), dose('rx.duration', m.duration)].filter(Boolean).join(' · ')}</p>
              {m.instructions ? <p className="text-muted-foreground">{m.instructions}</p> : null}
            </li>
          ))}
        </ol>
      </section>
      {p.advice ? <Section title={t('rx.advice')}>{p.advice}</Section> : null}
      {p.followUp ? <Section title={t('rx.followUp')}>{p.followUp}</Section> : null}
      <p className="mt-5 border-t border-border pt-3 text-sm italic">{p.teleconsultationLine}</p>
    </article>
  );
}
