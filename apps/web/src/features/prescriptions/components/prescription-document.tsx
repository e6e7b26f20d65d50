import type { Prescription } from '@sahay/domain/prescriptions';
import { formatLongCalendarDate } from '@/lib/date-time';

const GENDER = { male: 'Male', female: 'Female', other: 'Other' } as const;

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
  return (
    <article aria-label="Prescription" className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6">
      <header className="border-b border-border pb-3">
        <h2 className="text-xl font-bold">{p.doctor.name}</h2>
        <p className="text-sm text-muted-foreground">{[p.doctor.qualification, p.doctor.specialization].filter(Boolean).join(' · ')}</p>
        <p className="text-sm">
          Registration No.: {p.doctor.registrationNumber || 'not stated'}
          {p.doctor.council ? ` (${p.doctor.council})` : ''}
        </p>
      </header>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div className="col-span-2">
          <dt className="text-muted-foreground">Patient</dt>
          <dd className="font-medium">{p.patient.name}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Age</dt>
          <dd>{p.patient.age === null ? 'not stated' : `${p.patient.age} years`}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Gender</dt>
          <dd>{p.patient.gender ? GENDER[p.patient.gender] : 'not stated'}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-muted-foreground">Date</dt>
          <dd>
            <time dateTime={p.date}>{formatLongCalendarDate(p.date)}</time>
          </dd>
        </div>
      </dl>
      {p.problem ? <Section title="Chief complaints">{p.problem}</Section> : null}
      <Section title="Diagnosis">{p.diagnosis}</Section>
      <section className="mt-4">
        <h3 className="text-lg font-bold">Rx</h3>
        <ol className="mt-1 space-y-2">
          {p.medicines.map((m, i) => (
            <li key={i} className="rounded-xl bg-muted/60 p-3 text-sm">
              <p className="font-semibold">
                {i + 1}. {m.name} {m.strength}
              </p>
              <p>
                {[m.dose && `Dose: ${m.dose}`, m.frequency && `Frequency: ${m.frequency}`, m.duration && `Duration: ${m.duration}`].filter(Boolean).join(' · ')}
              </p>
              {m.instructions ? <p className="text-muted-foreground">{m.instructions}</p> : null}
            </li>
          ))}
        </ol>
      </section>
      {p.advice ? <Section title="Advice">{p.advice}</Section> : null}
      {p.followUp ? <Section title="Follow-up">{p.followUp}</Section> : null}
      <p className="mt-5 border-t border-border pt-3 text-sm italic">{p.teleconsultationLine}</p>
    </article>
  );
}
