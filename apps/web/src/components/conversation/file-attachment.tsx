import type { ChatFile, MessageKind } from '@sahay/domain/chat';
import { FileText } from 'lucide-react';
import { useT } from '@/i18n/i18n';
import type { MessageValues } from '@/i18n/format-message';
import type { MessageKey } from '@/i18n/message-keys';
import { cn } from '@/lib/cn';
import { CONVERSATION_AREA } from './conversation-area';

export const fileUrl = (file: Pick<ChatFile, 'id'>) => `/api/chat/files/${file.id}`;

function size(bytes: number, t: (key: MessageKey, values?: MessageValues) => string): string {
  return bytes >= 1024 * 1024
    ? t('conversation.megabytes', { size: Math.round(bytes / 1024 / 102.4) / 10 })
    : t('conversation.kilobytes', { size: Math.max(1, Math.round(bytes / 1024)) });
}

/** Images show inline, voice notes play inline, a PDF opens in a new tab; only members can fetch any of them. */
export function FileAttachment({ file, kind, mine }: { file: ChatFile; kind: MessageKind; mine: boolean }) {
  const { t } = useT(CONVERSATION_AREA);
  if (kind === 'voice') {
    return <audio controls preload="metadata" src={fileUrl(file)} aria-label={t('conversation.voiceNote')} className="mb-1 h-11 w-60 max-w-full" />;
  }
  if (file.contentType.startsWith('image/')) {
    return (
      <a href={fileUrl(file)} target="_blank" rel="noreferrer" className="mb-1 block">
        <img src={fileUrl(file)} alt={file.name} loading="lazy" className="max-h-60 w-auto max-w-full rounded-xl object-cover" />
      </a>
    );
  }
  return (
    <a
      href={fileUrl(file)}
      target="_blank"
      rel="noreferrer"
      className={cn('mb-1 flex min-h-11 items-center gap-2 rounded-xl px-2 py-2', mine ? 'bg-primary-strong/40' : 'bg-surface')}
    >
      <FileText aria-hidden className="size-6 shrink-0" />
      <span className="min-w-0">
        <span className="block truncate font-medium">{file.name}</span>
        <span className="block text-xs opacity-80">{t('conversation.pdfSize', { size: size(file.sizeBytes, t) })}</span>
      </span>
    </a>
  );
}
