import { ArrowLeft, Bell, ChevronRight, FileText, HeartPulse, Info, KeyRound, LifeBuoy, Lock, Moon, Trash2, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/lib/toast';
import { areNotificationsEnabled, isDarkMode, setDarkMode, setNotificationsEnabled } from '../preferences';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SettingToggle } from './setting-toggle';

interface SettingLink {
  to: string;
  label: string;
  icon: LucideIcon;
  danger?: boolean;
}

const ACCOUNT_LINKS: SettingLink[] = [
  // Issue 20 part 5: change password, devices, add email, mobile number.
  { to: '/account-security', label: 'Password, devices & email', icon: KeyRound },
  { to: '/privacy', label: 'Privacy Policy', icon: Lock },
  { to: '/delete-account', label: 'Delete Account', icon: Trash2, danger: true },
];

const HELP_LINKS: SettingLink[] = [
  { to: '/about', label: 'About Sahay', icon: Info },
  { to: '/contact', label: 'Contact Us', icon: LifeBuoy },
  { to: '/terms', label: 'Terms of Service', icon: FileText },
  { to: '/patient-safety', label: 'Patient Safety', icon: HeartPulse },
];

/** Spec 000 §2 "/settings" and §4: back, the dark-mode and notification toggles with their toasts, and links. */
export function SettingsPage() {
  useDocumentTitle('Settings');
  const navigate = useNavigate();
  const location = useLocation();
  const [dark, setDark] = useState(isDarkMode);
  const [notifications, setNotifications] = useState(areNotificationsEnabled);

  // Opened directly (a bookmark, a new tab) there is nothing to go back to inside the app: go home instead.
  const back = () => void (location.key === 'default' ? navigate('/') : navigate(-1));

  const changeDarkMode = (next: boolean) => {
    setDarkMode(next);
    setDark(next);
    toast.success(next ? 'Dark mode enabled' : 'Light mode enabled');
  };
  const changeNotifications = (next: boolean) => {
    setNotificationsEnabled(next);
    setNotifications(next);
    toast.success(next ? 'Notifications enabled' : 'Notifications disabled');
  };

  return (
    <main className="mx-auto w-full max-w-xl px-4 pb-12 pt-3 md:pt-6">
      <Button variant="ghost" onClick={back} className="-ml-2">
        <ArrowLeft aria-hidden />
        Back
      </Button>
      <h1 className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">Settings</h1>

      <SettingsGroup title="Preferences">
        <SettingToggle
          icon={Moon}
          label="Dark mode"
          description="A dark background, easier on the eyes at night"
          checked={dark}
          onCheckedChange={changeDarkMode}
        />
        <SettingToggle
          icon={Bell}
          label="Notifications"
          description="Reminders and replies about your consultations"
          checked={notifications}
          onCheckedChange={changeNotifications}
        />
      </SettingsGroup>

      <SettingsGroup title="Privacy & account">
        <LinkRows links={ACCOUNT_LINKS} />
      </SettingsGroup>

      <SettingsGroup title="About & help">
        <LinkRows links={HELP_LINKS} />
      </SettingsGroup>
    </main>
  );
}

function SettingsGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="mt-6">
      <h2 className="px-1 text-sm font-semibold uppercase tracking-wide text-muted-foreground">{title}</h2>
      <Card className="mt-2 divide-y divide-border overflow-hidden">{children}</Card>
    </section>
  );
}

function LinkRows({ links }: { links: SettingLink[] }) {
  return links.map(({ to, label, icon: Icon, danger }) => (
    <Link key={to} to={to} className={`flex min-h-14 items-center gap-3 px-4 hover:bg-muted md:px-5 ${danger ? 'text-danger' : ''}`}>
      <Icon aria-hidden className={`size-5 shrink-0 ${danger ? '' : 'text-primary'}`} />
      <span className="flex-1 font-medium">{label}</span>
      <ChevronRight aria-hidden className="size-4 text-muted-foreground" />
    </Link>
  ));
}
