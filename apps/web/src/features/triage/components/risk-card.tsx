import type { RiskCategory, RiskScore } from '@sahay/domain/triage-scoring';
import { AlertOctagon, AlertTriangle, CircleHelp, ShieldCheck, Info } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/i18n';
import type { MessageKey } from '@/i18n/message-keys';
import { cn } from '@/lib/cn';
import { TRIAGE_AREA } from '../triage-messages';

const LOOK: Record<RiskCategory | 'unknown', { label: MessageKey; icon: LucideIcon; tone: string; bar: string }> = {
  emergency: {
    label: 'triage.risk.emergency',
    icon: AlertOctagon,
    tone: 'border-red-300 bg-red-50 text-red-800 dark:bg-red-950/40 dark:text-red-200',
    bar: 'bg-red-600',
  },
  high: {
    label: 'triage.risk.high',
    icon: AlertTriangle,
    tone: 'border-orange-300 bg-orange-50 text-orange-800 dark:bg-orange-950/40 dark:text-orange-200',
    bar: 'bg-orange-500',
  },
  moderate: {
    label: 'triage.risk.moderate',
    icon: Info,
    tone: 'border-amber-300 bg-amber-50 text-amber-900 dark:bg-amber-950/40 dark:text-amber-200',
    bar: 'bg-amber-500',
  },
  low: {
    label: 'triage.risk.low',
    icon: ShieldCheck,
    tone: 'border-green-300 bg-green-50 text-green-800 dark:bg-green-950/40 dark:text-green-200',
    bar: 'bg-green-600',
  },
  unknown: {
    label: 'triage.risk.unknown',
    icon: CircleHelp,
    tone: 'border-border bg-surface text-foreground',
    bar: 'bg-muted-foreground',
  },
};

/** Spec 001 §2.6: the category with icon and colour (otherwise unknown) and the score out of 100. */
export function RiskCard({ risk }: { risk: RiskScore | null }) {
  const { t } = useT(TRIAGE_AREA);
  const look = LOOK[risk?.category ?? 'unknown'];
  const Icon = look.icon;
  const label = t(look.label);
  return (
    <Card className={cn('border p-4', look.tone)} aria-live="polite">
      <div className="flex items-center gap-3">
        <Icon aria-hidden className="size-8 shrink-0" />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold uppercase tracking-wide opacity-80">{t('triage.riskLevel')}</p>
          <p className="text-lg font-bold">{label}</p>
        </div>
        <p className="text-right">
          <span className="text-2xl font-bold">{risk ? risk.overall : '–'}</span>
          <span className="text-sm opacity-80">/100</span>
        </p>
      </div>
      <div
        role="meter"
        aria-label={t('triage.riskScore')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={risk?.overall ?? 0}
        aria-valuetext={risk ? t('triage.riskValue', { score: risk.overall, label }) : label}
        className="mt-3 h-2 overflow-hidden rounded-full bg-black/10 dark:bg-white/10"
      >
        <div className={cn('h-full rounded-full transition-all', look.bar)} style={{ width: `${risk?.overall ?? 0}%` }} />
      </div>
      {risk?.category === 'emergency' ? (
        <a href="tel:112" className="mt-3 flex min-h-11 items-center justify-center rounded-xl bg-red-700 px-4 font-semibold text-white hover:bg-red-800">
          {t('triage.call112')}
        </a>
      ) : null}
    </Card>
  );
}

/** Spec 001 §2.6: the per-message risk factors (age, symptoms, duration, history). */
export function RiskFactors({ risk }: { risk: RiskScore }) {
  const { t } = useT(TRIAGE_AREA);
  const factors = [
    ['triage.factor.age', risk.factors.age],
    ['triage.factor.symptoms', risk.factors.symptoms],
    ['triage.factor.duration', risk.factors.duration],
    ['triage.factor.history', risk.factors.history],
  ] as const;
  return (
    <ul aria-label={t('triage.riskFactors')} className="flex flex-wrap gap-1.5">
      {factors.map(([name, points]) => (
        <li key={name} className="rounded-full bg-muted px-2 py-0.5 font-medium text-foreground">
          {t(name)} +{points}
        </li>
      ))}
    </ul>
  );
}
