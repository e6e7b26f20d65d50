import type { ChatMessage } from '@sahay/domain/chat';
import { Download, FileText, Scale } from 'lucide-react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/date-time';
import { useT } from '@/i18n/i18n';
import type { MessageKey } from '@/i18n/message-keys';
import { CONVERSATION_AREA } from './conversation-area';
import { systemLineText } from './system-line';

const KINDS = {
  prescription: {
    label: 'conversation.prescription',
    view: 'conversation.viewPrescription',
    download: 'conversation.downloadPrescription',
    Icon: FileText,
    path: 'prescription',
  },
  legal_document: {
    label: 'conversation.legalDocument',
    view: 'conversation.viewDocument',
    download: 'conversation.downloadDocument',
    Icon: Scale,
    path: 'legal-document',
  },
} as const satisfies Record<string, { label: MessageKey; view: MessageKey; download: MessageKey; Icon: unknown; path: string }>;

export function isDocumentCard(message: ChatMessage): message is ChatMessage & { kind: keyof typeof KINDS; documentId: string } {
  return (message.kind === 'prescription' || message.kind === 'legal_document') && message.documentId !== null;
}

/**
 * Issue 14 part 2: a prescription or legal document issued on the consultation, as a card in the conversation. Only
 * who issued what; the document itself opens on its own page, which checks who may read it.
 */
export function DocumentCard({ message }: { message: ChatMessage & { kind: keyof typeof KINDS; documentId: string } }) {
  const { t } = useT(CONVERSATION_AREA);
  const { label, view, download, Icon, path } = KINDS[message.kind];
  const headingId = `document-card-${message.id}`;
  return (
    <li className="flex justify-center py-1" data-message-id={message.id}>
      <article aria-labelledby={headingId} className="w-full max-w-sm rounded-2xl border border-primary/30 bg-surface p-3 shadow-sm">
        <div className="flex items-start gap-3">
          <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <Icon className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <h3 id={headingId} className="text-xs font-semibold uppercase tracking-wide text-primary">
              {t(label)}
            </h3>
            <p className="break-words text-sm font-medium">{systemLineText(message, t)}</p>
            <time dateTime={message.createdAt} className="text-[11px] text-muted-foreground">
              {formatDateTime(message.createdAt)}
            </time>
          </div>
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button asChild size="sm">
            <Link to={`/${path}-view/${message.documentId}`}>{t(view)}</Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to={`/${path}-download/${message.documentId}`} aria-label={t(download)}>
              <Download aria-hidden /> {t('conversation.download')}
            </Link>
          </Button>
        </div>
      </article>
    </li>
  );
}
