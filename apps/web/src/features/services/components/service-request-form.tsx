import { zodResolver } from '@hookform/resolvers/zod';
import { LEGAL_MESSAGES, ServiceRequestSchema, type ServiceReceipt, type ServiceRequest, type ServiceRequestInput } from '@sahay/domain/consultation-requests';
import type { Category } from '@sahay/domain/categories';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { useSubmitServiceRequest } from '../api/services-api';

const resolver = zodResolver(ServiceRequestSchema);
const FIELDS = ['name', 'phone', 'details', 'specialty'] as const;

/** The request form of a specialty, CA or IT page: it creates a consultation in the chosen specialty. */
export function ServiceRequestForm({ category, specialty, onDone }: { category: Category; specialty: string; onDone: (receipt: ServiceReceipt) => void }) {
  const submit = useSubmitServiceRequest();
  const form = useForm<ServiceRequestInput, unknown, ServiceRequest>({ resolver, values: { category, specialty, name: '', phone: '', details: '' }, resetOptions: { keepDirtyValues: true } });
  const { errors } = form.formState;
  const invalid = (field: keyof ServiceRequestInput) => (errors[field] ? true : undefined);
  const onSubmit = form.handleSubmit(
    (values) => submit.mutate({ ...values, category, specialty }, { onSuccess: onDone, onError: (error) => applyServerFieldErrors(error, FIELDS, form.setError) }),
    () => toast.error(LEGAL_MESSAGES.missing.title, { description: LEGAL_MESSAGES.missing.description }),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Request a ${specialty} consultation`} className="space-y-4">
      <FormField id="service-name" label="Full name" error={errors.name?.message}>
        {(d) => <Input id="service-name" autoComplete="name" aria-invalid={invalid('name')} aria-describedby={d} {...form.register('name')} />}
      </FormField>
      <FormField id="service-phone" label="Phone number" error={errors.phone?.message}>
        {(d) => <Input id="service-phone" type="tel" inputMode="tel" autoComplete="tel-national" placeholder="10-digit mobile number" aria-invalid={invalid('phone')} aria-describedby={d} {...form.register('phone')} />}
      </FormField>
      <FormField id="service-details" label="What do you need help with?" error={errors.details?.message}>
        {(d) => <Textarea id="service-details" rows={4} aria-invalid={invalid('details')} aria-describedby={d} {...form.register('details')} />}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={submit.isPending}>
        <Send aria-hidden />
        {submit.isPending ? 'Submitting...' : 'Find my expert'}
      </Button>
    </form>
  );
}
