import { indiaTimeText, type Call } from '@sahay/domain/call-life';
import type { Conversation } from '@sahay/domain/chat';
import { indiaDate } from '@sahay/domain/india-date';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeRealtime } from '@/lib/realtime';
import { apiError, asha, json, session, stubApi } from './support/api';
import { doctor, overview } from './support/desk';
import { FakeSocket } from './support/fake-socket';
import { renderApp } from './support/render-app';

// Issue 15 part 4: the incoming-call dialog, the caller's ringing states and the Schedule Meeting form.
const ID = '7b0f4b36-6f6f-4a8e-9a55-1c1b7c1f0a01';
const EXPERT_ID = '5d7f1f0e-2c3b-4d5e-8f90-1a2b3c4d5e6f';
const EXPERT_USER = 'e1e1e1e1-0000-4000-8000-000000000001';
const ROOM = 'AbCdEfGhIjKlMnOpQrStUv';

function call(overrides: Partial<Call> = {}): Call {
  return {
    id: 'c0c0c0c0-1111-4222-8333-444455556666',
    consultationId: ID,
    roomId: ROOM,
    mode: 'video',
    status: 'ringing',
    callerUserId: asha.id,
    callerName: 'Asha Verma',
    calleeName: 'Dr. Arjun Mehta',
    expiresAt: new Date(Date.now() + 45_000).toISOString(),
    ...overrides,
  };
}

const conversation: Conversation = {
  id: ID,
  status: 'active',
  consultationType: 'audio',
  myRole: 'patient',
  expert: {
    id: EXPERT_ID,
    userId: EXPERT_USER,
    name: 'Dr. Arjun Mehta',
    category: 'medical',
    specialization: 'Cardiology',
    isVerified: true,
    profilePhoto: null,
    presence: { online: true, lastSeenAt: null },
  },
  patient: { id: asha.id, name: asha.name, presence: { online: true, lastSeenAt: null } },
  counts: { messages: 0, files: 0 },
  peerReceipts: { deliveredUpTo: 0, readUpTo: 0 },
  readOnlyReason: null,
  followUpUntil: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

const chatRoutes = {
  'GET /api/auth/session': session(asha),
  'POST /api/chat/conversations': () => json(200, conversation),
  [`GET /api/chat/conversations/${ID}`]: () => json(200, conversation),
  [`GET /api/chat/conversations/${ID}/messages`]: () => json(200, { messages: [], hasMore: false }),
  [`GET /api/consultations/${ID}/chart-share`]: () => json(200, { shared: false, sharedAt: null, shareId: null }),
};
const patientChat = `/patient-chat?expertId=${EXPERT_ID}&expertName=Dr.%20Arjun%20Mehta`;

beforeEach(() => vi.stubGlobal('WebSocket', FakeSocket));
afterEach(() => closeRealtime());

describe('the incoming-call dialog on the expert desk', () => {
  it('shows who calls and how; Decline tells the server and closes it', async () => {
    const calls = stubApi({
      'GET /api/auth/session': session(doctor),
      'GET /api/expert-desk': () => json(200, overview()),
      [`POST /api/calls/${call().id}/decline`]: () => json(200, call({ status: 'declined' })),
    });
    const { user } = renderApp('/expert-dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dr. Kavya Rao' });
    await vi.waitFor(() => expect(FakeSocket.last?.readyState).toBe(1));
    act(() => FakeSocket.last?.push({ type: 'call-ring', call: call({ mode: 'audio' }) }));
    const dialog = await screen.findByRole('dialog', { name: 'Incoming audio call' });
    expect(dialog).toHaveTextContent('Asha Verma');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/Audio call · rings for 4\d s more/);
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/decline'))).toBe(true);
  });

  it('Accept opens the call’s meeting; an answer from another tab closes the dialog', async () => {
    stubApi({
      'GET /api/auth/session': session(doctor),
      'GET /api/expert-desk': () => json(200, overview()),
      [`POST /api/calls/${call().id}/accept`]: () => json(200, call({ status: 'accepted', mode: 'audio' })),
      [`GET /api/rooms/${ROOM}`]: () => apiError(404, 'NOT_FOUND', 'Invalid Meeting Link'),
    });
    const { user, router } = renderApp('/expert-dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dr. Kavya Rao' });
    act(() => FakeSocket.last?.push({ type: 'call-ring', call: call({ id: 'c0c0c0c0-1111-4222-8333-999999999999' }) }));
    expect(await screen.findByRole('dialog', { name: 'Incoming video call' })).toBeInTheDocument();
    act(() => FakeSocket.last?.push({ type: 'call-update', call: call({ id: 'c0c0c0c0-1111-4222-8333-999999999999', status: 'accepted' }) }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    act(() => FakeSocket.last?.push({ type: 'call-ring', call: call({ mode: 'audio' }) }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Incoming audio call' })).getByRole('button', { name: 'Accept' }));
    // The audio call's meeting page (the room itself is another test's business).
    expect(await screen.findByRole('heading', { name: 'Invalid Meeting Link' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(`/join-meeting/${ROOM}?mode=audio`);
  });
});

describe('starting a call from the chat', () => {
  it('offers the asked-for audio call first, rings, and says when the expert declined', async () => {
    const calls = stubApi({ ...chatRoutes, [`POST /api/consultations/${ID}/calls`]: () => json(201, call({ mode: 'audio' })) });
    const { user } = renderApp(patientChat);
    const start = await screen.findByRole('button', { name: 'Start audio call' });
    expect(screen.getByText('You asked for an audio consultation.')).toBeInTheDocument();
    await user.click(start);
    expect(calls.find((c) => c.path === `/api/consultations/${ID}/calls`)?.body).toEqual({ mode: 'audio' });
    const dialog = await screen.findByRole('dialog', { name: 'Audio call' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(/^Ringing… \(4\d s\)$/);
    act(() => FakeSocket.last?.push({ type: 'call-update', call: call({ mode: 'audio', status: 'declined' }) }));
    expect(await within(dialog).findByText('Dr. Arjun Mehta declined the call.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the Schedule Meeting form', () => {
  it('refuses a past time under its field and sends a later one as an instant read in India time', async () => {
    const calls = stubApi({
      ...chatRoutes,
      [`POST /api/consultations/${ID}/meetings`]: () =>
        json(201, {
          roomId: ROOM,
          consultationId: ID,
          url: `http://localhost:3000/join-meeting/${ROOM}`,
          startsAt: '2099-01-05T11:00:00.000Z',
          opensAt: '2099-01-05T10:50:00.000Z',
          messageId: 9,
        }),
    });
    const { user } = renderApp(patientChat);
    await user.click(await screen.findByRole('button', { name: 'Schedule Meeting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Meeting' });
    // The request asked for audio: the form starts there.
    expect(within(dialog).getByRole('radio', { name: 'Audio' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Later' }));
    await user.clear(within(dialog).getByLabelText('Date'));
    await user.type(within(dialog).getByLabelText('Date'), '2020-01-05');
    await user.type(within(dialog).getByLabelText('Time (India, IST)'), '16:30');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule and post link' }));
    expect(await within(dialog).findByText('Please choose a time in the future')).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/meetings'))).toBe(false);

    await user.clear(within(dialog).getByLabelText('Date'));
    const tomorrow = indiaDate(new Date(Date.now() + 86_400_000));
    await user.type(within(dialog).getByLabelText('Date'), tomorrow);
    await user.click(within(dialog).getByRole('button', { name: 'Schedule and post link' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // 16:30 in India is 11:00 UTC.
    expect(calls.find((c) => c.path.endsWith('/meetings'))?.body).toEqual({ mode: 'audio', startsAt: `${tomorrow}T11:00:00.000Z` });
  });
});

describe('a scheduled meeting’s link', () => {
  it('before it opens says when, without a Join button', async () => {
    const startsAt = new Date(Date.now() + 2 * 3600_000);
    const opensAt = new Date(startsAt.getTime() - 10 * 60_000);
    stubApi({
      'GET /api/auth/session': session(asha),
      [`GET /api/rooms/${ROOM}`]: () =>
        json(200, {
          roomId: ROOM,
          consultationId: ID,
          myRole: 'patient',
          peerName: 'Dr. Arjun Mehta',
          peerUserId: EXPERT_USER,
          status: 'active',
          closedReason: null,
          startsAt: startsAt.toISOString(),
          opensAt: opensAt.toISOString(),
        }),
    });
    renderApp(`/join-meeting/${ROOM}`);
    expect(await screen.findByText(/This meeting is scheduled for/)).toHaveTextContent(indiaTimeText(startsAt));
    expect(screen.getByRole('status')).toHaveTextContent(`It opens at ${indiaTimeText(opensAt)}, 10 minutes before its time.`);
    expect(screen.queryByRole('button', { name: 'Join consultation' })).toBeNull();
  });
});
