import { zodResolver } from '@hookform/resolvers/zod';
import {
  PRE_CONSULTATION_SPECIALTIES,
  PRE_CONSULTATION_SPECIALTY_LABELS,
  PreConsultationFormSchema,
  URGENCY_LABELS,
  URGENCY_LEVELS,
  type PreConsultationForm,
  type PreConsultationFormValues,
} from '@sahay/domain';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

const SELECT_CLASS =
  'h-12 w-full rounded-xl border border-border bg-surface px-3 text-base text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** Spec 001 §2.7 step 1: name, mobile, specialty, symptoms, urgency (default normal); submit disabled until filled. */
export function SetupForm({ defaults, onDone }: { defaults: Partial<PreConsultationForm>; onDone: (values: PreConsultationFormValues) => void }) {
  const form = useForm<PreConsultationForm, unknown, PreConsultationFormValues>({
    resolver: zodResolver(PreConsultationFormSchema),
    defaultValues: { name: '', mobile: '', symptoms: '', urgency: 'normal', ...defaults },
  });
  const { errors } = form.formState;
  const [name, mobile, specialty, symptoms] = useWatch({ control: form.control, name: ['name', 'mobile', 'specialty', 'symptoms'] });
  const filled = [name, mobile, specialty, symptoms].every((value) => typeof value === 'string' && value.trim().length > 0);

  return (
    <form onSubmit={form.handleSubmit(onDone)} noValidate className="space-y-4" aria-label="Pre-consultation details">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="pc-name" label="Full name" error={errors.name?.message}>
          {(describedBy) => (
            <Input
              id="pc-name"
              autoComplete="name"
              aria-describedby={describedBy}
              aria-invalid={errors.name ? true : undefined}
              {...form.register('name')}
            />
          )}
        </FormField>
        <FormField id="pc-mobile" label="Mobile number" error={errors.mobile?.message}>
          {(describedBy) => (
            <Input
              id="pc-mobile"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="10-digit mobile"
              aria-describedby={describedBy}
              aria-invalid={errors.mobile ? true : undefined}
              {...form.register('mobile')}
            />
          )}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="pc-specialty" label="Specialty" error={errors.specialty?.message}>
          {(describedBy) => (
            <select id="pc-specialty" className={SELECT_CLASS} aria-describedby={describedBy} defaultValue="" {...form.register('specialty')}>
              <option value="" disabled>
                Choose a specialty
              </option>
              {PRE_CONSULTATION_SPECIALTIES.map((value) => (
                <option key={value} value={value}>
                  {PRE_CONSULTATION_SPECIALTY_LABELS[value]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="pc-urgency" label="Urgency">
          {(describedBy) => (
            <select id="pc-urgency" className={SELECT_CLASS} aria-describedby={describedBy} {...form.register('urgency')}>
              {URGENCY_LEVELS.map((value) => (
                <option key={value} value={value}>
                  {URGENCY_LABELS[value]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField
        id="pc-symptoms"
        label="Symptoms"
        error={errors.symptoms?.message}
        hint="What you feel, since when, and anything that makes it better or worse"
      >
        {(describedBy) => (
          <Textarea
            id="pc-symptoms"
            rows={4}
            aria-describedby={describedBy}
            aria-invalid={errors.symptoms ? true : undefined}
            {...form.register('symptoms')}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={!filled}>
        Continue
      </Button>
    </form>
  );
}
