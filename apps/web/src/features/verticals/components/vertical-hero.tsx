import { CONSULTATION_FEES, type ConsultationMode } from '@sahay/domain/verticals';
import { MessageCircle, Phone, ShieldCheck, Video } from 'lucide-react';
import type { VerticalContent } from '../content/types';
import { formatRupees } from '@/i18n/format';
import { useT } from '@/i18n/i18n';
import { VERTICALS_AREA } from '../verticals-area';

// Tighter than the shared Button's large size, so both labels stay on one line on a 360 px screen.
const CTA_CLASS =
  'inline-flex h-12 items-center justify-center gap-1.5 whitespace-nowrap rounded-xl px-2 text-sm font-semibold transition-colors sm:gap-2 sm:text-base';

interface VerticalHeroProps {
  content: VerticalContent;
  onStart: (mode: ConsultationMode) => void;
}

/** Spec 000 §2: video and audio buttons, the chat-available note and the per-session price. */
export function VerticalHero({ content, onStart }: VerticalHeroProps) {
  const { heroIcon: HeroIcon } = content;
  const { t } = useT(VERTICALS_AREA);
  return (
    <section
      aria-labelledby="vertical-heading"
      className="relative isolate flex flex-col overflow-hidden rounded-3xl lg:justify-center border border-border bg-linear-to-br from-primary-soft via-surface to-surface p-5 shadow-sm md:p-8"
    >
      <HeroIcon aria-hidden className="absolute -right-6 -top-6 -z-10 size-40 text-primary opacity-[0.07] md:size-56" strokeWidth={1.5} />
      <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-surface px-3 py-1 text-xs font-semibold text-primary-strong ring-1 ring-border dark:text-foreground">
        <ShieldCheck aria-hidden className="size-3.5" />
        {t(content.eyebrow)}
      </p>
      <h1 id="vertical-heading" className="mt-3 text-[1.75rem] font-bold leading-tight tracking-tight text-balance md:text-4xl">
        {t(content.heading)}
      </h1>
      <p className="mt-2 text-muted-foreground md:text-lg">{t(content.intro)}</p>

      <p className="mt-5 flex items-baseline gap-1.5">
        <span className="text-3xl font-bold tracking-tight">{formatRupees(CONSULTATION_FEES[content.category])}</span>
        <span className="text-sm text-muted-foreground">{t('verticals.perSession')}</span>
      </p>

      <div className="mt-4 grid grid-cols-2 gap-2.5 sm:max-w-md sm:gap-3">
        <button type="button" className={`${CTA_CLASS} bg-primary text-primary-foreground shadow-sm hover:bg-primary-strong`} onClick={() => onStart('video')}>
          <Video aria-hidden className="size-4 shrink-0" />
          {t('verticals.videoConsult')}
        </button>
        <button type="button" className={`${CTA_CLASS} border border-border bg-surface text-foreground hover:bg-muted`} onClick={() => onStart('audio')}>
          <Phone aria-hidden className="size-4 shrink-0" />
          {t('verticals.audioCall')}
        </button>
      </div>

      <p className="mt-4 flex items-start gap-2 text-sm text-muted-foreground">
        <MessageCircle aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
        {t(content.chatNote)}
      </p>
    </section>
  );
}
