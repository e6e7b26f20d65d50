import type { ContactMessage } from '@sahay/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, asha, json, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';
import { findToast } from './support/toasts';

const admin = { ...asha, id: '9a4f1b2c-3d4e-4f5a-8b6c-7d8e9f0a1b2c', name: 'Sahay Admin', role: 'admin' as const };

const message = (overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: 'ravi@example.test',
  subject: 'Refund for a cancelled call',
  message: 'The doctor did not join.\nPlease refund me.',
  status: 'new',
  fromAccount: true,
  createdAt: '2025-10-06T05:00:00.000Z',
  handledAt: null,
  handledBy: null,
  ...overrides,
});

describe('/admin/messages', () => {
  it('tells a patient it is for admins only, and loads nothing', async () => {
    const calls = stubApi({ 'GET /api/auth/session': session(asha) });
    renderApp('/admin/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admins only' })).toBeInTheDocument();
    expect(screen.getByText(/signed in as Asha Verma/)).toBeInTheDocument();
    expect(calls.map((call) => call.path)).not.toContain('/api/admin/contact-messages');
  });

  it('asks an anonymous visitor to log in', async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    renderApp('/admin/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admins only' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Please log in with an admin account');
  });

  it('lists new messages and marks one handled', async () => {
    let handled = false;
    const calls = stubApi({
      'GET /api/auth/session': session(admin),
      'GET /api/admin/contact-messages': () => json(200, { messages: handled ? [] : [message()] }),
      'POST /api/admin/contact-messages/1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e/handled': () => {
        handled = true;
        return json(200, message({ status: 'handled', handledAt: '2025-10-06T06:00:00.000Z', handledBy: { id: admin.id, name: admin.name } }));
      },
    });
    const { user } = renderApp('/admin/messages');
    const card = await screen.findByRole('article', { name: 'Refund for a cancelled call' });
    expect(card).toHaveTextContent('Ravi Kumar');
    expect(card).toHaveTextContent('Sahay account');
    expect(within(card).getByRole('link', { name: 'Reply to ravi@example.test' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:ravi@example\.test\?subject=Re%3A/),
    );
    expect(calls.find((call) => call.path === '/api/admin/contact-messages')).toBeDefined();

    await user.click(within(card).getByRole('button', { name: 'Mark handled' }));
    expect(await findToast('Marked as handled')).toBeTruthy();
    expect(await screen.findByText('No new messages. Everything has been handled.')).toBeInTheDocument();
  });

  it('shows handled messages with who handled them', async () => {
    stubApi({
      'GET /api/auth/session': session(admin),
      'GET /api/admin/contact-messages': () =>
        json(200, { messages: [message({ status: 'handled', handledAt: '2025-10-06T06:00:00.000Z', handledBy: { id: admin.id, name: 'Sahay Admin' } })] }),
    });
    const { user } = renderApp('/admin/messages');
    await user.click(await screen.findByRole('tab', { name: 'Handled' }));
    const card = await screen.findByRole('article', { name: 'Refund for a cancelled call' });
    expect(card).toHaveTextContent(/Handled .* by Sahay Admin/);
    expect(within(card).queryByRole('button', { name: 'Mark handled' })).not.toBeInTheDocument();
  });

  it('shows the error and tries again', async () => {
    let fail = true;
    stubApi({
      'GET /api/auth/session': session(admin),
      'GET /api/admin/contact-messages': () => (fail ? apiError(503, 'UNAVAILABLE', 'The database is busy') : json(200, { messages: [] })),
    });
    const { user } = renderApp('/admin/messages');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Could not load the messages');
    expect(alert).toHaveTextContent('The database is busy');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('No new messages. Everything has been handled.')).toBeInTheDocument());
  });
});
