import { BrandMark } from '@/components/brand-mark';
import { useT } from '@/i18n/i18n';

/** Shown while the first page's code loads (the router's hydrate fallback); routes are lazy chunks. */
export function PageLoading() {
  const { t } = useT();
  return (
    <div role="status" aria-label={t('loading.sahay')} className="flex min-h-dvh items-center justify-center">
      <BrandMark className="size-12 animate-pulse" />
    </div>
  );
}
