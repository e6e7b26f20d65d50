import { QrCode } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from '@/lib/router';
import { BrandMark } from '@/components/brand-mark';
import { Button } from '@/components/ui/button';
import { UserAvatar } from '@/components/user-avatar';
import { useSession } from '@/lib/auth-client';
import { CategorySwitcher } from './category-switcher';
import { useT } from '@/i18n/i18n';
import { LanguageSwitch } from '@/i18n/language-switch';

const HealthQrDialog = lazy(() => import('@/features/health-qr/components/health-qr-dialog'));

/** Spec 000 §2: a sticky header; the round avatar opens /profile-menu, the QR button the Health QR dialog. */
export function SiteHeader() {
  const { user, isLoading } = useSession();
  const { t } = useT();
  const { pathname } = useLocation();
  const [qrOpen, setQrOpen] = useState(false);
  // The dialog unmounts as it closes, so it cannot hand focus back itself: the QR button takes it.
  const qrButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !qrOpen) qrButton.current?.focus();
    wasOpen.current = qrOpen;
  }, [qrOpen]);
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/75">
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-2 px-4">
        <Link to="/" className="flex min-h-11 items-center gap-2 rounded-lg" aria-label={t('header.home')}>
          <BrandMark />
          <span className="text-lg font-bold tracking-tight">Sahay</span>
        </Link>
        <nav aria-label={t('header.account')} className="flex items-center gap-1 sm:gap-2">
          <LanguageSwitch />
          <CategorySwitcher />
          <button
            ref={qrButton}
            type="button"
            onClick={() => setQrOpen(true)}
            aria-label={t('header.healthQr')}
            className="flex size-11 items-center justify-center rounded-full border border-border bg-surface text-primary hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary"
          >
            <QrCode aria-hidden className="size-5" />
          </button>
          {isLoading ? (
            <span className="size-10 animate-pulse rounded-full bg-muted" aria-label={t('header.loadingAccount')} role="status" />
          ) : user ? (
            <Link to="/profile-menu" className="flex size-11 items-center justify-center rounded-full" aria-label={t('header.profile', { name: user.name })}>
              <UserAvatar name={user.name} />
            </Link>
          ) : pathname === '/patient-registration' ? null : (
            <Button asChild size="sm" className="h-11 whitespace-nowrap">
              <Link to="/patient-registration">{t('header.login')}</Link>
            </Button>
          )}
        </nav>
      </div>
      {qrOpen ? (
        <Suspense fallback={null}>
          <HealthQrDialog open={qrOpen} onOpenChange={setQrOpen} />
        </Suspense>
      ) : null}
    </header>
  );
}
