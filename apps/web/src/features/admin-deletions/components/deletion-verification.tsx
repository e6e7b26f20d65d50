import type { AdminDeletionRequest } from '@sahay/domain/account-deletion';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { ADMIN_AREA } from '@/components/admin-area';
import { useT } from '@/i18n/i18n';
import type { MessageKey } from '@/i18n/message-keys';
import { rich } from '@/i18n/rich-text';

type Match = NonNullable<AdminDeletionRequest['match']>;

/**
 * Why the account may not be deleted from here, or null when the request names a patient account with its phone. The
 * texts are the domain's DELETION_ADMIN_MESSAGES, said in the admin area (tested equal in English).
 */
export function deletionBlocker(match: Match): MessageKey | null {
  if (!match.accountFound) return 'admin.deletions.noAccount';
  if (match.role !== 'patient') return 'admin.deletions.staffAccount';
  if (!match.phoneMatches) return 'admin.deletions.phoneMismatch';
  return null;
}

export function Verification({ match }: { match: Match }) {
  const { t } = useT(ADMIN_AREA);
  const problem = deletionBlocker(match);
  if (!problem) {
    return (
      <p className="flex items-start gap-2 rounded-xl bg-success/10 p-3 text-sm">
        <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
        <span>{rich(t('admin.deletions.matches', { name: match.name ?? '' }), [(text) => <strong>{text}</strong>])}</span>
      </p>
    );
  }
  const found = t('admin.deletions.found', {
    name: match.name ?? t('admin.deletions.unnamed'),
    role: t('admin.deletions.role', { role: match.role ?? 'unknown' }),
  });
  return (
    <p className="flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
      <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        {match.accountFound ? `${found} ` : ''}
        {t(problem)}
      </span>
    </p>
  );
}
