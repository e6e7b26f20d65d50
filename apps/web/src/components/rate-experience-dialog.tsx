import { RATING_MAX, type RatingReceipt } from '@sahay/domain/ratings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { api } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useT } from '@/i18n/i18n';
import { CONSULTATION_CARDS_AREA } from './consultation-cards-area';

const myRatingKey = (consultationId: string) => ['consultations', consultationId, 'my-rating'] as const;

function StarPicker({ value, onChange }: { value: number; onChange: (stars: number) => void }) {
  const { t } = useT(CONSULTATION_CARDS_AREA);
  return (
    <div role="radiogroup" aria-label={t('cards.rate.yourRating')} className="flex justify-center gap-1">
      {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((stars) => (
        <button
          key={stars}
          type="button"
          role="radio"
          aria-checked={value === stars}
          aria-label={t('cards.rate.stars', { count: stars })}
          onClick={() => onChange(stars)}
          className="flex size-11 items-center justify-center rounded-full hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Star aria-hidden className={cn('size-8', stars <= value ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground')} />
        </button>
      ))}
    </div>
  );
}

/**
 * Spec 001 §2.10 'Rate Your Experience': 1 to 5 stars, Cancel / Submit Rating, with §5 and §8's validation and
 * toasts. The rating is stored once per consultation and the expert's rating becomes the mean of real ones.
 */
export function RateExperience({ consultationId, expertLabel }: { consultationId: string; expertLabel: string }) {
  const { t } = useT(CONSULTATION_CARDS_AREA);
  const queryClient = useQueryClient();
  const mine = useQuery({
    queryKey: myRatingKey(consultationId),
    queryFn: ({ signal }) => api.get<{ stars: number | null }>(`/api/consultations/${consultationId}/my-rating`, signal),
  });
  const [open, setOpen] = useState(false);
  const [stars, setStars] = useState(0);
  const rate = useMutation({
    mutationFn: () => api.post<RatingReceipt>('/api/ratings', { consultationId, stars }),
    meta: { errorTitle: t('cards.rate.error'), errorFallback: t('cards.rate.failed') },
    onSuccess: (receipt) => {
      toast.success(t('cards.rate.thanks'), { description: t('cards.rate.rated', { count: receipt.stars }) });
      queryClient.setQueryData(myRatingKey(consultationId), { stars: receipt.stars });
      setOpen(false);
    },
  });
  const submit = () => {
    if (stars < 1) {
      toast.error(t('cards.rate.required'));
      return;
    }
    rate.mutate();
  };
  const given = mine.data?.stars ?? null;
  if (given !== null) {
    return (
      <p className="flex items-center gap-1 text-sm text-muted-foreground">
        <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" /> {t('cards.rate.ratedExpert', { expert: expertLabel, count: given })}
      </p>
    );
  }
  return (
    <>
      <Button variant="soft" onClick={() => setOpen(true)} disabled={mine.isPending}>
        <Star aria-hidden /> {t('cards.rate.title')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t('cards.rate.title')} description={t('cards.rate.question', { expert: expertLabel })}>
        <StarPicker value={stars} onChange={setStars} />
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t('cards.rate.cancel')}
          </Button>
          <Button onClick={submit} disabled={stars === 0 || rate.isPending}>
            {t(rate.isPending ? 'cards.rate.submitting' : 'cards.rate.submit')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
