import { GRIEVANCE_EMAIL } from '@sahay/domain/legal';
import { Link } from '@/lib/router';

const LINKS = [
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
  { to: '/settings', label: 'Settings' },
  { to: '/patient-safety', label: 'Patient safety' },
];

/**
 * Issue 21 part 4: every page ends with the links a visitor needs before signing in, and the Grievance Officer the
 * Telemedicine Practice Guidelines (§5.6) and the IT Rules ask for. Loaded after the page (below the fold).
 */
export default function SiteFooter() {
  return (
    <footer className="mt-auto border-t border-border bg-surface">
      {/* The bottom padding keeps the footer clear of the floating AI banner and help button at the end of the page. */}
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 pt-6 pb-24 text-sm md:flex-row md:items-start md:justify-between">
        <nav aria-label="About Sahay">
          <ul className="flex flex-wrap gap-x-5 gap-y-1">
            {LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to} className="inline-flex min-h-11 items-center text-foreground underline-offset-4 hover:underline">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-1 text-muted-foreground md:text-right">
          <p>
            Grievance Officer:{' '}
            <a href={`mailto:${GRIEVANCE_EMAIL}`} className="font-medium text-foreground underline underline-offset-4">
              {GRIEVANCE_EMAIL}
            </a>
          </p>
          <p>
            In an emergency call{' '}
            <a href="tel:112" className="font-semibold text-foreground underline underline-offset-4">
              112
            </a>
            . Sahay is not an emergency service.
          </p>
          <p>© {new Date().getFullYear()} Sahay</p>
        </div>
      </div>
    </footer>
  );
}
