import { expertSearchFromParams, expertSearchParams, type ExpertSearchCard, type ExpertSearchQuery } from '@sahay/domain/expert-search';
import { Search, SearchX } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from '@/lib/router';
import { ExpertCard } from '@/components/expert-card';
import { EmptyCard, ErrorCard, LoadingBlocks } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formatDate, formatTime } from '@/lib/date-time';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useExpertSearch } from '../api/expert-search-query';
import { SearchFilters } from './search-filters';
import { formatRupees } from '@/i18n/format';

import { useT } from '@/i18n/i18n';
import { EXPERT_SEARCH_AREA } from '../expert-search-area';

function ResultDetails({ expert }: { expert: ExpertSearchCard }) {
  const { t } = useT(EXPERT_SEARCH_AREA);
  return (
    <span className="mt-1 block text-sm">
      <span className="font-medium">{formatRupees(expert.fee)}</span> {t('search.aSession')} ·{' '}
      {expert.nextSlot ? t('search.nextFree', { date: formatDate(expert.nextSlot), time: formatTime(expert.nextSlot) }) : t('search.noFreeTimes')}
    </span>
  );
}

/** The words box: typed freely, searched on Enter or the button, so each search is one entry in the history. */
function SearchBox({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(initial);
  const { t } = useT(EXPERT_SEARCH_AREA);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex gap-2">
      <label htmlFor="expert-search-words" className="sr-only">
        {t('search.searchExperts')}
      </label>
      <Input
        id="expert-search-words"
        type="search"
        value={text}
        maxLength={100}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('search.placeholder')}
      />
      <Button type="submit">
        <Search aria-hidden /> {t('search.search')}
      </Button>
    </form>
  );
}

/** Issue 19 part 0: /expert-search-results. The search lives in the address, so Back, reload and a shared link show it again. */
export function ExpertSearchPage() {
  const { t } = useT(EXPERT_SEARCH_AREA);
  useDocumentTitle(t('search.title'));
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => expertSearchFromParams(params), [params]);
  const search = useExpertSearch(query);
  const go = (next: ExpertSearchQuery) => setParams(expertSearchParams(next));
  const filtered = Object.keys(expertSearchParams(query)).length > 0;
  return (
    <main className="mx-auto w-full max-w-4xl space-y-4 px-4 pb-12 pt-6">
      <h1 className="text-2xl font-bold tracking-tight">{t('search.title')}</h1>
      <p className="text-muted-foreground">{t('search.lead')}</p>
      <SearchBox key={query.q ?? ''} initial={query.q ?? ''} onSearch={(q) => go({ ...query, q: q || undefined })} />
      <SearchFilters query={query} onChange={go} />
      <section aria-labelledby="search-results-heading" aria-busy={search.isFetching} className="space-y-3">
        <h2 id="search-results-heading" className="sr-only">
          {t('search.results')}
        </h2>
        {search.isPending ? <LoadingBlocks label={t('search.searching')} count={3} height="h-24" /> : null}
        {search.isError ? <ErrorCard title={t('search.failed')} error={search.error} onRetry={() => void search.refetch()} /> : null}
        {search.data ? (
          <>
            <p role="status" className="text-sm text-muted-foreground">
              {t('search.found', { count: search.data.total })}
              {search.data.total > search.data.experts.length ? t('search.firstShown', { shown: search.data.experts.length }) : ''}
            </p>
            {search.data.experts.length === 0 ? (
              <EmptyCard icon={<SearchX aria-hidden className="size-8 text-muted-foreground" />}>
                <p>{t('search.none')}</p>
                {filtered ? (
                  <Button variant="outline" className="mt-3" onClick={() => go({})}>
                    {t('search.clear')}
                  </Button>
                ) : null}
              </EmptyCard>
            ) : (
              <ul className="space-y-3">
                {search.data.experts.map((expert) => (
                  <li key={expert.id}>
                    <ExpertCard expert={expert} details={<ResultDetails expert={expert} />} />
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : null}
      </section>
    </main>
  );
}
