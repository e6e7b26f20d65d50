import { CALL_REQUEST_DEFAULTS, demoConsultId, type CallPlaced, type CallRequest, type CallRequestInput } from '@sahay/domain/phone-calls';
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
import { t as translate, useT } from '@/i18n/i18n';
import { PHONE_CALLS_AREA } from '../phone-calls-area';

const FIELDS = ['patient_name', 'patient_phone', 'doctor_name', 'doctor_phone', 'reason'] as const;

/** Spec 001 §8: what the test call's outcome is called, from the error it got. */
export function reportFailure(error: unknown) {
  if (error instanceof ApiRequestError && error.code === 'NETWORK') {
    toast.error(translate('phoneCalls.networkTitle'), { description: translate('phoneCalls.networkDescription') });
    return;
  }
  const message = error instanceof ApiRequestError ? error.serverMessage : undefined;
  toast.error(translate('phoneCalls.failedTitle'), { description: message ?? translate('phoneCalls.failedFallback') });
}

/** Spec 001 §2.17: patient name and phone, doctor name and phone, an optional reason, with test values filled in. */
export function TestCallForm({ onPlaced }: { onPlaced: (placed: CallPlaced) => void }) {
  const place = usePlaceTestCall();
  const { t } = useT(PHONE_CALLS_AREA);
  const form = useForm<CallRequestInput>({ resolver: testCallChecks.resolver, defaultValues: { ...CALL_REQUEST_DEFAULTS, consult_id: demoConsultId() } });
  useEffect(() => void testCallChecks.preload().catch(() => undefined), []);

  // The resolver hands over the schema's output: both phones already normalised (spec 001 §5).
  const onSubmit = form.handleSubmit((values) => {
    const input: CallRequest = { ...values, consult_id: demoConsultId() };
    form.setValue('patient_phone', input.patient_phone);
    form.setValue('doctor_phone', input.doctor_phone);
    place.mutate(input, {
      onSuccess: (placed) => {
        toast.success(t('phoneCalls.initiated'), {
          description: t('phoneCalls.initiatedText', { consultId: input.consult_id, doctor: input.doctor_name, patient: input.patient_name }),
        });
        onPlaced(placed);
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, FIELDS, form.setError)) reportFailure(error);
      },
    });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('phoneCalls.form')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField<CallRequestInput> name="patient_name" id="test-call-patient-name" label={t('phoneCalls.patientName')} autoComplete="off" required />
          <TextField<CallRequestInput>
            name="patient_phone"
            id="test-call-patient-phone"
            label={t('phoneCalls.patientPhone')}
            hint={t('phoneCalls.phoneHint')}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            required
          />
          <TextField<CallRequestInput> name="doctor_name" id="test-call-doctor-name" label={t('phoneCalls.doctorName')} autoComplete="off" required />
          <TextField<CallRequestInput>
            name="doctor_phone"
            id="test-call-doctor-phone"
            label={t('phoneCalls.doctorPhone')}
            hint={t('phoneCalls.doctorPhoneHint')}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            required
          />
        </div>
        <TextareaField<CallRequestInput> name="reason" id="test-call-reason" label={t('phoneCalls.reasonOptional')} rows={3} />
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={place.isPending}>
          <PhoneCall aria-hidden />
          {place.isPending ? t('phoneCalls.placing') : t('phoneCalls.start')}
        </Button>
      </form>
    </FormProvider>
  );
}
