import { SPLASH_FADE_MS, SPLASH_MS } from '@sahay/domain/constants';
import { useEffect, useState } from 'react';
import { BrandMark } from '@/components/brand-mark';
import { ExpertKinds } from '@/components/expert-kinds';
import { defineArea, useT } from '@/i18n/i18n';
import firstRunEn from 'virtual:messages/en/first-run';

const AREA = defineArea('first-run', firstRunEn);

/** Spec 000 §2: logo, tagline and the four expert kinds for 3 s, then a 0.5 s fade, then done. */
export function SplashScreen({ onDone }: { onDone: () => void }) {
  const [fading, setFading] = useState(false);
  const { t } = useT(AREA);
  useEffect(() => {
    const fade = window.setTimeout(() => setFading(true), SPLASH_MS);
    const done = window.setTimeout(onDone, SPLASH_MS + SPLASH_FADE_MS);
    return () => {
      window.clearTimeout(fade);
      window.clearTimeout(done);
    };
  }, [onDone]);

  return (
    <div
      role="status"
      aria-label={t('firstRun.starting')}
      style={{ transitionDuration: `${SPLASH_FADE_MS}ms` }}
      className={`fixed inset-0 z-[60] flex flex-col items-center justify-center gap-6 bg-gradient-to-b from-primary-soft to-surface px-6 text-center transition-opacity motion-reduce:transition-none ${fading ? 'opacity-0' : 'opacity-100'}`}
    >
      <BrandMark className="size-20 drop-shadow-md" />
      <div>
        <p className="text-4xl font-bold tracking-tight">Sahay</p>
        <p className="mt-2 text-muted-foreground">{t('firstRun.tagline')}</p>
      </div>
      <ExpertKinds />
    </div>
  );
}
