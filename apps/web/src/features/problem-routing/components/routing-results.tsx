import type { Category } from '@sahay/domain/categories';
import type { ProblemRoutingResult } from '@sahay/domain/problem-routing/schemas';
import { HelpCircle } from 'lucide-react';
import { EmergencyBanner } from '@/components/emergency-banner';
import { ErrorCard, LoadingBlocks } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/i18n';
import { ApiRequestError } from '@/lib/api-client';
import { HelplineCard } from './helpline-card';
import { ROUTING_AREA } from '../problem-routing-messages';
import { SuggestionCard } from './suggestion-card';

interface RoutingState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: ProblemRoutingResult | undefined;
}

const hasDevanagari = (text: string) => /[\u0900-\u097F]/.test(text);

/** What the page shows under the box: nothing yet, loading, an error with a retry, or the answer, urgent help first. */
export function RoutingResults({
  state,
  description,
  onRetry,
  onStart,
  professions,
}: {
  state: RoutingState;
  description: string;
  onRetry: () => void;
  onStart: (category: Category, department?: string) => void;
  professions: readonly Category[];
}) {
  const { t } = useT(ROUTING_AREA);
  if (state.isPending) return <LoadingBlocks label={t('routing.loading')} count={2} height="h-40" />;
  // A field error (too short, too long) is shown under the box; anything else here, with a retry.
  if (state.isError && !(state.error instanceof ApiRequestError && state.error.fieldErrors)) {
    return <ErrorCard title={t('routing.error')} error={state.error} onRetry={onRetry} />;
  }
  const result = state.data;
  if (!result) return null;
  return (
    <section aria-label={t('routing.whoCanHelp')} className="space-y-4">
      {result.emergency.emergency ? <EmergencyBanner flags={result.emergency} /> : null}
      {result.helplines.map((helpline) => (
        <HelplineCard key={helpline.id} helpline={helpline} hindi={hasDevanagari(description)} />
      ))}
      {result.needsDetail ? (
        <Card className="p-5">
          <div className="flex items-start gap-3">
            <HelpCircle aria-hidden className="mt-0.5 size-6 shrink-0 text-muted-foreground" />
            <div>
              <h2 className="text-lg font-semibold">{t('routing.moreTitle')}</h2>
              <p className="mt-1 text-muted-foreground">{t('routing.moreText')}</p>
            </div>
          </div>
          <div className="mt-4 grid gap-2 sm:grid-cols-2">
            {professions.map((category) => (
              <Button key={category} variant="outline" onClick={() => onStart(category)}>
                {t('routing.start', { category })}
              </Button>
            ))}
          </div>
        </Card>
      ) : (
        <>
          <h2 className="text-lg font-semibold">{t('routing.canHelp', { count: result.suggestions.length })}</h2>
          <ol className="space-y-4">
            {result.suggestions.map((suggestion, index) => (
              <li key={suggestion.category}>
                <SuggestionCard suggestion={suggestion} rank={index + 1} onStart={() => onStart(suggestion.category, suggestion.department)} />
              </li>
            ))}
          </ol>
          <p className="text-sm text-muted-foreground">{result.orderedBy === 'ai' ? t('routing.orderedByAi') : t('routing.orderedByCatalogue')}</p>
        </>
      )}
    </section>
  );
}
