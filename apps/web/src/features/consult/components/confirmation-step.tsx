import type { MatchedExpert } from '@sahay/domain/consultation-requests';
import type { ConsultationMode } from '@sahay/domain/verticals';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { CallModeNote } from '@/components/call-mode-note';
import { Button } from '@/components/ui/button';
import { withoutTitle } from './doctors-step';

import { useT } from '@/i18n/i18n';
import { CONSULT_AREA } from '../consult-area';

type Status = 'idle' | 'pending' | 'success' | 'error';

/**
 * Spec 001 §4.1 step 5, 'Doctor Selected!'. It says only what happened: the choice reached the request (or a way
 * to try again), and whether the assessment answers went with it.
 */
export function ConfirmationStep({
  mode,
  doctor,
  choice,
  assessment,
  onRetry,
  onClose,
}: {
  /** The modal's type (video or audio): the call it leads to once the doctor accepts (issue 15 part 4). */
  mode: ConsultationMode;
  doctor: MatchedExpert;
  choice: Status;
  assessment: Status;
  onRetry: () => void;
  onClose: () => void;
}) {
  const name = withoutTitle(doctor.name);
  const { t } = useT(CONSULT_AREA);
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 py-8 text-center">
      {choice === 'error' ? <AlertTriangle aria-hidden className="size-16 text-destructive" /> : <CheckCircle2 aria-hidden className="size-16 text-success" />}
      <h3 className="text-2xl font-bold">{t('consult.doctorSelected')}</h3>
      <div aria-live="polite" className="space-y-2 text-muted-foreground">
        {choice === 'error' ? (
          <p role="alert" className="text-destructive">
            {t('consult.choiceFailed', { name })}
          </p>
        ) : choice === 'success' ? (
          <p>{t('consult.choiceSent', { name })}</p>
        ) : (
          <p>{t('consult.sendingChoice', { name })}</p>
        )}
        {assessment === 'success' ? <p>{t('consult.assessmentSaved')}</p> : null}
        {assessment === 'error' ? <p>{t('consult.assessmentNotSaved')}</p> : null}
      </div>
      {choice === 'success' ? <CallModeNote mode={mode} className="max-w-md text-left" /> : null}
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        {choice === 'error' ? (
          <Button size="lg" variant="outline" className="min-w-40" onClick={onRetry}>
            {t('consult.tryAgain')}
          </Button>
        ) : null}
        <Button size="lg" className="min-w-40" onClick={onClose}>
          {t('consult.close')}
        </Button>
      </div>
    </div>
  );
}
