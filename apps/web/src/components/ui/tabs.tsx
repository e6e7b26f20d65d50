import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<T extends string> {
  value: T;
  label: string;
}

interface TabsProps<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem<T>[];
  value: T;
  onValueChange: (value: T) => void;
  /** The selected tab's panel. Only the selected panel is rendered. */
  children: ReactNode;
}

/**
 * The WAI-ARIA tabs pattern (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/) with automatic activation:
 * one tab stop for the list; Left/Right arrows move and select (wrapping), Home and End jump to the ends. Tabs
 * that do not fit a narrow screen scroll sideways rather than widen the page.
 * Written here instead of Radix Tabs, which costs 8 KB gzip on the login page (bundle budget).
 */
export function Tabs<T extends string>({ label, tabs, value, onValueChange, children }: TabsProps<T>) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (tab: T) => `${baseId}-tab-${tab}`;
  const panelId = (tab: T) => `${baseId}-panel-${tab}`;

  // A selected tab that the list had to scroll past (a narrow screen, a tab opened from a link) is brought into view
  // sideways only: the page itself does not move.
  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    if (tab.offsetLeft < list.scrollLeft || tab.offsetLeft + tab.offsetWidth > list.scrollLeft + list.clientWidth) list.scrollLeft = tab.offsetLeft - 4;
  }, [value]);

  const select = (index: number) => {
    const count = tabs.length;
    const next = tabs[((index % count) + count) % count];
    if (!next) return;
    onValueChange(next.value);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(next.value))}`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.value === value);
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        className="mb-6 flex gap-1 overflow-x-auto rounded-xl bg-muted p-1"
      >
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              id={tabId(tab.value)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={selected ? panelId(tab.value) : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onValueChange(tab.value)}
              className="min-h-11 flex-1 shrink-0 whitespace-nowrap rounded-lg px-3 py-2.5 text-sm font-semibold text-muted-foreground transition-colors aria-selected:bg-surface aria-selected:text-foreground aria-selected:shadow-sm"
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId(value)} aria-labelledby={tabId(value)} tabIndex={0} className="rounded-xl focus-visible:outline-offset-4">
        {children}
      </div>
    </div>
  );
}
