import type { DeletionRequestInput } from '@sahay/domain/account-deletion';
import { FormProvider, useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { TextField } from '@/components/forms/field';
import { TextareaField } from '@/components/forms/textarea-field';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useT } from '@/i18n/i18n';
import { DELETE_ACCOUNT_AREA } from '../delete-account-area';
import { useRequestDeletion } from '../api/use-request-deletion';
import { deletionRequestChecks } from './deletion-checks';

const FIELDS = ['email', 'phone', 'fullName', 'reason'] as const;
const EMPTY: DeletionRequestInput = { email: '', phone: '', fullName: '', reason: '' };
const Text = TextField<DeletionRequestInput>;
const Textarea = TextareaField<DeletionRequestInput>;

/** Spec 000 §2 /delete-account: email, phone and full name required, reason optional; 'Submitting...' while busy. */
export function DeletionRequestForm() {
  const { t } = useT(DELETE_ACCOUNT_AREA);
  const request = useRequestDeletion();
  const form = useForm<DeletionRequestInput>({ resolver: deletionRequestChecks.resolver, defaultValues: EMPTY });

  const onSubmit = form.handleSubmit((values) =>
    request.mutate(values, {
      onSuccess: () => {
        toast.success(t('deletion.submitted'), { description: t('deletion.submittedText') });
        form.reset(EMPTY);
      },
      onError: (error) => applyServerFieldErrors(error, FIELDS, form.setError),
    }),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('deletion.form')}>
        <Text
          name="email"
          id="deletion-email"
          label={t('deletion.email')}
          hint={t('deletion.emailHint')}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
        />
        <Text
          name="phone"
          id="deletion-phone"
          label={t('deletion.phone')}
          hint={t('deletion.phoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="98765 43210"
          required
        />
        <Text
          name="fullName"
          id="deletion-full-name"
          label={t('deletion.fullName')}
          autoComplete="name"
          placeholder={t('deletion.fullNamePlaceholder')}
          required
        />
        <Textarea name="reason" id="deletion-reason" label={t('deletion.reason')} hint={t('deletion.reasonHint')} rows={3} />
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={request.isPending}>
          {t(request.isPending ? 'deletion.submitting' : 'deletion.submit')}
        </Button>
      </form>
    </FormProvider>
  );
}
