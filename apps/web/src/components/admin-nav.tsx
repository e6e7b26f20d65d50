import { NavLink } from '@/lib/router';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/i18n';
import { ADMIN_AREA } from './admin-area';

const LINKS = [
  { to: '/admin-approve-experts', label: 'admin.nav.approve' },
  { to: '/admin/experts-list', label: 'admin.nav.experts' },
  { to: '/admin-referral-chains', label: 'admin.nav.referrals' },
  { to: '/admin/messages', label: 'admin.nav.messages' },
  { to: '/admin/deletion-requests', label: 'admin.nav.deletions' },
  { to: '/admin/refund-requests', label: 'admin.nav.refunds' },
  { to: '/admin/outbox', label: 'admin.nav.outbox' },
  { to: '/admin/phone-calls', label: 'admin.nav.phoneCalls' },
  { to: '/admin/audit-log', label: 'admin.nav.auditLog' },
] as const;

/** The admin console's sections (issue 7 part 2); scrolls sideways on a phone, wraps from a tablet up. */
export function AdminNav() {
  const { t } = useT(ADMIN_AREA);
  return (
    <nav aria-label={t('admin.nav')} className="-mx-4 mb-5 overflow-x-auto px-4">
      <ul className="flex min-w-max gap-2 md:min-w-0 md:flex-wrap">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end
              className={({ isActive }) =>
                cn(
                  'inline-flex h-11 items-center rounded-full border px-4 text-sm font-semibold',
                  isActive ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-surface hover:bg-muted',
                )
              }
            >
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
