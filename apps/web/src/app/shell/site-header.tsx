import { Link } from 'react-router';
import { BrandMark } from '@/components/brand-mark';
import { Button } from '@/components/ui/button';
import { UserAvatar } from '@/components/user-avatar';
import { useSession } from '@/lib/auth-client';

/** Spec 000 §2: a sticky header; the round avatar opens /profile-menu. */
export function SiteHeader() {
  const { user, isLoading } = useSession();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/75">
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-3 px-4">
        <Link to="/" className="flex min-h-11 items-center gap-2 rounded-lg" aria-label="Sahay home">
          <BrandMark />
          <span className="text-lg font-bold tracking-tight">Sahay</span>
        </Link>
        <nav aria-label="Account" className="flex items-center gap-2">
          {isLoading ? (
            <span className="size-10 animate-pulse rounded-full bg-muted" aria-label="Loading your account" role="status" />
          ) : user ? (
            <Link to="/profile-menu" className="rounded-full" aria-label={`Your profile (${user.name})`}>
              <UserAvatar name={user.name} />
            </Link>
          ) : (
            <Button asChild size="sm" className="h-10">
              <Link to="/patient-registration">Login</Link>
            </Button>
          )}
        </nav>
      </div>
    </header>
  );
}
