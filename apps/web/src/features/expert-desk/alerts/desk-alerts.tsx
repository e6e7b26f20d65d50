import type { DeskAlert } from '@sahay/domain/expert-desk';
import { BellRing, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { unlockSound } from './alert-sound';
import { askNotificationPermission, notificationState, type NotificationState } from './browser-notifications';
import { DESK_ALERT_TITLE, offerFacts } from './desk-alert-text';
import { formatTime } from '@/lib/date-time';

const ENABLED: Record<NotificationState, string> = {
  granted: 'Alerts are on: a sound and a browser notification when a patient starts a chat with you.',
  denied: "Sound is on. Browser notifications are blocked for Sahay; allow them in your browser's site settings.",
  default: 'Sound is on. Browser notifications were not allowed.',
  unsupported: 'Sound is on. This browser cannot show notifications.',
};

/** The button that turns alerts on: browsers allow sound and the notification prompt only from a click. */
function EnableAlerts() {
  const [enabled, setEnabled] = useState<NotificationState | null>(null);
  const enable = async () => {
    unlockSound();
    setEnabled(await askNotificationPermission());
  };
  if (enabled) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {ENABLED[enabled]}
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-border bg-surface p-3">
      <p className="text-sm">
        {notificationState() === 'granted'
          ? 'Browser notifications are on. Turn on the sound too when a patient starts a chat with you.'
          : 'Hear a sound and get a browser notification when a patient starts a chat with you.'}
      </p>
      <Button variant="soft" onClick={() => void enable()}>
        <BellRing aria-hidden /> Enable alerts
      </Button>
    </div>
  );
}

function AlertCard({ alert, onView, onDismiss }: { alert: DeskAlert; onView: () => void; onDismiss: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-primary bg-primary-soft p-4 dark:bg-muted">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold">{DESK_ALERT_TITLE}</p>
          <p className="text-sm">
            {offerFacts(alert)} · <time dateTime={alert.at}>{formatTime(alert.at)}</time>
          </p>
        </div>
        <Button variant="ghost" size="icon" aria-label="Dismiss alert" onClick={onDismiss}>
          <X aria-hidden />
        </Button>
      </div>
      <Button className="mt-2" onClick={onView}>
        View request
      </Button>
    </div>
  );
}

/** Issue 16: live alerts on the desk when a patient starts a chat with this expert. */
export function DeskAlerts({ alerts, onView, onDismiss }: { alerts: DeskAlert[]; onView: (id: string) => void; onDismiss: (id: string) => void }) {
  return (
    <section aria-label="Alerts" className="mb-5 space-y-3">
      <EnableAlerts />
      {alerts.map((alert) => (
        <AlertCard key={alert.consultationId} alert={alert} onView={() => onView(alert.consultationId)} onDismiss={() => onDismiss(alert.consultationId)} />
      ))}
    </section>
  );
}
