// Issue 16: browser notifications for desk alerts, shown only once the expert has allowed them.

export type NotificationState = NotificationPermission | 'unsupported';

export function notificationState(): NotificationState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks the browser for permission; call it only from a click (browsers ignore or block requests made otherwise). */
export async function askNotificationPermission(): Promise<NotificationState> {
  if (typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission !== 'default') return Notification.permission;
  return Notification.requestPermission();
}

/** Shows a notification if allowed; one per consultation (the tag), and a click brings the desk to the front. */
export function showBrowserNotification(title: string, body: string, tag: string): void {
  if (notificationState() !== 'granted') return;
  const notification = new Notification(title, { body, tag });
  notification.onclick = () => {
    window.focus();
    notification.close();
  };
}
