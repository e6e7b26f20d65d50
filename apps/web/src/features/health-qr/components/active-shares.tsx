import { HEALTH_SHARE_SCOPE_LABELS, SHARED_SECTION_LABELS, type HealthShare } from '@sahay/domain/health-shares';
import { Eye, QrCode, Stethoscope } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useMyShares } from '../api/my-shares-query';
import { useRevokeShare } from '../api/revoke-share';
import { formatDateTime } from '@/lib/date-time';

function Openings({ share }: { share: HealthShare }) {
  if (share.openings.length === 0) return <p className="text-xs text-muted-foreground">Not opened yet</p>;
  return (
    <details className="text-xs">
      <summary className="cursor-pointer py-1 font-medium text-primary">
        Opened {share.openings.length === 1 ? 'once' : `${share.openings.length} times`}
      </summary>
      <ol className="mt-1 space-y-1" aria-label="Openings">
        {share.openings.map((opening) => (
          <li key={opening.at} className="flex gap-1.5">
            <Eye aria-hidden className="mt-0.5 size-3 shrink-0 text-muted-foreground" />
            <span>
              <time dateTime={opening.at}>{formatDateTime(opening.at)}</time>
              {opening.viewer ? ` · ${opening.viewer}` : ''} · saw {opening.sections.map((s) => SHARED_SECTION_LABELS[s]).join(', ') || 'nothing'}
            </span>
          </li>
        ))}
      </ol>
    </details>
  );
}

function ShareRow({ share }: { share: HealthShare }) {
  const revoke = useRevokeShare();
  const isChart = share.kind === 'chart';
  const title = isChart ? `Chart shared with ${share.consultation?.expertName ?? 'your expert'}` : 'QR link';
  return (
    <li className="flex gap-3 py-3">
      <span className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-strong dark:text-foreground">
        {isChart ? <Stethoscope aria-hidden className="size-4" /> : <QrCode aria-hidden className="size-4" />}
      </span>
      <div className="min-w-0 flex-1 space-y-0.5">
        <p className="text-sm font-semibold">{title}</p>
        <p className="text-xs text-muted-foreground">Shows: {share.scopes.map((s) => HEALTH_SHARE_SCOPE_LABELS[s]).join(', ')}</p>
        <p className="text-xs text-muted-foreground">
          Made {formatDateTime(share.createdAt)} · {share.expiresAt ? `expires ${formatDateTime(share.expiresAt)}` : 'ends with the consultation'}
        </p>
        <Openings share={share} />
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="h-11 shrink-0"
        disabled={revoke.isPending}
        onClick={() => revoke.mutate(share.id)}
        aria-label={`Revoke ${title} made ${formatDateTime(share.createdAt)}`}
      >
        <span className="text-danger">Revoke</span>
      </Button>
    </li>
  );
}

/** Issue 14: the person sees their live shares and every opening of each, and revokes any of them. */
export function ActiveShares() {
  const query = useMyShares(true);
  if (query.isPending) return <p className="text-sm text-muted-foreground">Loading your links…</p>;
  if (query.isError) return <p className="text-sm text-muted-foreground">Could not load your links.</p>;
  const { shares } = query.data;
  return (
    <section aria-labelledby="active-shares-title">
      <h3 id="active-shares-title" className="text-sm font-semibold">
        Your active links ({shares.length})
      </h3>
      {shares.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">No link is open. A code you create shows here with every time it is opened.</p>
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
