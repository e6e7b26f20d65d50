import { NavLink } from '@/lib/router';
import { cn } from '@/lib/cn';

const LINKS = [
  { to: '/admin-approve-experts', label: 'Approve experts' },
  { to: '/admin/experts-list', label: 'Experts' },
  { to: '/admin-referral-chains', label: 'Referrals' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/deletion-requests', label: 'Deletions' },
  { to: '/admin/refund-requests', label: 'Refunds' },
  { to: '/admin/outbox', label: 'Outbox' },
  { to: '/admin/phone-calls', label: 'Phone calls' },
  { to: '/admin/audit-log', label: 'Audit log' },
] as const;

/** The admin console's sections (issue 7 part 2); scrolls sideways on a phone, wraps from a tablet up. */
export function AdminNav() {
  return (
    <nav aria-label="Admin console" className="-mx-4 mb-5 overflow-x-auto px-4">
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
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
