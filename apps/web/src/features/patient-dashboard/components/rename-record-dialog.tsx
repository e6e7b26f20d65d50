import { MEDICAL_RECORD_TITLE_MAX } from '@sahay/domain/medical-records';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { TextField } from '@/components/forms/field';
import { lazySchemaResolver } from '@/components/forms/lazy-resolver';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useRenameRecord } from '../api/records';
import { useT } from '@/i18n/i18n';
import { DASHBOARD_AREA } from '../dashboard-area';

interface RenameValues {
  title: string;
}

const checks = lazySchemaResolver<RenameValues>(() => import('@sahay/domain/medical-records-schemas').then((m) => m.RenameMedicalRecordSchema));

/** Rename a record: only its title changes (the downloaded file takes the new title too). */
export function RenameRecordDialog({ record, onClose }: { record: { id: string; title: string }; onClose: () => void }) {
  const { t } = useT(DASHBOARD_AREA);
  const rename = useRenameRecord();
  const form = useForm<RenameValues>({ resolver: checks.resolver, defaultValues: { title: record.title } });
  useEffect(() => void checks.preload().catch(() => undefined), []);

  const onSubmit = form.handleSubmit((values) =>
    rename.mutate(
      { id: record.id, title: values.title },
      {
        onSuccess: () => {
          toast.success(t('records.renamed'));
          onClose();
        },
        onError: (error) => applyServerFieldErrors(error, ['title'], form.setError),
      },
    ),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('records.renameTitle')}>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate aria-label={t('records.renameTitle')} className="space-y-4">
          <TextField<RenameValues> name="title" label={t('records.fieldTitle')} maxLength={MEDICAL_RECORD_TITLE_MAX} autoFocus />
          <Button type="submit" className="w-full" disabled={rename.isPending}>
            {rename.isPending ? t('records.saving') : t('records.save')}
          </Button>
        </form>
      </FormProvider>
    </Dialog>
  );
}
