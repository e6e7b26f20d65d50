import { EXPERT_DOCUMENT_TYPES, EXPERT_PHOTO_TYPES, type ExpertFileKind } from '@sahay/domain/expert-files';
import { FileText, ImageUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FileField } from '@/components/forms/file-field';
import { expertFileProblem } from '@/lib/expert-files';

export type ChosenFiles = Record<ExpertFileKind, File | null>;
export type FileErrors = Partial<Record<ExpertFileKind, string>>;

interface ExpertFileFieldsProps {
  files: ChosenFiles;
  errors: FileErrors;
  documentRequired: boolean;
  disabled: boolean;
  onChange: (kind: ExpertFileKind, file: File | null, problem: string | null) => void;
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
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
            <img src={preview} alt="Preview of your photo" className="size-full object-cover" />
          ) : (
            <ImageUp aria-hidden className="size-7 text-muted-foreground" />
          )}
        </span>
        <div className="min-w-0 flex-1">
          <FileField
            id="expert-photo"
            label="Your photo (optional)"
            error={errors.photo}
            hint="A clear photo of your face. JPEG, PNG or WebP, up to 5 MB."
            accept={EXPERT_PHOTO_TYPES.join(',')}
            disabled={disabled}
            onChange={choose('photo')}
          />
        </div>
      </div>
      <div className="min-w-0">
        <FileField
          id="expert-document"
          label={documentRequired ? 'Registration certificate' : 'Certificate or proof of work (optional)'}
          error={errors.document}
          hint="PDF or a photo of it (JPEG, PNG or WebP), up to 10 MB. Only our review team sees it."
          accept={EXPERT_DOCUMENT_TYPES.join(',')}
          disabled={disabled}
          aria-required={documentRequired}
          onChange={choose('document')}
        />
        {files.document && !errors.document ? (
          <p className="mt-1.5 flex items-center gap-1.5 text-sm">
            <FileText aria-hidden className="size-4 shrink-0 text-primary" />
            <span className="truncate">{files.document.name}</span>
            <span className="shrink-0 text-muted-foreground">({sizeText(files.document.size)})</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
