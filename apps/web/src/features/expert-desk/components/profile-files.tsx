import type { DeskProfile } from '@sahay/domain/expert-desk';
import { EXPERT_DOCUMENT_TYPES, EXPERT_PHOTO_TYPES, type ExpertFileKind } from '@sahay/domain/expert-files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Loader2, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { ExpertAvatar } from '@/components/expert-avatar';
import { ExpertDocumentLink } from '@/components/expert-document-link';
import { Card } from '@/components/ui/card';
import { errorDescription } from '@/lib/api-client';
import { expertFileProblem, uploadExpertFile } from '@/lib/expert-files';
import { toast } from '@/lib/toast';
import { deskKey } from '../api/desk-query';

const DONE: Record<ExpertFileKind, string> = { photo: 'Photo updated', document: 'Registration certificate updated' };

/** A file picker that looks like a button: the input stays focusable for the keyboard and named by its label. */
function FilePicker({ kind, label, pending, onPick }: { kind: ExpertFileKind; label: string; pending: boolean; onPick: (file: File) => void }) {
  const id = useId();
  return (
    <span className="inline-flex">
      <input
        id={id}
        type="file"
        className="peer sr-only"
        accept={(kind === 'photo' ? EXPERT_PHOTO_TYPES : EXPERT_DOCUMENT_TYPES).join(',')}
        disabled={pending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
      <label
        htmlFor={id}
        className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-border bg-surface px-4 text-sm font-semibold peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
      >
        {pending ? <Loader2 aria-hidden className="size-4 animate-spin" /> : <Upload aria-hidden className="size-4" />}
        {pending ? 'Uploading...' : label}
      </label>
    </span>
  );
}

/** Issue 7: the expert replaces the photo patients see and the registration certificate our team checks. */
export function ProfileFiles({ profile }: { profile: DeskProfile }) {
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Partial<Record<ExpertFileKind, string>>>({});
  const upload = useMutation({
    mutationFn: ({ kind, file }: { kind: ExpertFileKind; file: File }) => uploadExpertFile(kind, file),
    // The error is shown under the picker it belongs to.
    meta: { silent: true },
    onSuccess: (_files, { kind }) => toast.success(DONE[kind]),
    onError: (error, { kind }) => setErrors((current) => ({ ...current, [kind]: errorDescription(error) })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deskKey }),
  });
  const pick = (kind: ExpertFileKind) => (file: File) => {
    const problem = expertFileProblem(kind, file);
    setErrors((current) => ({ ...current, [kind]: problem ?? undefined }));
    if (!problem) upload.mutate({ kind, file });
  };
  const pendingKind = upload.isPending ? upload.variables.kind : null;

  return (
    <Card className="p-4 sm:p-5">
      <h2 className="text-base font-semibold">Your photo and registration certificate</h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <div className="flex items-center gap-3">
          <ExpertAvatar name={profile.name} photoUrl={profile.photoUrl} size="lg" />
          <div className="min-w-0 space-y-1">
            <p className="text-sm text-muted-foreground">
              {profile.photoUrl ? 'Patients see this photo on your card.' : 'No photo yet: patients see your initials.'}
            </p>
            <FilePicker kind="photo" label={profile.photoUrl ? 'Change photo' : 'Add photo'} pending={pendingKind === 'photo'} onPick={pick('photo')} />
            {errors.photo ? (
              <p role="alert" className="text-sm font-medium text-danger">
                {errors.photo}
              </p>
            ) : null}
          </div>
        </div>
        <div className="min-w-0 space-y-1">
          {profile.documentUrl ? (
            <ExpertDocumentLink url={profile.documentUrl} name={profile.documentName} fallbackName="certificate" className="text-sm" />
          ) : (
            <p className="text-sm text-muted-foreground">No certificate uploaded. Our team checks it before approving you.</p>
          )}
          <div>
            <FilePicker
              kind="document"
              label={profile.documentUrl ? 'Replace certificate' : 'Add certificate'}
              pending={pendingKind === 'document'}
              onPick={pick('document')}
            />
          </div>
          {errors.document ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {errors.document}
            </p>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
