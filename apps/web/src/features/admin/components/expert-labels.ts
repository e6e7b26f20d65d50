import type { ExpertStatus } from '@sahay/domain/expert-registration';
import type { MessageKey } from '@/i18n/message-keys';

/** An expert's review status in the reader's language (the admin area's `admin.status.*`). */
export const statusLabel = (t: (key: MessageKey) => string, status: ExpertStatus) => t(`admin.status.${status}`);

export const STATUS_STYLES: Record<ExpertStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  approved: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  rejected: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100',
  suspended: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100',
};
