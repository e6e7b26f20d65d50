import type { DeskConsultation } from '@sahay/domain/expert-desk';
import { LEGAL_DOCUMENT_KIND_LABELS, LEGAL_DOCUMENT_KINDS, legalDocumentThankYouPath } from '@sahay/domain/legal-documents';
import { FileCheck2 } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useIssueLegalDocument } from '../api/use-issue-documents';
import type { LegalDocumentValues } from './document-values';
import { legalDocumentChecks } from './document-checks';

const FIELDS = ['kind', 'title', 'body'] as const;

/** Issue 7 part 5: the lawyer's advice note or draft. */
export function LegalDocumentForm({ consultation }: { consultation: DeskConsultation }) {
  const navigate = useNavigate();
  const issue = useIssueLegalDocument();
  const form = useForm<LegalDocumentValues>({
    resolver: legalDocumentChecks.resolver,
    defaultValues: { consultationId: consultation.id, kind: 'advice_note', title: '', body: '' },
  });
  const { errors } = form.formState;
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
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Legal document">
      <Card className="space-y-4 p-4 sm:p-6">
        <fieldset>
          <legend className="text-sm font-medium">Kind of document</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {LEGAL_DOCUMENT_KINDS.map((kind) => (
              <label
                key={kind}
                className="flex h-11 cursor-pointer items-center gap-2 rounded-full border border-border px-4 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
              >
                <input type="radio" value={kind} className="peer sr-only" {...form.register('kind')} />
                <span
                  aria-hidden
                  className="size-4 rounded-full border border-muted-foreground bg-surface peer-checked:border-[5px] peer-checked:border-primary"
                />
                {LEGAL_DOCUMENT_KIND_LABELS[kind]}
              </label>
            ))}
          </div>
        </fieldset>
        <FormField id="doc-title" label="Title" error={errors.title?.message}>
          {(d) => <Input id="doc-title" aria-invalid={errors.title ? true : undefined} aria-describedby={d} {...form.register('title')} />}
        </FormField>
        <FormField id="doc-body" label="Advice or draft" error={errors.body?.message} hint="Plain text; paragraphs are kept in the PDF">
          {(d) => <Textarea id="doc-body" rows={12} aria-invalid={errors.body ? true : undefined} aria-describedby={d} {...form.register('body')} />}
        </FormField>
      </Card>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={issue.isPending}>
        <FileCheck2 aria-hidden /> {issue.isPending ? 'Saving...' : 'Issue document'}
      </Button>
    </form>
  );
}
