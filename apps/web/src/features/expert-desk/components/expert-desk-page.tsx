import type { DeskConsultation, DeskOverview } from '@sahay/domain/expert-desk';
import { useState } from 'react';
import { AccessNotice, EmptyCard, ErrorCard, LoadingBlocks, PageLoadingHeader } from '@/components/query-states';
import { RingingDialogs } from '@/components/calls/ringing-dialogs';
import { Tabs } from '@/components/ui/tabs';
import { useCallRinging } from '@/lib/call-ringing';
import { useSession } from '@/lib/auth-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDesk } from '../api/desk-query';
import { DeskAlerts } from '../alerts/desk-alerts';
import { useDeskAlerts } from '../alerts/use-desk-alerts';
import { ConsultationCard } from './consultation-card';
import { DeskHeader } from './desk-header';
import { DeskSchedule } from './desk-schedule';
import { DeskStats } from './desk-stats';
import { HoursEditor } from './hours-editor';
import { ProfileFiles } from './profile-files';

type Tab = 'incoming' | 'active' | 'recent';

const EMPTY: Record<Tab, string> = {
  incoming: 'No requests are waiting. New ones appear here on their own.',
  active: 'No consultation in progress. Accept a request to start one.',
  recent: 'Completed and cancelled consultations appear here.',
};

function List({ items, tab }: { items: DeskConsultation[]; tab: Tab }) {
  if (items.length === 0) return <EmptyCard>{EMPTY[tab]}</EmptyCard>;
  return (
    <div className="space-y-3">
      {items.map((c) => (
        <ConsultationCard key={c.id} consultation={c} />
      ))}
    </div>
  );
}

type Alerts = ReturnType<typeof useDeskAlerts>;

function Desk({ desk, alerts }: { desk: DeskOverview; alerts: Alerts }) {
  const [tab, setTab] = useState<Tab>(desk.active.length > 0 ? 'active' : 'incoming');
  const view = (id: string) => {
    setTab(desk.active.some((c) => c.id === id) ? 'active' : 'incoming');
    alerts.dismiss(id);
  };
  const tabs = [
    { value: 'incoming', label: `Incoming (${desk.incoming.length})` },
    { value: 'active', label: `Active (${desk.active.length})` },
    { value: 'recent', label: 'Recent' },
  ] as const;
  const nothingYet = desk.profile.status !== 'approved' && desk.incoming.length + desk.active.length + desk.recent.length === 0;
  // Until approved there is nothing to count or take: the notice in the header is the whole desk.
  if (nothingYet) {
    return (
      <>
        <DeskHeader profile={desk.profile} />
        <ProfileFiles profile={desk.profile} />
      </>
    );
  }
  return (
    <>
      <DeskHeader profile={desk.profile} />
      {desk.profile.status === 'approved' ? <DeskAlerts alerts={alerts.alerts} onView={view} onDismiss={alerts.dismiss} /> : null}
      <DeskStats stats={desk.stats} />
      {desk.profile.status === 'approved' ? (
        <div className="mt-6 space-y-4">
          <DeskSchedule />
          <HoursEditor />
        </div>
      ) : null}
      <div className="mt-6">
        <Tabs label="Consultations" tabs={tabs} value={tab} onValueChange={setTab}>
          <List items={desk[tab]} tab={tab} />
        </Tabs>
      </div>
      <div className="mt-6">
        <ProfileFiles profile={desk.profile} />
      </div>
    </>
  );
}

/** Issue 7 part 3: /expert-dashboard. */
/** Issue 15 part 4: a patient calling rings the desk. */
function DeskRinging() {
  const ringing = useCallRinging();
  return <RingingDialogs ringing={ringing} />;
}

export function ExpertDeskPage() {
  useDocumentTitle('Expert desk');
  const { user, isLoading } = useSession();
  const desk = useDesk(user?.role === 'expert');
  const alerts = useDeskAlerts(user?.role === 'expert');
  if (isLoading) return <PageLoadingHeader />;
  if (user?.role !== 'expert') {
    return (
      <AccessNotice
        title="For experts"
        user={user}
        signedOutText="Please log in with your expert account to open your desk."
        signedInText="The desk is for registered experts."
      />
    );
  }
  return (
    <main className="mx-auto w-full max-w-4xl px-4 pb-12 pt-6 md:pt-10">
      {desk.isPending ? <LoadingBlocks label="Loading your desk" /> : null}
      {desk.isError ? <ErrorCard title="Could not load your desk" error={desk.error} onRetry={() => void desk.refetch()} /> : null}
      {desk.data ? <Desk desk={desk.data} alerts={alerts} /> : null}
      <DeskRinging />
    </main>
  );
}
