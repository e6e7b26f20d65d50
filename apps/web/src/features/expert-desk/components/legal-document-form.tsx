import type { DeskConsultation } from '@sahay/domain/expert-desk';
import { LEGAL_DOCUMENT_KIND_LABELS, LEGAL_DOCUMENT_KINDS, legalDocumentThankYouPath } from '@sahay/domain/legal-documents';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from '@/lib/router';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { ChoicePills } from '@/components/forms/choice-fields';
import { TextField } from '@/components/forms/field';
import { TextareaField } from '@/components/forms/textarea-field';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/i18n';
import { useIssueLegalDocument } from '../api/use-issue-documents';
import { EXPERT_DESK_AREA } from '../expert-desk-area';
import type { LegalDocumentValues } from './document-values';
import { legalDocumentChecks } from './document-checks';
import { IssueButton } from './issue-button';

const FIELDS = ['kind', 'title', 'body'] as const;

/** Issue 7 part 5: the lawyer's advice note or draft. */
export function LegalDocumentForm({ consultation }: { consultation: DeskConsultation }) {
  const navigate = useNavigate();
  const issue = useIssueLegalDocument();
  const { t } = useT(EXPERT_DESK_AREA);
  const kinds = LEGAL_DOCUMENT_KINDS.map((kind) => ({ value: kind, label: t(`desk.doc.kind.${kind}`) }));
  const form = useForm<LegalDocumentValues>({
    resolver: legalDocumentChecks.resolver,
    defaultValues: { consultationId: consultation.id, kind: 'advice_note', title: '', body: '' },
  });
  useEffect(() => void legalDocumentChecks.preload().catch(() => undefined), []);
  const onSubmit = form.handleSubmit((values) =>
    issue.mutate(values, {
      onSuccess: (d) =>
        void navigate(
          legalDocumentThankYouPath({
            clientName: d.client.name,
            clientPhone: d.client.phone ?? '',
            caseType: d.caseType ?? LEGAL_DOCUMENT_KIND_LABELS[d.kind],
            documentId: d.id,
            lawyerId: d.lawyer.id ?? '',
          }),
        ),
      onError: (error) => applyServerFieldErrors(error, FIELDS, form.setError),
    }),
  );
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('desk.doc.form')}>
        <Card className="space-y-4 p-4 sm:p-6">
          <ChoicePills<LegalDocumentValues> name="kind" id="doc-kind" legend={t('desk.doc.kind')} type="radio" options={kinds} />
          <TextField<LegalDocumentValues> name="title" id="doc-title" label={t('desk.doc.title')} />
          <TextareaField<LegalDocumentValues> name="body" id="doc-body" label={t('desk.doc.body')} hint={t('desk.doc.bodyHint')} rows={12} />
        </Card>
        <IssueButton pending={issue.isPending} label={t('desk.doc.issue')} busyLabel={t('desk.doc.saving')} />
      </form>
    </FormProvider>
  );
}
