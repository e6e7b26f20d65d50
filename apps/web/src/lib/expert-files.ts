import { EXPERT_FILE_RULES, type ExpertFileKind, type ExpertFiles } from '@sahay/domain/expert-files';
import { api } from '@/lib/api-client';

/** Checked here for a quick answer; the server checks again, by content. */
export function expertFileProblem(kind: ExpertFileKind, file: File): string | null {
  const rules = EXPERT_FILE_RULES[kind];
  if (file.size > rules.maxBytes) return rules.tooLarge;
  if (!(rules.types as readonly string[]).includes(file.type)) return rules.wrongType;
  return null;
}

/** PUT /api/experts/me/{photo|document} as multipart: the signed-in expert's photo or registration document. */
export function uploadExpertFile(kind: ExpertFileKind, file: File): Promise<ExpertFiles> {
  const form = new FormData();
  form.set('file', file, file.name);
  return api.upload<ExpertFiles>('PUT', `/api/experts/me/${kind}`, form);
}
