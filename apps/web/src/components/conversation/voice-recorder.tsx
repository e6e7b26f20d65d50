import type { ChatMessage } from '@sahay/domain/chat';
import { CHAT_VOICE_MAX_MS } from '@sahay/domain/chat';
import { Mic, Send, Square, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/i18n';
import { errorDescription } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { CONVERSATION_AREA } from './conversation-area';
import { uploadChatFile } from './upload';

/** Outside the component: reading the clock is not part of rendering. */
const now = () => Date.now();

const clock = (ms: number) => `${Math.floor(ms / 60_000)}:${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}`;

interface Recording {
  recorder: MediaRecorder;
  started: number;
  chunks: Blob[];
  send: boolean;
}

/** A voice note of up to two minutes (issue 6), recorded with MediaRecorder and shared like a file. */
export function VoiceRecorder({ conversationId, onShared }: { conversationId: string; onShared: (message: ChatMessage) => void }) {
  const { t } = useT(CONVERSATION_AREA);
  const [elapsed, setElapsed] = useState<number | null>(null);
  const recording = useRef<Recording | null>(null);

  const start = async () => {
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices) {
      return toast.error(t('conversation.voiceUnavailable'), { description: t('conversation.voiceUnavailableText') });
    }
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const recorder = new MediaRecorder(stream);
      const current: Recording = { recorder, started: now(), chunks: [], send: false };
      recorder.ondataavailable = (event) => event.data.size > 0 && current.chunks.push(event.data);
      recorder.onstop = () => {
        stream.getTracks().forEach((track) => track.stop());
        if (current.send) void share(current);
      };
      recorder.start(1000);
      recording.current = current;
      setElapsed(0);
    } catch {
      toast.error(t('conversation.micBlocked'), { description: t('conversation.micBlockedText') });
    }
  };

  const stop = (send: boolean) => {
    const current = recording.current;
    if (!current) return;
    current.send = send;
    recording.current = null;
    setElapsed(null);
    if (current.recorder.state !== 'inactive') current.recorder.stop();
  };

  const share = async (current: Recording) => {
    const durationMs = Math.min(now() - current.started, CHAT_VOICE_MAX_MS);
    const type = current.recorder.mimeType || 'audio/webm';
    try {
      onShared(await uploadChatFile(conversationId, new Blob(current.chunks, { type }), 'Voice note', { kind: 'voice', durationMs: String(durationMs) }));
    } catch (error) {
      toast.error(t('conversation.voiceNotSent'), { description: errorDescription(error, t('conversation.pleaseTryAgain')) });
    }
  };

  useEffect(() => {
    if (elapsed === null) return;
    const timer = setInterval(() => {
      const current = recording.current;
      if (!current) return;
      const ms = now() - current.started;
      setElapsed(ms);
      if (ms >= CHAT_VOICE_MAX_MS) stop(true);
    }, 250);
    return () => clearInterval(timer);
  }, [elapsed === null]); // eslint-disable-line react-hooks/exhaustive-deps

  if (elapsed === null) {
    return (
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('conversation.recordVoice')}
        title={t('conversation.voiceLimit', { minutes: CHAT_VOICE_MAX_MS / 60_000 })}
        onClick={() => void start()}
      >
        <Mic aria-hidden />
      </Button>
    );
  }
  return (
    <div role="group" aria-label={t('conversation.recording')} className="flex items-center gap-1 rounded-xl bg-danger/10 pl-2">
      <Square aria-hidden className="size-3 animate-pulse fill-danger text-danger" />
      <span className="w-10 text-sm tabular-nums" aria-live="off">
        {clock(elapsed)}
      </span>
      <Button variant="ghost" size="icon" aria-label={t('conversation.cancelVoice')} onClick={() => stop(false)}>
        <X aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" aria-label={t('conversation.sendVoice')} onClick={() => stop(true)}>
        <Send aria-hidden />
      </Button>
    </div>
  );
}
