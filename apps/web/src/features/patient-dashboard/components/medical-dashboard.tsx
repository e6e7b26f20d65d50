import { DASHBOARD_TABS, type DashboardTab } from '@sahay/domain/dashboard';
import type { MedicalDashboard as MedicalDashboardData } from '@sahay/domain/dashboard-schemas';
import type { FamilyMember } from '@sahay/domain/family-members';
import { HeartPulse } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from '@/lib/router';
import { Tabs } from '@/components/ui/tabs';
import { AppointmentsTab, PrescriptionsTab, RecordsTab } from './list-tabs';
import { OverviewTab } from './overview-tab';
import { QuickActions } from './quick-actions';
import { StatCards } from './stat-cards';
import { UploadRecordDialog } from './record-dialogs';
import { useT } from '@/i18n/i18n';
import { DASHBOARD_AREA } from '../dashboard-area';

export interface DashboardSlots {
  /** The Health Tracker (features/health-tracker) of the chosen person, composed by the app: loaded only when its tab opens. */
  healthTracker: (memberId: string | null, personName: string | undefined) => ReactNode;
  /** The Health QR dialog (features/health-qr), composed by the app. */
  healthQr: (open: boolean, onOpenChange: (open: boolean) => void) => ReactNode;
}

interface Props extends DashboardSlots {
  data: MedicalDashboardData;
  tab: DashboardTab;
  onTabChange: (tab: DashboardTab) => void;
  /** Issue 14 part 8: the family member the dashboard is showing; null is the account holder. */
  member: FamilyMember | null;
}

/** Spec 001 §2.12 for the health field: stat cards, quick actions, 'My Health QR' and the five tabs. */
export function MedicalDashboard({ data, tab, onTabChange, healthTracker, healthQr, member }: Props) {
  const { t } = useT(DASHBOARD_AREA);
  const tabs = DASHBOARD_TABS.map(({ value }) => ({ value, label: t(`dashboard.tab.${value}`) }));
  const [uploading, setUploading] = useState(false);
  const [qrOpen, setQrOpen] = useState(false);
  const upload = () => setUploading(true);
  return (
    <div className="space-y-6">
      <StatCards data={data} onShowScore={() => onTabChange('overview')} />
      <QuickActions onUpload={upload} onHealthQr={() => setQrOpen(true)} memberId={member?.id ?? null} />
      <Tabs label={t('dashboard.sections')} tabs={tabs} value={tab} onValueChange={onTabChange}>
        {tab === 'overview' ? <OverviewTab data={data} onUpload={upload} onShowTab={onTabChange} /> : null}
        {tab === 'appointments' ? <AppointmentsTab data={data} /> : null}
        {tab === 'records' ? <RecordsTab data={data} onUpload={upload} memberId={member?.id ?? null} /> : null}
        {tab === 'prescriptions' ? <PrescriptionsTab data={data} memberId={member?.id ?? null} /> : null}
        {tab === 'health-tracker' ? (
          <div className="space-y-3">
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <HeartPulse aria-hidden className="size-4 text-primary" />{' '}
              {member ? t('dashboard.readingsAlsoOnMember', { name: member.name }) : t('dashboard.readingsAlsoOnYour')}
              <Link
                to={member ? `/health-tracker?member=${member.id}` : '/health-tracker'}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {t('dashboard.healthTrackerPage')}
              </Link>
            </p>
            {healthTracker(member?.id ?? null, member?.name)}
          </div>
        ) : null}
      </Tabs>
      <UploadRecordDialog open={uploading} onOpenChange={setUploading} memberId={member?.id ?? null} personName={member?.name} />
      {qrOpen ? healthQr(qrOpen, setQrOpen) : null}
    </div>
  );
}
