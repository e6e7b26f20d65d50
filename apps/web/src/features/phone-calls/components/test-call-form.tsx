import {
  CALL_REQUEST_DEFAULTS,
  CALL_REQUEST_MESSAGES,
  demoConsultId,
  type CallPlaced,
  type CallRequest,
  type CallRequestInput,
} from '@sahay/domain/phone-calls';
import { PhoneCall } from 'lucide-react';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { TextField } from '@/components/forms/field';
import { TextareaField } from '@/components/forms/textarea-field';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { usePlaceTestCall } from '../api/test-call';
import { testCallChecks } from './test-call-checks';

const FIELDS = ['patient_name', 'patient_phone', 'doctor_name', 'doctor_phone', 'reason'] as const;

/** Spec 001 §8: what the test call's outcome is called, from the error it got. */
export function reportFailure(error: unknown) {
  if (error instanceof ApiRequestError && error.code === 'NETWORK') {
    toast.error(CALL_REQUEST_MESSAGES.networkTitle, { description: CALL_REQUEST_MESSAGES.networkDescription });
    return;
  }
  const message = error instanceof ApiRequestError ? error.serverMessage : undefined;
  toast.error(CALL_REQUEST_MESSAGES.failedTitle, { description: message ?? CALL_REQUEST_MESSAGES.failedFallback });
}

/** Spec 001 §2.17: patient name and phone, doctor name and phone, an optional reason, with test values filled in. */
export function TestCallForm({ onPlaced }: { onPlaced: (placed: CallPlaced) => void }) {
  const place = usePlaceTestCall();
  const form = useForm<CallRequestInput>({ resolver: testCallChecks.resolver, defaultValues: { ...CALL_REQUEST_DEFAULTS, consult_id: demoConsultId() } });
  useEffect(() => void testCallChecks.preload().catch(() => undefined), []);

  // The resolver hands over the schema's output: both phones already normalised (spec 001 §5).
  const onSubmit = form.handleSubmit((values) => {
    const input: CallRequest = { ...values, consult_id: demoConsultId() };
    form.setValue('patient_phone', input.patient_phone);
    form.setValue('doctor_phone', input.doctor_phone);
    place.mutate(input, {
      onSuccess: (placed) => {
        toast.success(CALL_REQUEST_MESSAGES.initiated, { description: `${input.consult_id}: calling ${input.doctor_name} first, then ${input.patient_name}.` });
        onPlaced(placed);
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, FIELDS, form.setError)) reportFailure(error);
      },
    });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Test call">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField<CallRequestInput> name="patient_name" id="test-call-patient-name" label="Patient name" autoComplete="off" required />
          <TextField<CallRequestInput>
            name="patient_phone"
            id="test-call-patient-phone"
            label="Patient phone"
            hint="+91 and 10 digits; 10 digits get +91"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            required
          />
          <TextField<CallRequestInput> name="doctor_name" id="test-call-doctor-name" label="Doctor name" autoComplete="off" required />
          <TextField<CallRequestInput>
            name="doctor_phone"
            id="test-call-doctor-phone"
            label="Doctor phone"
            hint="Called first; gets a WhatsApp notice before"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            required
          />
        </div>
        <TextareaField<CallRequestInput> name="reason" id="test-call-reason" label="Reason (optional)" rows={3} />
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={place.isPending}>
          <PhoneCall aria-hidden />
          {place.isPending ? 'Placing the call...' : 'Start test call'}
        </Button>
      </form>
    </FormProvider>
  );
}
