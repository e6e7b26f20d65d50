import { VERTICALS, type Vertical } from '@sahay/domain/theme-names';
import { Calculator, Check, ChevronDown, Laptop, Scale, Stethoscope, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from '@/lib/router';
import { cn } from '@/lib/cn';
import { useTheme } from '../theme';
import { useT } from '@/i18n/i18n';

const ICONS: Record<Vertical['category'], LucideIcon> = {
  medical: Stethoscope,
  legal: Scale,
  finance: Calculator,
  tech: Laptop,
};

/** Spec 000 §2: a dropdown that sets the theme and opens the vertical's home together. */
export function CategorySwitcher() {
  const { theme, setTheme } = useTheme();
  const { t } = useT();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const current = VERTICALS.find((v) => v.theme === theme) ?? VERTICALS[0]!;
  const CurrentIcon = ICONS[current.category];

  useEffect(() => {
    if (!open) return;
    const activeIndex = Math.max(
      0,
      VERTICALS.findIndex((v) => v.theme === theme),
    );
    itemRefs.current[activeIndex]?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open, theme]);

  const choose = (vertical: Vertical) => {
    setTheme(vertical.theme);
    setOpen(false);
    void navigate(vertical.route);
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const items = itemRefs.current.filter(Boolean) as HTMLButtonElement[];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const move = (to: number) => items[(to + items.length) % items.length]?.focus();
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') {
      setOpen(false);
      if (event.key === 'Escape') rootRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
      return;
    } else return;
    event.preventDefault();
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('category.button', { category: t(`vertical.${current.category}`) })}
        onClick={() => setOpen((o) => !o)}
        className="flex h-11 min-w-11 items-center gap-1.5 rounded-full border border-border bg-surface px-3 text-sm font-semibold hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary"
      >
        <CurrentIcon aria-hidden className="size-4 text-primary" />
        <span className="hidden sm:inline">{t(`vertical.${current.category}`)}</span>
        <ChevronDown aria-hidden className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={t('category.menu')}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-50 mt-2 w-56 rounded-2xl border border-border bg-surface p-1.5 shadow-lg"
        >
          {VERTICALS.map((vertical, i) => {
            const Icon = ICONS[vertical.category];
            const selected = vertical.theme === theme;
            return (
              <button
                key={vertical.theme}
                ref={(el) => {
                  itemRefs.current[i] = el;
                }}
                type="button"
                role="menuitemradio"
                aria-checked={selected}
                data-theme={vertical.theme}
                onClick={() => choose(vertical)}
                className="flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-left text-sm font-medium hover:bg-muted focus:bg-muted focus:outline-none"
              >
                <span className="flex size-8 items-center justify-center rounded-lg bg-primary-soft text-primary">
                  <Icon aria-hidden className="size-4" />
                </span>
                <span className="flex-1">{t(`vertical.${vertical.category}`)}</span>
                {selected ? <Check aria-hidden className="size-4 text-primary" /> : null}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
