// Spec 000 §2: the intro (splash, then onboarding) runs on the first visit; completion is remembered in
// local storage so a returning visitor goes straight to the page they opened.
export const INTRO_DONE_STORAGE_KEY = 'sahay-intro-done';

export function isIntroDone(): boolean {
  try {
    return window.localStorage.getItem(INTRO_DONE_STORAGE_KEY) === 'true';
  } catch {
    return true; // storage blocked (private mode): never trap the visitor in the intro
  }
}

export function markIntroDone() {
  try {
    window.localStorage.setItem(INTRO_DONE_STORAGE_KEY, 'true');
  } catch {
    // storage blocked: the intro shows again next time, which is harmless
  }
}

/** The intro greets people who arrive at the home page for the first time; deep links open directly. */
export function shouldShowIntro(pathname: string): boolean {
  return pathname === '/' && !isIntroDone();
}
