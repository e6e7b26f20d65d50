import { zodResolver } from '@hookform/resolvers/zod';
import { CATEGORIES, type Category } from '@sahay/domain/categories';
import { PROBLEM_DESCRIPTION_MAX, ProblemRoutingRequestSchema, type ProblemRoutingRequest } from '@sahay/domain/problem-routing/schemas';
import { Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useLocation, useNavigate } from '@/lib/router';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { TextareaField } from '@/components/forms/textarea-field';
import { Button } from '@/components/ui/button';
import { loadArea, useT } from '@/i18n/i18n';
import { carriedDescription } from '@/lib/carried-description';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRouteProblem } from '../api/use-route-problem';
import { ROUTING_AREA } from '../problem-routing-messages';
import { startRequest } from '../start-request';
import { RoutingResults } from './routing-results';
import { VoiceInput } from './voice-input';

const resolver = zodResolver(ProblemRoutingRequestSchema);
const Textarea = TextareaField<ProblemRoutingRequest>;

/**
 * Issue 21: "Describe your problem" (spec 001 §2.1 /ask-medical-problem, §2.18 "Problem input" made real). One box,
 * typed or spoken, in English, Hinglish or Hindi; emergencies and helplines first, then the professions that fit,
 * why, their matched experts, and a request per profession with the description carried in.
 */
export function DescribeProblemPage() {
  const { t, language } = useT(ROUTING_AREA);
  // The emergency card's words load now, so a red flag later shows it at once rather than the page's loading state.
  useEffect(() => void loadArea(language, 'emergency').catch(() => undefined), [language]);
  useDocumentTitle(t('routing.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const route = useRouteProblem();
  const form = useForm<ProblemRoutingRequest>({ resolver, defaultValues: { description: carriedDescription(location.state) } });
  const resultsRef = useRef<HTMLDivElement>(null);
  const asked = route.variables?.description ?? '';

  const onSubmit = form.handleSubmit((values) => route.mutate(values, { onError: (error) => applyServerFieldErrors(error, ['description'], form.setError) }));

  useEffect(() => {
    if (route.isSuccess) resultsRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [route.isSuccess, route.data]);

  const addSpoken = (text: string) => {
    if (!text) return;
    const current = form.getValues('description');
    form.setValue('description', (current ? `${current} ${text}` : text).slice(0, PROBLEM_DESCRIPTION_MAX), { shouldDirty: true });
  };
  const start = (category: Category, department?: string) =>
    startRequest(navigate, { category, department, description: asked || form.getValues('description') });

  return (
    <main className="mx-auto w-full max-w-2xl px-4 pb-12 pt-4 md:pt-8">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('routing.title')}</h1>
      <p className="mt-1 text-muted-foreground">{t('routing.intro')}</p>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate aria-label={t('routing.title')} className="mt-5 space-y-3">
          <Textarea
            name="description"
            id="problem-description"
            label={t('routing.question')}
            rows={5}
            maxLength={PROBLEM_DESCRIPTION_MAX}
            placeholder={t('routing.placeholder')}
          />
          <VoiceInput onText={addSpoken} />
          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={route.isPending}>
            <Send aria-hidden />
            {route.isPending ? t('routing.finding') : t('routing.find')}
          </Button>
        </form>
      </FormProvider>
      <div ref={resultsRef} aria-live="polite" aria-busy={route.isPending} className="mt-8 scroll-mt-20">
        <RoutingResults
          state={route}
          description={asked}
          onRetry={() => route.variables && route.mutate(route.variables)}
          onStart={start}
          professions={CATEGORIES}
        />
      </div>
    </main>
  );
}
