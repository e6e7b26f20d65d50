import { CATEGORIES, CATEGORY_LABELS } from '@sahay/domain/categories';
import type { AdminExpertQuery } from '@sahay/domain/expert-admin';
import { EXPERT_STATUSES } from '@sahay/domain/expert-registration';
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { STATUS_LABELS } from './expert-labels';

interface Props {
  search: string;
  onSearch: (value: string) => void;
  filters: AdminExpertQuery;
  onFilters: (filters: AdminExpertQuery) => void;
}

export function ExpertFilters({ search, onSearch, filters, onFilters }: Props) {
  return (
    <div role="search" className="mb-4 grid gap-2 sm:grid-cols-[1fr_auto_auto_auto]">
      <label className="relative block">
        <span className="sr-only">Search experts</span>
        <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input type="search" value={search} onChange={(e) => onSearch(e.target.value)} placeholder="Name, specialisation, phone or email" className="pl-9" />
      </label>
      <NativeSelect
        aria-label="Field"
        value={filters.category ?? ''}
        onChange={(e) => onFilters({ ...filters, category: (e.target.value || undefined) as AdminExpertQuery['category'] })}
      >
        <option value="">All fields</option>
        {CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {CATEGORY_LABELS[c].field}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        aria-label="Status"
        value={filters.status ?? ''}
        onChange={(e) => onFilters({ ...filters, status: (e.target.value || undefined) as AdminExpertQuery['status'] })}
      >
        <option value="">Any status</option>
        {EXPERT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {STATUS_LABELS[s]}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        aria-label="Presence"
        value={filters.online ?? ''}
        onChange={(e) => onFilters({ ...filters, online: (e.target.value || undefined) as AdminExpertQuery['online'] })}
      >
        <option value="">Online or not</option>
        <option value="true">Online now</option>
        <option value="false">Offline</option>
      </NativeSelect>
    </div>
  );
}
