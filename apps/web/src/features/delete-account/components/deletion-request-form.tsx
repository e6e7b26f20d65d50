import type { DeletionRequestInput } from '@sahay/domain/account-deletion';
import { DELETION_MESSAGES } from '@sahay/domain/support-messages';
import { FormProvider, useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { TextField } from '@/components/forms/field';
import { TextareaField } from '@/components/forms/textarea-field';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useRequestDeletion } from '../api/use-request-deletion';
import { deletionRequestChecks } from './deletion-checks';

const FIELDS = ['email', 'phone', 'fullName', 'reason'] as const;
const EMPTY: DeletionRequestInput = { email: '', phone: '', fullName: '', reason: '' };
const Text = TextField<DeletionRequestInput>;
const Textarea = TextareaField<DeletionRequestInput>;

/** Spec 000 §2 /delete-account: email, phone and full name required, reason optional; 'Submitting...' while busy. */
export function DeletionRequestForm() {
  const request = useRequestDeletion();
  const form = useForm<DeletionRequestInput>({ resolver: deletionRequestChecks.resolver, defaultValues: EMPTY });

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
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Deletion request">
        <Text
          name="email"
          id="deletion-email"
          label="Email"
          hint="The email of your Sahay account"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
        />
        <Text
          name="phone"
          id="deletion-phone"
          label="Phone"
          hint="The mobile number on your account, to verify it is you"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="98765 43210"
          required
        />
        <Text name="fullName" id="deletion-full-name" label="Full name" autoComplete="name" placeholder="As on your account" required />
        <Textarea name="reason" id="deletion-reason" label="Reason (optional)" hint="Tell us why, if you like. It helps us improve." rows={3} />
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={request.isPending}>
          {request.isPending ? 'Submitting...' : 'Submit Request'}
        </Button>
      </form>
    </FormProvider>
  );
}
