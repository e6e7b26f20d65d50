import type { VitalReadingFormOutput } from '@sahay/domain/vitals-schemas';
import { VITAL_MEASURE_INFO } from '@sahay/domain/vitals';
import { Plus } from 'lucide-react';
import { useEffect } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { TextField } from '@/components/forms/field';
import { lazySchemaResolver } from '@/components/forms/lazy-resolver';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/lib/toast';
import { useAddReading } from '../api/vitals-queries';
import { useT } from '@/i18n/i18n';
import { TRACKER_AREA } from '../tracker-area';

interface ReadingFormValues {
  recordedAt: string;
  bloodPressureSystolic: string;
  bloodPressureDiastolic: string;
  heartRate: string;
  bloodSugar: string;
  weight: string;
  /** Where 'Enter at least one reading' is said: no single field owns it. */
  measures?: string;
}

const checks = lazySchemaResolver<ReadingFormValues>(() => import('@sahay/domain/vitals-schemas').then((m) => m.VitalReadingFormSchema));
// The schema turns the typed text into numbers: what handleSubmit receives is the schema's output.
const resolver = checks.resolver as unknown as Resolver<ReadingFormValues, unknown, VitalReadingFormOutput>;
const FIELDS = ['recordedAt', 'bloodPressureSystolic', 'bloodPressureDiastolic', 'heartRate', 'bloodSugar', 'weight', 'measures'] as const;
const Text = TextField<ReadingFormValues>;

/** This minute in the person's own time, as a datetime-local input holds it. */
function localNow(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

const blank = (): ReadingFormValues => ({
  recordedAt: localNow(),
  bloodPressureSystolic: '',
  bloodPressureDiastolic: '',
  heartRate: '',
  bloodSugar: '',
  weight: '',
});
/** Each field says its unit under it (the label stays one line, so the fields line up). */
const unit = (measure: keyof typeof VITAL_MEASURE_INFO) => VITAL_MEASURE_INFO[measure].unit;

/** Issue 14: add a reading of any of blood pressure, heart rate, blood sugar and weight. */
export function AddReadingForm({ memberId = null, personName }: { memberId?: string | null; personName?: string }) {
  const { t } = useT(TRACKER_AREA);
  const example = (value: string) => t('tracker.example', { value });
  const add = useAddReading();
  const form = useForm<ReadingFormValues, unknown, VitalReadingFormOutput>({ resolver, defaultValues: blank() });
  useEffect(() => void checks.preload().catch(() => undefined), []);
  const measuresError = form.formState.errors.measures?.message;

  const onSubmit = form.handleSubmit(({ recordedAt, ...measures }) =>
    add.mutate(
      { ...measures, recordedAt: new Date(recordedAt).toISOString(), ...(memberId ? { familyMemberId: memberId } : {}) },
      {
        onSuccess: () => {
          toast.success(t('tracker.added'));
          form.reset(blank());
        },
        onError: (error) => applyServerFieldErrors(error, FIELDS, form.setError),
      },
    ),
  );

  return (
    <Card className="p-5">
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate aria-labelledby="add-reading-heading" className="space-y-4">
          <div>
            <h2 id="add-reading-heading" className="text-lg font-semibold">
              {personName ? t('tracker.addReadingFor', { name: personName }) : t('tracker.addReading')}
            </h2>
            <p className="text-sm text-muted-foreground">{t('tracker.fillIn')}</p>
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold">{t('tracker.bloodPressure')}</legend>
            <div className="grid grid-cols-2 gap-3">
              <Text
                name="bloodPressureSystolic"
                label={t('tracker.upper')}
                inputMode="numeric"
                placeholder={example('120')}
                hint={unit('bloodPressureSystolic')}
              />
              <Text
                name="bloodPressureDiastolic"
                label={t('tracker.lower')}
                inputMode="numeric"
                placeholder={example('80')}
                hint={unit('bloodPressureDiastolic')}
              />
            </div>
          </fieldset>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Text name="heartRate" label={t('tracker.heartRate')} inputMode="numeric" placeholder={example('72')} hint={unit('heartRate')} />
            <Text name="bloodSugar" label={t('tracker.bloodSugar')} inputMode="numeric" placeholder={example('95')} hint={unit('bloodSugar')} />
            <Text name="weight" label={t('tracker.weight')} inputMode="decimal" placeholder={example('68.5')} hint={unit('weight')} />
          </div>
          <Text name="recordedAt" label={t('tracker.takenOn')} type="datetime-local" max={localNow()} />
          {measuresError ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {measuresError}
            </p>
          ) : null}
          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={add.isPending}>
            <Plus aria-hidden />
            {add.isPending ? t('tracker.saving') : t('tracker.save')}
          </Button>
        </form>
      </FormProvider>
    </Card>
  );
}
