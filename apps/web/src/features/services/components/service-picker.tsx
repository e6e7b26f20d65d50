import type { Category } from '@sahay/domain/categories';
import { filterTopics, serviceTopics, type ServiceTopic } from '@sahay/domain/service-topics';
import { CATEGORIES } from '@sahay/domain/categories';
import { Check, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTheme } from '@/app/theme';
import { Link, useNavigate, useSearchParams } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { carryDescription, DESCRIBE_PROBLEM_PATH } from '@/lib/carried-description';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/i18n';
import { categoryLabel, groupName } from '@/lib/specialty-names';
import { SERVICES_AREA, topicKey } from '../services-area';

/** Spec 001 §2.14: OK goes to the request page of the type. */
const REQUEST_PAGE: Record<Category, string> = {
  medical: '/medical-consultation',
  legal: '/legal-consultation',
  finance: '/ca-consultation',
  tech: '/it-consultation',
};
const BY_THEME: Record<string, Category> = { blue: 'legal', orange: 'finance', purple: 'tech' };

function isCategory(value: string | null): value is Category {
  return (CATEGORIES as readonly (string | null)[]).includes(value);
}

/** ?type= wins; otherwise the theme decides (blue legal, orange finance, purple tech, otherwise medical). */
function initialType(param: string | null, theme: string): Category {
  if (isCategory(param)) return param;
  return BY_THEME[theme] ?? 'medical';
}

export function ServicePicker() {
  const [params] = useSearchParams();
  const { theme } = useTheme();
  const navigate = useNavigate();
  const [type, setType] = useState<Category>(() => initialType(params.get('type'), theme));
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<ServiceTopic | null>(null);
  const { t, language } = useT(SERVICES_AREA);
  const topicName = (topic: ServiceTopic) => t(topicKey(topic.name));
  // The domain's filter on the English name, and in another language its name there too.
  const topics = useMemo(() => {
    const all = serviceTopics(type);
    const english = new Set(filterTopics(all, query));
    const needle = query.trim().toLocaleLowerCase();
    return all.filter((topic) => english.has(topic) || (language !== 'en' && t(topicKey(topic.name)).toLocaleLowerCase().includes(needle)));
  }, [type, query, t, language]);

  const ok = () => {
    if (!chosen) return;
    void navigate(`${REQUEST_PAGE[type]}?${new URLSearchParams({ service: chosen.group, topic: chosen.name }).toString()}`);
  };

  return (
    <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col px-4 pb-28 pt-4 md:pt-8">
      <h1 className="text-2xl font-bold tracking-tight">{t('services.pickerTitle')}</h1>
      <div role="radiogroup" aria-label={t('services.typeOfExpert')} className="mt-4 grid grid-cols-4 gap-1 rounded-xl bg-muted p-1">
        {CATEGORIES.map((category) => (
          <button
            key={category}
            type="button"
            role="radio"
            aria-checked={type === category}
            onClick={() => (setType(category), setChosen(null))}
            className={cn('min-h-11 rounded-lg text-sm font-semibold', type === category ? 'bg-surface shadow-sm' : 'text-muted-foreground')}
          >
            {categoryLabel(t, category, 'field')}
          </button>
        ))}
      </div>
      <div className="relative mt-4">
        <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
        <label htmlFor="service-search" className="sr-only">
          {t('services.search')}
        </label>
        <Input
          id="service-search"
          type="search"
          className="pl-9"
          placeholder={t('services.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <p className="mt-2 text-sm">
        <Link
          to={DESCRIBE_PROBLEM_PATH}
          state={query.trim() ? carryDescription(query.trim()) : undefined}
          className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('services.describe')}
        </Link>
      </p>
      {topics.length === 0 ? (
        <p role="status" className="mt-4 text-center text-muted-foreground">
          {t('services.noneFound', { query })}
        </p>
      ) : (
        <ul role="listbox" aria-label={t('services.list')} className="mt-4 divide-y divide-border rounded-2xl border border-border bg-surface">
          {topics.map((topic) => {
            const selected = chosen?.name === topic.name;
            return (
              <li
                key={topic.name}
                role="option"
                aria-selected={selected}
                tabIndex={0}
                onClick={() => setChosen(topic)}
                onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ') && (event.preventDefault(), setChosen(topic))}
                className={cn(
                  'flex min-h-12 cursor-pointer items-center justify-between gap-3 px-4 py-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  selected && 'bg-primary-soft',
                )}
              >
                <span>
                  <span className="block font-medium">{topicName(topic)}</span>
                  <span className="block text-xs text-muted-foreground">{groupName(t, topic.group)}</span>
                </span>
                {selected ? <Check aria-hidden className="size-5 text-primary" /> : null}
              </li>
            );
          })}
        </ul>
      )}
      <div className="fixed inset-x-0 bottom-16 z-10 border-t border-border bg-surface/95 p-3 backdrop-blur md:bottom-0">
        <div className="mx-auto flex max-w-2xl items-center justify-between gap-3">
          <p className="min-w-0 text-sm text-muted-foreground">{chosen ? topicName(chosen) : t('services.chooseOne')}</p>
          <Button size="lg" className="min-w-28" disabled={!chosen} onClick={ok}>
            {t('services.ok')}
          </Button>
        </div>
      </div>
    </main>
  );
}
