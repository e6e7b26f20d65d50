import { zodResolver } from '@hookform/resolvers/zod';
import { LEGAL_MESSAGES, ServiceRequestSchema, type ServiceReceipt, type ServiceRequest, type ServiceRequestInput } from '@sahay/domain/consultation-requests';
import type { Category } from '@sahay/domain/categories';
import type { ConsultationMode } from '@sahay/domain/verticals';
import { Send } from 'lucide-react';
import { FormProvider, useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { TextField } from '@/components/forms/field';
import { TextareaField } from '@/components/forms/textarea-field';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useSubmitServiceRequest } from '../api/services-api';

const resolver = zodResolver(ServiceRequestSchema);
const FIELDS = ['name', 'phone', 'details', 'specialty'] as const;
const Text = TextField<ServiceRequestInput>;
const Textarea = TextareaField<ServiceRequestInput>;

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
  const form = useForm<ServiceRequestInput, unknown, ServiceRequest>({
    resolver,
    values: { category, specialty, name: '', phone: '', details: initialDetails },
    resetOptions: { keepDirtyValues: true },
  });
  const onSubmit = form.handleSubmit(
    (values) =>
      submit.mutate(
        { ...values, category, specialty, consultationType: mode ?? 'chat' },
        { onSuccess: onDone, onError: (error) => applyServerFieldErrors(error, FIELDS, form.setError) },
      ),
    () => toast.error(LEGAL_MESSAGES.missing.title, { description: LEGAL_MESSAGES.missing.description }),
  );
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={`Request a ${specialty} consultation`} className="space-y-4">
        <Text name="name" id="service-name" label="Full name" autoComplete="name" />
        <Text
          name="phone"
          id="service-phone"
          label="Phone number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
        />
        <Textarea name="details" id="service-details" label="What do you need help with?" rows={4} />
        <Button type="submit" size="lg" className="w-full" disabled={submit.isPending}>
          <Send aria-hidden />
          {submit.isPending ? 'Submitting...' : 'Find my expert'}
        </Button>
      </form>
    </FormProvider>
  );
}
