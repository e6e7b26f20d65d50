import type { RedFlags } from '@sahay/domain/red-flags/detector';
import { EMERGENCY_NUMBERS, emergencyAdvice } from '@sahay/domain/red-flags/emergency-advice';
import { Ambulance, HeartHandshake, Phone, Siren } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { defineArea, useT } from '@/i18n/i18n';
import emergencyEn from 'virtual:messages/en/emergency';

const AREA = defineArea('emergency', emergencyEn);

interface CallLinkProps {
  number: string;
  tone: 'primary' | 'secondary';
  className?: string;
  children: ReactNode;
}

function CallLink({ number, tone, className, children }: CallLinkProps) {
  return (
    <a
      href={`tel:${number}`}
      className={cn(
        className,
        'flex min-h-12 items-center justify-center gap-2 rounded-xl px-4 text-center font-bold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white [&_svg]:size-5 [&_svg]:shrink-0',
        tone === 'primary'
          ? 'bg-white text-base text-red-800 shadow-sm hover:bg-red-50 sm:text-lg'
          : 'border-2 border-white/80 bg-red-800 text-base text-white hover:bg-red-900',
      )}
    >
      {children}
    </a>
  );
}

/**
 * Issue 13: shown at once when the red-flag detector fires on anything the person typed, whatever the triage score:
 * what to do now, the first-aid steps for what fired, and one-tap calls to 112, 108 and, for self-harm, Tele-MANAS.
 */
export function EmergencyBanner({ flags, className }: { flags: RedFlags; className?: string }) {
  const ref = useRef<HTMLElement>(null);
  const advice = emergencyAdvice(flags);
  const { t, language } = useT(AREA);

  useEffect(() => {
    // On a phone the conversation is below the fold: bring the advice into view the moment it appears.
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);

  return (
    <section
      ref={ref}
      role="alert"
      aria-labelledby="emergency-banner-title"
      className={cn('rounded-2xl border-2 border-red-900 bg-red-700 p-4 text-white shadow-lg dark:border-red-400 dark:bg-red-800', className)}
    >
      <div className="flex items-start gap-3">
        <Siren aria-hidden className="mt-0.5 size-7 shrink-0" />
        <div className="min-w-0">
          <h2 id="emergency-banner-title" className="text-lg font-bold leading-snug">
            {flags.selfHarm ? t('emergency.reachOut') : t('emergency.possible')}
          </h2>
          <p className="mt-1 text-base leading-relaxed">{language === 'hi' ? advice.headlineHindi : advice.headline}</p>
        </div>
      </div>
      {advice.steps.length > 0 ? (
        <ol aria-label={t('emergency.whatToDo')} className="mt-3 list-decimal space-y-1 rounded-xl bg-red-900/50 py-2.5 pl-9 pr-3 text-base">
          {(language === 'hi' ? advice.stepsHindi : advice.steps).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      ) : null}
      <CallLinks flags={flags} />
    </section>
  );
}

/** One-tap calls for the red flags: Tele-MANAS first for self-harm, then 112 and the 108 ambulance. */
function CallLinks({ flags, compact = false }: { flags: RedFlags; compact?: boolean }) {
  const { t } = useT(AREA);
  return (
    <div className={cn('grid gap-2', compact ? 'grid-cols-2 [&_a]:min-h-11 [&_a]:text-sm' : 'mt-4 sm:grid-cols-2')}>
      {flags.selfHarm ? (
        <CallLink number={EMERGENCY_NUMBERS.teleManas} tone="primary" className={compact ? 'col-span-2' : 'sm:col-span-2'}>
          <HeartHandshake aria-hidden />
          {t('emergency.callTeleManas', { number: EMERGENCY_NUMBERS.teleManas })}
        </CallLink>
      ) : null}
      <CallLink number={EMERGENCY_NUMBERS.emergency} tone={flags.selfHarm ? 'secondary' : 'primary'}>
        <Phone aria-hidden />
        {t('emergency.call', { number: EMERGENCY_NUMBERS.emergency })}
      </CallLink>
      <CallLink number={EMERGENCY_NUMBERS.ambulance} tone="secondary">
        <Ambulance aria-hidden />
        {t('emergency.ambulance', { number: EMERGENCY_NUMBERS.ambulance })}
      </CallLink>
    </div>
  );
}

/**
 * The calls alone, under a conversation whose answer already gives the emergency advice in words (the assistant,
 * the pre-consultation): the numbers stay one tap away while the person reads.
 */
export function EmergencyCallBar({ flags }: { flags: RedFlags }) {
  const { t } = useT(AREA);
  return (
    <section aria-label={t('emergency.calls')} className="rounded-2xl bg-red-700 p-2 text-white dark:bg-red-800">
      <CallLinks flags={flags} compact />
    </section>
  );
}
