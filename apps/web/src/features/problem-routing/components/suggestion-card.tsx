import type { RoutedSuggestion } from '@sahay/domain/problem-routing/schemas';
import { ArrowRight, Calculator, Laptop, Scale, Stethoscope } from 'lucide-react';
import { ExpertCard } from '@/components/expert-card';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/i18n';
import { ROUTING_AREA } from '../problem-routing-messages';

const ICONS = { medical: Stethoscope, legal: Scale, finance: Calculator, tech: Laptop } as const;
const TINTS = {
  medical: 'bg-green-100 text-green-800',
  legal: 'bg-blue-100 text-blue-800',
  finance: 'bg-orange-100 text-orange-800',
  tech: 'bg-purple-100 text-purple-800',
} as const;

/** One profession for the problem: the department, why, the words that led here, its matched experts, and the way in. */
export function SuggestionCard({ suggestion, rank, onStart }: { suggestion: RoutedSuggestion; rank: number; onStart: () => void }) {
  const { category, department, why, triggers, experts, expertsFallback } = suggestion;
  const { t } = useT(ROUTING_AREA);
  const Icon = ICONS[category];
  const titleId = `suggestion-${category}`;
  return (
    <Card role="article" aria-labelledby={titleId} className="p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <span className={`flex size-11 shrink-0 items-center justify-center rounded-2xl ${TINTS[category]}`}>
          <Icon aria-hidden className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{rank === 1 ? t('routing.bestFit') : t('routing.alsoConsider')}</p>
          <h3 id={titleId} className="text-lg font-semibold leading-snug">
            {t('routing.expert', { category })} <span className="font-normal text-muted-foreground">· {department}</span>
          </h3>
          <p className="mt-1">{why}</p>
          {triggers.length > 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">
              {t('routing.becauseYouWrote')}{' '}
              {triggers.map((trigger, index) => (
                <span key={trigger}>
                  {index > 0 ? ', ' : null}
                  <q className="font-medium text-foreground">{trigger}</q>
                </span>
              ))}
            </p>
          ) : null}
        </div>
      </div>
      <Button className="mt-4 w-full sm:w-auto" onClick={onStart}>
        {t('routing.start', { category })}
        <ArrowRight aria-hidden />
      </Button>
      {experts.length > 0 ? (
        <div className="mt-4">
          <h4 className="text-sm font-semibold">{expertsFallback ? t('routing.otherAvailable', { category }) : t('routing.matchedFor', { department })}</h4>
          <ul className="mt-2 space-y-2">
            {experts.map((matched) => (
              <li key={matched.id}>
                <ExpertCard expert={matched} />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="mt-3 text-sm text-muted-foreground">{t('routing.noneAvailable', { category })}</p>
      )}
    </Card>
  );
}
