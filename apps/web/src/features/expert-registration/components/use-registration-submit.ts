import type { Category } from '@sahay/domain/categories';
import { documentRequired, EXPERT_FILE_RULES, type ExpertFileKind } from '@sahay/domain/expert-files';
import type { ExpertRegistration } from '@sahay/domain/expert-registration';
import { useState } from 'react';
import { errorDescription } from '@/lib/api-client';
import { useRegisterExpert } from '../api/use-register-expert';
import { expertFileProblem, uploadExpertFile } from '@/lib/expert-files';
import type { ChosenFiles, FileErrors } from './expert-file-fields';

export type SubmitStage = 'account' | ExpertFileKind | null;

const KINDS: ExpertFileKind[] = ['photo', 'document'];

/**
 * Registration in two steps: the account and profile (JSON), then each chosen file (multipart, as the signed-in
 * expert). When a file is refused after the account exists, the account is kept and only the files are sent again.
 */
export function useRegistrationSubmit(category: Category, onDone: () => void, onAccountError: (error: unknown) => void) {
  const registerExpert = useRegisterExpert();
  const [files, setFiles] = useState<ChosenFiles>({
    photo: null,
    document: null,
  });
  const [fileErrors, setFileErrors] = useState<FileErrors>({});
  const [registered, setRegistered] = useState(false);
  const [stage, setStage] = useState<SubmitStage>(null);
  const needsDocument = documentRequired(category);

  const choose = (kind: ExpertFileKind, file: File | null, problem: string | null) => {
    setFiles((current) => ({ ...current, [kind]: problem ? null : file }));
    setFileErrors((current) => ({ ...current, [kind]: problem ?? undefined }));
  };

  /** The files' own problems, found before anything is sent. */
  const checkFiles = (): boolean => {
    const problems: FileErrors = {};
    for (const kind of KINDS) {
      const file = files[kind];
      const problem = file ? expertFileProblem(kind, file) : kind === 'document' && needsDocument ? EXPERT_FILE_RULES.document.missing : null;
      if (problem) problems[kind] = problem;
    }
    setFileErrors(problems);
    return Object.keys(problems).length === 0;
  };

  const submit = async (values: ExpertRegistration) => {
    if (!checkFiles()) return;
    if (!registered) {
      setStage('account');
      try {
        await registerExpert.mutateAsync(values);
      } catch (error) {
        setStage(null);
        onAccountError(error);
        return;
      }
      setRegistered(true);
    }
    for (const kind of KINDS) {
      const file = files[kind];
      if (!file) continue;
      setStage(kind);
      try {
        await uploadExpertFile(kind, file);
      } catch (error) {
        setStage(null);
        setFileErrors((current) => ({
          ...current,
          [kind]: errorDescription(error),
        }));
        return;
      }
      // Sent: a retry after a later file's failure does not send it again.
      setFiles((current) => ({ ...current, [kind]: null }));
    }
    setStage(null);
    onDone();
  };

  return {
    files,
    fileErrors,
    choose,
    checkFiles,
    submit,
    registered,
    stage,
    needsDocument,
    busy: stage !== null,
  };
}
