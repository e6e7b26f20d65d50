import type { ExpertPage } from '@sahay/domain/expert-search';
import { Star } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/date-time';

import { useT } from '@/i18n/i18n';
import { EXPERT_PAGE_AREA } from '../expert-page-area';

function Stars({ stars }: { stars: number }) {
  const { t } = useT(EXPERT_PAGE_AREA);
  return (
    <span className="inline-flex" role="img" aria-label={t('expert.stars', { stars })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden className={n <= stars ? 'size-4 fill-amber-400 text-amber-400' : 'size-4 text-muted-foreground'} />
      ))}
    </span>
  );
}

/** Written reviews, from completed consultations only (as Practo shows feedback only after a real appointment). */
export function ExpertReviews({ page }: { page: ExpertPage }) {
  const { rating } = page.expert;
  const { t } = useT(EXPERT_PAGE_AREA);
  return (
    <Card className="space-y-3 p-4" role="region" aria-labelledby="expert-reviews">
      <h2 id="expert-reviews" className="text-lg font-bold">
        {t('expert.ratingReviews')}
      </h2>
      {page.ratingCount === 0 ? (
        <p className="text-sm text-muted-foreground">{t('expert.noRatings')}</p>
      ) : (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-2xl font-bold">{rating.toFixed(1)}</span>
          <Stars stars={Math.round(rating)} />
          <span className="text-muted-foreground">{t('expert.ratings', { count: page.ratingCount })}</span>
        </p>
      )}
      {page.reviews.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('expert.noReviews')}</p>
      ) : (
        <ul className="space-y-3">
          {page.reviews.map((review, i) => (
            <li key={`${review.date}-${i}`} className="border-t border-border pt-3">
              <p className="flex items-center justify-between gap-2 text-sm">
                <Stars stars={review.stars} />
                <span className="text-xs text-muted-foreground">
                  {t('expert.afterConsultation')} · <time dateTime={review.date}>{formatDate(review.date)}</time>
                </span>
              </p>
              <p className="mt-1 whitespace-pre-line break-words">{review.comment}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
