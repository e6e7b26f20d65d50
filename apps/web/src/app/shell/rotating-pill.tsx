import { useEffect, useState } from 'react';
import { useLocation } from '@/lib/router';
import { useAnyModalOpen } from '@/lib/open-modals';
import { useT } from '@/i18n/i18n';

export const PILL_ROTATE_MS = 3000;

export const PILL_MESSAGES = ['pill.verified', 'pill.assistant', 'pill.modes', 'pill.private', 'pill.language'] as const;

// Spec 000 §2: hidden on these paths (and their sub-paths) and while any modal is open.
const HIDDEN_ON = [
  '/patient-chat',
  '/patient-dashboard',
  '/ask-legal-problem',
  '/ask-medical-problem',
  '/ca-consultation',
  '/it-consultation',
  '/expert-dashboard',
  '/medical-consultation',
  '/legal-consultation',
];

export function isPillHidden(pathname: string): boolean {
  return HIDDEN_ON.some((path) => pathname.includes(path));
}

/** Spec 000 §2: a message pill under the header that changes every 3 s. */
export function RotatingPill() {
  const { pathname } = useLocation();
  const { t } = useT();
  const modalOpen = useAnyModalOpen();
  const hidden = modalOpen || isPillHidden(pathname);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (hidden) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % PILL_MESSAGES.length), PILL_ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [hidden]);

  if (hidden) return null;
  return (
    <div className="pointer-events-none flex justify-center px-4 pt-3">
      <p
        key={index}
        className="rounded-full border border-border bg-surface px-4 py-1.5 text-center text-xs font-medium text-muted-foreground shadow-sm motion-safe:animate-[fade-in_400ms_ease-out]"
      >
        <span aria-hidden className="mr-1.5 inline-block size-2 rounded-full bg-primary align-middle" />
        {t(PILL_MESSAGES[index] ?? PILL_MESSAGES[0])}
      </p>
    </div>
  );
}
