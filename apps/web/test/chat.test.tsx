import type { ChatMessage } from '@sahay/domain/chat';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_MESSAGES, messageReducer, transcript } from '@/components/conversation/message-store';
import { presenceText } from '@/components/conversation/presence-text';
import { session, stubApi } from './support/api';
import { renderApp } from './support/render-app';

const message = (id: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  consultationId: '7b0f4b36-6f6f-4a8e-9a55-1c1b7c1f0a01',
  senderType: 'patient',
  senderId: 'a1',
  kind: 'text',
  text: `m${id}`,
  file: null,
  documentId: null,
  clientId: null,
  createdAt: '2026-11-23T08:00:00.000Z',
  ...overrides,
});

describe('conversation message store', () => {
  it('keeps each id once, in id order, whether it came live, caught up or paged back', () => {
    let state = messageReducer(EMPTY_MESSAGES, { type: 'loaded', messages: [message(5), message(7)], hasMore: true });
    state = messageReducer(state, { type: 'received', message: message(9) });
    state = messageReducer(state, { type: 'received', message: message(7) });
    state = messageReducer(state, { type: 'received', message: message(6) });
    state = messageReducer(state, { type: 'older', messages: [message(2), message(5)], hasMore: false });
    expect(state.messages.map((m) => m.id)).toEqual([2, 5, 6, 7, 9]);
    expect(state.hasMore).toBe(false);
  });

  it('replaces an optimistic message by the stored one, and marks a failed one for retry', () => {
    let state = messageReducer(EMPTY_MESSAGES, { type: 'sending', outgoing: { clientId: 'c1', text: 'hello', status: 'sending', createdAt: '' } });
    state = messageReducer(state, { type: 'sending', outgoing: { clientId: 'c2', text: 'again', status: 'sending', createdAt: '' } });
    state = messageReducer(state, { type: 'failed', clientId: 'c2', error: 'You are offline' });
    expect(state.outgoing.map((o) => [o.clientId, o.status])).toEqual([
      ['c1', 'sending'],
      ['c2', 'failed'],
    ]);
    state = messageReducer(state, { type: 'received', message: message(11, { clientId: 'c1', text: 'hello' }) });
    expect(state.outgoing.map((o) => o.clientId)).toEqual(['c2']);
    expect(state.messages.map((m) => m.text)).toEqual(['hello']);
  });

  it('writes a transcript with names, and names attachments', () => {
    const text = transcript(
      [
        message(1),
        message(2, {
          senderType: 'expert',
          kind: 'file',
          text: '',
          file: { id: 'f', name: 'scan.pdf', contentType: 'application/pdf', sizeBytes: 10, durationMs: null },
        }),
      ],
      (m) => (m.senderType === 'expert' ? 'Dr. Arjun Mehta' : 'Ananya Sharma'),
    );
    expect(text.split('\n')).toEqual([expect.stringMatching(/\] Ananya Sharma: m1$/), expect.stringMatching(/\] Dr. Arjun Mehta: \[File: scan.pdf\]$/)]);
  });
});

describe('presence text (spec 001 §2.11)', () => {
  const now = Date.parse('2026-11-23T10:00:00Z');
  it("says 'Online', 'Last seen {relative time}' or 'Offline'", () => {
    expect(presenceText({ online: true, lastSeenAt: null }, now)).toBe('Online');
    expect(presenceText({ online: false, lastSeenAt: '2026-11-23T09:55:00Z' }, now)).toBe('Last seen 5 minutes ago');
    expect(presenceText({ online: false, lastSeenAt: '2026-11-19T10:00:00Z' }, now)).toBe('Last seen 4 days ago');
    expect(presenceText({ online: false, lastSeenAt: null }, now)).toBe('Offline');
  });
});

describe('/patient-chat', () => {
  it("shows 'No expert selected' without expertId", async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    renderApp('/patient-chat');
    expect(await screen.findByRole('heading', { name: 'No expert selected' })).toBeInTheDocument();
  });

  it('asks a visitor to log in before chatting', async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    renderApp('/patient-chat?expertId=7b0f4b36-6f6f-4a8e-9a55-1c1b7c1f0a01&expertName=Dr.%20Arjun%20Mehta');
    expect(await screen.findByRole('heading', { name: 'Log in to chat' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/patient-registration');
  });
});
