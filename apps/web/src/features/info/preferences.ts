import { NOTIFICATIONS_STORAGE_KEY, THEME_MODE_STORAGE_KEY } from '@sahay/domain/constants';

// Spec 000 §3 "Settings stored locally": theme-mode ('dark' | 'light') and notifications-enabled ('true' | 'false').
// index.html applies a stored 'dark' before the first paint, so the page never flashes light; this module keeps
// the class and the stored value in step when the visitor changes it.

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private browsing may refuse storage: the choice still applies for this visit.
  }
}

export function isDarkMode(): boolean {
  const stored = read(THEME_MODE_STORAGE_KEY);
  if (stored === 'dark' || stored === 'light') return stored === 'dark';
  return document.documentElement.classList.contains('dark');
}

export function setDarkMode(dark: boolean) {
  document.documentElement.classList.toggle('dark', dark);
  write(THEME_MODE_STORAGE_KEY, dark ? 'dark' : 'light');
}

/** Notifications are on until the visitor turns them off. */
export function areNotificationsEnabled(): boolean {
  return read(NOTIFICATIONS_STORAGE_KEY) !== 'false';
}

export function setNotificationsEnabled(enabled: boolean) {
  write(NOTIFICATIONS_STORAGE_KEY, String(enabled));
}
