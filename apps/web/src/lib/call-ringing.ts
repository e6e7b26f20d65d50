import type { Call, CallMode } from '@sahay/domain/call-life';
import type { ServerEvent } from '@sahay/domain/chat';
import { useCallback, useEffect, useRef, useState } from 'react';
import { RINGING_AREA } from '@/components/calls/ringing-area';
import { t as translateNow, useT } from '@/i18n/i18n';
import { useNavigate } from '@/lib/router';
import { api } from './api-client';
import { realtime } from './realtime';
import { meetingPath } from './start-meeting';
import { toast } from './toast';

/** The meeting page a call opens: the audio-only call for an audio call. */
export const callMeetingPath = (call: Pick<Call, 'roomId' | 'mode'>) => `${meetingPath(call.roomId)}${call.mode === 'audio' ? '?mode=audio' : ''}`;

/** Issue 15 part 4: browser notifications of an incoming call, shown only when the person allowed them. */
export function notifyIncomingCall(call: Call): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted' || document.visibilityState !== 'hidden') return;
  const notification = new Notification(translateNow('ringing.incoming', { mode: call.mode }), {
    body: translateNow('ringing.notificationBody', { name: call.callerName }),
    tag: `call-${call.id}`,
  });
  notification.onclick = () => {
    window.focus();
    notification.close();
  };
}

/** Asked from a click on a call button, never on load: a person who calls wants to hear when they are called back. */
function askForNotifications(): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  void Notification.requestPermission().catch(() => undefined);
}

export type OutgoingState = { call: Call; phase: 'ringing' | 'declined' | 'missed' | 'failed'; message?: string };

/**
 * Both ends of ringing on one page: calls coming in for the signed-in person (over the socket, whichever
 * consultation they belong to) and the call this page rang. Accepting opens the meeting on both sides.
 */
export function useCallRinging() {
  const navigate = useNavigate();
  // The ringing dialogs' words, loaded with this hook: the notifications and toasts below say them too.
  const { t } = useT(RINGING_AREA);
  const [incoming, setIncoming] = useState<Call | null>(null);
  const [outgoing, setOutgoing] = useState<OutgoingState | null>(null);
  const [busy, setBusy] = useState(false);
  const outgoingId = useRef<string | null>(null);

  useEffect(() => {
    const onEvent = (event: ServerEvent) => {
      if (event.type === 'call-ring') {
        setIncoming(event.call);
        notifyIncomingCall(event.call);
      }
      if (event.type !== 'call-update') return;
      const { call } = event;
      // Answered here, in another tab, or given up by the caller: this page's ringing stops.
      setIncoming((current) => (current?.id === call.id ? null : current));
      if (call.id !== outgoingId.current) return;
      if (call.status === 'accepted') {
        outgoingId.current = null;
        setOutgoing(null);
        void navigate(callMeetingPath(call));
      } else if (call.status === 'declined' || call.status === 'missed') {
        outgoingId.current = null;
        setOutgoing({ call, phase: call.status });
      }
    };
    return realtime().onPersonal(onEvent);
  }, [navigate]);

  const start = useCallback(
    async (consultationId: string, mode: CallMode) => {
      askForNotifications();
      setBusy(true);
      try {
        const call = await api.post<Call>(`/api/consultations/${encodeURIComponent(consultationId)}/calls`, { mode });
        outgoingId.current = call.id;
        setOutgoing({ call, phase: 'ringing' });
      } catch (error) {
        toast.error(t('ringing.couldNotStart'), { description: error instanceof Error ? error.message : t('ringing.pleaseTryAgain') });
      } finally {
        setBusy(false);
      }
    },
    [t],
  );

  const answer = useCallback(
    async (call: Call, how: 'accept' | 'decline') => {
      setIncoming(null);
      try {
        const answered = await api.post<Call>(`/api/calls/${call.id}/${how}`);
        if (how === 'accept') void navigate(callMeetingPath(answered));
      } catch (error) {
        toast.error(how === 'accept' ? t('ringing.couldNotAnswer') : t('ringing.couldNotDecline'), {
          description: error instanceof Error ? error.message : t('ringing.pleaseTryAgain'),
        });
      }
    },
    [navigate, t],
  );

  const cancel = useCallback(async () => {
    const id = outgoingId.current;
    outgoingId.current = null;
    setOutgoing(null);
    if (id) await api.post(`/api/calls/${id}/cancel`).catch(() => undefined);
  }, []);

  const ringEnded = useCallback(() => setIncoming(null), []);
  const dismissOutgoing = useCallback(() => setOutgoing(null), []);

  return {
    incoming,
    outgoing,
    busy,
    start,
    accept: (call: Call) => answer(call, 'accept'),
    decline: (call: Call) => answer(call, 'decline'),
    cancel,
    dismissOutgoing,
    /** The ring ran out on this page (the server's sweep says missed a few seconds later). */
    ringEnded,
  };
}

export type CallRinging = ReturnType<typeof useCallRinging>;
