import type { ConsultationMode } from '@sahay/domain/verticals';
import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useT } from '@/i18n/i18n';
import { VERTICALS_AREA } from '../verticals-area';

// Issue 17 part 2: what the widget offers loads when it is opened; the page carries only its button.
const HelpPanel = lazy(() => import('./help-panel'));

interface HelpWidgetProps {
  /** The signed-in person, or spec 000 §2's guest patient { id: 'guest', name: 'Guest User' }. */
  patient: { id: string; name: string };
  assistantName: string;
  onStart: (mode: ConsultationMode) => void;
}

/** Spec 000 §2: the floating chat and help widget on the vertical homes. */
export function HelpWidget({ patient, assistantName, onStart }: HelpWidgetProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { t } = useT(VERTICALS_AREA);

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  // A non-modal dialog: focus moves in when it opens (help-panel.tsx); Escape or a press outside closes it.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    // Above the mobile bottom navigation (about 80 px) and the device's safe area; lower on wider screens.
    <div ref={rootRef} className="fixed right-4 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-30 flex flex-col items-end md:right-6 md:bottom-6">
      {open ? (
        <Suspense fallback={null}>
          <HelpPanel id={id} patient={patient} assistantName={assistantName} onStart={onStart} onClose={close} onLeave={() => setOpen(false)} />
        </Suspense>
      ) : null}

      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        className="flex size-14 items-center justify-center gap-2 rounded-full bg-primary font-semibold text-primary-foreground shadow-lg ring-4 ring-primary/15 transition hover:bg-primary-strong md:w-auto md:px-5"
      >
        {open ? <X aria-hidden className="size-6" /> : <MessageCircle aria-hidden className="size-6" />}
        <span className="sr-only md:not-sr-only">{t('help.help')}</span>
      </button>
    </div>
  );
}
