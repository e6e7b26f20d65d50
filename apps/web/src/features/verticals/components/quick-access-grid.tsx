import type { ConsultationMode } from '@sahay/domain/verticals';
import { ChevronRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from '@/lib/router';
import { useT } from '@/i18n/i18n';
import type { QuickTile } from '../content/types';
import { VERTICALS_AREA } from '../verticals-area';

interface QuickAccessGridProps {
  tiles: readonly QuickTile[];
  onStart: (mode: ConsultationMode) => void;
  className?: string;
}

const TILE_CLASS =
  'group flex h-full w-full flex-col items-start gap-3 rounded-2xl border border-border bg-surface p-4 text-left shadow-sm transition hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md motion-reduce:hover:translate-y-0';

/** Spec 000 §2: four quick-access tiles; a consult tile opens the consultation of its mode, the others a page. */
export function QuickAccessGrid({ tiles, onStart, className }: QuickAccessGridProps) {
  const { t } = useT(VERTICALS_AREA);
  return (
    <section aria-labelledby="quick-access-heading" className={className}>
      <h2 id="quick-access-heading" className="text-lg font-semibold md:text-xl">
        {t('verticals.quickAccess')}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
        {tiles.map((tile) => (
          <li key={t(tile.label)}>
            <Tile tile={tile} onStart={onStart} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Tile({ tile, onStart }: { tile: QuickTile; onStart: (mode: ConsultationMode) => void }) {
  const labelId = useId();
  const descriptionId = useId();
  const { icon: Icon, action } = tile;
  const { t } = useT(VERTICALS_AREA);
  const body: ReactNode = (
    <>
      <span className="flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary-strong dark:text-foreground">
        <Icon aria-hidden className="size-5" />
      </span>
      <span className="flex w-full flex-1 flex-col">
        <span id={labelId} className="flex items-start justify-between gap-1 text-sm font-semibold leading-snug md:text-base">
          {t(tile.label)}
          <ChevronRight aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground transition group-hover:translate-x-0.5" />
        </span>
        <span id={descriptionId} className="mt-1 text-xs text-muted-foreground md:text-sm">
          {t(tile.description)}
        </span>
      </span>
    </>
  );
  const a11y = { 'aria-labelledby': labelId, 'aria-describedby': descriptionId };

  switch (action.kind) {
    case 'consult':
      return (
        <button type="button" className={TILE_CLASS} onClick={() => onStart(action.mode)} {...a11y}>
          {body}
        </button>
      );
    case 'link':
      return (
        <Link to={action.to} className={TILE_CLASS} {...a11y}>
          {body}
        </Link>
      );
  }
}
