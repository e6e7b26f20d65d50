import { Bot, CalendarPlus, Copy, Download, Lock, Paperclip } from 'lucide-react';
import { Link } from '@/lib/router';
import { Card } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { useT } from '@/i18n/i18n';
import { CHAT_AREA } from '../chat-area';

interface SidePanelProps {
  peerStatus: string;
  counts: { messages: number; files: number };
  onShareFiles: () => void;
  onSave: () => void;
  onCopy: () => void;
  notify: boolean;
  onNotifyChange: (on: boolean) => void;
  /** Schedule Meeting: a meeting link now or later (issue 15 part 4); absent while the conversation is read-only. */
  onScheduleMeeting?: () => void;
  /** The patient's side only: the AI assistant toggle. */
  assistant?: { on: boolean; onChange: (on: boolean) => void };
}

const action = 'flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-left text-sm font-medium hover:bg-muted';

/** Spec 001 §2.11 side panel, with real counts (the spec's were static). */
export function ChatSidePanel(props: SidePanelProps) {
  const { t } = useT(CHAT_AREA);
  return (
    <aside aria-label={t('chat.details')} className="space-y-3">
      <Card className="p-3">
        <h2 className="px-3 pb-1 text-sm font-semibold text-muted-foreground">{t('chat.quickActions')}</h2>
        {props.onScheduleMeeting && (
          <button type="button" className={action} onClick={props.onScheduleMeeting}>
            <CalendarPlus aria-hidden className="size-4 text-primary" /> {t('chat.scheduleMeeting')}
          </button>
        )}
        <button type="button" className={action} onClick={props.onShareFiles}>
          <Paperclip aria-hidden className="size-4 text-primary" /> {t('chat.shareFiles')}
        </button>
        <button type="button" className={action} onClick={props.onSave}>
          <Download aria-hidden className="size-4 text-primary" /> {t('chat.saveChat')}
        </button>
        <button type="button" className={action} onClick={props.onCopy}>
          <Copy aria-hidden className="size-4 text-primary" /> {t('chat.copyChat')}
        </button>
      </Card>
      <Card className="p-4">
        <dl className="grid grid-cols-3 gap-2 text-center text-xs">
          <div>
            <dt className="text-muted-foreground">{t('chat.status')}</dt>
            <dd className="mt-1 font-semibold">{props.peerStatus}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('chat.messages')}</dt>
            <dd className="mt-1 font-semibold">{t('chat.messageCount', { count: props.counts.messages })}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('chat.files')}</dt>
            <dd className="mt-1 font-semibold">{t('chat.fileCount', { count: props.counts.files })}</dd>
          </div>
        </dl>
      </Card>
      <Card className="divide-y divide-border px-4">
        <div className="flex items-center justify-between gap-3 py-1">
          <label htmlFor="chat-notify" className="text-sm font-medium">
            {t('chat.notifications')}
          </label>
          <Switch id="chat-notify" checked={props.notify} onCheckedChange={props.onNotifyChange} />
        </div>
        {props.assistant && (
          <div className="py-1">
            <div className="flex items-center justify-between gap-3">
              <label htmlFor="chat-ai" className="text-sm font-medium">
                {t('chat.assistant')}
              </label>
              <Switch id="chat-ai" checked={props.assistant.on} onCheckedChange={props.assistant.onChange} />
            </div>
            {props.assistant.on && (
              <p className="pb-2 text-xs text-muted-foreground">
                <Bot aria-hidden className="mr-1 inline size-3.5" />
                {t('chat.assistantText')}{' '}
                <Link to="/ai-consultation" className="font-semibold text-primary underline-offset-2 hover:underline">
                  {t('chat.openAssistant')}
                </Link>
              </p>
            )}
          </div>
        )}
      </Card>
      <p className="flex gap-2 rounded-2xl bg-muted p-3 text-xs text-muted-foreground">
        <Lock aria-hidden className="mt-0.5 size-3.5 shrink-0" />
        {t('chat.private')}
      </p>
    </aside>
  );
}
