import { ArrowRight, Check } from 'lucide-react';
import { Link } from '@/lib/router';
import type { OfferWithIcon } from '../content/offer-icons';
import { formatRupees } from '@/i18n/format';
import { useT } from '@/i18n/i18n';
import { offerKey } from '../content/offer-keys';

/** One offer (spec 000 §3 "Offer banner card"): badge, title, subtitle, features, call to action, gradient, icon. */
export function OfferCard({ offer, headingId }: { offer: OfferWithIcon; headingId: string }) {
  const { Icon } = offer;
  const [from, to] = offer.gradient;
  const { t, language } = useT();
  return (
    <article
      aria-labelledby={headingId}
      className="relative isolate flex h-full flex-col overflow-hidden rounded-3xl p-5 text-white md:p-6"
      style={{ backgroundImage: `linear-gradient(135deg, ${from}, ${to})` }}
    >
      <span aria-hidden className="absolute -right-12 -top-12 -z-10 size-44 rounded-full bg-white/10" />
      <span aria-hidden className="absolute -bottom-16 -left-10 -z-10 size-40 rounded-full bg-black/10" />

      <div className="flex items-start justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-white/15 px-3 py-1 text-xs font-semibold ring-1 ring-white/30">{t(offerKey(offer.id, 'badge'))}</span>
          {offer.price === undefined ? null : (
            <span className="rounded-full bg-white px-3 py-1 text-xs font-bold" style={{ color: from }}>
              {formatRupees(offer.price, language)}
            </span>
          )}
        </div>
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-white/15 ring-1 ring-white/25">
          <Icon aria-hidden className="size-6" />
        </span>
      </div>

      <h3 id={headingId} className="mt-4 text-xl font-bold leading-snug text-balance">
        {t(offerKey(offer.id, 'title'))}
      </h3>
      <p className="mt-1.5 text-sm leading-relaxed">{t(offerKey(offer.id, 'subtitle'))}</p>

      <ul className="mt-4 space-y-2 text-sm">
        {offer.features.map((feature, position) => (
          <li key={feature} className="flex items-start gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0" strokeWidth={3} />
            {t(offerKey(offer.id, `feature${position + 1}`))}
          </li>
        ))}
      </ul>

      <div className="mt-auto pt-5">
        <Link
          to={offer.cta.to}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-white px-4 py-2 text-sm font-semibold shadow-sm transition hover:bg-white/90"
          style={{ color: from }}
        >
          {t(offerKey(offer.id, 'cta'))}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
    </article>
  );
}
