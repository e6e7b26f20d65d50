import type { Conversation } from '@sahay/domain/chat';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeRealtime } from '@/lib/realtime';
import { apiError, asha, json, session, stubApi } from './support/api';
import { FakeSocket } from './support/fake-socket';
import { renderApp } from './support/render-app';

// Issue 16: a completed consultation's chat is read-only, with the patient's free follow-up button.
const ID = '7b0f4b36-6f6f-4a8e-9a55-1c1b7c1f0a01';
const EXPERT_ID = '5d7f1f0e-2c3b-4d5e-8f90-1a2b3c4d5e6f';
const READ_ONLY = 'This consultation is completed, so its conversation is read-only. You can open a free follow-up within 7 days of completion.';

function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: ID,
    status: 'completed',
    myRole: 'patient',
    expert: {
      id: EXPERT_ID,
      userId: 'e1e1e1e1-0000-4000-8000-000000000001',
      name: 'Dr. Arjun Mehta',
      category: 'medical',
      specialization: 'Cardiology',
      isVerified: true,
      profilePhoto: null,
      presence: { online: false, lastSeenAt: null },
    },
    patient: { id: asha.id, name: asha.name, presence: { online: true, lastSeenAt: null } },
    counts: { messages: 0, files: 0 },
    peerReceipts: { deliveredUpTo: 0, readUpTo: 0 },
    readOnlyReason: READ_ONLY,
    followUpUntil: '2026-11-30T10:00:00.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

beforeEach(() => vi.stubGlobal('WebSocket', FakeSocket));
afterEach(() => closeRealtime());

const patientChat = `/patient-chat?expertId=${EXPERT_ID}&expertName=Dr.%20Arjun%20Mehta`;

describe('a completed consultation in the chat', () => {
  it('shows the patient why it is read-only, without a composer, and reopens it with the follow-up button', async () => {
    let current = conversation();
    const calls = stubApi({
      'GET /api/auth/session': session(asha),
      'POST /api/chat/conversations': () => json(200, current),
      [`GET /api/chat/conversations/${ID}`]: () => json(200, current),
      [`GET /api/chat/conversations/${ID}/messages`]: () => json(200, { messages: [], hasMore: false }),
      [`POST /api/consultations/${ID}/follow-up`]: () => {
        current = conversation({ status: 'active', readOnlyReason: null, followUpUntil: null });
        return json(200, { id: ID, status: 'active' });
      },
    });
    const { user } = renderApp(patientChat);
    const note = await screen.findByRole('note', { name: 'Read-only conversation' });
    expect(note).toHaveTextContent(READ_ONLY);
    expect(note).toHaveTextContent(/until 30 November 2026/);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(within(note).getByRole('button', { name: 'Open free follow-up' }));
    expect(calls.some((c) => c.method === 'POST' && c.path === `/api/consultations/${ID}/follow-up`)).toBe(true);
    expect(await screen.findByRole('textbox')).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'Read-only conversation' })).not.toBeInTheDocument();
  });

  it('says why when the follow-up is refused (after 7 days)', async () => {
    stubApi({
      'GET /api/auth/session': session(asha),
      'POST /api/chat/conversations': () => json(200, conversation()),
      [`GET /api/chat/conversations/${ID}`]: () => json(200, conversation()),
      [`GET /api/chat/conversations/${ID}/messages`]: () => json(200, { messages: [], hasMore: false }),
      [`POST /api/consultations/${ID}/follow-up`]: () =>
        apiError(409, 'CONFLICT', 'The free follow-up can be opened within 7 days of completion, and that time has passed. Please start a new consultation.'),
    });
    const { user } = renderApp(patientChat);
    await user.click(await screen.findByRole('button', { name: 'Open free follow-up' }));
    expect(await screen.findByText(/that time has passed/)).toBeInTheDocument();
  });

  it('offers no follow-up once its time has passed, and none to the expert', async () => {
    stubApi({
      'GET /api/auth/session': session({ ...asha, role: 'expert' }),
      [`GET /api/chat/conversations/${ID}`]: () => json(200, conversation({ myRole: 'expert', followUpUntil: null })),
      [`GET /api/chat/conversations/${ID}/messages`]: () => json(200, { messages: [], hasMore: false }),
    });
    renderApp(`/expert-chat/${ID}`);
    expect(await screen.findByRole('note', { name: 'Read-only conversation' })).toHaveTextContent(READ_ONLY);
    expect(screen.queryByRole('button', { name: 'Open free follow-up' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('turns read-only live when the expert completes it, and tells a referred-away expert the conversation is gone', async () => {
    let current: Conversation | null = conversation({ status: 'active', myRole: 'expert', readOnlyReason: null, followUpUntil: null });
    stubApi({
      'GET /api/auth/session': session({ ...asha, role: 'expert' }),
      [`GET /api/chat/conversations/${ID}`]: () => (current ? json(200, current) : apiError(403, 'FORBIDDEN', 'You are not part of this conversation')),
      [`GET /api/chat/conversations/${ID}/messages`]: () => json(200, { messages: [], hasMore: false }),
    });
    renderApp(`/expert-chat/${ID}`);
    expect(await screen.findByRole('textbox')).toBeInTheDocument();
    current = conversation({ myRole: 'expert', followUpUntil: null });
    act(() => FakeSocket.last?.push({ type: 'status', consultationId: ID, status: 'completed' }));
    expect(await screen.findByRole('note', { name: 'Read-only conversation' })).toBeInTheDocument();

    current = null;
    act(() => FakeSocket.last?.push({ type: 'error', consultationId: ID, code: 'FORBIDDEN', message: 'This conversation is no longer open to you' }));
    expect(await screen.findByRole('heading', { name: 'Conversation not available' })).toBeInTheDocument();
    expect(screen.getByText('You are not part of this conversation')).toBeInTheDocument();
  });
});
