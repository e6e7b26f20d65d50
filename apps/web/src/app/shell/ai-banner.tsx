import { Bot, ChevronRight } from 'lucide-react';
import { Link, useLocation } from '@/lib/router';
import { assistantOpenSearch } from '@/lib/assistant-link';
import { useT } from '@/i18n/i18n';

// Spec 000 §2 places it on the home page; the vertical homes have their own help widget in that corner.
const SHOWN_ON = ['/'];

/** Spec 000 §2: a floating banner above the bottom navigation opens the AI assistant; it carries a FREE badge. */
export function AiBanner() {
  const { pathname, search } = useLocation();
  const { t } = useT();
  if (!SHOWN_ON.includes(pathname)) return null;
  // The footer's bottom padding keeps the end of the page clear of it (site-footer.tsx).
  return (
    <>
      <div className="pointer-events-none fixed inset-x-0 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-30 flex justify-center px-4 md:bottom-6">
        <Link
          to={{ pathname, search: assistantOpenSearch(search) }}
          className="pointer-events-auto flex min-h-12 w-full max-w-md items-center gap-3 rounded-2xl bg-foreground px-4 py-2.5 text-background shadow-xl transition-transform hover:scale-[1.01] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
            <Bot aria-hidden className="size-5" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-sm font-semibold">{t('aiBanner.title')}</span>
            <span className="block text-xs opacity-75">{t('aiBanner.text')}</span>
          </span>
          <span className="rounded-full bg-green-700 px-2 py-0.5 text-[11px] font-bold tracking-wide text-white">{t('aiBanner.free')}</span>
          <ChevronRight aria-hidden className="size-4 opacity-75" />
        </Link>
      </div>
    </>
  );
}
