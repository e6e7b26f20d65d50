import { EXPERT_DOCUMENT_MAX_BYTES, EXPERT_DOCUMENT_TYPES, EXPERT_PHOTO_MAX_BYTES, EXPERT_PHOTO_TYPES, type ExpertFileKind } from '@sahay/domain/expert-files';
import { FileText, ImageUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FileField } from '@/components/forms/file-field';
import { useDomainMessages } from '@/i18n/domain-messages';
import { formatNumber } from '@/i18n/format';
import { useT } from '@/i18n/i18n';
import type { MessageKey } from '@/i18n/message-keys';
import { expertFileProblem } from '@/lib/expert-files';
import { EXPERT_REGISTRATION_AREA } from '../expert-registration-area';

export type ChosenFiles = Record<ExpertFileKind, File | null>;
export type FileErrors = Partial<Record<ExpertFileKind, string>>;

interface ExpertFileFieldsProps {
  files: ChosenFiles;
  errors: FileErrors;
  documentRequired: boolean;
  disabled: boolean;
  onChange: (kind: ExpertFileKind, file: File | null, problem: string | null) => void;
}

const MB = 1024 * 1024;

function sizeText(t: (key: MessageKey, values: { size: string }) => string, bytes: number): string {
  return bytes >= MB
    ? t('expertReg.sizeMb', { size: formatNumber(Math.round((bytes / MB) * 10) / 10) })
    : t('expertReg.sizeKb', { size: formatNumber(Math.max(1, Math.round(bytes / 1024))) });
}

/** A preview of the chosen photo: made when one is chosen, released when another is or the form goes. */
function usePreview() {
  const [url, setUrl] = useState<string | null>(null);
  const current = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );
  const show = (file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = file ? URL.createObjectURL(file) : null;
    setUrl(current.current);
  };
  return [url, show] as const;
}

/** The photo patients will see and the document of the professional registration, each checked as it is chosen. */
export function ExpertFileFields({ files, errors, documentRequired, disabled, onChange }: ExpertFileFieldsProps) {
  const [preview, showPreview] = usePreview();
  const { t } = useT(EXPERT_REGISTRATION_AREA);
  // The files' problems are the domain's messages (or the server's words), said in the reader's language.
  const say = useDomainMessages();
  const choose = (kind: ExpertFileKind) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? expertFileProblem(kind, file) : null;
    if (kind === 'photo') showPreview(problem ? null : file);
    onChange(kind, file, problem);
  };
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="flex items-start gap-3">
        <span className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full border border-border bg-muted">
          {preview && !errors.photo ? (
            <img src={preview} alt={t('expertReg.photoPreview')} className="size-full object-cover" />
          ) : (
            <ImageUp aria-hidden className="size-7 text-muted-foreground" />
          )}
        </span>
        <div className="min-w-0 flex-1">
          <FileField
            id="expert-photo"
            label={t('expertReg.photo')}
            error={errors.photo && say(errors.photo)}
            hint={t('expertReg.photoHint', { mb: EXPERT_PHOTO_MAX_BYTES / MB })}
            accept={EXPERT_PHOTO_TYPES.join(',')}
            disabled={disabled}
            onChange={choose('photo')}
          />
        </div>
      </div>
      <div className="min-w-0">
        <FileField
          id="expert-document"
          label={documentRequired ? t('expertReg.certificate') : t('expertReg.certificateOptional')}
          error={errors.document && say(errors.document)}
          hint={t('expertReg.documentHint', { mb: EXPERT_DOCUMENT_MAX_BYTES / MB })}
          accept={EXPERT_DOCUMENT_TYPES.join(',')}
          disabled={disabled}
          aria-required={documentRequired}
          onChange={choose('document')}
        />
        {files.document && !errors.document ? (
          <p className="mt-1.5 flex items-center gap-1.5 text-sm">
            <FileText aria-hidden className="size-4 shrink-0 text-primary" />
            <span className="truncate">{files.document.name}</span>
            <span className="shrink-0 text-muted-foreground">({sizeText(t, files.document.size)})</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
