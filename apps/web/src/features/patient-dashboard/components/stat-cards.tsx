import type { MedicalDashboard } from '@sahay/domain/dashboard-schemas';
import type { HealthScoreLevel } from '@sahay/domain/health-score';
import { CalendarDays, FileText, HeartPulse, Pill, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/i18n';
import { DASHBOARD_AREA } from '../dashboard-area';

const LEVEL_STYLE: Record<HealthScoreLevel, string> = {
  good: 'text-success',
  fair: 'text-amber-700 dark:text-amber-300',
  'needs-attention': 'text-danger',
  'not-enough-data': 'text-muted-foreground',
};

function Stat({ icon: Icon, label, value, note, valueClass }: { icon: LucideIcon; label: string; value: ReactNode; note: ReactNode; valueClass?: string }) {
  return (
    <Card className="flex flex-col gap-1 p-4">
      <p className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <Icon aria-hidden className="size-4 shrink-0 text-primary" /> {label}
      </p>
      <p className={cn('text-2xl font-bold', valueClass)}>{value}</p>
      <div className="text-xs text-muted-foreground">{note}</div>
    </Card>
  );
}

/** Spec 001 §2.12's four cards, each counted from the person's own rows; the score is derived, never fixed. */
export function StatCards({ data, onShowScore }: { data: MedicalDashboard; onShowScore: () => void }) {
  const { t } = useT(DASHBOARD_AREA);
  const { stats, healthScore } = data;
  const scoreLabel = t(`dashboard.score.${healthScore.level}`);
  return (
    <section aria-label={t('dashboard.summary')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat icon={CalendarDays} label={t('dashboard.upcomingAppointments')} value={stats.upcomingAppointments} note={t('dashboard.next30Days')} />
      <Stat icon={FileText} label={t('dashboard.medicalRecords')} value={stats.medicalRecords} note={t('dashboard.labReportsAndDocuments')} />
      <Stat icon={Pill} label={t('dashboard.prescriptions')} value={stats.prescriptions} note={t('dashboard.fromConsultations')} />
      <Stat
        icon={HeartPulse}
        label={t('dashboard.healthScore')}
        value={scoreLabel}
        valueClass={cn(LEVEL_STYLE[healthScore.level], scoreLabel.length > 10 && 'text-lg leading-8')}
        note={
          <button type="button" onClick={onShowScore} className="-my-3 min-h-11 font-medium text-primary underline-offset-4 hover:underline">
            {t('dashboard.seeWhy')}
          </button>
        }
      />
    </section>
  );
}
