import type { ChatMessage } from '@sahay/domain/chat';
import { Paperclip } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { errorDescription } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { FILE_ACCEPT, fileProblem, uploadChatFile } from './upload';

/** Share Files: images and PDFs up to 10 MB each. The side panel's Share Files opens the same picker. */
export function AttachButton({ conversationId, onShared }: { conversationId: string; onShared: (message: ChatMessage) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = async (files: File[]) => {
    const accepted = files.filter((file) => {
      const problem = fileProblem(file);
      if (problem) toast.error(file.name, { description: problem });
      return !problem;
    });
    if (accepted.length === 0) return;
    toast.success(`Uploading ${accepted.length} file(s)`);
    for (const file of accepted) {
      try {
        onShared(await uploadChatFile(conversationId, file, file.name));
      } catch (error) {
        toast.error(`${file.name} was not shared`, { description: errorDescription(error, 'Please try again') });
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
        aria-label="Choose files to share"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          void upload(files);
        }}
      />
      <Button variant="ghost" size="icon" aria-label="Share files" onClick={() => input.current?.click()}>
        <Paperclip aria-hidden />
      </Button>
    </>
  );
}
