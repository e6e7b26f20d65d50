import { zodResolver } from '@hookform/resolvers/zod';
import { ServiceRequestSchema, type ServiceReceipt, type ServiceRequest, type ServiceRequestInput } from '@sahay/domain/consultation-requests';
import type { Category } from '@sahay/domain/categories';
import type { ConsultationMode } from '@sahay/domain/verticals';
import { Send } from 'lucide-react';
import { FormProvider, useForm } from 'react-hook-form';
import { PersonChooser } from '@/components/person-chooser';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { TextField } from '@/components/forms/field';
import { TextareaField } from '@/components/forms/textarea-field';
import { Button } from '@/components/ui/button';
import { usePersonPrefill, type PrefillFields } from '@/lib/person-prefill';
import { toast } from '@/lib/toast';
import { useHydrated } from '@/lib/use-hydrated';
import { useT } from '@/i18n/i18n';
import { groupName } from '@/lib/specialty-names';
import { useSubmitServiceRequest } from '../api/services-api';
import { SERVICES_AREA } from '../services-area';

const resolver = zodResolver(ServiceRequestSchema);
const FIELDS = ['name', 'phone', 'details', 'specialty'] as const;
const Text = TextField<ServiceRequestInput>;
const Textarea = TextareaField<ServiceRequestInput>;
const PREFILL: PrefillFields<ServiceRequestInput> = { name: 'name', phone: 'phone' };

/** The request form of a specialty, CA or IT page: it creates a consultation in the chosen specialty. */
export function ServiceRequestForm({
  category,
  specialty,
  mode,
  initialDetails = '',
  onDone,
}: {
  category: Category;
  specialty: string;
  /** A vertical home's video or audio button asked for that call (issue 15 part 4); the form alone is a chat. */
  mode?: ConsultationMode;
  /** A description carried from "Describe your problem" (issue 21). */
  initialDetails?: string;
  onDone: (receipt: ServiceReceipt) => void;
}) {
  const submit = useSubmitServiceRequest();
  const { t } = useT(SERVICES_AREA);
  // Disabled in the prerendered page until it is hydrated (lib/use-hydrated.ts).
  const hydrated = useHydrated();
  const form = useForm<ServiceRequestInput, unknown, ServiceRequest>({
    resolver,
    values: { category, specialty, name: '', phone: '', details: initialDetails },
    resetOptions: { keepDirtyValues: true },
  });
  // Issue 21 part 3: name and phone from the profile or the chosen family member, editable.
  const person = usePersonPrefill(form, PREFILL);
  const onSubmit = form.handleSubmit(
    (values) =>
      submit.mutate(
        { ...values, category, specialty, consultationType: mode ?? 'chat', familyMemberId: person.memberId ?? undefined },
        { onSuccess: onDone, onError: (error) => applyServerFieldErrors(error, FIELDS, form.setError) },
      ),
    () => toast.error(t('services.missing'), { description: t('services.missingText') }),
  );
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={t('services.formLabel', { specialty: groupName(t, specialty) })} className="space-y-4">
        {person.members.length > 0 ? (
          <PersonChooser legend={t('services.whoFor')} members={person.members} value={person.memberId} onChange={person.choose} />
        ) : null}
        <Text name="name" id="service-name" label={t('services.fullName')} autoComplete="name" />
        <Text
          name="phone"
          id="service-phone"
          label={t('services.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={t('services.phonePlaceholder')}
        />
        <Textarea name="details" id="service-details" label={t('services.details')} rows={4} />
        <Button type="submit" size="lg" className="w-full" disabled={submit.isPending || !hydrated}>
          <Send aria-hidden />
          {submit.isPending ? t('services.submitting') : t('services.findExpert')}
        </Button>
      </form>
    </FormProvider>
  );
}
