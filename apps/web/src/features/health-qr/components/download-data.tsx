import { DATA_EXPORT_FORMATS, type DataExportFormat } from '@sahay/domain/data-export';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { RecentProofDialog } from '@/components/recent-proof-dialog';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { isProofRequired } from '@/lib/recent-proof';
import { useDownloadData } from '../api/download-data';
import { useT } from '@/i18n/i18n';
import { HEALTH_QR_AREA } from '../health-qr-area';

/**
 * Spec 000 §2 'Download Data', made real (issue 14 part 7): the button opens a choice of format under the buttons
 * (its grid's second row) and downloads the file. Rendered inside QrCodePanel's two-column grid.
 */
export function DownloadData() {
  const { t } = useT(HEALTH_QR_AREA);
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<DataExportFormat>('json');
  const download = useDownloadData();
  const [proving, setProving] = useState(false);
  // The file holds all of a person's health data: more than 15 minutes after sign-in, a password or code first.
  const start = () => download.mutate(format, { onError: (error) => setProving(isProofRequired(error)) });
  const panelId = useId();
  return (
    <>
      <Button variant="outline" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((shown) => !shown)}>
        <Download aria-hidden /> {t('qr.downloadData')}
      </Button>
      {open ? (
        <div id={panelId} className="col-span-2 rounded-2xl border border-border p-3 text-left">
          <fieldset disabled={download.isPending}>
            <legend className="text-sm font-semibold">{t('qr.downloadAs')}</legend>
            <div className="mt-2 grid gap-2">
              {DATA_EXPORT_FORMATS.map((option) => (
                <label
                  key={option}
                  className={cn(
                    'flex min-h-11 cursor-pointer gap-3 rounded-xl border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary',
                    format === option ? 'border-primary bg-primary-soft' : 'border-border',
                  )}
                >
                  <input
                    type="radio"
                    name="export-format"
                    value={option}
                    checked={format === option}
                    onChange={() => setFormat(option)}
                    className="mt-0.5 size-5 shrink-0 accent-[var(--color-primary)]"
                    aria-describedby={`${panelId}-${option}`}
                  />
                  <span className="min-w-0">
                    <span className="block text-sm font-medium">{t(`qr.format.${option}`)}</span>
                    <span id={`${panelId}-${option}`} className="block text-xs text-muted-foreground">
                      {t(`qr.format.${option}Text`)}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <p className="mt-2 text-xs text-muted-foreground">{t('qr.keepSafe')}</p>
          <Button className="mt-3 w-full" disabled={download.isPending} aria-busy={download.isPending} onClick={start}>
            <Download aria-hidden /> {download.isPending ? t('qr.downloadingShort') : t('qr.download')}
          </Button>
        </div>
      ) : null}
      <RecentProofDialog open={proving} onOpenChange={setProving} onProven={start} />
    </>
  );
}
