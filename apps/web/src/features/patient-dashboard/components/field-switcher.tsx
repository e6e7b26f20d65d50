import type { Category } from '@sahay/domain/categories';
import { DASHBOARD_FIELDS, dashboardPath } from '@sahay/domain/dashboard';
import { Link } from '@/lib/router';
import { cn } from '@/lib/cn';

const ORDER: readonly Category[] = ['medical', 'legal', 'finance', 'tech'];

/** The bottom navigation's third item opens one field (spec 000 §2); here a person can look at another. */
export function FieldSwitcher({ field }: { field: Category }) {
  return (
    <nav aria-label="Dashboard field" className="-mx-1 flex gap-1 overflow-x-auto px-1">
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
          {DASHBOARD_FIELDS[value].tab}
        </Link>
      ))}
    </nav>
  );
}
