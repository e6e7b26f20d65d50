import { ADDITIONAL_SYMPTOMS, type MedicalIntake } from '@sahay/domain/consultation-requests';
import { ArrowLeft, Check, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

import { useT } from '@/i18n/i18n';
import { groupName } from '@/lib/specialty-names';
import { CONSULT_AREA, symptomKey } from '../consult-area';

interface ReviewStepProps {
  intake: MedicalIntake;
  chosen: readonly string[];
  onToggle: (symptom: (typeof ADDITIONAL_SYMPTOMS)[number]) => void;
  onBack: () => void;
  onSubmit: () => void;
  submitting: boolean;
}

/** Spec 001 §4.1 step 2: review the details, add optional symptoms, then 'Submit Request'. */
export function ReviewStep({ intake, chosen, onToggle, onBack, onSubmit, submitting }: ReviewStepProps) {
  const { t } = useT(CONSULT_AREA);
  const rows = [
    [t('consult.name'), intake.name],
    [t('consult.age'), String(intake.age)],
    [t('consult.gender'), t(`consult.${intake.gender}`)],
    [t('consult.phone'), intake.phone],
    [t('consult.department'), groupName(t, intake.department)],
  ];
  return (
    <div className="space-y-5">
      <Card className="p-4">
        <h3 className="font-semibold">{t('consult.reviewTitle')}</h3>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="break-words font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-muted-foreground">{t('consult.symptoms')}</p>
        <p className="whitespace-pre-line break-words text-sm">{intake.symptoms}</p>
      </Card>
      <fieldset>
        <legend className="font-semibold">{t('consult.otherSymptoms')}</legend>
        <div className="mt-3 flex flex-wrap gap-2">
          {ADDITIONAL_SYMPTOMS.map((symptom) => {
            const on = chosen.includes(symptom);
            return (
              <button
                key={symptom}
                type="button"
                aria-pressed={on}
                onClick={() => onToggle(symptom)}
                className={cn(
                  'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors',
                  on ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-surface hover:bg-muted',
                )}
              >
                {on ? <Check aria-hidden className="size-4" /> : null}
                {t(symptomKey(symptom))}
              </button>
            );
          })}
        </div>
      </fieldset>
      <div className="flex gap-3">
        <Button variant="outline" size="lg" onClick={onBack} disabled={submitting}>
          <ArrowLeft aria-hidden />
          {t('consult.back')}
        </Button>
        <Button size="lg" className="flex-1" onClick={onSubmit} disabled={submitting}>
          <Send aria-hidden />
          {submitting ? t('consult.submitting') : t('consult.submit')}
        </Button>
      </div>
    </div>
  );
}
