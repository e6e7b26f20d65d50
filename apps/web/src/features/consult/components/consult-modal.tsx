import type { MatchedExpert } from '@sahay/domain/consultation-requests';
import { DEPARTMENTS } from '@sahay/domain/categories';
import type { ConsultationMode } from '@sahay/domain/verticals';
import { useReducer, useState } from 'react';
import { useNavigate } from '@/lib/router';
import { FullScreenDialog } from '@/components/ui/full-screen-dialog';
import { patientChatPath } from '@/lib/patient-chat-path';
import { usePhoneCall } from '@/lib/phone-call';
import { toast } from '@/lib/toast';
import { useT } from '@/i18n/i18n';
import { CONSULT_AREA } from '../consult-area';
import { chooseDoctor as assignDoctor, useChooseDoctor, useSaveAssessment, useSubmitMedicalRequest } from '../api/medical-request';
import { notifyDoctor } from '../api/notify-doctor';
import type { MedicalConsultationRequest } from '@/lib/medical-consultation';
import { CONSULT_STEPS, consultFlow, INITIAL_CONSULT, STEP_TITLES, stepNumber, type ConsultState } from '../consult-flow';
import { AssessmentStep } from './assessment-step';
import { ConfirmationStep } from './confirmation-step';
import { DoctorsStep } from './doctors-step';
import { IntakeStep } from './intake-step';
import { ReviewStep } from './review-step';
import type { QuestionAnswer } from './use-assessment';

/** The form's start: a description and department carried in (issue 21), the department only if the modal offers it. */
function prefilled(prefill: MedicalConsultationRequest['prefill']): ConsultState {
  if (!prefill) return INITIAL_CONSULT;
  const department = (DEPARTMENTS as readonly string[]).includes(prefill.department ?? '') ? prefill.department : undefined;
  return {
    ...INITIAL_CONSULT,
    raw: { ...INITIAL_CONSULT.raw, symptoms: prefill.symptoms ?? '', ...(department ? { department } : {}) } as ConsultState['raw'],
  };
}

/** Spec 001 §2.2 and §4.1: 'Connect with Expert Doctor', five steps (consult-flow.ts). Works for a visitor without an account. */
export function ConsultModal({ mode, prefill, onClose }: { mode: ConsultationMode; prefill?: MedicalConsultationRequest['prefill']; onClose: () => void }) {
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(consultFlow, prefill, prefilled);
  const submit = useSubmitMedicalRequest();
  const saveAssessment = useSaveAssessment();
  const chooseDoctor = useChooseDoctor();
  const { step, intake, handle, doctor } = state;
  const phone = usePhoneCall(handle?.accessToken);
  const [calledDoctor, setCalledDoctor] = useState<string | null>(null);
  const { t } = useT(CONSULT_AREA);

  const submitRequest = () => {
    if (!intake) return;
    submit.mutate(
      { ...intake, additionalSymptoms: state.extra, consultationType: mode },
      { onSuccess: (receipt) => dispatch({ type: 'request-submitted', handle: { id: receipt.id, accessToken: receipt.accessToken } }) },
    );
  };
  const assessed = (transcript: QuestionAnswer[]) => {
    if (handle) saveAssessment.mutate({ handle, transcript });
    dispatch({ type: 'assessment-finished' });
  };
  const choose = (chosen: MatchedExpert) => {
    if (handle) chooseDoctor.mutate({ handle, expertId: chosen.id });
    dispatch({ type: 'doctor-chosen', doctor: chosen });
  };
  const openChat = (chosen: MatchedExpert) => {
    onClose();
    void navigate(patientChatPath(chosen));
  };
  // Issue 15 part 5: the card's phone button chooses that doctor, then Sahay calls the doctor, then the patient.
  const callDoctor = (chosen: MatchedExpert) => {
    if (!handle) return;
    setCalledDoctor(chosen.id);
    phone.place.mutate({ consultationId: handle.id, before: () => assignDoctor(handle, chosen.id, false) });
  };
  const consultNow = (chosen: MatchedExpert) => {
    if (!handle) return;
    toast.info(t('consult.starting'));
    void notifyDoctor(handle, chosen);
    openChat(chosen);
  };

  return (
    <FullScreenDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('consult.title')}
      subtitle={t('consult.stepOf', { step: stepNumber(step), title: t(STEP_TITLES[step]) })}
    >
      <ol aria-hidden className="mb-5 grid grid-cols-5 gap-1.5">
        {CONSULT_STEPS.map((name, index) => (
          <li key={name} className={index < stepNumber(step) ? 'h-1.5 rounded-full bg-primary' : 'h-1.5 rounded-full bg-muted'} />
        ))}
      </ol>
      {step === 'details' ? <IntakeStep defaults={state.raw} onContinue={(parsed, raw) => dispatch({ type: 'details-entered', intake: parsed, raw })} /> : null}
      {step === 'review' && intake ? (
        <ReviewStep
          intake={intake}
          chosen={state.extra}
          onToggle={(symptom) => dispatch({ type: 'symptom-toggled', symptom })}
          onBack={() => dispatch({ type: 'back-to-details' })}
          onSubmit={submitRequest}
          submitting={submit.isPending}
        />
      ) : null}
      {step === 'assessment' && intake ? <AssessmentStep symptoms={intake.symptoms} department={intake.department} onComplete={assessed} /> : null}
      {step === 'doctors' && intake ? (
        <DoctorsStep
          department={intake.department}
          onSelected={choose}
          onConsultNow={consultNow}
          onChat={openChat}
          onCall={callDoctor}
          phoneCall={calledDoctor ? { doctorId: calledDoctor, placing: phone.place.isPending, call: phone.call } : null}
          onClose={onClose}
        />
      ) : null}
      {step === 'confirmation' && doctor ? (
        <ConfirmationStep
          mode={mode}
          doctor={doctor}
          choice={chooseDoctor.status}
          assessment={saveAssessment.status}
          onRetry={() => handle && chooseDoctor.mutate({ handle, expertId: doctor.id })}
          onClose={onClose}
        />
      ) : null}
    </FullScreenDialog>
  );
}
