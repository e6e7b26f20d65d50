import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/i18n';
import { useRegisterOpenModal } from '@/lib/open-modals';

interface FullScreenDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** A line under the title, e.g. the step. */
  subtitle?: ReactNode;
  children: ReactNode;
}

/** A modal that fills a phone's screen and sits centred on a wide one; focus trapped, Escape and Close dismiss it. */
export function FullScreenDialog({ open, onOpenChange, title, subtitle, children }: FullScreenDialogProps) {
  useRegisterOpenModal(open);
  const { t } = useT();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]" />
        <RadixDialog.Content className="fixed inset-0 z-50 flex flex-col bg-background focus:outline-none sm:inset-y-6 sm:left-1/2 sm:w-[min(42rem,calc(100%-3rem))] sm:-translate-x-1/2 sm:rounded-3xl sm:shadow-xl">
          <header className="flex items-start justify-between gap-4 border-b border-border bg-surface px-4 py-3 sm:rounded-t-3xl sm:px-6">
            <div className="min-w-0">
              <RadixDialog.Title className="text-lg font-bold">{title}</RadixDialog.Title>
              <RadixDialog.Description className="text-sm text-muted-foreground">{subtitle ?? title}</RadixDialog.Description>
            </div>
            <RadixDialog.Close
              className="-mr-2 flex size-11 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-muted"
              aria-label={t('dialog.close')}
            >
              <X aria-hidden className="size-5" />
            </RadixDialog.Close>
          </header>
          <div className="flex min-h-0 flex-1 flex-col overflow-y-auto px-4 py-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] sm:px-6">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
