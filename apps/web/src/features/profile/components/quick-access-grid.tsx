import type { Category } from '@sahay/domain/categories';
import { HISTORY_FIELDS } from '@sahay/domain/consultation-history';
import { Calculator, Laptop, Scale, Stethoscope, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { errorDescription } from '@/lib/api-client';
import { useConsultationHistory } from '../api/consultation-history-query';
import { HistoryDialog } from './history-dialog';
import { useT } from '@/i18n/i18n';
import { PROFILE_AREA } from '../profile-area';

const ICONS: Record<Category, LucideIcon> = { medical: Stethoscope, legal: Scale, finance: Calculator, tech: Laptop };

/** Spec 001 §2.15 Quick Access: a tile per field with its count of consultations; each opens that field's history. */
export function QuickAccessGrid() {
  const { t } = useT(PROFILE_AREA);
  const history = useConsultationHistory();
  const plural = (count: number) => t('profile.consultationCount', { count });
  const [open, setOpen] = useState<Category | null>(null);

  return (
    <section aria-labelledby="quick-access-heading">
      <Card className="p-4">
        <h2 id="quick-access-heading" className="text-sm font-semibold text-muted-foreground">
          {t('profile.quickAccess')}
        </h2>
        {history.isError ? (
          <p role="alert" className="mt-2 text-sm text-danger">
            {t('profile.historyFailed')}: {errorDescription(history.error, t('profile.pleaseTryAgain'))}{' '}
            <button type="button" className="min-h-11 font-semibold underline underline-offset-2" onClick={() => void history.refetch()}>
              {t('profile.tryAgain')}
            </button>
          </p>
        ) : null}
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {HISTORY_FIELDS.map((field) => {
            const Icon = ICONS[field];
            const count = history.data?.counts[field];
            return (
              <li key={field}>
                <button
                  type="button"
                  onClick={() => setOpen(field)}
                  aria-label={t('profile.tileLabel', {
                    field: t('profile.field', { field }),
                    count: count === undefined ? t('profile.consultations') : plural(count),
                  })}
                  className="flex min-h-24 w-full flex-col items-center justify-center gap-1 rounded-xl border border-border bg-surface p-3 text-center hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary"
                >
                  <Icon aria-hidden className="size-6 text-primary" />
                  <span className="font-semibold">{t('profile.field', { field })}</span>
                  <span className="text-xs text-muted-foreground" aria-hidden>
                    {count === undefined ? (history.isPending ? '…' : '–') : plural(count)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </Card>
      {open ? <HistoryDialog field={open} all={history.data} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
