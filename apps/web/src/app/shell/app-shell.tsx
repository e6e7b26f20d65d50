import { lazy, Suspense, useState, type ReactNode } from 'react';
import { shouldShowIntro } from '@/features/first-run/first-run-storage';
import { isAssistantOpen } from '@/lib/assistant-link';
import { useMedicalConsultationRequest } from '@/lib/medical-consultation';
import { useLocation } from '@/lib/router';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { useHydrated } from '@/lib/use-hydrated';
import { AiBanner } from './ai-banner';
import { BottomNav } from './bottom-nav';
import { OfflineBanner } from './offline-banner';
import { RotatingPill } from './rotating-pill';
import { SiteHeader } from './site-header';
import { UpdatePrompt } from './update-prompt';
import { useT } from '@/i18n/i18n';
import { useSession } from '@/lib/auth-client';

const FirstRunIntro = lazy(() => import('@/features/first-run/first-run-intro'));
const AssistantOverlay = lazy(() => import('@/features/assistant/components/assistant-overlay'));
const ConsultModalHost = lazy(() => import('@/features/consult/consult-modal-host'));
/** Preloaded before a prerendered page hydrates (main.tsx), so the footer in its HTML is kept. */
export const SiteFooter = preloadableLazy(() => import('./site-footer'));
// Issue 20: an account's language follows it from device to device (loaded once someone is signed in).
const AccountLanguage = lazy(() => import('@/i18n/account-language'));

// Pages that fill the screen with one task end without the footer.
const WITHOUT_FOOTER = /^\/(?:patient-chat|join-meeting|expert-dashboard)(?:\/|$)/;

/** The frame of every page: header, banners, the page (`children`: the route table's), footer and bottom navigation. */
export function AppShell({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  // Decided once, when the app opens: the intro greets a first visit to the home page, not later navigation. Shown once
  // the app is hydrated: a prerendered page is rendered without it (the server cannot read the visitor's storage).
  const [introWanted] = useState(() => shouldShowIntro(pathname));
  const [introFinished, setIntroFinished] = useState(false);
  const introOpen = useHydrated() && introWanted && !introFinished;
  const consultRequested = useMedicalConsultationRequest() !== null;
  const { t } = useT();
  const { user } = useSession();

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-surface focus:px-3 focus:py-2"
      >
        {t('shell.skipToContent')}
      </a>
      {user ? (
        <Suspense fallback={null}>
          <AccountLanguage />
        </Suspense>
      ) : null}
      <SiteHeader />
      <UpdatePrompt />
      <OfflineBanner />
      <RotatingPill />
      {/* Room at the bottom for the navigation bar, shown below 768 px. */}
      <div id="content" className="flex flex-1 flex-col pb-20 md:pb-0">
        {children}
        {WITHOUT_FOOTER.test(pathname) ? null : (
          <Suspense fallback={null}>
            <SiteFooter />
          </Suspense>
        )}
      </div>
      <AiBanner />
      <BottomNav />
      {isAssistantOpen(search) ? (
        <Suspense fallback={<div className="fixed inset-0 z-[70] bg-background" />}>
          <AssistantOverlay />
        </Suspense>
      ) : null}
      {consultRequested ? (
        <Suspense fallback={null}>
          <ConsultModalHost />
        </Suspense>
      ) : null}
      {introOpen ? (
        <Suspense fallback={<div className="fixed inset-0 z-[60] bg-surface" />}>
          <FirstRunIntro onFinished={() => setIntroFinished(true)} />
        </Suspense>
      ) : null}
    </div>
  );
}
