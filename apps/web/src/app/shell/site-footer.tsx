import { GRIEVANCE_EMAIL } from '@sahay/domain/legal';
import { Link } from '@/lib/router';
import type { MessageKey } from '@/i18n/message-keys';
import { useT } from '@/i18n/i18n';

const LINKS: { to: string; label: MessageKey }[] = [
  { to: '/about', label: 'footer.about' },
  { to: '/contact', label: 'footer.contact' },
  { to: '/privacy', label: 'footer.privacy' },
  { to: '/terms', label: 'footer.terms' },
  { to: '/settings', label: 'footer.settings' },
  { to: '/patient-safety', label: 'footer.patientSafety' },
];

/**
 * Issue 21 part 4: every page ends with the links a visitor needs before signing in, and the Grievance Officer the
 * Telemedicine Practice Guidelines (§5.6) and the IT Rules ask for. Loaded after the page (below the fold).
 */
export default function SiteFooter() {
  const { t } = useT();
  return (
    <footer className="mt-auto border-t border-border bg-surface">
      {/* The bottom padding keeps the footer clear of the floating AI banner and help button at the end of the page. */}
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 pt-6 pb-24 text-sm md:flex-row md:items-start md:justify-between">
        <nav aria-label={t('footer.nav')}>
          <ul className="flex flex-wrap gap-x-5 gap-y-1">
            {LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to} className="inline-flex min-h-11 items-center text-foreground underline-offset-4 hover:underline">
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-1 text-muted-foreground md:text-right">
          <p>
            {t('footer.grievanceOfficer')}{' '}
            <a href={`mailto:${GRIEVANCE_EMAIL}`} className="font-medium text-foreground underline underline-offset-4">
              {GRIEVANCE_EMAIL}
            </a>
          </p>
          <p>
            {t('footer.emergencyBefore')}{' '}
            <a href="tel:112" className="font-semibold text-foreground underline underline-offset-4">
              112
            </a>
            {t('footer.emergencyAfter')}
          </p>
          {/* The year of the build in a prerendered page, this year once it hydrates. */}
          <p suppressHydrationWarning>© {new Date().getFullYear()} Sahay</p>
        </div>
      </div>
    </footer>
  );
}
