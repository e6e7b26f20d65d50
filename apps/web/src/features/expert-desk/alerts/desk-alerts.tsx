import type { DeskAlert } from '@sahay/domain/expert-desk';
import { BellRing, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { unlockSound } from './alert-sound';
import { askNotificationPermission, notificationState, type NotificationState } from './browser-notifications';
import { offerFacts } from './desk-alert-text';
import { formatTime } from '@/lib/date-time';
import { useT } from '@/i18n/i18n';
import type { MessageKey } from '@/i18n/message-keys';
import { EXPERT_DESK_AREA } from '../expert-desk-area';

const ENABLED: Record<NotificationState, MessageKey> = {
  granted: 'desk.alertsOn',
  denied: 'desk.alertsDenied',
  default: 'desk.alertsDefault',
  unsupported: 'desk.alertsUnsupported',
};

/** The button that turns alerts on: browsers allow sound and the notification prompt only from a click. */
function EnableAlerts() {
  const [enabled, setEnabled] = useState<NotificationState | null>(null);
  const { t } = useT(EXPERT_DESK_AREA);
  const enable = async () => {
    unlockSound();
    setEnabled(await askNotificationPermission());
  };
  if (enabled) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {t(ENABLED[enabled])}
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-border bg-surface p-3">
      <p className="text-sm">{notificationState() === 'granted' ? t('desk.alertsGranted') : t('desk.alertsOffer')}</p>
      <Button variant="soft" onClick={() => void enable()}>
        <BellRing aria-hidden /> {t('desk.enableAlerts')}
      </Button>
    </div>
  );
}

function AlertCard({ alert, onView, onDismiss }: { alert: DeskAlert; onView: () => void; onDismiss: () => void }) {
  const { t } = useT(EXPERT_DESK_AREA);
  return (
    <div role="alert" className="rounded-2xl border border-primary bg-primary-soft p-4 dark:bg-muted">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold">{t('desk.alertTitle')}</p>
          <p className="text-sm">
            {offerFacts(alert)} · <time dateTime={alert.at}>{formatTime(alert.at)}</time>
          </p>
        </div>
        <Button variant="ghost" size="icon" aria-label={t('desk.dismissAlert')} onClick={onDismiss}>
          <X aria-hidden />
        </Button>
      </div>
      <Button className="mt-2" onClick={onView}>
        {t('desk.viewRequest')}
      </Button>
    </div>
  );
}

/** Issue 16: live alerts on the desk when a patient starts a chat with this expert. */
export function DeskAlerts({ alerts, onView, onDismiss }: { alerts: DeskAlert[]; onView: (id: string) => void; onDismiss: (id: string) => void }) {
  const { t } = useT(EXPERT_DESK_AREA);
  return (
    <section aria-label={t('desk.alerts')} className="mb-5 space-y-3">
      <EnableAlerts />
      {alerts.map((alert) => (
        <AlertCard key={alert.consultationId} alert={alert} onView={() => onView(alert.consultationId)} onDismiss={() => onDismiss(alert.consultationId)} />
      ))}
    </section>
  );
}
