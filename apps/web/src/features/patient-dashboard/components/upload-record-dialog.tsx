import { fileProblem } from '@sahay/domain/file-uploads';
import { indiaDate } from '@sahay/domain/india-date';
import { DEFAULT_MEDICAL_RECORD_TYPE, MEDICAL_RECORD_FILE_POLICY, MEDICAL_RECORD_FILE_TYPES } from '@sahay/domain/medical-records';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { TextField } from '@/components/forms/field';
import { FileField } from '@/components/forms/file-field';
import { lazySchemaResolver } from '@/components/forms/lazy-resolver';
import { SelectField } from '@/components/forms/select-field';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ApiRequestError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUploadRecord } from '../api/records';
import { useT } from '@/i18n/i18n';
import { DASHBOARD_AREA } from '../dashboard-area';
import { recordTypeOptions } from './record-type';

interface UploadValues {
  title: string;
  recordType: string;
  recordDate: string;
  doctorName: string;
  hospitalName: string;
}

const checks = lazySchemaResolver<UploadValues>(() => import('@sahay/domain/medical-records-schemas').then((m) => m.MedicalRecordUploadSchema));
const FIELDS = ['title', 'recordType', 'recordDate', 'doctorName', 'hospitalName'] as const;
const Text = TextField<UploadValues>;

function emptyValues(): UploadValues {
  return { title: '', recordType: DEFAULT_MEDICAL_RECORD_TYPE, recordDate: indiaDate(new Date()), doctorName: '', hospitalName: '' };
}

/** Issue 14 part 3: upload a lab report or document (PDF, JPEG, PNG up to 10 MB) with what it is and when. */
export function UploadRecordDialog({
  open,
  onOpenChange,
  memberId = null,
  personName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Issue 14 part 8: the family member the record is for (the dashboard's chosen person); null is the holder. */
  memberId?: string | null;
  personName?: string;
}) {
  const { t } = useT(DASHBOARD_AREA);
  const upload = useUploadRecord();
  const form = useForm<UploadValues>({ resolver: checks.resolver, defaultValues: emptyValues() });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  useEffect(() => void checks.preload().catch(() => undefined), []);

  const close = (next: boolean) => {
    if (!next) {
      form.reset(emptyValues());
      setFile(null);
      setFileError(undefined);
    }
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit((values) => {
    if (!file) return setFileError(t('records.chooseFile'));
    upload.mutate(
      { file, ...values, ...(memberId ? { familyMemberId: memberId } : {}) },
      {
        onSuccess: (record) => {
          toast.success(t('records.uploaded'), { description: record.title });
          close(false);
        },
        onError: (error) => {
          applyServerFieldErrors(error, FIELDS, form.setError);
          if (error instanceof ApiRequestError) setFileError(error.fieldErrors?.file?.[0]);
        },
      },
    );
  });

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={personName ? t('records.uploadTitleFor', { name: personName }) : t('records.uploadTitle')}
      description={t('records.uploadText')}
    >
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate aria-label={t('records.uploadForm')} className="space-y-4">
          <FileField
            id="record-file"
            label={t('records.file')}
            accept={MEDICAL_RECORD_FILE_TYPES.join(',')}
            error={fileError}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              const problem = chosen ? fileProblem(chosen, MEDICAL_RECORD_FILE_POLICY) : t('records.chooseFile');
              setFileError(problem ?? undefined);
              setFile(problem ? null : chosen);
            }}
          />
          <Text name="title" label={t('records.titleOptional')} hint={t('records.titleHint')} placeholder={t('records.titlePlaceholder')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField<UploadValues> name="recordType" label={t('records.kind')} options={recordTypeOptions(t)} />
            <Text name="recordDate" label={t('records.date')} type="date" max={indiaDate(new Date())} />
          </div>
          <Text name="doctorName" label={t('records.doctorOptional')} autoComplete="off" />
          <Text name="hospitalName" label={t('records.hospitalOptional')} autoComplete="off" />
          <Button type="submit" size="lg" className="w-full" disabled={upload.isPending}>
            {upload.isPending ? t('records.uploading') : t('records.upload')}
          </Button>
        </form>
      </FormProvider>
    </Dialog>
  );
}
