import type { Category } from '@sahay/domain/categories';
import type { ExpertCounts } from '@sahay/domain/consultation-requests';
import { ChevronRight, LayoutGrid } from 'lucide-react';
import { useEffect, type ReactNode, type RefObject } from 'react';
import { Link, useLocation } from '@/lib/router';
import { cn } from '@/lib/cn';
import { useExpertCounts } from '@/lib/expert-counts';
import { patientChatPath } from '@/lib/patient-chat-path';
import { groupName, SPECIALTIES_AREA, WithArea } from '@/lib/specialty-names';
import { useT } from '@/i18n/i18n';
import type { MessageKey } from '@/i18n/message-keys';
import { SERVICE_TILES, SERVICE_TILES_AREA, type ServiceTile, type TileBadge } from './service-tiles';

type Translate = ReturnType<typeof useT>['t'];

/** A tile's name in the reader's language: the chat tile's by its category, a page tile's by its match group's. */
export function tileLabel(t: Translate, category: Category, tile: ServiceTile): string {
  if (tile.kind === 'chat') return t('tiles.chatNow', { category });
  return tile.label === tile.group ? groupName(t, tile.group) : t(`tiles.label.${tile.label}` as MessageKey);
}

/** Same-page tiles (?service=) ask the page to bring its request form into view. */
interface ServiceTileState {
  scrollToRequest?: boolean;
}

/** For a page with a tile grid: when one of its own tiles was followed, scroll its request form into view. */
export function useScrollToRequestOnTile(request: RefObject<HTMLElement | null>) {
  const location = useLocation();
  const asked = (location.state as ServiceTileState | null)?.scrollToRequest === true;
  useEffect(() => {
    if (asked) request.current?.scrollIntoView?.({ block: 'start' });
  }, [asked, location.key, request]);
}

function Badge({ badge }: { badge: TileBadge }) {
  const { t } = useT(SERVICE_TILES_AREA);
  return (
    <span
      className={cn(
        'absolute right-2 top-2 rounded-full px-2 py-0.5 text-[11px] font-semibold',
        badge === 'Popular' ? 'bg-amber-100 text-amber-900' : 'bg-green-100 text-green-900',
      )}
    >
      {t(`tiles.badge.${badge}`)}
    </span>
  );
}

function TileBody({ icon: Icon, label, detail, badge }: { icon: ServiceTile['icon']; label: string; detail: ReactNode; badge?: TileBadge }) {
  return (
    <>
      {badge ? <Badge badge={badge} /> : null}
      <span className="flex size-10 items-center justify-center rounded-xl bg-primary-soft text-primary-strong dark:text-foreground">
        <Icon aria-hidden className="size-5" />
      </span>
      <span className="block text-sm font-semibold leading-tight">{label}</span>
      <span className="block text-xs text-muted-foreground">{detail}</span>
    </>
  );
}

const tileClass =
  'relative flex h-full min-h-28 flex-col gap-2 rounded-2xl border border-border bg-surface p-3 text-left shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-primary';

function countDetail(t: Translate, tile: Extract<ServiceTile, { kind: 'page' }>, counts: ExpertCounts | undefined, failed: boolean): string {
  if (!counts) return failed ? t('tiles.countUnavailable') : t('tiles.counting');
  const group = counts.groups.find((g) => g.group === tile.group);
  if (!group || group.total === 0) return t('tiles.requestCallback');
  return t('tiles.expertCount', { total: group.total, online: group.online });
}

function Tile({ category, tile, counts, failed }: { category: Category; tile: ServiceTile; counts: ExpertCounts | undefined; failed: boolean }) {
  const { t } = useT(SERVICE_TILES_AREA);
  const label = tileLabel(t, category, tile);
  if (tile.kind === 'page') {
    return (
      <Link to={tile.to} state={{ scrollToRequest: true } satisfies ServiceTileState} className={tileClass}>
        <TileBody icon={tile.icon} label={label} detail={countDetail(t, tile, counts, failed)} badge={tile.badge} />
      </Link>
    );
  }
  const expert = counts?.firstChoice;
  if (!expert) {
    // Nobody to put the person through to (yet): the tile says so instead of leading nowhere.
    return (
      <div className={cn(tileClass, 'opacity-70 hover:translate-y-0 hover:shadow-sm')} aria-disabled="true">
        <TileBody
          icon={tile.icon}
          label={label}
          detail={counts ? t('tiles.noExpertYet') : failed ? t('tiles.unavailable') : t('tiles.findingExpert')}
          badge={tile.badge}
        />
      </div>
    );
  }
  return (
    <Link to={patientChatPath(expert)} className={tileClass} aria-label={t('tiles.chatWithExpert', { service: label, name: expert.name })}>
      <TileBody icon={tile.icon} label={label} detail={expert.isOnline ? t('tiles.expertIsOnline', { name: expert.name }) : expert.name} badge={tile.badge} />
    </Link>
  );
}

/**
 * Spec 001 §2.19 service tile grid of a vertical: the first seven tiles with live expert counts, then '30+ more
 * services' opening the service picker of the same type.
 */
export function ServiceTileGrid(props: { category: Category; title?: string }) {
  return (
    <WithArea area={SPECIALTIES_AREA}>
      <TileGrid {...props} />
    </WithArea>
  );
}

function TileGrid({ category, title }: { category: Category; title?: string }) {
  const { t } = useT(SERVICE_TILES_AREA);
  const counts = useExpertCounts(category);
  return (
    <section aria-labelledby={`tiles-${category}`} className="mt-6">
      <h2 id={`tiles-${category}`} className="text-lg font-semibold">
        {title ?? t('tiles.title')}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {SERVICE_TILES[category].slice(0, 7).map((tile) => (
          <li key={tile.label}>
            <Tile category={category} tile={tile} counts={counts.data} failed={counts.isError} />
          </li>
        ))}
        <li>
          <Link to={`/all-services?type=${category}`} className={cn(tileClass, 'border-dashed')}>
            <TileBody
              icon={LayoutGrid}
              label={t('tiles.moreServices')}
              detail={
                <span className="inline-flex items-center gap-0.5">
                  {t('tiles.browseAll')} <ChevronRight aria-hidden className="size-3" />
                </span>
              }
            />
          </Link>
        </li>
      </ul>
    </section>
  );
}
