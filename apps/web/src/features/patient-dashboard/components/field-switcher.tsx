import type { Category } from '@sahay/domain/categories';
import { dashboardPath } from '@sahay/domain/dashboard';
import { Link } from '@/lib/router';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/i18n';
import { DASHBOARD_AREA } from '../dashboard-area';

const ORDER: readonly Category[] = ['medical', 'legal', 'finance', 'tech'];

/** The bottom navigation's third item opens one field (spec 000 §2); here a person can look at another. */
export function FieldSwitcher({ field }: { field: Category }) {
  const { t } = useT(DASHBOARD_AREA);
  return (
    <nav aria-label={t('dashboard.fieldNav')} className="-mx-1 flex gap-1 overflow-x-auto px-1">
      {ORDER.map((value) => (
        <Link
          key={value}
          to={dashboardPath(value)}
          aria-current={value === field ? 'page' : undefined}
          className={cn(
            'flex min-h-11 shrink-0 items-center rounded-full border px-4 text-sm font-semibold',
            value === field ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-surface text-muted-foreground hover:bg-muted',
          )}
        >
          {t(`dashboard.field.${value}`)}
        </Link>
      ))}
    </nav>
  );
}
