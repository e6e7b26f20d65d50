import type { CurrentUser } from '@sahay/domain/auth';
import { Inbox, ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorDescription } from '@/lib/api-client';
import { useT } from '@/i18n/i18n';
import { SHARED_AREA } from './shared-area';

/** Grey blocks where content is loading, announced to screen readers. */
export function LoadingBlocks({ label, count = 3, height = 'h-32' }: { label: string; count?: number; height?: string }) {
  return (
    <div aria-busy="true" aria-label={label} className="space-y-3">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`${height} animate-pulse rounded-2xl bg-muted`} />
      ))}
    </div>
  );
}

export function ErrorCard({ title, error, onRetry }: { title: string; error: unknown; onRetry?: () => void }) {
  const { t } = useT(SHARED_AREA);
  return (
    <Card role="alert" className="p-6 text-center">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm text-muted-foreground">{errorDescription(error, t('shared.pleaseTryAgain'))}</p>
      {onRetry ? (
        <Button className="mt-4" variant="outline" onClick={onRetry}>
          {t('shared.tryAgain')}
        </Button>
      ) : null}
    </Card>
  );
}

export function EmptyCard({ children, icon = <Inbox aria-hidden className="size-8 text-muted-foreground" /> }: { children: ReactNode; icon?: ReactNode }) {
  return (
    <Card className="flex flex-col items-center p-8 text-center">
      {icon}
      <div className="mt-3 text-muted-foreground">{children}</div>
    </Card>
  );
}

/** Shown instead of a page the visitor may not open; the server refuses the data anyway. */
export function AccessNotice({
  title,
  user,
  signedOutText,
  signedInText,
}: {
  title: string;
  user: CurrentUser | null;
  signedOutText: string;
  signedInText: string;
}) {
  const { t } = useT(SHARED_AREA);
  return (
    <main className="mx-auto w-full max-w-xl px-4 py-10 text-center">
      <ShieldX aria-hidden className="mx-auto size-10 text-danger" />
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-muted-foreground">{user ? `${signedInText} ${t('shared.signedInAs', { name: user.name })}` : signedOutText}</p>
      <Button asChild className="mt-6">
        {user ? <Link to="/">{t('shared.returnHome')}</Link> : <Link to="/patient-registration">{t('shared.login')}</Link>}
      </Button>
    </main>
  );
}

export function PageLoadingHeader() {
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6" aria-busy="true">
      <div className="h-10 w-56 animate-pulse rounded-xl bg-muted" />
      <div className="mt-6 h-40 animate-pulse rounded-2xl bg-muted" />
    </main>
  );
}
