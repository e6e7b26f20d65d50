import type { Presence } from '@sahay/domain/chat';
import { formatRelative } from '@/i18n/relative-time';
import { t, useT } from '@/i18n/i18n';
import { CONVERSATION_AREA } from './conversation-area';

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];

/** '5 minutes ago', 'yesterday', 'just now' in the current language. */
export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.round((now - new Date(iso).getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return formatRelative(-Math.floor(seconds / size), unit);
  }
  return t('conversation.justNow');
}

/** Spec 001 §2.11: 'Online', 'Last seen {relative time}', 'Offline'. */
export function presenceText(presence: Presence, now = Date.now()): string {
  if (presence.online) return t('conversation.online');
  if (presence.lastSeenAt) return t('conversation.lastSeen', { time: relativeTime(presence.lastSeenAt, now) });
  return t('conversation.offline');
}

/** presenceText for a component: loads the conversation's messages in the reader's language, re-renders on a switch. */
export function usePresenceText(): typeof presenceText {
  useT(CONVERSATION_AREA);
  return presenceText;
}
