import type { DeskConsultation } from '@sahay/domain/expert-desk';
import { useT } from '@/i18n/i18n';
import { groupName } from '@/lib/specialty-names';
import { genderLabel, offerFacts } from '../alerts/desk-alert-text';
import { EXPERT_DESK_AREA } from '../expert-desk-area';

/** Issue 16: before accepting, what is needed to decide; the rest comes once the expert accepts. */
function OfferDetails({ consultation: c }: { consultation: DeskConsultation }) {
  const { t } = useT(EXPERT_DESK_AREA);
  return (
    <div className="space-y-2 text-sm">
      <p className="text-muted-foreground">{offerFacts(c)}</p>
      {c.summary ? <p className="whitespace-pre-wrap break-words">{c.summary}</p> : null}
      <p className="text-xs text-muted-foreground">{t('desk.afterAccept')}</p>
    </div>
  );
}

/** The patient's intake and the AI assessment's questions and answers (spec 001 §4.1 steps 1 to 3). */
export function IntakeDetails({ consultation: c }: { consultation: DeskConsultation }) {
  const { t } = useT(EXPERT_DESK_AREA);
  if (c.detail === 'offer') return <OfferDetails consultation={c} />;
  const facts = [
    c.patientAge !== null ? t('desk.ageYears', { age: c.patientAge }) : null,
    c.patientGender ? genderLabel(c.patientGender) : null,
    c.department ? groupName(t, c.department) : null,
  ].filter(Boolean);
  return (
    <div className="space-y-2 text-sm">
      {facts.length ? <p className="text-muted-foreground">{facts.join(' · ')}</p> : null}
      {c.problem ? <p className="whitespace-pre-wrap break-words">{c.problem}</p> : null}
      {c.additionalSymptoms.length ? <p className="text-muted-foreground">{t('desk.also', { symptoms: c.additionalSymptoms.join(', ') })}</p> : null}
      {c.aiTranscript.length ? (
        <details>
          <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-primary">
            {t('desk.aiAssessment', { count: c.aiTranscript.length })}
          </summary>
          <ol className="space-y-2 pb-1">
            {c.aiTranscript.map((entry, i) => (
              <li key={i}>
                <p className="font-medium">{entry.question}</p>
                <p className="text-muted-foreground">{entry.answer}</p>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </div>
  );
}
