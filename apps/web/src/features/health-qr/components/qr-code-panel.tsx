import { HEALTH_QR_LEVEL, HEALTH_QR_SIZE_PX, shortPatientId, type CreatedHealthShare } from '@sahay/domain/health-shares';
import { QrCode, Share2 } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { t as say, useT } from '@/i18n/i18n';
import { HEALTH_QR_AREA } from '../health-qr-area';
import { DownloadData } from './download-data';

/** The device's share sheet when there is one; otherwise the link is copied (spec 000 §2). */
async function shareLink(url: string) {
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title: say('qr.title'), url });
      return;
    }
    await navigator.clipboard.writeText(url);
    toast.success(say('qr.copied'));
  } catch (error) {
    // Closing the share sheet is not a failure.
    if (error instanceof DOMException && error.name === 'AbortError') return;
    toast.error(say('qr.shareFailed'));
  }
}

interface QrCodePanelProps {
  userId: string;
  created: CreatedHealthShare | undefined;
  creating: boolean;
  failed: boolean;
  onCreate: () => void;
  canCreate: boolean;
}

/** The code itself (256 px, level H), the scan line, the patient id, Share and Download Data. */
export function QrCodePanel({ userId, created, creating, failed, onCreate, canCreate }: QrCodePanelProps) {
  const { t } = useT(HEALTH_QR_AREA);
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <div className="flex size-[17rem] items-center justify-center rounded-2xl border border-border bg-white p-2">
        {created ? (
          <QRCodeSVG value={created.url} size={HEALTH_QR_SIZE_PX} level={HEALTH_QR_LEVEL} title={t('qr.codeLabel')} role="img" aria-label={t('qr.codeLabel')} />
        ) : (
          <div className="flex flex-col items-center gap-3 px-6 text-slate-700">
            <QrCode aria-hidden className="size-14 text-slate-400" />
            {failed ? <p role="alert">{t('qr.failed')}</p> : <p className="text-sm">{t('qr.chooseBelow')}</p>}
            <Button onClick={onCreate} disabled={creating || !canCreate}>
              {creating ? t('qr.creating') : t('qr.create')}
            </Button>
          </div>
        )}
      </div>
      <p className="text-sm text-muted-foreground">{t('qr.scan')}</p>
      <p className="text-sm">
        {t('qr.patientId')}: <span className="font-mono font-semibold">{shortPatientId(userId)}</span>
      </p>
      <div className="grid w-full grid-cols-2 gap-2">
        <Button variant="outline" disabled={!created} onClick={() => created && void shareLink(created.url)}>
          <Share2 aria-hidden /> {t('qr.share')}
        </Button>
        <DownloadData />
      </div>
    </div>
  );
}
