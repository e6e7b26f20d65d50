import type { Theme } from '@sahay/domain/theme-names';
import { Briefcase, Calculator, FileText, FolderKanban, HeartPulse, Home, Laptop, Scale, Stethoscope, type LucideIcon } from 'lucide-react';
import { NavLink } from '@/lib/router';
import { cn } from '@/lib/cn';
import { useTheme } from '../theme';
import type { MessageKey } from '@/i18n/message-keys';
import { useT } from '@/i18n/i18n';

interface NavItem {
  label: MessageKey;
  to: string;
  icon: LucideIcon;
}

const HOME: NavItem = { label: 'nav.home', to: '/', icon: Home };

// Spec 000 §2 "Bottom navigation": three items that follow the theme; the third opens the dashboard on the theme's
// field (issue 14 part 1): Health, Cases (legal), Reports (finance), Projects (tech). Written out rather than built
// with dashboardPath, which would join the login page's budgeted bundle (the shell is in it).
export const BOTTOM_NAV_ITEMS: Record<Theme, readonly NavItem[]> = {
  green: [
    HOME,
    { label: 'category.medical', to: '/medical-consultation', icon: Stethoscope },
    { label: 'nav.health', to: '/patient-dashboard', icon: HeartPulse },
  ],
  blue: [
    HOME,
    { label: 'category.legal', to: '/legal-consultation', icon: Scale },
    { label: 'nav.cases', to: '/patient-dashboard?field=legal', icon: Briefcase },
  ],
  orange: [
    HOME,
    { label: 'category.finance', to: '/ca-consultation', icon: Calculator },
    { label: 'nav.reports', to: '/patient-dashboard?field=finance', icon: FileText },
  ],
  purple: [
    HOME,
    { label: 'category.tech', to: '/it-consultation', icon: Laptop },
    { label: 'nav.projects', to: '/patient-dashboard?field=tech', icon: FolderKanban },
  ],
};

/** Shown below 768 px only (spec 000 §2); the active item is highlighted. */
export function BottomNav() {
  const { theme } = useTheme();
  const { t } = useT();
  return (
    <nav
      aria-label={t('nav.main')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto flex max-w-md">
        {BOTTOM_NAV_ITEMS[theme].map(({ label, to, icon: Icon }) => (
          <li key={label} className="flex-1">
            <NavLink
              to={to}
              end={to === '/'}
              className={({ isActive }) =>
                cn(
                  'flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-medium',
                  isActive ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span className={cn('flex h-7 w-12 items-center justify-center rounded-full', isActive && 'bg-primary-soft')}>
                    <Icon aria-hidden className="size-5" />
                  </span>
                  {t(label)}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
