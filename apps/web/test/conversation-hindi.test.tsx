import type { Call } from '@sahay/domain/call-life';
import { CHAT_MESSAGE_MAX_CHARS, CHAT_MESSAGES, type ChatMessage, type Conversation } from '@sahay/domain/chat';
import { BRIDGED_CALL_STATUS_LABELS, type BridgedCall, type BridgedCallStatus } from '@sahay/domain/phone-calls';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/components/calls/ringing-area';
import '@/components/chat/ai-chat-area';
import '@/components/conversation/conversation-area';
import '@/components/phone-call/phone-call-area';
import '@/features/calls/calls-area';
import '@/features/chat/chat-area';
import { presenceText } from '@/components/conversation/presence-text';
import { FILE_MAX_MEGABYTES, fileProblem } from '@/components/conversation/upload';
import { PhoneCallStatus } from '@/components/phone-call/phone-call-status';
import { loadDomainMessages } from '@/i18n/domain-messages';
import { changeLanguage, translate } from '@/i18n/i18n';
import aiChatEn from '@/i18n/messages/en/ai-chat.json';
import conversationEn from '@/i18n/messages/en/conversation.json';
import phoneCallEn from '@/i18n/messages/en/phone-call.json';
import ringingEn from '@/i18n/messages/en/ringing.json';
import aiChatHi from '@/i18n/messages/hi/ai-chat.json';
import conversationHi from '@/i18n/messages/hi/conversation.json';
import phoneCallHi from '@/i18n/messages/hi/phone-call.json';
import ringingHi from '@/i18n/messages/hi/ringing.json';
import { closeRealtime } from '@/lib/realtime';
import { asha, json, session, stubApi } from './support/api';
import { FakeSocket } from './support/fake-socket';
import { renderApp } from './support/render-app';

// Issue 20: the shared pieces the chat and call pages render (components/conversation, chat, calls, phone-call) in
// Hindi. The English keeps the spec's and the domain's texts word for word; the Hindi page shows messages, the
// composer, a document card and the ringing dialog in Hindi.
const ID = '7b0f4b36-6f6f-4a8e-9a55-1c1b7c1f0a01';
const EXPERT_ID = '5d7f1f0e-2c3b-4d5e-8f90-1a2b3c4d5e6f';
const EXPERT_USER = 'e1e1e1e1-0000-4000-8000-000000000001';

const conversation: Conversation = {
  id: ID,
  status: 'active',
  consultationType: 'video',
  myRole: 'patient',
  expert: {
    id: EXPERT_ID,
    userId: EXPERT_USER,
    name: 'Dr. Arjun Mehta',
    category: 'medical',
    specialization: 'Cardiology',
    isVerified: true,
    profilePhoto: null,
    presence: { online: false, lastSeenAt: new Date(Date.now() - 5 * 60_000).toISOString() },
  },
  patient: { id: asha.id, name: asha.name, presence: { online: true, lastSeenAt: null } },
  counts: { messages: 3, files: 1 },
  peerReceipts: { deliveredUpTo: 1, readUpTo: 1 },
  readOnlyReason: null,
  followUpUntil: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

const message = (id: number, overrides: Partial<ChatMessage>): ChatMessage => ({
  id,
  consultationId: ID,
  senderType: 'patient',
  senderId: asha.id,
  kind: 'text',
  text: '',
  file: null,
  documentId: null,
  clientId: null,
  createdAt: '2026-11-20T10:05:00.000Z',
  ...overrides,
});

const messages: ChatMessage[] = [
  message(1, { text: 'मुझे दो दिन से बुखार है' }),
  message(2, { senderType: 'expert', senderId: EXPERT_USER, text: 'Please take rest and drink water.' }),
  message(3, {
    senderType: 'expert',
    senderId: EXPERT_USER,
    kind: 'prescription',
    text: 'Paracetamol 500 mg',
    documentId: '9a9a9a9a-1111-4222-8333-444455556666',
  }),
];

const ringingCall: Call = {
  id: 'c0c0c0c0-1111-4222-8333-444455556666',
  consultationId: ID,
  roomId: 'AbCdEfGhIjKlMnOpQrStUv',
  mode: 'video',
  status: 'ringing',
  callerUserId: asha.id,
  callerName: 'Asha Verma',
  calleeName: 'Dr. Arjun Mehta',
  expiresAt: new Date(Date.now() + 45_000).toISOString(),
};

const bridged = (overrides: Partial<BridgedCall>): BridgedCall => ({
  id: 'b0b0b0b0-1111-4222-8333-444455556666',
  status: 'completed',
  callerId: '+918047000000',
  simulated: false,
  failureReason: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  endedAt: '2026-11-20T10:03:00.000Z',
  conversationSeconds: 125,
  history: [],
  ...overrides,
});

beforeEach(() => vi.stubGlobal('WebSocket', FakeSocket));
afterEach(async () => {
  closeRealtime();
  await changeLanguage('en');
});

describe('the shared chat and call pieces’ catalogue', () => {
  it('has every English key in Hindi, and no other', () => {
    expect(Object.keys(conversationHi).sort()).toEqual(Object.keys(conversationEn).sort());
    expect(Object.keys(aiChatHi).sort()).toEqual(Object.keys(aiChatEn).sort());
    expect(Object.keys(ringingHi).sort()).toEqual(Object.keys(ringingEn).sort());
    expect(Object.keys(phoneCallHi).sort()).toEqual(Object.keys(phoneCallEn).sort());
  });

  it('says the domain’s and the spec’s texts word for word in English, the limits from the domain', () => {
    expect(translate('en', 'conversation.fileTooLarge', { megabytes: FILE_MAX_MEGABYTES })).toBe(CHAT_MESSAGES.fileTooLarge);
    expect(translate('en', 'conversation.fileType')).toBe(CHAT_MESSAGES.fileType);
    expect(translate('en', 'conversation.sendFailed')).toBe(CHAT_MESSAGES.sendFailed);
    expect(translate('en', 'conversation.tooLong', { max: CHAT_MESSAGE_MAX_CHARS })).toBe(CHAT_MESSAGES.tooLong);
    for (const [status, label] of Object.entries(BRIDGED_CALL_STATUS_LABELS) as Array<[BridgedCallStatus, string]>)
      expect(translate('en', `phoneCall.status.${status}`)).toBe(label);
    // Spec 001 §2.11 and §2.7.
    expect(translate('en', 'conversation.uploading', { count: 2 })).toBe('Uploading 2 file(s)');
    expect([translate('en', 'conversation.online'), translate('en', 'conversation.offline')]).toEqual(['Online', 'Offline']);
    expect(translate('en', 'aiChat.thinking')).toBe('AI is thinking...');
  });

  it('counts files and says a call’s length with plurals, Hindi’s 0 and 1 alike', async () => {
    expect(translate('en', 'phoneCall.lasted', { minutes: 2, seconds: 5 })).toBe('The call lasted 2 minutes and 5 seconds.');
    expect(translate('en', 'phoneCall.lasted', { minutes: 1, seconds: 0 })).toBe('The call lasted 1 minute.');
    expect(translate('en', 'phoneCall.lasted', { minutes: 0, seconds: 1 })).toBe('The call lasted 1 second.');
    await changeLanguage('hi');
    expect(translate('hi', 'conversation.uploading', { count: 0 })).toBe('0 फ़ाइल अपलोड हो रही है');
    expect(translate('hi', 'conversation.uploading', { count: 1 })).toBe('1 फ़ाइल अपलोड हो रही है');
    expect(translate('hi', 'conversation.uploading', { count: 3 })).toBe('3 फ़ाइलें अपलोड हो रही हैं');
    expect(translate('hi', 'phoneCall.lasted', { minutes: 2, seconds: 5 })).toBe('कॉल 2 मिनट 5 सेकंड चली।');
    expect(translate('hi', 'conversation.fileTooLarge', { megabytes: FILE_MAX_MEGABYTES })).toBe(`फ़ाइल ज़्यादा से ज़्यादा ${FILE_MAX_MEGABYTES} MB की हो सकती है`);
  });
});

describe('the chat and its calls in Hindi', () => {
  beforeEach(async () => {
    await changeLanguage('hi');
    await loadDomainMessages();
  });

  it('says presence and a file that is too big in Hindi', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(presenceText({ online: true, lastSeenAt: null }, now)).toBe('ऑनलाइन');
    expect(presenceText({ online: false, lastSeenAt: '2026-11-23T09:55:00Z' }, now)).toBe('आख़िरी बार 5 मिनट पहले देखे गए');
    expect(presenceText({ online: false, lastSeenAt: null }, now)).toBe('ऑफ़लाइन');
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: (FILE_MAX_MEGABYTES + 1) * 1024 * 1024 });
    expect(fileProblem(big)).toBe(`फ़ाइल ज़्यादा से ज़्यादा ${FILE_MAX_MEGABYTES} MB की हो सकती है`);
  });

  it('shows the messages, a prescription card, the composer and the ringing call in Hindi', async () => {
    stubApi({
      'GET /api/auth/session': session(asha),
      'POST /api/chat/conversations': () => json(200, conversation),
      [`GET /api/chat/conversations/${ID}`]: () => json(200, conversation),
      [`GET /api/chat/conversations/${ID}/messages`]: () => json(200, { messages, hasMore: true }),
      [`GET /api/consultations/${ID}/chart-share`]: () => json(200, { shared: false, sharedAt: null, shareId: null }),
      [`POST /api/consultations/${ID}/calls`]: () => json(201, { ...ringingCall, expiresAt: new Date(Date.now() + 45_000).toISOString() }),
    });
    const { user } = renderApp(`/patient-chat?expertId=${EXPERT_ID}&expertName=Dr.%20Arjun%20Mehta`);
    const chat = await screen.findByRole('region', { name: 'Dr. Arjun Mehta के साथ बातचीत' });
    const list = await within(chat).findByRole('list', { name: 'मैसेज' });
    expect(within(list).getByText('मुझे दो दिन से बुखार है')).toBeInTheDocument();
    expect(within(list).getByRole('img', { name: 'पढ़ लिया गया' })).toBeInTheDocument();
    const card = within(list).getByRole('article', { name: 'पर्चा' });
    expect(within(card).getByRole('link', { name: 'पर्चा देखें' })).toHaveAttribute('href', '/prescription-view/9a9a9a9a-1111-4222-8333-444455556666');
    expect(within(card).getByRole('link', { name: 'पर्चा डाउनलोड करें' })).toBeInTheDocument();
    expect(within(chat).getByRole('button', { name: 'पहले के मैसेज देखें' })).toBeInTheDocument();
    // The header and the side panel both say when the expert was last seen.
    expect(screen.getAllByText('आख़िरी बार 5 मिनट पहले देखे गए').length).toBeGreaterThan(0);

    const box = within(chat).getByLabelText('अपना मैसेज लिखें');
    expect(box).toHaveAttribute('placeholder', 'मैसेज…');
    expect(within(chat).getByRole('button', { name: 'मैसेज भेजें' })).toBeDisabled();
    expect(within(chat).getByRole('button', { name: 'फ़ाइलें शेयर करें' })).toBeInTheDocument();
    expect(within(chat).getByRole('button', { name: 'वॉइस नोट रिकॉर्ड करें' })).toHaveAttribute('title', 'ज़्यादा से ज़्यादा 2 मिनट');
    await user.click(within(chat).getByRole('button', { name: 'इमोजी जोड़ें' }));
    expect(within(chat).getByRole('group', { name: 'इमोजी' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'वीडियो कॉल शुरू करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'वीडियो कॉल' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(/^घंटी बज रही है… \(\d+ सेकंड\)$/);
    act(() => FakeSocket.last?.push({ type: 'call-update', call: { ...ringingCall, status: 'declined' } }));
    expect(await within(dialog).findByText('Dr. Arjun Mehta ने कॉल के लिए मना कर दिया।')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ठीक है' })).toBeInTheDocument();
  });

  it('says a bridged phone call’s state and length in Hindi', () => {
    render(<PhoneCallStatus call={bridged({})} side="patient" />);
    expect(screen.getByRole('status')).toHaveTextContent('कॉल ख़त्म। कॉल 2 मिनट 5 सेकंड चली।');
  });
});
