import { BrandMark } from '@/components/brand-mark';

/** Shown while the first page's code loads (the router's hydrate fallback); routes are lazy chunks. */
export function PageLoading() {
  return (
    <div role="status" aria-label="Loading Sahay" className="flex min-h-dvh items-center justify-center">
      <BrandMark className="size-12 animate-pulse" />
    </div>
  );
}
