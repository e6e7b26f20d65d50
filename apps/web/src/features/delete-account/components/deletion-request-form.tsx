import type { DeletionRequestInput } from '@sahay/domain/account-deletion';
import { DELETION_MESSAGES } from '@sahay/domain/support-messages';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { useRequestDeletion } from '../api/use-request-deletion';
import { deletionRequestChecks } from './lazy-deletion-resolvers';

const FIELDS = ['email', 'phone', 'fullName', 'reason'] as const;
const EMPTY: DeletionRequestInput = { email: '', phone: '', fullName: '', reason: '' };

/** Spec 000 §2 /delete-account: email, phone and full name required, reason optional; 'Submitting...' while busy. */
export function DeletionRequestForm() {
  const request = useRequestDeletion();
  const form = useForm<DeletionRequestInput>({ resolver: deletionRequestChecks.resolver, defaultValues: EMPTY });
  const { errors } = form.formState;
  const invalid = (field: keyof DeletionRequestInput) => (errors[field] ? true : undefined);

  const onSubmit = form.handleSubmit((values) =>
    request.mutate(values, {
      onSuccess: () => {
        toast.success(DELETION_MESSAGES.submitted.title, { description: DELETION_MESSAGES.submitted.description });
        form.reset(EMPTY);
      },
      onError: (error) => applyServerFieldErrors(error, FIELDS, form.setError),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Deletion request">
      <FormField id="deletion-email" label="Email" error={errors.email?.message} hint="The email of your Sahay account">
        {(describedBy) => (
          <Input
            id="deletion-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            required
            aria-invalid={invalid('email')}
            aria-describedby={describedBy}
            {...form.register('email')}
          />
        )}
      </FormField>
      <FormField id="deletion-phone" label="Phone" error={errors.phone?.message} hint="The mobile number on your account, to verify it is you">
        {(describedBy) => (
          <Input
            id="deletion-phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="98765 43210"
            required
            aria-invalid={invalid('phone')}
            aria-describedby={describedBy}
            {...form.register('phone')}
          />
        )}
      </FormField>
      <FormField id="deletion-full-name" label="Full name" error={errors.fullName?.message}>
        {(describedBy) => (
          <Input
            id="deletion-full-name"
            autoComplete="name"
            placeholder="As on your account"
            required
            aria-invalid={invalid('fullName')}
            aria-describedby={describedBy}
            {...form.register('fullName')}
          />
        )}
      </FormField>
      <FormField id="deletion-reason" label="Reason (optional)" error={errors.reason?.message} hint="Tell us why, if you like. It helps us improve.">
        {(describedBy) => (
          <Textarea id="deletion-reason" rows={3} aria-invalid={invalid('reason')} aria-describedby={describedBy} {...form.register('reason')} />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={request.isPending}>
        {request.isPending ? 'Submitting...' : 'Submit Request'}
      </Button>
    </form>
  );
}
