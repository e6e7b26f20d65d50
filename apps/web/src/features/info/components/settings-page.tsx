import { ArrowLeft, Bell, ChevronRight, FileText, HeartPulse, Info, KeyRound, LifeBuoy, Lock, Moon, Trash2, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/lib/toast';
import { areNotificationsEnabled, isDarkMode, setDarkMode, setNotificationsEnabled } from '../preferences';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SettingToggle } from './setting-toggle';
import { useT } from '@/i18n/i18n';
import type { MessageKey } from '@/i18n/message-keys';
import { SETTINGS_AREA } from '../settings-area';

interface SettingLink {
  to: string;
  label: MessageKey;
  icon: LucideIcon;
  danger?: boolean;
}

const ACCOUNT_LINKS: SettingLink[] = [
  // Issue 20 part 5: change password, devices, add email, mobile number.
  { to: '/account-security', label: 'settings.link.security', icon: KeyRound },
  { to: '/privacy', label: 'settings.link.privacy', icon: Lock },
  { to: '/delete-account', label: 'settings.link.delete', icon: Trash2, danger: true },
];

const HELP_LINKS: SettingLink[] = [
  { to: '/about', label: 'settings.link.about', icon: Info },
  { to: '/contact', label: 'settings.link.contact', icon: LifeBuoy },
  { to: '/terms', label: 'settings.link.terms', icon: FileText },
  { to: '/patient-safety', label: 'settings.link.safety', icon: HeartPulse },
];

/** Spec 000 §2 "/settings" and §4: back, the dark-mode and notification toggles with their toasts, and links. */
export function SettingsPage() {
  const { t } = useT(SETTINGS_AREA);
  useDocumentTitle(t('settings.pageTitle'));
  const navigate = useNavigate();
  const location = useLocation();
  const [dark, setDark] = useState(isDarkMode);
  const [notifications, setNotifications] = useState(areNotificationsEnabled);

  // Opened directly (a bookmark, a new tab) there is nothing to go back to inside the app: go home instead.
  const back = () => void (location.key === 'default' ? navigate('/') : navigate(-1));

  const changeDarkMode = (next: boolean) => {
    setDarkMode(next);
    setDark(next);
    toast.success(next ? t('settings.darkOn') : t('settings.lightOn'));
  };
  const changeNotifications = (next: boolean) => {
    setNotificationsEnabled(next);
    setNotifications(next);
    toast.success(next ? t('settings.notificationsOn') : t('settings.notificationsOff'));
  };

  return (
    <main className="mx-auto w-full max-w-xl px-4 pb-12 pt-3 md:pt-6">
      <Button variant="ghost" onClick={back} className="-ml-2">
        <ArrowLeft aria-hidden />
        {t('settings.back')}
      </Button>
      <h1 className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">{t('settings.title')}</h1>

      <SettingsGroup title={t('settings.preferences')}>
        <SettingToggle icon={Moon} label={t('settings.darkMode')} description={t('settings.darkModeText')} checked={dark} onCheckedChange={changeDarkMode} />
        <SettingToggle
          icon={Bell}
          label={t('settings.notifications')}
          description={t('settings.notificationsText')}
          checked={notifications}
          onCheckedChange={changeNotifications}
        />
      </SettingsGroup>

      <SettingsGroup title={t('settings.privacyAccount')}>
        <LinkRows links={ACCOUNT_LINKS} />
      </SettingsGroup>

      <SettingsGroup title={t('settings.aboutHelp')}>
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
  const { t } = useT(SETTINGS_AREA);
  return links.map(({ to, label, icon: Icon, danger }) => (
    <Link key={to} to={to} className={`flex min-h-14 items-center gap-3 px-4 hover:bg-muted md:px-5 ${danger ? 'text-danger' : ''}`}>
      <Icon aria-hidden className={`size-5 shrink-0 ${danger ? '' : 'text-primary'}`} />
      <span className="flex-1 font-medium">{t(label)}</span>
      <ChevronRight aria-hidden className="size-4 text-muted-foreground" />
    </Link>
  ));
}
