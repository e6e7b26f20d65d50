import { assistantDomainForPath } from '@sahay/domain';
import { Dialog as RadixDialog } from 'radix-ui';
import { useState } from 'react';
import { useLocation, useNavigate } from '@/lib/router';
import { useT } from '@/i18n/i18n';
import { ASSISTANT_PARAM } from '@/lib/assistant-link';
import { ASSISTANT_AREA } from '../assistant-messages';
import { AssistantChat } from './assistant-chat';

/**
 * Spec 000 §2: the AI chat opens full screen over the page it was opened from, whose path picks its domain.
 * It lives in the URL (?assistant=open), so the back button closes it and a reload keeps it open.
 */
export default function AssistantOverlay() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const domain = assistantDomainForPath(pathname);
  const { t } = useT(ASSISTANT_AREA);

  const close = () => {
    const params = new URLSearchParams(search);
    params.delete(ASSISTANT_PARAM);
    const rest = params.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '' }, { replace: true });
  };

  // Radix's dialog traps Tab inside, hides the page behind from screen readers and locks its scrolling (issue 21: Tab
  // used to walk into the page behind). It has no trigger of its own, so focus goes back to what had it by hand.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && close()}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-[70] focus:outline-none"
          onOpenAutoFocus={(event) => {
            const box = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLTextAreaElement>('textarea');
            if (!box) return;
            event.preventDefault();
            box.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener?.focus();
          }}
        >
          <RadixDialog.Title className="sr-only">{t('assistant.dialogTitle')}</RadixDialog.Title>
          <AssistantChat domain={domain} onClose={close} />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
