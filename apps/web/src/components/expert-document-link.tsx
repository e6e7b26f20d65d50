import { FileDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/i18n';
import { SHARED_AREA } from './shared-area';

/** The download link of an expert's registration document, for the expert and for admins. */
export function ExpertDocumentLink({ url, name, fallbackName, className }: { url: string; name: string | null; fallbackName: string; className?: string }) {
  const { t } = useT(SHARED_AREA);
  return (
    <a className={cn('inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary underline', className)} href={url} download>
      <FileDown aria-hidden className="size-4 shrink-0" />
      <span className="break-words">{t('shared.downloadFile', { name: name ?? fallbackName })}</span>
    </a>
  );
}
