import type { Presence } from '@sahay/domain/chat';

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];

/** '5 minutes ago', 'yesterday', 'just now'. */
export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.round((now - new Date(iso).getTime()) / 1000);
  if (seconds < 60) return 'just now';
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return 'just now';
}

/** Spec 001 §2.11: 'Online', 'Last seen {relative time}', 'Offline'. */
export function presenceText(presence: Presence, now = Date.now()): string {
  if (presence.online) return 'Online';
  if (presence.lastSeenAt) return `Last seen ${relativeTime(presence.lastSeenAt, now)}`;
  return 'Offline';
}
