import { lazy, Suspense, useEffect } from 'react';
import { loadToaster, requestToaster, useToasterWanted } from '@/lib/toast';

const Toaster = lazy(loadToaster);

/** The Toaster mounts on the first toast, or once the page is idle, so it never delays the first page. */
export function ToasterHost() {
  const wanted = useToasterWanted();

  useEffect(() => {
    const load = () => void requestToaster().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(load, { timeout: 5_000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(load, 2_000);
    return () => window.clearTimeout(id);
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton toastOptions={{ duration: 4000 }} />
    </Suspense>
  );
}
