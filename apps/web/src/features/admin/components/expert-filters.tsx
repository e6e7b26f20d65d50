import { CATEGORIES } from '@sahay/domain/categories';
import type { AdminExpertQuery } from '@sahay/domain/expert-admin';
import { EXPERT_STATUSES } from '@sahay/domain/expert-registration';
import { Search } from 'lucide-react';
import { ADMIN_AREA } from '@/components/admin-area';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useT } from '@/i18n/i18n';
import { categoryLabel } from '@/lib/specialty-names';
import { statusLabel } from './expert-labels';

interface Props {
  search: string;
  onSearch: (value: string) => void;
  filters: AdminExpertQuery;
  onFilters: (filters: AdminExpertQuery) => void;
}

export function ExpertFilters({ search, onSearch, filters, onFilters }: Props) {
  const { t } = useT(ADMIN_AREA);
  return (
    <div role="search" className="mb-4 grid gap-2 sm:grid-cols-[1fr_auto_auto_auto]">
      <label className="relative block">
        <span className="sr-only">{t('admin.experts.search')}</span>
        <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input type="search" value={search} onChange={(e) => onSearch(e.target.value)} placeholder={t('admin.experts.searchPlaceholder')} className="pl-9" />
      </label>
      <NativeSelect
        aria-label={t('admin.field')}
        value={filters.category ?? ''}
        onChange={(e) => onFilters({ ...filters, category: (e.target.value || undefined) as AdminExpertQuery['category'] })}
      >
        <option value="">{t('admin.experts.allFields')}</option>
        {CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {categoryLabel(t, c, 'field')}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        aria-label={t('admin.experts.status')}
        value={filters.status ?? ''}
        onChange={(e) => onFilters({ ...filters, status: (e.target.value || undefined) as AdminExpertQuery['status'] })}
      >
        <option value="">{t('admin.experts.anyStatus')}</option>
        {EXPERT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {statusLabel(t, s)}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        aria-label={t('admin.experts.presence')}
        value={filters.online ?? ''}
        onChange={(e) => onFilters({ ...filters, online: (e.target.value || undefined) as AdminExpertQuery['online'] })}
      >
        <option value="">{t('admin.experts.onlineOrNot')}</option>
        <option value="true">{t('admin.experts.onlineNow')}</option>
        <option value="false">{t('admin.experts.offline')}</option>
      </NativeSelect>
    </div>
  );
}
