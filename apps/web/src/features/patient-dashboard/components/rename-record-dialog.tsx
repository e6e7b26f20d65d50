import { MEDICAL_RECORD_TITLE_MAX, RECORDS_MESSAGES } from '@sahay/domain/medical-records';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { TextField } from '@/components/forms/field';
import { lazySchemaResolver } from '@/components/forms/lazy-resolver';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useRenameRecord } from '../api/records';

interface RenameValues {
  title: string;
}

const checks = lazySchemaResolver<RenameValues>(() => import('@sahay/domain/medical-records-schemas').then((m) => m.RenameMedicalRecordSchema));

/** Rename a record: only its title changes (the downloaded file takes the new title too). */
export function RenameRecordDialog({ record, onClose }: { record: { id: string; title: string }; onClose: () => void }) {
  const rename = useRenameRecord();
  const form = useForm<RenameValues>({ resolver: checks.resolver, defaultValues: { title: record.title } });
  useEffect(() => void checks.preload().catch(() => undefined), []);

  const onSubmit = form.handleSubmit((values) =>
    rename.mutate(
      { id: record.id, title: values.title },
      {
        onSuccess: () => {
          toast.success(RECORDS_MESSAGES.renamed);
          onClose();
        },
        onError: (error) => applyServerFieldErrors(error, ['title'], form.setError),
      },
    ),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Rename record">
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate aria-label="Rename record" className="space-y-4">
          <TextField<RenameValues> name="title" label="Title" maxLength={MEDICAL_RECORD_TITLE_MAX} autoFocus />
          <Button type="submit" className="w-full" disabled={rename.isPending}>
            {rename.isPending ? 'Saving...' : 'Save'}
          </Button>
        </form>
      </FormProvider>
    </Dialog>
  );
}
