import { lazy, Suspense, useState, type ReactNode } from 'react';
import { shouldShowIntro } from '@/features/first-run/first-run-storage';
import { isAssistantOpen } from '@/lib/assistant-link';
import { useMedicalConsultationRequest } from '@/lib/medical-consultation';
import { useLocation } from '@/lib/router';
import { AiBanner } from './ai-banner';
import { BottomNav } from './bottom-nav';
import { OfflineBanner } from './offline-banner';
import { RotatingPill } from './rotating-pill';
import { SiteHeader } from './site-header';
import { UpdatePrompt } from './update-prompt';

const FirstRunIntro = lazy(() => import('@/features/first-run/first-run-intro'));
const AssistantOverlay = lazy(() => import('@/features/assistant/components/assistant-overlay'));
const ConsultModalHost = lazy(() => import('@/features/consult/consult-modal-host'));
const SiteFooter = lazy(() => import('./site-footer'));

// Pages that fill the screen with one task end without the footer.
const WITHOUT_FOOTER = /^\/(?:patient-chat|join-meeting|expert-dashboard)(?:\/|$)/;

/** The frame of every page: header, banners, the page (`children`: the route table's), footer and bottom navigation. */
export function AppShell({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  // Decided once, when the app opens: the intro greets a first visit to the home page, not later navigation.
  const [introOpen, setIntroOpen] = useState(() => shouldShowIntro(pathname));
  const consultRequested = useMedicalConsultationRequest() !== null;

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-surface focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
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
          <FirstRunIntro onFinished={() => setIntroOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
