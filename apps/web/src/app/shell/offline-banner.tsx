import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useT } from '@/i18n/i18n';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Says so plainly when the phone loses its connection; the pages already opened keep working. */
export function OfflineBanner() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const { t } = useT();
  if (online) return null;
  return (
    <div role="status" className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950">
      <WifiOff aria-hidden className="size-4 shrink-0" />
      {t('offline.banner')}
    </div>
  );
}
