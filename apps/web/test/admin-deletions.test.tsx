import type { AdminDeletionRequest } from '@sahay/domain/account-deletion';
import { DELETION_ADMIN_MESSAGES } from '@sahay/domain/account-deletion';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asha, json, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';
import { findToast } from './support/toasts';

const admin = { ...asha, id: '9a4f1b2c-3d4e-4f5a-8b6c-7d8e9f0a1b2c', name: 'Sahay Admin', role: 'admin' as const };

const request = (overrides: Partial<AdminDeletionRequest> = {}): AdminDeletionRequest => ({
  id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  kind: 'request',
  status: 'pending',
  fullName: 'Meera Krishnan',
  email: 'meera.k@example.in',
  phone: '+919876543210',
  reason: 'Moving abroad',
  createdAt: '2026-11-20T05:00:00.000Z',
  respondBy: '2026-11-24',
  deleteBy: '2026-12-01',
  completedAt: null,
  match: { accountFound: true, name: 'Meera Krishnan', role: 'patient', phoneMatches: true },
  ...overrides,
});

const MISMATCH = request({
  id: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
  fullName: 'Ravi Kumar',
  email: 'ravi@example.in',
  match: { accountFound: true, name: 'Ravi Kumar', role: 'patient', phoneMatches: false },
});

describe('/admin/deletion-requests (issue 7 part 2)', () => {
  it('tells a patient it is for admins only, and loads nothing', async () => {
    const calls = stubApi({ 'GET /api/auth/session': session(asha) });
    renderApp('/admin/deletion-requests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admins only' })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).not.toContain('/api/admin/deletion-requests');
  });

  it('deletes a verified account after a confirmation, and will not for one whose phone does not match', async () => {
    let open = [request(), MISMATCH];
    const calls = stubApi({
      'GET /api/auth/session': session(admin),
      'GET /api/admin/deletion-requests': () => json(200, { requests: open }),
      [`POST /api/admin/deletion-requests/${request().id}/complete`]: () => {
        open = [MISMATCH];
        return json(200, { deleted: true, prescriptionsKept: 1 });
      },
    });
    const { user } = renderApp('/admin/deletion-requests');
    const meera = await screen.findByRole('article', { name: 'Deletion request from Meera Krishnan' });
    expect(within(meera).getByText(/The email and phone both match it/)).toBeInTheDocument();
    expect(within(meera).getByText(/Answer by/)).toHaveTextContent('Answer by 24 Nov 2026 · delete by 1 Dec 2026');
    const ravi = screen.getByRole('article', { name: 'Deletion request from Ravi Kumar' });
    expect(within(ravi).getByText(DELETION_ADMIN_MESSAGES.phoneMismatch, { exact: false })).toBeInTheDocument();
    expect(within(ravi).getByRole('button', { name: 'Delete account' })).toBeDisabled();

    await user.click(within(meera).getByRole('button', { name: 'Delete account' }));
    const confirm = within(meera).getByRole('group', { name: 'Confirm deletion' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete for good' }));
    expect(await findToast('Account deleted')).toContain('keeps no personal details');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Deletion request from Meera Krishnan' })).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([`/api/admin/deletion-requests/${request().id}/complete`]);
  });

  it('rejects with a reason the person is emailed, and asks for one first', async () => {
    const calls = stubApi({
      'GET /api/auth/session': session(admin),
      'GET /api/admin/deletion-requests': () => json(200, { requests: [MISMATCH] }),
      [`POST /api/admin/deletion-requests/${MISMATCH.id}/reject`]: () => json(200, { rejected: true }),
    });
    const { user } = renderApp('/admin/deletion-requests');
    const ravi = await screen.findByRole('article', { name: 'Deletion request from Ravi Kumar' });
    await user.click(within(ravi).getByRole('button', { name: 'Reject' }));
    await user.click(within(ravi).getByRole('button', { name: 'Send and close' }));
    const reason = within(ravi).getByLabelText(/emailed to the person/);
    expect(reason).toHaveAccessibleDescription(DELETION_ADMIN_MESSAGES.reasonRequired);
    await user.type(reason, 'The phone number is not the one on your account.');
    await user.click(within(ravi).getByRole('button', { name: 'Send and close' }));
    expect(await findToast('Request closed')).toContain('Ravi Kumar is emailed the reason');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'The phone number is not the one on your account.' });
  });
});
