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
import { useDomainMessages } from '@/i18n/domain-messages';
import { useT } from '@/i18n/i18n';
import type { MessageKey } from '@/i18n/message-keys';
import { deskKey } from '../api/desk-query';
import { EXPERT_DESK_AREA } from '../expert-desk-area';

const DONE: Record<ExpertFileKind, MessageKey> = { photo: 'desk.photoUpdated', document: 'desk.documentUpdated' };

/** A file picker that looks like a button: the input stays focusable for the keyboard and named by its label. */
function FilePicker({ kind, label, pending, onPick }: { kind: ExpertFileKind; label: string; pending: boolean; onPick: (file: File) => void }) {
  const id = useId();
  const { t } = useT(EXPERT_DESK_AREA);
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
        {pending ? t('desk.uploading') : label}
      </label>
    </span>
  );
}

/** Issue 7: the expert replaces the photo patients see and the registration certificate our team checks. */
export function ProfileFiles({ profile }: { profile: DeskProfile }) {
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Partial<Record<ExpertFileKind, string>>>({});
  const { t } = useT(EXPERT_DESK_AREA);
  // A file's problem is the domain's message or the server's words, said in the reader's language.
  const say = useDomainMessages();
  const upload = useMutation({
    mutationFn: ({ kind, file }: { kind: ExpertFileKind; file: File }) => uploadExpertFile(kind, file),
    // The error is shown under the picker it belongs to.
    meta: { silent: true },
    onSuccess: (_files, { kind }) => toast.success(t(DONE[kind])),
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
      <h2 className="text-base font-semibold">{t('desk.filesTitle')}</h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <div className="flex items-center gap-3">
          <ExpertAvatar name={profile.name} photoUrl={profile.photoUrl} size="lg" />
          <div className="min-w-0 space-y-1">
            <p className="text-sm text-muted-foreground">{profile.photoUrl ? t('desk.photoSeen') : t('desk.noPhoto')}</p>
            <FilePicker
              kind="photo"
              label={profile.photoUrl ? t('desk.changePhoto') : t('desk.addPhoto')}
              pending={pendingKind === 'photo'}
              onPick={pick('photo')}
            />
            {errors.photo ? (
              <p role="alert" className="text-sm font-medium text-danger">
                {say(errors.photo)}
              </p>
            ) : null}
          </div>
        </div>
        <div className="min-w-0 space-y-1">
          {profile.documentUrl ? (
            <ExpertDocumentLink url={profile.documentUrl} name={profile.documentName} fallbackName={t('desk.certificateFile')} className="text-sm" />
          ) : (
            <p className="text-sm text-muted-foreground">{t('desk.noCertificate')}</p>
          )}
          <div>
            <FilePicker
              kind="document"
              label={profile.documentUrl ? t('desk.replaceCertificate') : t('desk.addCertificate')}
              pending={pendingKind === 'document'}
              onPick={pick('document')}
            />
          </div>
          {errors.document ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {say(errors.document)}
            </p>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
