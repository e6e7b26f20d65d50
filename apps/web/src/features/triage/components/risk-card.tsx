import type { RiskCategory, RiskScore } from '@sahay/domain/triage-scoring';
import { AlertOctagon, AlertTriangle, CircleHelp, ShieldCheck, Info } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

const LOOK: Record<RiskCategory | 'unknown', { label: string; icon: LucideIcon; tone: string; bar: string }> = {
  emergency: {
    label: 'Emergency',
    icon: AlertOctagon,
    tone: 'border-red-300 bg-red-50 text-red-800 dark:bg-red-950/40 dark:text-red-200',
    bar: 'bg-red-600',
  },
  high: {
    label: 'High risk',
    icon: AlertTriangle,
    tone: 'border-orange-300 bg-orange-50 text-orange-800 dark:bg-orange-950/40 dark:text-orange-200',
    bar: 'bg-orange-500',
  },
  moderate: {
    label: 'Moderate risk',
    icon: Info,
    tone: 'border-amber-300 bg-amber-50 text-amber-900 dark:bg-amber-950/40 dark:text-amber-200',
    bar: 'bg-amber-500',
  },
  low: {
    label: 'Low risk',
    icon: ShieldCheck,
    tone: 'border-green-300 bg-green-50 text-green-800 dark:bg-green-950/40 dark:text-green-200',
    bar: 'bg-green-600',
  },
  unknown: {
    label: 'Not assessed yet',
    icon: CircleHelp,
    tone: 'border-border bg-surface text-foreground',
    bar: 'bg-muted-foreground',
  },
};

/** Spec 001 §2.6: the category with icon and colour (otherwise unknown) and the score out of 100. */
export function RiskCard({ risk }: { risk: RiskScore | null }) {
  const look = LOOK[risk?.category ?? 'unknown'];
  const Icon = look.icon;
  return (
    <Card className={cn('border p-4', look.tone)} aria-live="polite">
      <div className="flex items-center gap-3">
        <Icon aria-hidden className="size-8 shrink-0" />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold uppercase tracking-wide opacity-80">Risk level</p>
          <p className="text-lg font-bold">{look.label}</p>
        </div>
        <p className="text-right">
          <span className="text-2xl font-bold">{risk ? risk.overall : '–'}</span>
          <span className="text-sm opacity-80">/100</span>
        </p>
      </div>
      <div
        role="meter"
        aria-label="Risk score"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={risk?.overall ?? 0}
        aria-valuetext={risk ? `${risk.overall} out of 100, ${look.label}` : 'Not assessed yet'}
        className="mt-3 h-2 overflow-hidden rounded-full bg-black/10 dark:bg-white/10"
      >
        <div className={cn('h-full rounded-full transition-all', look.bar)} style={{ width: `${risk?.overall ?? 0}%` }} />
      </div>
      {risk?.category === 'emergency' ? (
        <a href="tel:112" className="mt-3 flex min-h-11 items-center justify-center rounded-xl bg-red-700 px-4 font-semibold text-white hover:bg-red-800">
          Call 112 now
        </a>
      ) : null}
    </Card>
  );
}

/** Spec 001 §2.6: the per-message risk factors (age, symptoms, duration, history). */
export function RiskFactors({ risk }: { risk: RiskScore }) {
  const factors = [
    ['Age', risk.factors.age],
    ['Symptoms', risk.factors.symptoms],
    ['Duration', risk.factors.duration],
    ['History', risk.factors.history],
  ] as const;
  return (
    <ul aria-label="Risk factors" className="flex flex-wrap gap-1.5">
      {factors.map(([name, points]) => (
        <li key={name} className="rounded-full bg-muted px-2 py-0.5 font-medium text-foreground">
          {name} +{points}
        </li>
      ))}
    </ul>
  );
}
