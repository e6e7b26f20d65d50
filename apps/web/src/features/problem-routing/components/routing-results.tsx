import type { Category } from '@sahay/domain/categories';
import type { ProblemRoutingResult } from '@sahay/domain/problem-routing/schemas';
import { HelpCircle } from 'lucide-react';
import { EmergencyBanner } from '@/components/emergency-banner';
import { ErrorCard, LoadingBlocks } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ApiRequestError } from '@/lib/api-client';
import { HelplineCard } from './helpline-card';
import { PROFESSION_WORDS, SuggestionCard } from './suggestion-card';

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
  if (state.isPending) return <LoadingBlocks label="Finding who can help" count={2} height="h-40" />;
  // A field error (too short, too long) is shown under the box; anything else here, with a retry.
  if (state.isError && !(state.error instanceof ApiRequestError && state.error.fieldErrors)) {
    return <ErrorCard title="We could not suggest anyone just now" error={state.error} onRetry={onRetry} />;
  }
  const result = state.data;
  if (!result) return null;
  return (
    <section aria-label="Who can help" className="space-y-4">
      {result.emergency.emergency ? <EmergencyBanner flags={result.emergency} /> : null}
      {result.helplines.map((helpline) => (
        <HelplineCard key={helpline.id} helpline={helpline} hindi={hasDevanagari(description)} />
      ))}
      {result.needsDetail ? (
        <Card className="p-5">
          <div className="flex items-start gap-3">
            <HelpCircle aria-hidden className="mt-0.5 size-6 shrink-0 text-muted-foreground" />
            <div>
              <h2 className="text-lg font-semibold">Tell us a little more</h2>
              <p className="mt-1 text-muted-foreground">
                We could not tell from this who can help. Add what happened, to whom, and since when, or choose the kind of expert yourself:
              </p>
            </div>
          </div>
          <div className="mt-4 grid gap-2 sm:grid-cols-2">
            {professions.map((category) => (
              <Button key={category} variant="outline" onClick={() => onStart(category)}>
                {PROFESSION_WORDS[category].start}
              </Button>
            ))}
          </div>
        </Card>
      ) : (
        <>
          <h2 className="text-lg font-semibold">{result.suggestions.length > 1 ? 'These experts can help' : 'This expert can help'}</h2>
          <ol className="space-y-4">
            {result.suggestions.map((suggestion, index) => (
              <li key={suggestion.category}>
                <SuggestionCard suggestion={suggestion} rank={index + 1} onStart={() => onStart(suggestion.category, suggestion.department)} />
              </li>
            ))}
          </ol>
          <p className="text-sm text-muted-foreground">
            {result.orderedBy === 'ai'
              ? 'Suggested from our reviewed lists of problems and everyday words; the AI assistant chose the order.'
              : 'Suggested from our reviewed lists of problems and everyday words. This is not advice; the expert you choose will look at your situation.'}
          </p>
        </>
      )}
    </section>
  );
}
