import type { AdminDeletionRequest } from '@sahay/domain/account-deletion';
import type { ContactMessage } from '@sahay/domain/contact';
import type { OutboxEntry } from '@sahay/domain/outbox';
import type { AdminRefundRequest } from '@sahay/domain/refunds';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_AREA } from '@/components/admin-area';
import { changeLanguage, isAreaLoaded } from '@/i18n/i18n';
import { asha, json, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';
import { findToast } from './support/toasts';

// Issue 20: the admin console's requests, messages and outbox in Hindi; what people wrote stays as written.
const admin = { ...asha, id: '9a4f1b2c-3d4e-4f5a-8b6c-7d8e9f0a1b2c', name: 'Sahay Admin', role: 'admin' as const };
const ID = '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';

beforeEach(async () => {
  await changeLanguage('hi');
  expect(isAreaLoaded('hi', ADMIN_AREA)).toBe(true);
});
afterEach(async () => {
  await changeLanguage('en');
});

const deletion = (overrides: Partial<AdminDeletionRequest> = {}): AdminDeletionRequest => ({
  id: ID,
  kind: 'request',
  status: 'pending',
  fullName: 'Ravi Kumar',
  email: 'ravi@example.in',
  phone: '+919876543210',
  reason: 'Moving abroad',
  createdAt: '2026-11-20T05:00:00.000Z',
  respondBy: '2026-11-24',
  deleteBy: '2026-12-01',
  completedAt: null,
  match: { accountFound: true, name: 'Ravi Kumar', role: 'patient', phoneMatches: false },
  ...overrides,
});

const refund: AdminRefundRequest = {
  id: ID,
  status: 'pending',
  reason: 'The doctor did not join the call',
  requestedAt: '2026-11-20T05:00:00.000Z',
  decidedAt: null,
  declineReason: null,
  amount: 1_29_900,
  appointmentId: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
  appointmentAt: null,
  patientName: 'Meera Krishnan',
  expertName: null,
  receipt: 'SAH-20261119-ABCD2345',
  paidAt: '2026-11-18T05:00:00.000Z',
  refundedAt: null,
  decidedBy: null,
};

describe('the admin console’s requests in Hindi', () => {
  it('says a deletion request, the phone check and the rejection’s reason check in Hindi', async () => {
    stubApi({
      'GET /api/auth/session': session(admin),
      'GET /api/admin/deletion-requests': () => json(200, { requests: [deletion()] }),
      [`POST /api/admin/deletion-requests/${ID}/reject`]: () => json(200, { rejected: true }),
    });
    const { user } = renderApp('/admin/deletion-requests');
    const card = await screen.findByRole('article', { name: 'Ravi Kumar का अकाउंट हटाने का अनुरोध' }, { timeout: 15_000 });
    expect(screen.getByRole('tab', { name: 'खुले' })).toHaveAttribute('aria-selected', 'true');
    expect(card).toHaveTextContent('अकाउंट मिला: Ravi Kumar (मरीज़)। अनुरोध वाला फ़ोन नंबर अकाउंट का नहीं है।');
    expect(within(card).getByText(/जवाब दें/)).toHaveTextContent(/^जवाब दें .+ तक · हटाएँ .+ तक$/);
    expect(within(card).getByRole('button', { name: 'अकाउंट हटाएँ' })).toBeDisabled();
    await user.click(within(card).getByRole('button', { name: 'नामंज़ूर करें' }));
    // The form's field loads the Hindi of the domain's messages first (i18n/domain-messages.ts).
    await user.click(await within(card).findByRole('button', { name: 'भेजें और बंद करें' }));
    expect(await within(card).findByText('कृपया व्यक्ति को कारण बताएँ, कम से कम 5 अक्षरों में')).toBeInTheDocument();
    await user.type(within(card).getByLabelText('हम इसे क्यों नहीं हटा सकते? (व्यक्ति को ईमेल किया जाएगा)'), 'The phone number does not match');
    await user.click(within(card).getByRole('button', { name: 'भेजें और बंद करें' }));
    expect(await findToast('अनुरोध बंद हुआ')).toContain('Ravi Kumar को कारण ईमेल से भेजा जा रहा है।');
  });

  it('says a refund request, its amount and the decline’s reason check in Hindi', async () => {
    stubApi({ 'GET /api/auth/session': session(admin), 'GET /api/admin/refund-requests': () => json(200, { requests: [refund] }) });
    const { user } = renderApp('/admin/refund-requests');
    const card = await screen.findByRole('article', { name: 'Meera Krishnan का रिफ़ंड अनुरोध' }, { timeout: 15_000 });
    expect(screen.getByText(/7 दिन के अंदर पैसे वापस माँग सकते हैं/)).toBeInTheDocument();
    expect(card).toHaveTextContent('Meera Krishnan · ₹1,299.00');
    expect(card).toHaveTextContent('कंसल्टेशन · रसीद SAH-20261119-ABCD2345');
    expect(card).toHaveTextContent('“The doctor did not join the call”');
    expect(within(card).getByRole('button', { name: 'मंज़ूर करें और ₹1,299.00 लौटाएँ' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'नामंज़ूर करें' }));
    await user.click(await within(card).findByRole('button', { name: 'नामंज़ूर करें और मरीज़ को बताएँ' }));
    expect(await within(card).findByText('कृपया मरीज़ को कारण बताएँ, कम से कम 5 अक्षरों में')).toBeInTheDocument();
  });

  it('says the contact messages in Hindi', async () => {
    const message: ContactMessage = {
      id: ID,
      firstName: 'Ravi',
      lastName: 'Kumar',
      email: 'ravi@example.test',
      subject: 'Refund for a cancelled call',
      message: 'The doctor did not join.',
      status: 'new',
      fromAccount: true,
      createdAt: '2025-10-06T05:00:00.000Z',
      handledAt: null,
      handledBy: null,
    };
    stubApi({ 'GET /api/auth/session': session(admin), 'GET /api/admin/contact-messages': () => json(200, { messages: [message] }) });
    renderApp('/admin/messages');
    const card = await screen.findByRole('article', { name: 'Refund for a cancelled call' }, { timeout: 15_000 });
    expect(document.title).toBe('संपर्क संदेश · Sahay');
    expect(screen.getByRole('tablist', { name: 'संदेश दिखाएँ' })).toHaveTextContent('नएनिपटाए गएसभी');
    expect(card).toHaveTextContent('सहाय अकाउंट');
    expect(card).toHaveTextContent(/मिला: /);
    expect(within(card).getByRole('link', { name: 'ravi@example.test को जवाब दें' })).toHaveAttribute('href', expect.stringMatching(/subject=Re%3A/));
    expect(within(card).getByRole('button', { name: 'निपटाया हुआ मार्क करें' })).toBeInTheDocument();
  });

  it('says the outbox in Hindi, each message’s name and attempts too', async () => {
    const entry: OutboxEntry = {
      id: 7,
      channel: 'whatsapp',
      recipient: '+919876543210',
      template: 'refund-approved',
      text: 'Sahay: your refund of ₹299 is on its way.',
      status: 'pending',
      attempts: 1,
      provider: 'aisensy',
      lastError: 'timeout',
      createdAt: '2026-11-20T05:00:00.000Z',
      deliveredAt: null,
      nextAttemptAt: '2026-11-20T05:05:00.000Z',
      history: [{ attempt: 1, provider: 'aisensy', ok: false, error: 'timeout', durationMs: 812, at: '2026-11-20T05:00:01.000Z' }],
    };
    stubApi({ 'GET /api/auth/session': session(admin), 'GET /api/admin/outbox': () => json(200, { messages: [entry] }) });
    renderApp('/admin/outbox');
    const card = await screen.findByRole('article', { name: '+919876543210 को WhatsApp' }, { timeout: 15_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'आउटबॉक्स' })).toBeInTheDocument();
    expect(card).toHaveTextContent('दोबारा कोशिश के इंतज़ार में');
    expect(card).toHaveTextContent('रिफ़ंड मंज़ूर और पैसे वापस (मरीज़ को) (refund-approved)');
    expect(card).toHaveTextContent('कोशिशें1, aisensy से');
    expect(card).toHaveTextContent('अगली कोशिश');
    expect(within(card).getByRole('list', { name: 'भेजने की कोशिशें' })).toHaveTextContent(/#1 नहीं गयाaisensy, 812 ms, /);
  });
});
