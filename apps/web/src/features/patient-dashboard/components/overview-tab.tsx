import { DASHBOARD_OVERVIEW_RECORDS } from '@sahay/domain/dashboard';
import type { MedicalDashboard } from '@sahay/domain/dashboard-schemas';
import { WEIGHT_NOT_SCORED } from '@sahay/domain/health-score';
import { PATIENT_DETAILS_TEXTS } from '@sahay/domain/health-shares';
import { CircleAlert, CircleCheck, CircleMinus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { appointmentWho } from './appointment-items';
import { formatDateTime } from './dates';
import { RecordItems } from './record-items';
import { EmptyText, SectionCard } from './section-card';

const BAND = {
  normal: [CircleCheck, 'text-success'],
  borderline: [CircleAlert, 'text-amber-600 dark:text-amber-300'],
  outside: [CircleAlert, 'text-danger'],
} as const;

/** The Health Score's reasons, from the latest readings; never a diagnosis (decision 070). */
function ScoreReasons({ score }: { score: MedicalDashboard['healthScore'] }) {
  return (
    <>
      <p className="font-semibold">{score.label}</p>
      <ul aria-label="Why" className="mt-2 space-y-1.5 text-sm">
        {score.reasons.map((reason) => {
          const [Icon, colour] = BAND[reason.band];
          return (
            <li key={reason.measure} className="flex gap-2">
              <Icon aria-hidden className={cn('mt-0.5 size-4 shrink-0', colour)} />
              <span>{reason.text}</span>
            </li>
          );
        })}
        {score.missing.map((missing) => (
          <li key={missing.measure} className="flex gap-2 text-muted-foreground">
            <CircleMinus aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>{missing.text}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-muted-foreground">
        {score.note} {WEIGHT_NOT_SCORED}
      </p>
    </>
  );
}

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
        <ScoreReasons score={data.healthScore} />
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
