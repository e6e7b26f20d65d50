import type { ChatMessage, Conversation } from '@sahay/domain/chat';
import type { ConsultationHistory } from '@sahay/domain/consultation-history';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeRealtime } from '@/lib/realtime';
import { apiError, asha, json, session, stubApi } from './support/api';
import { FakeSocket } from './support/fake-socket';
import { renderApp } from './support/render-app';

const ID = '7b0f4b36-6f6f-4a8e-9a55-1c1b7c1f0a01';
const PENDING_ID = '8c1a5b47-7a7a-4b9f-8b66-2d2c8d2a1b02';
const PRESCRIPTION_ID = '9d2b6c58-8b8b-4c0a-9c77-3e3d9e3b2c03';
const EXPERT_ID = '5d7f1f0e-2c3b-4d5e-8f90-1a2b3c4d5e6f';

const HISTORY: ConsultationHistory = {
  counts: { medical: 2, legal: 0, finance: 1, tech: 0 },
  consultations: [
    {
      id: PENDING_ID,
      field: 'finance',
      status: 'pending',
      createdAt: '2026-11-22T09:00:00.000Z',
      description: null,
      department: null,
      expert: null,
      prescriptions: [],
      legalDocuments: [],
      hasChat: false,
      calls: [],
    },
    {
      id: ID,
      field: 'medical',
      status: 'completed',
      createdAt: '2026-11-20T10:00:00.000Z',
      description: 'Sneezing every morning',
      department: 'ENT Specialist',
      expert: { id: EXPERT_ID, name: 'Dr. Arjun Mehta', specialization: 'ENT Specialist' },
      prescriptions: [{ id: PRESCRIPTION_ID, date: '2026-11-20', doctorName: 'Dr. Arjun Mehta', medicines: 2 }],
      legalDocuments: [],
      hasChat: true,
      calls: [],
    },
    {
      id: '0e3c7d69-9c9c-4d1b-8d88-4f4e0f4c3d04',
      field: 'medical',
      status: 'active',
      createdAt: '2026-11-18T10:00:00.000Z',
      description: null,
      department: null,
      expert: { id: EXPERT_ID, name: 'Dr. Arjun Mehta', specialization: 'ENT Specialist' },
      prescriptions: [],
      legalDocuments: [],
      hasChat: true,
      calls: [],
    },
  ],
};

const profile = () => json(200, { name: asha.name, email: asha.email, phone: asha.phone, city: null, state: null, languages: [] });

describe('the profile menu’s Quick Access (spec 001 §2.15)', () => {
  it('counts each field’s consultations and opens its history with badge, date, description, expert, documents and chat', async () => {
    const calls = stubApi({
      'GET /api/auth/session': session(asha),
      'GET /api/profile': profile,
      'GET /api/consultations/history': () => json(200, HISTORY),
    });
    const { user } = renderApp('/profile-menu');
    const grid = await screen.findByRole('region', { name: 'Quick Access' });
    expect(await within(grid).findByRole('button', { name: 'Medical: 2 consultations' })).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: 'Legal: 0 consultations' })).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: 'Finance: 1 consultation' })).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: 'IT: 0 consultations' })).toBeInTheDocument();

    await user.click(within(grid).getByRole('button', { name: 'Medical: 2 consultations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Medical consultations' });
    const items = within(within(dialog).getByRole('list', { name: 'Medical consultations' })).getAllByRole('listitem');
    const [completed, active] = items.filter((item) => item.parentElement?.getAttribute('aria-label') === 'Medical consultations');
    expect(completed).toHaveTextContent('completed');
    expect(within(completed!).getByText('completed')).toHaveAttribute('data-variant', 'main');
    expect(completed).toHaveTextContent('20 Nov 2026');
    expect(completed).toHaveTextContent('Sneezing every morning');
    expect(completed).toHaveTextContent('Expert Assigned: Dr. Arjun Mehta');
    expect(within(completed!).getByRole('link', { name: /Prescription · 20 Nov 2026 · Dr. Arjun Mehta · 2 medicines/ })).toHaveAttribute(
      'href',
      `/prescription-view/${PRESCRIPTION_ID}`,
    );
    expect(within(completed!).getByRole('link', { name: 'Open chat' })).toHaveAttribute('href', `/patient-chat?consultation=${ID}`);
    expect(within(active!).getByText('active')).toHaveAttribute('data-variant', 'secondary');
    expect(active).toHaveTextContent('No description provided');
    // One request serves the counts and every dialog while the list is complete.
    expect(calls.filter((c) => c.path === '/api/consultations/history')).toHaveLength(1);
  });

  it('shows an empty field with a way to start, and a pending request with no expert and no chat', async () => {
    stubApi({
      'GET /api/auth/session': session(asha),
      'GET /api/profile': profile,
      'GET /api/consultations/history': () => json(200, HISTORY),
    });
    const { user } = renderApp('/profile-menu');
    await user.click(await screen.findByRole('button', { name: 'Legal: 0 consultations' }));
    const legal = await screen.findByRole('dialog', { name: 'Legal consultations' });
    expect(legal).toHaveTextContent('No legal consultations yet.');
    expect(within(legal).getByRole('link', { name: 'Start a new request' })).toHaveAttribute('href', '/all-services?type=legal');
    await user.click(within(legal).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Finance: 1 consultation' }));
    const finance = await screen.findByRole('dialog', { name: 'Finance consultations' });
    expect(finance).toHaveTextContent('pending');
    expect(finance).toHaveTextContent('No description provided');
    expect(finance).toHaveTextContent('Waiting for an expert to accept');
    expect(within(finance).queryByRole('link', { name: 'Open chat' })).not.toBeInTheDocument();
  });

  it('says when the history cannot be loaded, and tries again', async () => {
    let fail = true;
    stubApi({
      'GET /api/auth/session': session(asha),
      'GET /api/profile': profile,
      'GET /api/consultations/history': () => (fail ? apiError(503, 'UNAVAILABLE', 'The service is busy. Please try again in a moment.') : json(200, HISTORY)),
    });
    const { user } = renderApp('/profile-menu');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load consultation history: The service is busy.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Medical: 2 consultations' })).toBeInTheDocument();
  });

  it('is for patients: an expert’s profile menu has no Quick Access', async () => {
    stubApi({ 'GET /api/auth/session': session({ ...asha, role: 'expert' }), 'GET /api/profile': profile });
    renderApp('/profile-menu');
    expect(await screen.findByRole('link', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Quick Access' })).not.toBeInTheDocument();
  });
});

function conversation(): Conversation {
  return {
    id: ID,
    status: 'completed',
    myRole: 'patient',
    expert: {
      id: EXPERT_ID,
      userId: 'e1e1e1e1-0000-4000-8000-000000000001',
      name: 'Dr. Arjun Mehta',
      category: 'medical',
      specialization: 'ENT Specialist',
      isVerified: true,
      profilePhoto: null,
      presence: { online: false, lastSeenAt: null },
    },
    patient: { id: asha.id, name: asha.name, presence: { online: true, lastSeenAt: null } },
    counts: { messages: 1, files: 0 },
    peerReceipts: { deliveredUpTo: 0, readUpTo: 0 },
    readOnlyReason: 'This consultation is completed, so its conversation is read-only.',
    followUpUntil: null,
    createdAt: '2026-11-20T10:00:00.000Z',
  };
}

const card = (id: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  consultationId: ID,
  senderType: 'system',
  senderId: null,
  kind: 'prescription',
  text: 'Dr. Arjun Mehta issued a prescription',
  file: null,
  documentId: PRESCRIPTION_ID,
  clientId: null,
  createdAt: '2026-11-20T11:00:00.000Z',
  ...overrides,
});

describe('documents in the chat (issue 14 part 2)', () => {
  beforeEach(() => vi.stubGlobal('WebSocket', FakeSocket));
  afterEach(() => closeRealtime());

  it('/patient-chat?consultation= opens that consultation’s chat, with the prescription as a card, and a new card arrives live', async () => {
    const calls = stubApi({
      'GET /api/auth/session': session(asha),
      [`GET /api/chat/conversations/${ID}`]: () => json(200, conversation()),
      [`GET /api/chat/conversations/${ID}/messages`]: () => json(200, { messages: [card(1)], hasMore: false }),
    });
    renderApp(`/patient-chat?consultation=${ID}`);
    const prescription = await screen.findByRole('article', { name: 'Prescription' });
    expect(prescription).toHaveTextContent('Dr. Arjun Mehta issued a prescription');
    expect(within(prescription).getByRole('link', { name: 'View prescription' })).toHaveAttribute('href', `/prescription-view/${PRESCRIPTION_ID}`);
    expect(within(prescription).getByRole('link', { name: 'Download prescription' })).toHaveAttribute('href', `/prescription-download/${PRESCRIPTION_ID}`);
    // The chat of this consultation, not a new one with the expert.
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const documentId = '1f4d8e7a-adad-4e2c-9e99-5a5f1a5d4e05';
    act(() =>
      FakeSocket.last?.push({
        type: 'message',
        message: card(2, { kind: 'legal_document', documentId, text: 'Adv. Kiran Shah shared an advice note: Next steps' }),
      }),
    );
    const legal = await screen.findByRole('article', { name: 'Legal document' });
    expect(within(legal).getByRole('link', { name: 'View document' })).toHaveAttribute('href', `/legal-document-view/${documentId}`);
  });

  it('says so when the consultation is not the person’s', async () => {
    stubApi({
      'GET /api/auth/session': session(asha),
      [`GET /api/chat/conversations/${ID}`]: () => apiError(403, 'FORBIDDEN', 'You are not part of this conversation'),
    });
    renderApp(`/patient-chat?consultation=${ID}`);
    expect(await screen.findByRole('heading', { name: 'Conversation not available' })).toBeInTheDocument();
    expect(screen.getByText('You are not part of this conversation')).toBeInTheDocument();
  });
});
