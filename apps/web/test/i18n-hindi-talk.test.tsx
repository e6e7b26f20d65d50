import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/features/calls/calls-area';
import '@/features/chat/chat-area';
import '@/features/phone-calls/phone-calls-area';
import { changeLanguage } from '@/i18n/i18n';
import { rich } from '@/i18n/rich-text';
import { closeRealtime } from '@/lib/realtime';
import { asha, json, session, stubApi } from './support/api';
import { FakeSocket } from './support/fake-socket';
import { renderApp } from './support/render-app';

// Issue 20 part 2: the chat, the call pages, phone calls, the legal request and documents and the info pages in Hindi.
// Each test finds a Hindi text of its area, so a missing Hindi key (English shown instead) fails. The areas are
// registered up front, as the Hindi emergency test does, so changeLanguage loads their Hindi before the first render
// (a first suspension in useT makes React warn about a conditional use() in development).
const ROOM_ID = 'q1W2e3R4t5Y6u7I8o9P0aS';

beforeEach(async () => {
  vi.stubGlobal('WebSocket', FakeSocket);
  await changeLanguage('hi');
});
afterEach(async () => {
  closeRealtime();
  await changeLanguage('en');
});

describe('rich text in a translated message', () => {
  it('wraps the tagged words in the element given, in the order of the translation', () => {
    render(
      <p data-testid="line">{rich('<0>Asha</0> के साथ वीडियो कंसल्टेशन · कोड <1>q1W2</1>', [(text) => <strong>{text}</strong>, (text) => <code>{text}</code>])}</p>,
    );
    expect(screen.getByTestId('line')).toHaveTextContent('Asha के साथ वीडियो कंसल्टेशन · कोड q1W2');
    expect(screen.getByText('Asha').tagName).toBe('STRONG');
    expect(screen.getByText('q1W2').tagName).toBe('CODE');
  });
});

describe('the app in Hindi', () => {
  it('says the chat in Hindi', async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    renderApp('/patient-chat');
    expect(await screen.findByRole('heading', { name: 'कोई विशेषज्ञ नहीं चुना गया' })).toBeInTheDocument();
    expect(screen.getByText('बातचीत शुरू करने के लिए कोई विशेषज्ञ चुनें।')).toBeInTheDocument();
  });

  it('says the call lobby in Hindi, the other person’s name in bold', async () => {
    stubApi({
      'GET /api/auth/session': session(asha),
      [`GET /api/rooms/${ROOM_ID}`]: () =>
        json(200, {
          roomId: ROOM_ID,
          consultationId: '7b0f4b36-6f6f-4a8e-9a55-1c1b7c1f0a01',
          myRole: 'patient',
          peerName: 'Dr. Arjun Mehta',
          peerUserId: 'e1e1e1e1-0000-4000-8000-000000000001',
          status: 'active',
          closedReason: null,
        }),
    });
    renderApp(`/join-meeting/${ROOM_ID}`);
    expect(await screen.findByRole('heading', { name: 'मेडिकल कंसल्टेशन में जुड़ें' })).toBeInTheDocument();
    expect((await screen.findByText('Dr. Arjun Mehta')).tagName).toBe('STRONG');
    expect(screen.getByText(/के साथ वीडियो कंसल्टेशन · कोड q1W2e3R4/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कंसल्टेशन में जुड़ें' })).toBeInTheDocument();
    expect(screen.getByText(/यह कॉल कभी रिकॉर्ड नहीं की जाती/)).toBeInTheDocument();
  });

  it('says Invalid Meeting Link in Hindi', async () => {
    stubApi({ 'GET /api/auth/session': session(asha) });
    renderApp('/join-meeting/not-a-room');
    expect(await screen.findByRole('heading', { name: 'मीटिंग लिंक सही नहीं है' })).toBeInTheDocument();
  });

  it('says the test call page in Hindi, to an admin', async () => {
    stubApi({ 'GET /api/auth/session': session({ ...asha, role: 'admin' }) });
    renderApp('/test-exotel');
    expect(await screen.findByRole('heading', { name: 'कॉल जोड़ने का टेस्ट' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'टेस्ट कॉल' })).toBeInTheDocument();
    expect(screen.getByLabelText('मरीज़ का नाम')).toHaveValue('Test Patient');
    expect(screen.getByRole('button', { name: 'टेस्ट कॉल शुरू करें' })).toBeInTheDocument();
  });
});
