import { CATEGORIES } from '@sahay/domain/categories';
import { EXPERT_LANGUAGES } from '@sahay/domain/expert-catalogues';
import type { ExpertSearchQuery } from '@sahay/domain/expert-search';
import { CONSULTATION_FEES } from '@sahay/domain/pricing';
import { Check } from 'lucide-react';
import { NativeSelect } from '@/components/ui/native-select';

import { useT } from '@/i18n/i18n';
import { EXPERT_SEARCH_AREA } from '../expert-search-area';

const FEE_STEPS = [...new Set(Object.values(CONSULTATION_FEES))].sort((a, b) => a - b);
const RATINGS = [4.5, 4, 3.5];

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  // The whole 44 px pill is the target; the box inside only shows the state (the input itself is visually hidden).
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-border bg-surface px-4 text-sm font-medium has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary">
      <input type="checkbox" className="sr-only" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span
        aria-hidden
        className={`flex size-4 items-center justify-center rounded border ${checked ? 'border-primary bg-primary text-primary-foreground' : 'border-muted-foreground'}`}
      >
        {checked ? <Check aria-hidden className="size-3" strokeWidth={3} /> : null}
      </span>
      {label}
    </label>
  );
}

/** The filters people ask for (issue 19 part 0): field, language, fee, rating, free today, online now. Each change is a new address. */
export function SearchFilters({ query, onChange }: { query: ExpertSearchQuery; onChange: (next: ExpertSearchQuery) => void }) {
  const set = (patch: Partial<ExpertSearchQuery>) => onChange({ ...query, ...patch });
  const { t } = useT(EXPERT_SEARCH_AREA);
  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">{t('search.filters')}</legend>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <label className="space-y-1 text-sm font-medium">
          {t('search.field')}
          <NativeSelect value={query.category ?? ''} onChange={(e) => set({ category: (e.target.value || undefined) as ExpertSearchQuery['category'] })}>
            <option value="">{t('search.allFields')}</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`search.category.${category}`)}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="space-y-1 text-sm font-medium">
          {t('search.language')}
          <NativeSelect value={query.language ?? ''} onChange={(e) => set({ language: (e.target.value || undefined) as ExpertSearchQuery['language'] })}>
            <option value="">{t('search.anyLanguage')}</option>
            {EXPERT_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {language}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="space-y-1 text-sm font-medium">
          {t('search.fee')}
          <NativeSelect value={query.maxFee ?? ''} onChange={(e) => set({ maxFee: e.target.value ? Number(e.target.value) : undefined })}>
            <option value="">{t('search.anyFee')}</option>
            {FEE_STEPS.map((fee) => (
              <option key={fee} value={fee}>
                {t('search.upTo', { fee })}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="space-y-1 text-sm font-medium">
          {t('search.rating')}
          <NativeSelect value={query.minRating ?? ''} onChange={(e) => set({ minRating: e.target.value ? Number(e.target.value) : undefined })}>
            <option value="">{t('search.anyRating')}</option>
            {RATINGS.map((rating) => (
              <option key={rating} value={rating}>
                {t('search.andAbove', { rating })}
              </option>
            ))}
          </NativeSelect>
        </label>
      </div>
      <div className="flex flex-wrap gap-2">
        <Toggle
          label={t('search.availableToday')}
          checked={query.availableToday === 'true'}
          onChange={(on) => set({ availableToday: on ? 'true' : undefined })}
        />
        <Toggle label={t('search.onlineNow')} checked={query.onlineNow === 'true'} onChange={(on) => set({ onlineNow: on ? 'true' : undefined })} />
      </div>
    </fieldset>
  );
}
