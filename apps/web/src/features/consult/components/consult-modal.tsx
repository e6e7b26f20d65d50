import type { AdditionalSymptomSchema, MatchedExpert, MedicalIntake, MedicalIntakeInput } from '@sahay/domain/consultation-requests';
import type { ConsultationMode } from '@sahay/domain/verticals';
import { CheckCircle2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FullScreenDialog } from '@/components/ui/full-screen-dialog';
import { toast } from '@/lib/toast';
import { saveAssessment, useSubmitMedicalRequest, type RequestHandle } from '../api/medical-request';
import { chooseDoctor } from '../api/medical-request';
import { notifyDoctor } from '../api/notify-doctor';
import { AssessmentStep } from './assessment-step';
import { DoctorsStep, withoutTitle } from './doctors-step';
import { IntakeStep } from './intake-step';
import { ReviewStep } from './review-step';
import type { QuestionAnswer } from './use-assessment';
import { patientChatPath } from '@/lib/patient-chat-path';

type Symptom = z.infer<typeof AdditionalSymptomSchema>;
const STEP_NAMES = ['Patient Details', 'Review', 'AI Assessment', 'Choose a Doctor', 'Confirmation'] as const;
const EMPTY: MedicalIntakeInput = {
  name: '',
  age: '',
  gender: '' as MedicalIntakeInput['gender'],
  phone: '',
  department: '' as MedicalIntakeInput['department'],
  symptoms: '',
};

/** Spec 001 §2.2 and §4.1: 'Connect with Expert Doctor', five steps. Works for a visitor without an account. */
export function ConsultModal({ mode, onClose }: { mode: ConsultationMode; onClose: () => void }) {
  const navigate = useNavigate();
  const submit = useSubmitMedicalRequest();
  const [step, setStep] = useState(1);
  const [raw, setRaw] = useState<MedicalIntakeInput>(EMPTY);
  const [intake, setIntake] = useState<MedicalIntake | null>(null);
  const [extra, setExtra] = useState<Symptom[]>([]);
  const [handle, setHandle] = useState<RequestHandle | null>(null);
  const [doctor, setDoctor] = useState<MatchedExpert | null>(null);

  const submitRequest = () => {
    if (!intake) return;
    submit.mutate(
      { ...intake, additionalSymptoms: extra, consultationType: mode },
      { onSuccess: (receipt) => (setHandle({ id: receipt.id, accessToken: receipt.accessToken }), setStep(3)) },
    );
  };
  const assessed = useCallback(
    (transcript: QuestionAnswer[]) => {
      // The doctors are shown whether or not the transcript could be stored; it only informs the doctor.
      if (handle) void saveAssessment(handle, transcript).catch(() => undefined);
      setStep(4);
    },
    [handle],
  );
  const selected = useCallback(
    (chosen: MatchedExpert) => {
      setDoctor(chosen);
      if (handle) void chooseDoctor(handle, chosen.id, false).catch(() => undefined);
      setStep(5);
    },
    [handle],
  );
  const openChat = (chosen: MatchedExpert) => {
    onClose();
    void navigate(patientChatPath(chosen));
  };
  const consultNow = (chosen: MatchedExpert) => {
    if (!handle) return;
    toast.info('Starting consultation...');
    void notifyDoctor(handle, chosen);
    openChat(chosen);
  };

  return (
    <FullScreenDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Connect with Expert Doctor"
      subtitle={`Step ${step} of 5 · ${STEP_NAMES[step - 1]}`}
    >
      <ol aria-hidden className="mb-5 grid grid-cols-5 gap-1.5">
        {STEP_NAMES.map((name, index) => (
          <li key={name} className={index < step ? 'h-1.5 rounded-full bg-primary' : 'h-1.5 rounded-full bg-muted'} />
        ))}
      </ol>
      {step === 1 ? <IntakeStep defaults={raw} onContinue={(parsed, values) => (setIntake(parsed), setRaw(values), setStep(2))} /> : null}
      {step === 2 && intake ? (
        <ReviewStep
          intake={intake}
          chosen={extra}
          onToggle={(symptom) => setExtra((current) => (current.includes(symptom) ? current.filter((s) => s !== symptom) : [...current, symptom]))}
          onBack={() => setStep(1)}
          onSubmit={submitRequest}
          submitting={submit.isPending}
        />
      ) : null}
      {step === 3 && intake ? <AssessmentStep symptoms={intake.symptoms} department={intake.department} onComplete={assessed} /> : null}
      {step === 4 && intake ? (
        <DoctorsStep department={intake.department} onSelected={selected} onConsultNow={consultNow} onChat={openChat} onClose={onClose} />
      ) : null}
      {step === 5 && doctor ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 py-8 text-center">
          <CheckCircle2 aria-hidden className="size-16 text-success" />
          <h3 className="text-2xl font-bold">Doctor Selected!</h3>
          <p className="text-muted-foreground">Dr. {withoutTitle(doctor.name)} will see your request. Your assessment answers are with your request.</p>
          <Button size="lg" className="mt-4 min-w-40" onClick={onClose}>
            Close
          </Button>
        </div>
      ) : null}
    </FullScreenDialog>
  );
}
