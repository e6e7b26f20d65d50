import { Check, Link2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

/** Spec 001 §9: the link-copied confirmation lasts 2 s. */
export const LINK_COPIED_MS = 2000;

/** Copies this page's address (or `url`); the button reads 'Link Copied!' for 2 seconds (spec 001 §2.9, §2.10). */
export function CopyLinkButton({ label = 'Copy Link', url }: { label?: string; url?: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), LINK_COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () => {
    navigator.clipboard.writeText(url ?? window.location.href).then(
      () => setCopied(true),
      () => toast.error('Could not copy the link', { description: 'Copy it from the address bar instead.' }),
    );
  };
  return (
    <Button variant="outline" onClick={copy} aria-live="polite">
      {copied ? <Check aria-hidden /> : <Link2 aria-hidden />}
      {copied ? 'Link Copied!' : label}
    </Button>
  );
}
