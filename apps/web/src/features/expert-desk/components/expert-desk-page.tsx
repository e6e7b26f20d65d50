import type { DeskConsultation, DeskOverview } from '@sahay/domain/expert-desk';
import { useState } from 'react';
import { AccessNotice, EmptyCard, ErrorCard, LoadingBlocks, PageLoadingHeader } from '@/components/query-states';
import { RingingDialogs } from '@/components/calls/ringing-dialogs';
import { Tabs } from '@/components/ui/tabs';
import { useCallRinging } from '@/lib/call-ringing';
import { useSession } from '@/lib/auth-client';
import { useExpertDomainMessages } from '@/i18n/expert-domain-messages';
import { useT } from '@/i18n/i18n';
import type { MessageKey } from '@/i18n/message-keys';
import { SPECIALTIES_AREA, WithArea } from '@/lib/specialty-names';
import { useDocumentTitle } from '@/lib/use-document-title';
import { EXPERT_DESK_AREA } from '../expert-desk-area';
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

const EMPTY: Record<Tab, MessageKey> = {
  incoming: 'desk.emptyIncoming',
  active: 'desk.emptyActive',
  recent: 'desk.emptyRecent',
};

function List({ items, tab }: { items: DeskConsultation[]; tab: Tab }) {
  const { t } = useT(EXPERT_DESK_AREA);
  if (items.length === 0) return <EmptyCard>{t(EMPTY[tab])}</EmptyCard>;
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
  const { t } = useT(EXPERT_DESK_AREA);
  const view = (id: string) => {
    setTab(desk.active.some((c) => c.id === id) ? 'active' : 'incoming');
    alerts.dismiss(id);
  };
  const tabs = [
    { value: 'incoming', label: t('desk.tabIncoming', { count: desk.incoming.length }) },
    { value: 'active', label: t('desk.tabActive', { count: desk.active.length }) },
    { value: 'recent', label: t('desk.tabRecent') },
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
        <Tabs label={t('desk.consultations')} tabs={tabs} value={tab} onValueChange={setTab}>
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
  const { t } = useT(EXPERT_DESK_AREA);
  useExpertDomainMessages();
  useDocumentTitle(t('desk.title'));
  const { user, isLoading } = useSession();
  const desk = useDesk(user?.role === 'expert');
  const alerts = useDeskAlerts(user?.role === 'expert');
  if (isLoading) return <PageLoadingHeader />;
  if (user?.role !== 'expert') {
    return <AccessNotice title={t('desk.forExperts')} user={user} signedOutText={t('desk.signedOut')} signedInText={t('desk.signedIn')} />;
  }
  return (
    <main className="mx-auto w-full max-w-4xl px-4 pb-12 pt-6 md:pt-10">
      {desk.isPending ? <LoadingBlocks label={t('desk.loading')} /> : null}
      {desk.isError ? <ErrorCard title={t('desk.loadFailed')} error={desk.error} onRetry={() => void desk.refetch()} /> : null}
      {desk.data ? (
        // The fields and departments are said in the reader's language (the 'specialties' area).
        <WithArea area={SPECIALTIES_AREA}>
          <Desk desk={desk.data} alerts={alerts} />
        </WithArea>
      ) : null}
      <DeskRinging />
    </main>
  );
}
