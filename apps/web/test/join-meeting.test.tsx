import type { CallRoom } from '@sahay/domain/calls';
import type { Conversation } from '@sahay/domain/chat';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeRealtime } from '@/lib/realtime';
import { apiError, asha, json, session, stubApi } from './support/api';
import { FakeSocket } from './support/fake-socket';
import { renderApp } from './support/render-app';

// Issue 15 part 2: /join-meeting/{roomId} (spec 001 §2.8, §4.5, §8). The call itself runs in the browser journey
// (apps/web/e2e/calls.e2e.ts); here, the page's states.
const ROOM_ID = 'q1W2e3R4t5Y6u7I8o9P0aS';
const CONSULTATION_ID = '7b0f4b36-6f6f-4a8e-9a55-1c1b7c1f0a01';

function room(overrides: Partial<CallRoom> = {}): CallRoom {
  return {
    roomId: ROOM_ID,
    consultationId: CONSULTATION_ID,
    myRole: 'patient',
    peerName: 'Dr. Arjun Mehta',
    peerUserId: 'e1e1e1e1-0000-4000-8000-000000000001',
    status: 'active',
    closedReason: null,
    ...overrides,
  };
}

/** A stand-in for a camera and microphone: tracks that can be enabled, disabled and stopped. */
function fakeTrack(kind: string) {
  return { kind, enabled: true, stop: vi.fn(), getSettings: () => ({ deviceId: `${kind}-1` }) };
}
type FakeTrack = ReturnType<typeof fakeTrack>;

/** jsdom has no MediaStream: the page makes new ones over the same tracks (the preview) and adds and removes tracks. */
class FakeMediaStream {
  private tracks: FakeTrack[];
  constructor(tracks: FakeTrack[] = []) {
    this.tracks = [...tracks];
  }
  getTracks = () => [...this.tracks];
  getAudioTracks = () => this.tracks.filter((t) => t.kind === 'audio');
  getVideoTracks = () => this.tracks.filter((t) => t.kind === 'video');
  addTrack = (track: FakeTrack) => void this.tracks.push(track);
  removeTrack = (track: FakeTrack) => void (this.tracks = this.tracks.filter((t) => t !== track));
}

const fakeStream = (kinds: string[] = ['audio', 'video']) => new FakeMediaStream(kinds.map(fakeTrack));

function media(answer: () => Promise<unknown>) {
  const getUserMedia = vi.fn(answer);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  return getUserMedia;
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('MediaStream', FakeMediaStream);
  // jsdom has no media elements that play.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => closeRealtime());

const signedIn = (answer: () => Response) => ({ 'GET /api/auth/session': session(asha), [`GET /api/rooms/${ROOM_ID}`]: answer });

describe('/join-meeting/{roomId}', () => {
  it('says Invalid Meeting Link for a missing, malformed or unknown room', async () => {
    stubApi(signedIn(() => apiError(404, 'NOT_FOUND', 'Invalid Meeting Link')));
    renderApp(`/join-meeting/${ROOM_ID}`);
    expect(await screen.findByRole('heading', { name: 'Invalid Meeting Link' })).toBeInTheDocument();
  });

  it.each(['/join-meeting', '/join-meeting/not-a-room'])('says Invalid Meeting Link for %s without asking the server', async (path) => {
    const calls = stubApi({ 'GET /api/auth/session': session(asha) });
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Invalid Meeting Link' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/api/rooms'))).toEqual([]);
  });

  it('asks a signed-out visitor to log in', async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    renderApp(`/join-meeting/${ROOM_ID}`);
    expect(await screen.findByText('Consultations are private, so please log in to join this meeting.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Join Medical Consultation' })).toBeInTheDocument();
    expect(screen.getByRole('main').querySelector('a[href="/patient-registration"]')).toHaveTextContent('Login');
  });

  it('shows Permissions Required when the camera and microphone are refused, and joins once they are allowed', async () => {
    stubApi({ ...signedIn(() => json(200, room())), 'GET /api/calls/ice-servers': () => json(200, { iceServers: [], ttlSeconds: null }) });
    media(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    const { user } = renderApp(`/join-meeting/${ROOM_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Join consultation' }));
    expect(await screen.findByRole('heading', { name: 'Permissions Required' })).toBeInTheDocument();
    expect(screen.getByText('Please allow microphone and camera access to join the consultation.')).toBeInTheDocument();

    media(() => Promise.resolve(fakeStream()));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Meeting Ready' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for Dr. Arjun Mehta to join…');
    // Spec 001 §2.8: the short code is the room id's first 8 alphanumerics.
    expect(screen.getByLabelText('Meeting code q1W2e3R4')).toBeInTheDocument();
    expect(screen.getByLabelText('Meeting link')).toHaveValue(`${window.location.origin}/join-meeting/${ROOM_ID}`);
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
    expect(screen.queryByText('Share link with patient')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(FakeSocket.last?.sent).toContainEqual(expect.objectContaining({ type: 'call-join', consultationId: CONSULTATION_ID })));

    // Mute is a toggle; the server ending the call (the consultation completed) ends the page's call.
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(screen.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');
    act(() =>
      FakeSocket.last?.push({ type: 'call-ended', consultationId: CONSULTATION_ID, message: 'This consultation is closed, so it has no calls any more' }),
    );
    expect(await screen.findByRole('heading', { name: 'Call ended' })).toBeInTheDocument();
    expect(screen.getByText('This consultation is closed, so it has no calls any more')).toBeInTheDocument();
  });

  it('shows the expert Share link with patient, and a closed consultation offers no call', async () => {
    stubApi({
      ...signedIn(() => json(200, room({ myRole: 'expert', peerName: 'Asha Verma' }))),
      'GET /api/calls/ice-servers': () => json(200, { iceServers: [], ttlSeconds: null }),
    });
    media(() => Promise.resolve(fakeStream()));
    const { user } = renderApp(`/join-meeting/${ROOM_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Join consultation' }));
    expect(await screen.findByText('Share link with patient')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Join Medical Consultation' })).toBeInTheDocument();
  });

  it('tells the patient the call is never recorded before they join', async () => {
    stubApi(signedIn(() => json(200, room())));
    renderApp(`/join-meeting/${ROOM_ID}`);
    expect(await screen.findByText(/This call is never recorded/)).toBeInTheDocument();
    expect(screen.getByText(/Video consultation with/)).toHaveTextContent('Video consultation with Dr. Arjun Mehta · code q1W2e3R4');
  });

  it('an audio call (?mode=audio) asks for the microphone only and shows no camera controls', async () => {
    stubApi({ ...signedIn(() => json(200, room())), 'GET /api/calls/ice-servers': () => json(200, { iceServers: [], ttlSeconds: null }) });
    const getUserMedia = media(() => Promise.resolve(fakeStream(['audio'])));
    const { user } = renderApp(`/join-meeting/${ROOM_ID}?mode=audio`);
    expect(await screen.findByText(/Audio consultation with/)).toHaveTextContent('Audio consultation with Dr. Arjun Mehta · code q1W2e3R4');
    expect(screen.getByText('An audio call: joining asks for your microphone only, never your camera.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join consultation' }));
    expect(await screen.findByRole('heading', { name: 'Meeting Ready' })).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(screen.queryByRole('button', { name: 'Camera off' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Your video')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to video' })).toBeInTheDocument();
    await vi.waitFor(() => expect(FakeSocket.last?.sent).toContainEqual(expect.objectContaining({ type: 'call-join', consultationId: CONSULTATION_ID })));
  });

  it('a refused microphone in the pre-call check shows Permissions Required', async () => {
    stubApi(signedIn(() => json(200, room())));
    media(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    const { user } = renderApp(`/join-meeting/${ROOM_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Check camera and microphone' }));
    expect(await screen.findByRole('heading', { name: 'Permissions Required' })).toBeInTheDocument();
    expect(screen.getByText('Please allow microphone and camera access to join the consultation.')).toBeInTheDocument();
  });

  it('says why a completed consultation has no call', async () => {
    const reason = 'This consultation is completed, so its conversation is read-only. You can open a free follow-up within 7 days of completion.';
    stubApi(signedIn(() => json(200, room({ status: 'completed', closedReason: reason }))));
    renderApp(`/join-meeting/${ROOM_ID}`);
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join consultation' })).not.toBeInTheDocument();
  });
});

describe('Schedule Meeting in the chat', () => {
  it('opens the consultation’s room', async () => {
    const conversation: Conversation = {
      id: CONSULTATION_ID,
      status: 'active',
      myRole: 'expert',
      expert: {
        id: '5d7f1f0e-2c3b-4d5e-8f90-1a2b3c4d5e6f',
        userId: asha.id,
        name: 'Dr. Asha Verma',
        category: 'medical',
        specialization: 'Cardiology',
        isVerified: true,
        profilePhoto: null,
        presence: { online: true, lastSeenAt: null },
      },
      patient: { id: 'e1e1e1e1-0000-4000-8000-000000000001', name: 'Ravi Kumar', presence: { online: false, lastSeenAt: null } },
      counts: { messages: 0, files: 0 },
      peerReceipts: { deliveredUpTo: 0, readUpTo: 0 },
      readOnlyReason: null,
      followUpUntil: null,
      createdAt: '2026-11-20T10:00:00.000Z',
    };
    const calls = stubApi({
      'GET /api/auth/session': session({ ...asha, role: 'expert' }),
      [`GET /api/chat/conversations/${CONSULTATION_ID}`]: () => json(200, conversation),
      [`GET /api/chat/conversations/${CONSULTATION_ID}/messages`]: () => json(200, { messages: [], hasMore: false }),
      [`GET /api/consultations/${CONSULTATION_ID}/chart-share`]: () => json(200, { shared: false, shareId: null, scopes: [], sharedAt: null }),
      // Issue 15 part 4: Schedule Meeting makes a link (now, or later) and posts it in the chat; now opens it.
      [`POST /api/consultations/${CONSULTATION_ID}/meetings`]: () =>
        json(201, {
          roomId: ROOM_ID,
          consultationId: CONSULTATION_ID,
          url: `http://localhost:3000/join-meeting/${ROOM_ID}`,
          startsAt: null,
          opensAt: null,
          messageId: 7,
        }),
      [`GET /api/rooms/${ROOM_ID}`]: () => json(200, room({ myRole: 'expert', peerName: 'Ravi Kumar' })),
    });
    const { user } = renderApp(`/expert-chat/${CONSULTATION_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Schedule Meeting' }));
    await user.click(await screen.findByRole('button', { name: 'Create link and join' }));
    expect(await screen.findByRole('button', { name: 'Join consultation' })).toBeInTheDocument();
    expect(screen.getByText(/Video consultation with/)).toHaveTextContent('Ravi Kumar');
    expect(calls.find((c) => c.method === 'POST' && c.path === `/api/consultations/${CONSULTATION_ID}/meetings`)?.body).toEqual({
      mode: 'video',
      startsAt: null,
    });
  });
});
