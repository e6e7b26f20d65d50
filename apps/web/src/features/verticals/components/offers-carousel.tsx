import { OFFERS_CAROUSEL_MS } from '@sahay/domain/verticals';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { OfferWithIcon } from '../content/offer-icons';
import { useT } from '@/i18n/i18n';
import { VERTICALS_AREA } from '../verticals-area';
import { offerKey } from '../content/offer-keys';
import { OfferCard } from './offer-card';

interface OffersCarouselProps {
  offers: readonly OfferWithIcon[];
  className?: string;
}

const CONTROL_CLASS =
  'flex size-11 items-center justify-center rounded-full border border-border bg-surface text-foreground shadow-sm transition hover:bg-muted';

/**
 * Spec 000 §2, §9: the offers loop and advance every 4 s, and do not stop on interaction. Swiping is native
 * (CSS scroll-snap); the dots, buttons and timer scroll the track to the current card.
 */
export function OffersCarousel({ offers, className }: OffersCarouselProps) {
  const [index, setIndex] = useState(0);
  const trackRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const count = offers.length;
  const { t } = useT(VERTICALS_AREA);

  // Every move, by the timer or the visitor, gives the new card its full 4 s; the timer never stops.
  useEffect(() => {
    if (count < 2) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), OFFERS_CAROUSEL_MS);
    return () => clearTimeout(timer);
  }, [index, count]);

  useEffect(() => {
    const track = trackRef.current;
    if (track) scrollToSlide(track, index);
  }, [index]);

  // A swipe settles on a card (scroll-snap): that card becomes the current one.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const sync = () => setIndex(nearestSlide(track));
    if ('onscrollend' in window) {
      track.addEventListener('scrollend', sync);
      return () => track.removeEventListener('scrollend', sync);
    }
    let settle: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(settle);
      settle = setTimeout(sync, 150);
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(settle);
      track.removeEventListener('scroll', onScroll);
    };
  }, []);

  const go = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <section aria-roledescription="carousel" aria-labelledby={`${id}-heading`} className={`flex flex-col ${className ?? ''}`}>
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-lg font-semibold md:text-xl">
          {t('verticals.offersForYou')}
        </h2>
        <div className="flex gap-2">
          <button type="button" className={CONTROL_CLASS} aria-controls={`${id}-track`} onClick={() => go(index - 1)}>
            <ChevronLeft aria-hidden className="size-5" />
            <span className="sr-only">{t('verticals.previousOffer')}</span>
          </button>
          <button type="button" className={CONTROL_CLASS} aria-controls={`${id}-track`} onClick={() => go(index + 1)}>
            <ChevronRight aria-hidden className="size-5" />
            <span className="sr-only">{t('verticals.nextOffer')}</span>
          </button>
        </div>
      </div>

      {/* Rotates on its own, so it does not announce each change (WAI-ARIA carousel pattern). */}
      <div
        ref={trackRef}
        id={`${id}-track`}
        aria-live="off"
        className="relative mt-3 flex flex-1 snap-x snap-mandatory gap-4 overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {offers.map((offer, position) => (
          <div
            key={offer.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t('verticals.slide', { position: position + 1, count })}
            className="w-full shrink-0 snap-start snap-always"
          >
            <OfferCard offer={offer} headingId={`${id}-offer-${position}`} />
          </div>
        ))}
      </div>

      <div className="mt-2 flex justify-center">
        {offers.map((offer, position) => (
          // Each dot's tap target is 44 px; the negative margin overlaps the targets so the row stays compact.
          <button
            key={offer.id}
            type="button"
            aria-label={t('verticals.showOffer', { position: position + 1, title: t(offerKey(offer.id, 'title')) })}
            aria-current={position === index ? 'true' : undefined}
            aria-controls={`${id}-track`}
            onClick={() => go(position)}
            className="group -mx-1.5 flex size-11 items-center justify-center rounded-full"
          >
            <span
              aria-hidden
              className={`h-2 rounded-full transition-all ${position === index ? 'w-6 bg-primary' : 'w-2 bg-border group-hover:bg-muted-foreground'}`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function scrollToSlide(track: HTMLElement, index: number) {
  const slide = track.children[index];
  if (!(slide instanceof HTMLElement) || Math.abs(track.scrollLeft - slide.offsetLeft) < 1) return;
  // Reduced motion: jump to the card instead of sliding to it.
  const behavior: ScrollBehavior = prefersReducedMotion() ? 'instant' : 'smooth';
  if (typeof track.scrollTo === 'function') track.scrollTo({ left: slide.offsetLeft, behavior });
  else track.scrollLeft = slide.offsetLeft;
}

function nearestSlide(track: HTMLElement): number {
  let nearest = 0;
  let best = Number.POSITIVE_INFINITY;
  Array.from(track.children).forEach((slide, position) => {
    if (!(slide instanceof HTMLElement)) return;
    const distance = Math.abs(slide.offsetLeft - track.scrollLeft);
    if (distance < best) {
      best = distance;
      nearest = position;
    }
  });
  return nearest;
}
