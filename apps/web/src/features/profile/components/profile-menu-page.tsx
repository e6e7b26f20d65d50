import { ACCESS_LOG_PATH } from '@sahay/domain/legal';
import { nationalDigits } from '@sahay/domain/phone';
import { formatLocation, PROFILE_MESSAGES } from '@sahay/domain/profile';
import { ChevronRight, Eye, HeartPulse, Info, LifeBuoy, LogOut, MapPin, Pencil, Settings } from 'lucide-react';
import { Link, useNavigate } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { UserAvatar } from '@/components/user-avatar';
import { useSession } from '@/lib/auth-client';
import { useProfile } from '@/lib/profile-query';
import { toast } from '@/lib/toast';
import { useSignOut } from '@/lib/use-sign-out';
import { QuickAccessGrid } from './quick-access-grid';
import { useT } from '@/i18n/i18n';
import { PROFILE_AREA } from '../profile-area';

const LINKS = [
  { to: '/edit-profile', label: 'profile.editProfile', icon: Pencil },
  // Issue 14: the tracker's own page, until the dashboard shows it as a tab.
  { to: '/health-tracker', label: 'profile.healthTracker', icon: HeartPulse, patientsOnly: true },
  { to: ACCESS_LOG_PATH, label: 'profile.whoOpened', icon: Eye },
  { to: '/settings', label: 'profile.settings', icon: Settings },
  { to: '/contact', label: 'profile.support', icon: LifeBuoy },
  { to: '/about', label: 'profile.about', icon: Info },
] as const;

/** Spec 001 §2.15 "Profile menu": profile card, Quick Access with the consultation history, links and logout. */
export function ProfileMenuPage() {
  const navigate = useNavigate();
  const { t } = useT(PROFILE_AREA);
  const { user, isLoading } = useSession();
  const signOut = useSignOut();
  // Issue 14 part 5: the city and state set on /edit-profile replace the spec's 'Location not set'.
  const profile = useProfile(Boolean(user));

  if (isLoading) {
    return (
      <main className="mx-auto w-full max-w-xl px-4 py-6" aria-busy="true">
        <div className="h-28 animate-pulse rounded-2xl bg-muted" />
      </main>
    );
  }
  if (!user) {
    return (
      <main className="mx-auto w-full max-w-xl px-4 py-10 text-center">
        <h1 className="text-2xl font-bold">{t('profile.yourProfile')}</h1>
        <p className="mt-2 text-muted-foreground">{t('profile.logInToSee')}</p>
        <Button asChild className="mt-6">
          <Link to="/patient-registration">{t('profile.loginOrSignUp')}</Link>
        </Button>
      </main>
    );
  }

  // The spec's 'Location not set' in the reader's language; a city and state are shown as written.
  const location = (text: string) => (text === PROFILE_MESSAGES.locationNotSet ? t('profile.locationNotSet') : text);
  const logout = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('profile.loggedOut'));
        void navigate('/patient-registration');
      },
    });

  return (
    <main className="mx-auto w-full max-w-xl space-y-4 px-4 py-6">
      <h1 className="sr-only">{t('profile.yourProfile')}</h1>
      <Card className="flex items-center gap-4 p-5">
        <UserAvatar name={user.name} size="lg" />
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold">{user.name}</p>
          {user.phone ? <p className="text-sm text-muted-foreground">+91 {nationalDigits(user.phone)}</p> : null}
          {user.email ? <p className="truncate text-sm text-muted-foreground">{user.email}</p> : null}
          <p className="mt-1 flex items-center gap-1 text-xs text-muted-foreground">
            <MapPin aria-hidden className="size-3.5" /> {profile.isPending ? '…' : location(formatLocation(profile.data?.city, profile.data?.state))}
          </p>
        </div>
      </Card>

      {user.role === 'patient' ? <QuickAccessGrid /> : null}

      <Card className="divide-y divide-border overflow-hidden">
        {LINKS.filter((link) => !('patientsOnly' in link) || user.role === 'patient').map(({ to, label, icon: Icon }) => (
          <Link key={to} to={to} className="flex min-h-14 items-center gap-3 px-5 hover:bg-muted">
            <Icon aria-hidden className="size-5 text-primary" />
            <span className="flex-1 font-medium">{t(label)}</span>
            <ChevronRight aria-hidden className="size-4 text-muted-foreground" />
          </Link>
        ))}
        <button
          type="button"
          onClick={logout}
          disabled={signOut.isPending}
          className="flex min-h-14 w-full items-center gap-3 px-5 text-left font-medium text-danger hover:bg-muted disabled:opacity-60"
        >
          <LogOut aria-hidden className="size-5" />
          {signOut.isPending ? t('profile.loggingOut') : t('profile.logout')}
        </button>
      </Card>
      <p className="text-center text-xs text-muted-foreground">{t('profile.version', { version: '1.0.0' })}</p>
    </main>
  );
}
