import type { ChartShareStatus } from '@sahay/domain/health-shares';
import type { Conversation, ServerEvent } from '@sahay/domain/chat';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeRealtime } from '@/lib/realtime';
import { asha, json, session, stubApi } from './support/api';
import { FakeSocket } from './support/fake-socket';
import { renderApp } from './support/render-app';

// Issue 14: the patient shares their chart with the consultation's expert from the chat, in one tap.
const ID = '7b0f4b36-6f6f-4a8e-9a55-1c1b7c1f0a01';
const EXPERT_ID = '5d7f1f0e-2c3b-4d5e-8f90-1a2b3c4d5e6f';
const SHARED: ChartShareStatus = { shared: true, sharedAt: '2026-11-20T10:00:00.000Z', shareId: '3f1e2d3c-4b5a-4968-8776-655443322110' };
const NOT_SHARED: ChartShareStatus = { shared: false, sharedAt: null, shareId: null };

function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: ID,
    status: 'active',
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
    readOnlyReason: null,
    followUpUntil: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

beforeEach(() => vi.stubGlobal('WebSocket', FakeSocket));
afterEach(() => closeRealtime());

const messages = () => json(200, { messages: [], hasMore: false });

describe('sharing the chart from the chat', () => {
  it('lets the patient share in one tap and stop again', async () => {
    let status = NOT_SHARED;
    const calls = stubApi({
      'GET /api/auth/session': session(asha),
      'POST /api/chat/conversations': () => json(200, conversation()),
      [`GET /api/chat/conversations/${ID}`]: () => json(200, conversation()),
      [`GET /api/chat/conversations/${ID}/messages`]: messages,
      [`GET /api/consultations/${ID}/chart-share`]: () => json(200, status),
      [`POST /api/consultations/${ID}/chart-share`]: () => {
        status = SHARED;
        return json(200, status);
      },
      [`DELETE /api/consultations/${ID}/chart-share`]: () => {
        status = NOT_SHARED;
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderApp(`/patient-chat?expertId=${EXPERT_ID}&expertName=Dr.%20Arjun%20Mehta`);
    await user.click(await screen.findByRole('button', { name: 'Share my chart' }));
    expect(calls.find((c) => c.method === 'POST' && c.path.endsWith('/chart-share'))?.body).toEqual({});
    expect(await screen.findByText('Your expert can see your health chart until this consultation ends.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop sharing' }));
    expect(await screen.findByRole('button', { name: 'Share my chart' })).toBeInTheDocument();
  });

  it('shows the expert a link to the chart as soon as the patient shares it', async () => {
    let status = NOT_SHARED;
    stubApi({
      'GET /api/auth/session': session({ ...asha, role: 'expert' }),
      [`GET /api/chat/conversations/${ID}`]: () => json(200, conversation({ myRole: 'expert' })),
      [`GET /api/chat/conversations/${ID}/messages`]: messages,
      [`GET /api/consultations/${ID}/chart-share`]: () => json(200, status),
    });
    renderApp(`/expert-chat/${ID}`);
    expect(await screen.findByRole('textbox')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open patient chart' })).not.toBeInTheDocument();
    status = SHARED;
    const line: ServerEvent = {
      type: 'message',
      message: {
        id: 7,
        consultationId: ID,
        senderType: 'system',
        senderId: null,
        kind: 'text',
        text: 'Asha Verma shared their health chart with Dr. Arjun Mehta. They can stop sharing at any time.',
        file: null,
        documentId: null,
        clientId: null,
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    };
    act(() => FakeSocket.last?.push(line));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Open patient chart' })).toHaveAttribute('href', `/patient-chart?consultation=${ID}`));
  });

  it('offers nothing in a read-only conversation', async () => {
    const calls = stubApi({
      'GET /api/auth/session': session(asha),
      'POST /api/chat/conversations': () => json(200, conversation({ status: 'completed', readOnlyReason: 'This consultation is completed.' })),
      [`GET /api/chat/conversations/${ID}`]: () => json(200, conversation({ status: 'completed', readOnlyReason: 'This consultation is completed.' })),
      [`GET /api/chat/conversations/${ID}/messages`]: messages,
      [`GET /api/consultations/${ID}/chart-share`]: () => json(200, NOT_SHARED),
    });
    renderApp(`/patient-chat?expertId=${EXPERT_ID}&expertName=Dr.%20Arjun%20Mehta`);
    expect(await screen.findByRole('note', { name: 'Read-only conversation' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share my chart' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/chart-share'))).toBe(false);
  });
});
