import { Check, Link2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useT } from '@/i18n/i18n';
import { CONSULTATION_CARDS_AREA } from './consultation-cards-area';

/** Spec 001 §9: the link-copied confirmation lasts 2 s. */
export const LINK_COPIED_MS = 2000;

/** Copies this page's address (or `url`); the button reads 'Link Copied!' for 2 seconds (spec 001 §2.9, §2.10). */
export function CopyLinkButton({ label, url }: { label?: string; url?: string }) {
  const { t } = useT(CONSULTATION_CARDS_AREA);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), LINK_COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () => {
    navigator.clipboard.writeText(url ?? window.location.href).then(
      () => setCopied(true),
      () => toast.error(t('cards.copyFailed'), { description: t('cards.copyFailedText') }),
    );
  };
  return (
    <Button variant="outline" onClick={copy} aria-live="polite">
      {copied ? <Check aria-hidden /> : <Link2 aria-hidden />}
      {copied ? t('cards.linkCopied') : (label ?? t('cards.copyLink'))}
    </Button>
  );
}
