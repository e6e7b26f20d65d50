import { DASHBOARD_OVERVIEW_RECORDS } from '@sahay/domain/dashboard';
import type { MedicalDashboard } from '@sahay/domain/dashboard-schemas';
import { HealthScoreBody } from '@/components/health-score-body';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { appointmentWho } from './appointment-items';
import { formatDateTime } from '@/lib/date-time';
import { RecordItems } from './record-items';
import { EmptyText, SectionCard } from './section-card';
import { useT } from '@/i18n/i18n';
import { DASHBOARD_AREA } from '../dashboard-area';

/** Spec 001 §2.12 Overview: the next appointment and the 3 latest records; with the Health Score's reasons. */
export function OverviewTab({
  data,
  onUpload,
  onShowTab,
}: {
  data: MedicalDashboard;
  onUpload: () => void;
  onShowTab: (tab: 'records' | 'health-tracker') => void;
}) {
  const { t } = useT(DASHBOARD_AREA);
  const next = data.nextAppointment;
  const latest = data.records.slice(0, DASHBOARD_OVERVIEW_RECORDS);
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      <SectionCard id="overview-next" title={t('dashboard.nextAppointment')}>
        {next ? (
          <div>
            <p className="font-semibold">{appointmentWho(next, t)}</p>
            <p className="text-sm text-muted-foreground">
              <time dateTime={next.at}>{formatDateTime(next.at)}</time>
            </p>
            {next.joinPath ? (
              <Button asChild size="sm" className="mt-2">
                <Link to={next.joinPath}>{t('dashboard.join')}</Link>
              </Button>
            ) : null}
          </div>
        ) : (
          <EmptyText>{t('dashboard.noUpcoming')}</EmptyText>
        )}
      </SectionCard>
      <SectionCard
        id="overview-score"
        title={t('dashboard.healthScore')}
        action={
          <Button variant="link" className="min-h-11" onClick={() => onShowTab('health-tracker')}>
            {t('dashboard.openHealthTracker')}
          </Button>
        }
      >
        <HealthScoreBody score={data.healthScore} />
      </SectionCard>
      <div className="lg:col-span-2">
        <SectionCard
          id="overview-records"
          title={t('dashboard.latestRecords')}
          action={
            latest.length > 0 ? (
              <Button variant="link" className="min-h-11" onClick={() => onShowTab('records')}>
                {t('dashboard.allRecords')}
              </Button>
            ) : null
          }
        >
          {latest.length > 0 ? (
            <RecordItems items={latest} label={t('dashboard.latestRecordsList')} />
          ) : (
            <div className="py-2">
              <EmptyText>{t('dashboard.noRecordsOverview')}</EmptyText>
              <Button onClick={onUpload}>{t('dashboard.uploadRecord')}</Button>
            </div>
          )}
        </SectionCard>
      </div>
    </div>
  );
}
