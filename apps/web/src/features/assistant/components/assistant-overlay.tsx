import { assistantDomainForPath } from '@sahay/domain';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ASSISTANT_PARAM } from '@/lib/assistant-link';
import { AssistantChat } from './assistant-chat';

/**
 * Spec 000 §2: the AI chat opens full screen over the page it was opened from, whose path picks its domain.
 * It lives in the URL (?assistant=open), so the back button closes it and a reload keeps it open.
 */
export default function AssistantOverlay() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const rootRef = useRef<HTMLDivElement>(null);
  const domain = assistantDomainForPath(pathname);

  const close = () => {
    const params = new URLSearchParams(search);
    params.delete(ASSISTANT_PARAM);
    const rest = params.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '' }, { replace: true });
  };

  useEffect(() => {
    const previousOverflow = document.body.style.overflow;
    const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    document.body.style.overflow = 'hidden';
    rootRef.current?.querySelector<HTMLTextAreaElement>('textarea')?.focus();
    return () => {
      document.body.style.overflow = previousOverflow;
      previousFocus?.focus();
    };
  }, []);

  return (
    <div
      ref={rootRef}
      role="dialog"
      aria-modal="true"
      aria-label="AI assistant"
      className="fixed inset-0 z-[70]"
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <AssistantChat domain={domain} onClose={close} />
    </div>
  );
}
