import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { dismissUpdate, useUpdateOffer } from '@/lib/app-update';
import { useT } from '@/i18n/i18n';

/** Shown when a new release has been deployed and downloaded (lib/app-update.ts); Reload switches to it. */
export function UpdatePrompt() {
  const offer = useUpdateOffer();
  const { t } = useT();
  if (!offer) return null;
  return (
    <section
      aria-labelledby="update-prompt-text"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-b border-border bg-primary-soft px-4 py-2 text-sm"
    >
      <p id="update-prompt-text" role="status" className="flex items-center gap-2 font-medium">
        <RefreshCw aria-hidden className="size-4 shrink-0" />
        {t('update.ready')}
      </p>
      <div className="flex gap-2">
        <Button onClick={offer.apply}>{t('update.reload')}</Button>
        <Button variant="ghost" onClick={dismissUpdate}>
          {t('update.later')}
        </Button>
      </div>
    </section>
  );
}
