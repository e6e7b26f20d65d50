import { ONBOARDING_SLIDE_MS } from '@sahay/domain/constants';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { ONBOARDING_SLIDES } from '../onboarding-slides';
import { defineArea, useT } from '@/i18n/i18n';
import firstRunEn from 'virtual:messages/en/first-run';
import { LanguageChoice } from '@/i18n/language-choice';

const AREA = defineArea('first-run', firstRunEn);

/**
 * Spec 000 §2: four slides advance every 2.5 s; the last stays 2.5 s more, then the flow completes. Skip is
 * always shown and completes at once.
 */
export function OnboardingCarousel({ onDone }: { onDone: () => void }) {
  const [index, setIndex] = useState(0);
  const last = ONBOARDING_SLIDES.length - 1;
  const { t } = useT(AREA);

  useEffect(() => {
    const timer = window.setTimeout(() => (index < last ? setIndex(index + 1) : onDone()), ONBOARDING_SLIDE_MS);
    return () => window.clearTimeout(timer);
  }, [index, last, onDone]);

  const slide = ONBOARDING_SLIDES[index] ?? ONBOARDING_SLIDES[0]!;
  const Icon = slide.icon;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('firstRun.welcome')}
      className="fixed inset-0 z-[60] flex flex-col bg-surface bg-gradient-to-b from-primary-soft/60 via-surface to-surface px-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] pt-4"
    >
      <div className="flex items-center justify-between gap-2">
        <LanguageChoice />
        <Button variant="ghost" onClick={onDone}>
          {t('firstRun.skip')}
        </Button>
      </div>
      <div
        key={index}
        role="group"
        aria-roledescription="slide"
        aria-label={t('firstRun.slideOf', { index: index + 1, count: ONBOARDING_SLIDES.length })}
        className="mx-auto flex max-w-sm flex-1 flex-col items-center justify-center text-center motion-safe:animate-[fade-in_300ms_ease-out]"
      >
        <span className={cn('flex size-32 items-center justify-center rounded-[2rem] shadow-sm', slide.tint)}>
          <Icon aria-hidden className="size-16" strokeWidth={1.5} />
        </span>
        <h2 className="mt-10 text-2xl font-bold tracking-tight" aria-live="polite">
          {t(slide.title)}
        </h2>
        <p className="mt-3 text-muted-foreground">{t(slide.text)}</p>
      </div>
      <div className="flex justify-center gap-2 pb-6" aria-hidden>
        {ONBOARDING_SLIDES.map((s, i) => (
          <span key={s.title} data-active={i === index} className={cn('h-2 rounded-full transition-all', i === index ? 'w-6 bg-primary' : 'w-2 bg-border')} />
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {t('firstRun.slideAnnounce', { index: index + 1, count: ONBOARDING_SLIDES.length })}
      </p>
    </section>
  );
}
