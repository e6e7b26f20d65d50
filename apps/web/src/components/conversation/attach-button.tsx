import type { ChatMessage } from '@sahay/domain/chat';
import { Paperclip } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/i18n';
import { errorDescription } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { CONVERSATION_AREA } from './conversation-area';
import { FILE_ACCEPT, fileProblem, uploadChatFile } from './upload';

/** Share Files: images and PDFs up to 10 MB each. The side panel's Share Files opens the same picker. */
export function AttachButton({ conversationId, onShared }: { conversationId: string; onShared: (message: ChatMessage) => void }) {
  const { t } = useT(CONVERSATION_AREA);
  const input = useRef<HTMLInputElement>(null);
  const upload = async (files: File[]) => {
    const accepted = files.filter((file) => {
      const problem = fileProblem(file);
      if (problem) toast.error(file.name, { description: problem });
      return !problem;
    });
    if (accepted.length === 0) return;
    toast.success(t('conversation.uploading', { count: accepted.length }));
    for (const file of accepted) {
      try {
        onShared(await uploadChatFile(conversationId, file, file.name));
      } catch (error) {
        toast.error(t('conversation.notShared', { name: file.name }), { description: errorDescription(error, t('conversation.pleaseTryAgain')) });
      }
    }
  };
  return (
    <>
      <input
        ref={input}
        id="chat-file-input"
        type="file"
        accept={FILE_ACCEPT}
        multiple
        hidden
        aria-label={t('conversation.chooseFiles')}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          void upload(files);
        }}
      />
      <Button variant="ghost" size="icon" aria-label={t('conversation.shareFiles')} onClick={() => input.current?.click()}>
        <Paperclip aria-hidden />
      </Button>
    </>
  );
}
