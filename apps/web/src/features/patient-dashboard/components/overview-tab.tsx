import { DASHBOARD_OVERVIEW_RECORDS } from '@sahay/domain/dashboard';
import type { MedicalDashboard } from '@sahay/domain/dashboard-schemas';
import { PATIENT_DETAILS_TEXTS } from '@sahay/domain/patient-details-texts';
import { HealthScoreBody } from '@/components/health-score-body';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { appointmentWho } from './appointment-items';
import { formatDateTime } from '@/lib/date-time';
import { RecordItems } from './record-items';
import { EmptyText, SectionCard } from './section-card';

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
  const next = data.nextAppointment;
  const latest = data.records.slice(0, DASHBOARD_OVERVIEW_RECORDS);
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      <SectionCard id="overview-next" title="Next Appointment">
        {next ? (
          <div>
            <p className="font-semibold">{appointmentWho(next)}</p>
            <p className="text-sm text-muted-foreground">
              <time dateTime={next.at}>{formatDateTime(next.at)}</time>
            </p>
            {next.joinPath ? (
              <Button asChild size="sm" className="mt-2">
                <Link to={next.joinPath}>Join</Link>
              </Button>
            ) : null}
          </div>
        ) : (
          <EmptyText>{PATIENT_DETAILS_TEXTS.noAppointments}</EmptyText>
        )}
      </SectionCard>
      <SectionCard
        id="overview-score"
        title="Health Score"
        action={
          <Button variant="link" className="min-h-11" onClick={() => onShowTab('health-tracker')}>
            Open Health Tracker
          </Button>
        }
      >
        <HealthScoreBody score={data.healthScore} />
      </SectionCard>
      <div className="lg:col-span-2">
        <SectionCard
          id="overview-records"
          title="Latest Records"
          action={
            latest.length > 0 ? (
              <Button variant="link" className="min-h-11" onClick={() => onShowTab('records')}>
                All records
              </Button>
            ) : null
          }
        >
          {latest.length > 0 ? (
            <RecordItems items={latest} label="Latest records" />
          ) : (
            <div className="py-2">
              <EmptyText>No records yet. Upload a lab report or a document to keep it here.</EmptyText>
              <Button onClick={onUpload}>Upload Record</Button>
            </div>
          )}
        </SectionCard>
      </div>
    </div>
  );
}
