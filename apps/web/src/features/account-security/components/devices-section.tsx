import type { DeviceSession } from '@sahay/domain/account-security';
import { useQuery } from '@tanstack/react-query';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { useNavigate } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/date-time';
import { toast } from '@/lib/toast';
import { useT } from '@/i18n/i18n';
import { ACCOUNT_SECURITY_AREA } from '../account-security-area';
import { devicesQueryOptions, useSignOutDevice, useSignOutEverywhere } from '../api/account-security';

const isPhone = (device: string) => /Android|iOS/.test(device);

/** Issue 20 part 5: where the account is signed in, with sign-out of one device or of all. */
export function DevicesSection() {
  const navigate = useNavigate();
  const { t } = useT(ACCOUNT_SECURITY_AREA);
  const devices = useQuery(devicesQueryOptions);
  const signOutOne = useSignOutDevice();
  const everywhere = useSignOutEverywhere();
  const signOutAll = () =>
    everywhere.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('accountSecurity.signedOutEverywhere'));
        void navigate('/patient-registration');
      },
    });
  return (
    <section aria-labelledby="devices-heading" className="space-y-3">
      <h2 id="devices-heading" className="text-lg font-semibold">
        {t('accountSecurity.devices')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('accountSecurity.devicesLead')}</p>
      {devices.isPending ? <p className="text-sm text-muted-foreground">{t('accountSecurity.loading')}</p> : null}
      <ul className="divide-y divide-border rounded-2xl border border-border">
        {(devices.data?.sessions ?? []).map((device: DeviceSession) => {
          const Icon = isPhone(device.device) ? Smartphone : Monitor;
          return (
            <li key={device.id} className="flex items-center gap-3 p-3 md:p-4">
              <Icon aria-hidden className="size-6 shrink-0 text-primary" />
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  {device.device}
                  {device.current ? (
                    <span className="ml-2 rounded-full bg-primary-soft px-2 py-0.5 text-xs text-primary-strong">{t('accountSecurity.thisDevice')}</span>
                  ) : null}
                </p>
                <p className="text-xs text-muted-foreground">
                  {t('accountSecurity.deviceTimes', { signedIn: formatDateTime(device.createdAt), lastSeen: formatDateTime(device.lastSeenAt) })}
                </p>
              </div>
              {device.current ? null : (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => signOutOne.mutate(device.id)}
                  disabled={signOutOne.isPending}
                  aria-label={t('accountSecurity.signOutDevice', { device: device.device })}
                >
                  {t('accountSecurity.signOut')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <Button variant="danger" onClick={signOutAll} disabled={everywhere.isPending}>
        <LogOut aria-hidden />
        {t('accountSecurity.signOutEverywhere')}
      </Button>
    </section>
  );
}
