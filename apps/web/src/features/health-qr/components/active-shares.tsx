import type { HealthShare } from '@sahay/domain/health-shares';
import { Eye, QrCode, Stethoscope } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useMyShares } from '../api/my-shares-query';
import { useRevokeShare } from '../api/revoke-share';
import { formatDateTime } from '@/lib/date-time';
import { useT } from '@/i18n/i18n';
import { HEALTH_QR_AREA } from '../health-qr-area';

function Openings({ share }: { share: HealthShare }) {
  const { t } = useT(HEALTH_QR_AREA);
  if (share.openings.length === 0) return <p className="text-xs text-muted-foreground">{t('qr.notOpened')}</p>;
  return (
    <details className="text-xs">
      <summary className="cursor-pointer py-1 font-medium text-primary">{t('qr.opened', { count: share.openings.length })}</summary>
      <ol className="mt-1 space-y-1" aria-label={t('qr.openings')}>
        {share.openings.map((opening) => (
          <li key={opening.at} className="flex gap-1.5">
            <Eye aria-hidden className="mt-0.5 size-3 shrink-0 text-muted-foreground" />
            <span>
              <time dateTime={opening.at}>{formatDateTime(opening.at)}</time>
              {opening.viewer ? ` · ${opening.viewer}` : ''} ·{' '}
              {t('qr.saw', { sections: opening.sections.map((s) => t(`qr.section.${s}`)).join(', ') || t('qr.nothing') })}
            </span>
          </li>
        ))}
      </ol>
    </details>
  );
}

function ShareRow({ share }: { share: HealthShare }) {
  const { t } = useT(HEALTH_QR_AREA);
  const revoke = useRevokeShare();
  const isChart = share.kind === 'chart';
  const title = isChart ? t('qr.chartSharedWith', { name: share.consultation?.expertName ?? t('qr.yourExpert') }) : t('qr.qrLink');
  const made = formatDateTime(share.createdAt);
  return (
    <li className="flex gap-3 py-3">
      <span className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-strong dark:text-foreground">
        {isChart ? <Stethoscope aria-hidden className="size-4" /> : <QrCode aria-hidden className="size-4" />}
      </span>
      <div className="min-w-0 flex-1 space-y-0.5">
        <p className="text-sm font-semibold">{title}</p>
        <p className="text-xs text-muted-foreground">{t('qr.shows', { scopes: share.scopes.map((s) => t(`qr.scope.${s}`)).join(', ') })}</p>
        <p className="text-xs text-muted-foreground">
          {t('qr.made', { when: made })} · {share.expiresAt ? t('qr.expires', { when: formatDateTime(share.expiresAt) }) : t('qr.endsWithConsultation')}
        </p>
        <Openings share={share} />
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="h-11 shrink-0"
        disabled={revoke.isPending}
        onClick={() => revoke.mutate(share.id)}
        aria-label={t('qr.revokeNamed', { title, when: made })}
      >
        <span className="text-danger">{t('qr.revoke')}</span>
      </Button>
    </li>
  );
}

/** Issue 14: the person sees their live shares and every opening of each, and revokes any of them. */
export function ActiveShares() {
  const { t } = useT(HEALTH_QR_AREA);
  const query = useMyShares(true);
  if (query.isPending) return <p className="text-sm text-muted-foreground">{t('qr.loadingLinks')}</p>;
  if (query.isError) return <p className="text-sm text-muted-foreground">{t('qr.linksFailed')}</p>;
  const { shares } = query.data;
  return (
    <section aria-labelledby="active-shares-title">
      <h3 id="active-shares-title" className="text-sm font-semibold">
        {t('qr.activeLinks', { count: shares.length })}
      </h3>
      {shares.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">{t('qr.noLinks')}</p>
      ) : (
        <ul className="divide-y divide-border">
          {shares.map((share) => (
            <ShareRow key={share.id} share={share} />
          ))}
        </ul>
      )}
    </section>
  );
}
