import { zodResolver } from '@hookform/resolvers/zod';
import { LegalRequestSchema, type LegalReceipt, type LegalRequest, type LegalRequestInput } from '@sahay/domain/consultation-requests';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { PersonChooser } from '@/components/person-chooser';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { TextField } from '@/components/forms/field';
import { TextareaField } from '@/components/forms/textarea-field';
import { Button } from '@/components/ui/button';
import { usePersonPrefill, type PrefillFields } from '@/lib/person-prefill';
import { toast } from '@/lib/toast';
import { useSubmitLegalRequest } from '../api/use-submit-legal-request';
import type { ConsultationMode } from '@sahay/domain/verticals';
import { useT } from '@/i18n/i18n';
import { LEGAL_REQUEST_AREA } from '../legal-request-area';

const resolver = zodResolver(LegalRequestSchema);
const FIELDS = ['name', 'phone', 'caseType', 'legalIssue'] as const;
const EMPTY: LegalRequestInput = { name: '', phone: '', caseType: '', legalIssue: '' };
const Text = TextField<LegalRequestInput>;
const Textarea = TextareaField<LegalRequestInput>;
const PREFILL: PrefillFields<LegalRequestInput> = { name: 'name', phone: 'phone' };
export const CASE_TYPES = ['Family', 'Property', 'Criminal', 'Corporate', 'Cyber', 'Consumer', 'Employment', 'Other'] as const;

/** Spec 001 §2.3 and §4.2: name, phone, case type (optional), legal issue. Works without an account. */
/** The case type a link chose (?caseType=Criminal, or the service picker's ?service=Family Law), if it is one of ours. */
export function caseTypeFromParams(params: URLSearchParams): string {
  const wanted = params.get('caseType') ?? params.get('service')?.replace(/ Law$/, '') ?? '';
  return (CASE_TYPES as readonly string[]).includes(wanted) ? wanted : '';
}

export function LegalRequestForm({
  onSubmitted,
  initialCaseType = '',
  mode,
  initialIssue = '',
}: {
  onSubmitted: (receipt: LegalReceipt) => void;
  initialCaseType?: string;
  /** The lawyer home's video or audio button asked for that call (issue 15 part 4). */
  mode?: ConsultationMode;
  /** A description carried from "Describe your problem" (issue 21). */
  initialIssue?: string;
}) {
  const submit = useSubmitLegalRequest();
  const { t } = useT(LEGAL_REQUEST_AREA);
  const form = useForm<LegalRequestInput, unknown, LegalRequest>({
    resolver,
    defaultValues: { ...EMPTY, caseType: initialCaseType, legalIssue: initialIssue },
  });
  const [caseType, setCaseType] = useState(initialCaseType);
  // Issue 21 part 3: name and phone from the profile or the chosen family member, editable.
  const person = usePersonPrefill(form, PREFILL);

  const onSubmit = form.handleSubmit(
    (values) =>
      submit.mutate(
        { ...values, caseType: values.caseType || undefined, consultationType: mode ?? 'chat', familyMemberId: person.memberId ?? undefined },
        {
          onSuccess: (receipt) => {
            toast.success(t('legalRequest.successTitle'), { description: t('legalRequest.successText') });
            form.reset(EMPTY);
            setCaseType('');
            person.refill();
            onSubmitted(receipt);
          },
          onError: (error) => applyServerFieldErrors(error, FIELDS, form.setError),
        },
      ),
    () => toast.error(t('legalRequest.missingTitle'), { description: t('legalRequest.missingText') }),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={t('legalRequest.form')} className="space-y-4">
        {person.members.length > 0 ? (
          <PersonChooser legend={t('legalRequest.forWhom')} members={person.members} value={person.memberId} onChange={person.choose} />
        ) : null}
        <Text name="name" id="legal-name" label={t('legalRequest.name')} autoComplete="name" />
        <Text
          name="phone"
          id="legal-phone"
          label={t('legalRequest.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={t('legalRequest.phonePlaceholder')}
        />
        <fieldset>
          <legend className="text-sm font-medium">{t('legalRequest.caseType')}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {CASE_TYPES.map((type) => (
              <button
                key={type}
                type="button"
                aria-pressed={caseType === type}
                onClick={() => {
                  const next = caseType === type ? '' : type;
                  setCaseType(next);
                  form.setValue('caseType', next);
                }}
                className={
                  caseType === type
                    ? 'min-h-11 rounded-full border border-primary bg-primary px-4 text-sm font-medium text-primary-foreground'
                    : 'min-h-11 rounded-full border border-border bg-surface px-4 text-sm font-medium hover:bg-muted'
                }
              >
                {t(`legalRequest.case.${type}`)}
              </button>
            ))}
          </div>
        </fieldset>
        <Textarea name="legalIssue" id="legal-issue" label={t('legalRequest.issue')} rows={5} placeholder={t('legalRequest.issuePlaceholder')} />
        <Button type="submit" size="lg" className="w-full" disabled={submit.isPending}>
          <Send aria-hidden />
          {submit.isPending ? t('legalRequest.submitting') : t('legalRequest.submit')}
        </Button>
      </form>
    </FormProvider>
  );
}
