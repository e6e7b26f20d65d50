import { CALL_TEXTS } from '@sahay/domain/calls';
import { CHAT_MESSAGES } from '@sahay/domain/chat';
import { LEGAL_MESSAGES } from '@sahay/domain/consultation-requests';
import { LEGAL_LAST_UPDATED } from '@sahay/domain/legal';
import { LEGAL_DOCUMENT_KIND_LABELS } from '@sahay/domain/legal-documents';
import { BRIDGED_CALL_STATUS_LABELS, CALL_REQUEST_MESSAGES, PHONE_CALL_MESSAGES } from '@sahay/domain/phone-calls';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/features/calls/calls-area';
import '@/features/chat/chat-area';
import '@/features/phone-calls/phone-calls-area';
import '@/features/legal-request/legal-request-area';
import '@/features/legal-documents/legal-documents-area';
import '@/features/info/about-area';
import '@/features/info/settings-area';
import '@/features/info/terms-area';
import '@/components/sahay-in-numbers';
import { loadDomainMessages } from '@/i18n/domain-messages';
import { changeLanguage } from '@/i18n/i18n';
import { rich } from '@/i18n/rich-text';
import calls from '@/i18n/messages/en/calls.json';
import chat from '@/i18n/messages/en/chat.json';
import legalDocuments from '@/i18n/messages/en/legal-documents.json';
import legalRequest from '@/i18n/messages/en/legal-request.json';
import phoneCall from '@/i18n/messages/en/phone-call.json';
import phoneCalls from '@/i18n/messages/en/phone-calls.json';
import terms from '@/i18n/messages/en/terms.json';
import { closeRealtime } from '@/lib/realtime';
import { asha, json, session, stubApi } from './support/api';
import { FakeSocket } from './support/fake-socket';
import { renderApp } from './support/render-app';
import { findToast } from './support/toasts';

// Issue 20 part 2: the chat, the call pages, phone calls, the legal request and documents and the info pages in Hindi.
// Each test finds a Hindi text of its area, so a missing Hindi key (English shown instead) fails. The areas are
// registered up front, as the Hindi emergency test does, so changeLanguage loads their Hindi before the first render
// with the form messages (a first suspension in useT or useDomainMessages makes React warn, in development, about a
// conditional use()).
const ROOM_ID = 'q1W2e3R4t5Y6u7I8o9P0aS';

beforeEach(async () => {
  vi.stubGlobal('WebSocket', FakeSocket);
  await changeLanguage('hi');
  await loadDomainMessages();
});
afterEach(async () => {
  closeRealtime();
  await changeLanguage('en');
});

describe('the English catalogue keeps the spec’s texts word for word', () => {
  it('says what the domain’s constants say', () => {
    expect([calls['calls.title'], calls['calls.invalidLink'], calls['calls.permissionsTitle'], calls['calls.permissionsBody']]).toEqual([
      CALL_TEXTS.title,
      CALL_TEXTS.invalidLink,
      CALL_TEXTS.permissionsTitle,
      CALL_TEXTS.permissionsBody,
    ]);
    expect([calls['calls.ready'], calls['calls.shareWithPatient'], calls['calls.notRecorded']]).toEqual([
      CALL_TEXTS.ready,
      CALL_TEXTS.shareWithPatient,
      CALL_TEXTS.notRecorded,
    ]);
    expect(chat['chat.initFailed']).toBe(CHAT_MESSAGES.initFailed);
    expect(terms['terms.lastUpdatedDate']).toBe(LEGAL_LAST_UPDATED);
    expect([legalRequest['legalRequest.successTitle'], legalRequest['legalRequest.successText']]).toEqual([
      LEGAL_MESSAGES.success.title,
      LEGAL_MESSAGES.success.description,
    ]);
    expect([legalRequest['legalRequest.missingTitle'], legalRequest['legalRequest.missingText']]).toEqual([
      LEGAL_MESSAGES.missing.title,
      LEGAL_MESSAGES.missing.description,
    ]);
    for (const [kind, label] of Object.entries(LEGAL_DOCUMENT_KIND_LABELS))
      expect(legalDocuments[`legalDocs.kind.${kind}` as keyof typeof legalDocuments]).toBe(label);
    // The call states' names moved to the phone-call button's area (components/phone-call), which this page shares.
    for (const [status, label] of Object.entries(BRIDGED_CALL_STATUS_LABELS))
      expect(phoneCall[`phoneCall.status.${status}` as keyof typeof phoneCall]).toBe(label);
    expect([phoneCalls['phoneCalls.initiated'], phoneCalls['phoneCalls.failedTitle'], phoneCalls['phoneCalls.failedFallback']]).toEqual([
      CALL_REQUEST_MESSAGES.initiated,
      CALL_REQUEST_MESSAGES.failedTitle,
      CALL_REQUEST_MESSAGES.failedFallback,
    ]);
    expect([phoneCalls['phoneCalls.networkTitle'], phoneCalls['phoneCalls.networkDescription']]).toEqual([
      CALL_REQUEST_MESSAGES.networkTitle,
      CALL_REQUEST_MESSAGES.networkDescription,
    ]);
    expect(phoneCalls['phoneCalls.testAdminsOnly']).toBe(PHONE_CALL_MESSAGES.testAdminsOnly);
    expect(phoneCalls['phoneCalls.testAdminsOnlySignedOut']).toBe(`${PHONE_CALL_MESSAGES.testAdminsOnly} Please log in with an admin account.`);
  });
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

  it('says the legal request form in Hindi, and still sends the case type in English', async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    renderApp('/legal-consultation?caseType=Property');
    expect(await screen.findByRole('heading', { name: 'वकील से बात करें' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'क़ानूनी सलाह का अनुरोध' });
    expect(within(form).getByRole('button', { name: 'प्रॉपर्टी' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(form).getByLabelText('अपनी क़ानूनी समस्या बताइए')).toBeInTheDocument();
  });

  it('says the legal document page in Hindi', async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    renderApp('/legal-document-thank-you?documentId=7b0f4b36-6f6f-4a8e-9a55-1c1b7c1f0a01&clientName=Asha');
    expect(await screen.findByRole('heading', { name: 'आपका क़ानूनी दस्तावेज़ तैयार है' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'आगे क्या करें' })).toBeInTheDocument();
    expect(screen.getByText('दस्तावेज़ ध्यान से पढ़ें और वकील से पूछने वाले सवाल लिख लें।')).toBeInTheDocument();
    expect(screen.getAllByText('नहीं दिया गया').length).toBeGreaterThan(0);
  });

  it('says the About page in Hindi', async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'भारत का सबसे बड़ा विशेषज्ञों से जोड़ने वाला प्लेटफ़ॉर्म' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'जाँच कैसे होती है' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: /चरण 1\s*:\s*पहचान/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मरीज़ों की सुरक्षा के बारे में और पढ़ें' })).toHaveAttribute('href', '/patient-safety#verification');
  });

  it('says the Settings page in Hindi, its toasts too', async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    const { user } = renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'सेटिंग्स' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सेवा की शर्तें' })).toHaveAttribute('href', '/terms');
    await user.click(screen.getByRole('switch', { name: 'डार्क मोड' }));
    expect(await findToast('डार्क मोड चालू हो गया')).toContain('डार्क मोड चालू हो गया');
    document.documentElement.classList.remove('dark');
  });

  it('says the terms of service in Hindi, the emergency number and the links kept', async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'सेवा की शर्तें' })).toBeInTheDocument();
    expect(screen.getByText('आख़िरी बार अपडेट: अक्टूबर 2025')).toBeInTheDocument();
    const emergencies = screen.getByRole('heading', { level: 2, name: /आपातकाल के लिए नहीं/ }).closest('section')!;
    expect(within(emergencies).getByText(/मेडिकल आपातकाल में 112 पर कॉल करें/).tagName).toBe('STRONG');
    expect(within(emergencies).getByRole('link', { name: 'मरीज़ों की सुरक्षा' })).toHaveAttribute('href', '/patient-safety');
    const contact = screen.getByRole('heading', { level: 2, name: /संपर्क और शिकायतें/ }).closest('section')!;
    expect(within(contact).getByRole('link', { name: 'हमसे संपर्क करें' })).toHaveAttribute('href', '/contact');
  });
});
