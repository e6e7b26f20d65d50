import { lazy, Suspense } from 'react';
import { loadToaster, useToasterWanted } from '@/lib/toast';

const Toaster = lazy(loadToaster);

/**
 * The Toaster mounts on the first toast (lib/toast.ts loads sonner then), so no page downloads it before the visitor
 * acts (issue 17 part 2). The service worker precaches it (pwa/service-worker-plugin.ts), so toasts work offline too.
 */
export function ToasterHost() {
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton toastOptions={{ duration: 4000 }} />
    </Suspense>
  );
}
