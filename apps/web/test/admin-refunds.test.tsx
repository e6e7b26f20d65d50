import type { AdminRefundRequest } from '@sahay/domain/refunds';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asha, json, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';
import { findToast } from './support/toasts';

// Issue 19 part 6: the admin console's refund requests.
const admin = { ...asha, id: '9a4f1b2c-3d4e-4f5a-8b6c-7d8e9f0a1b2c', name: 'Sahay Admin', role: 'admin' as const };

const request = (overrides: Partial<AdminRefundRequest> = {}): AdminRefundRequest => ({
  id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  status: 'pending',
  reason: 'The doctor did not join the call',
  requestedAt: '2026-11-20T05:00:00.000Z',
  decidedAt: null,
  declineReason: null,
  amount: 29_900,
  appointmentId: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
  appointmentAt: '2026-11-19T04:30:00.000Z',
  patientName: 'Meera Krishnan',
  expertName: 'Dr. Arjun Mehta',
  receipt: 'SAH-20261119-ABCD2345',
  paidAt: '2026-11-18T05:00:00.000Z',
  refundedAt: null,
  decidedBy: null,
  ...overrides,
});
const OTHER = request({ id: '3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a', patientName: 'Ravi Kumar', reason: 'Booked the wrong day' });

describe('/admin/refund-requests', () => {
  it('tells a patient it is for admins only, and loads nothing', async () => {
    const calls = stubApi({ 'GET /api/auth/session': session(asha) });
    renderApp('/admin/refund-requests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admins only' })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).not.toContain('/api/admin/refund-requests');
  });

  it('approves one (the money goes back) and declines another with the reason the patient is told', async () => {
    let pending = [request(), OTHER];
    const calls = stubApi({
      'GET /api/auth/session': session(admin),
      'GET /api/admin/refund-requests': () => json(200, { requests: pending }),
      [`POST /api/admin/refund-requests/${request().id}/approve`]: () => {
        pending = [OTHER];
        return json(200, request({ status: 'approved', refundedAt: '2026-11-21T05:00:00.000Z', decidedBy: 'Sahay Admin' }));
      },
      [`POST /api/admin/refund-requests/${OTHER.id}/decline`]: () => {
        pending = [];
        return json(200, { ...OTHER, status: 'declined', declineReason: 'The consultation took place as booked' });
      },
    });
    const { user } = renderApp('/admin/refund-requests');
    const meera = await screen.findByRole('article', { name: 'Refund request from Meera Krishnan' });
    expect(meera).toHaveTextContent('Meera Krishnan · ₹299.00');
    expect(meera).toHaveTextContent('receipt SAH-20261119-ABCD2345');
    expect(meera).toHaveTextContent('“The doctor did not join the call”');
    await user.click(within(meera).getByRole('button', { name: 'Approve and refund ₹299.00' }));
    expect(await findToast('Refunded')).toContain('₹299.00 goes back to the patient');
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/approve'))).toBe(true);

    const ravi = await screen.findByRole('article', { name: 'Refund request from Ravi Kumar' });
    await user.click(within(ravi).getByRole('button', { name: 'Decline' }));
    await user.click(within(ravi).getByRole('button', { name: 'Decline and tell the patient' }));
    expect(await within(ravi).findByText(/Please give the patient a reason/)).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/decline'))).toBe(false);
    await user.type(within(ravi).getByLabelText('Why is it declined? (sent to the patient)'), 'The consultation took place as booked');
    await user.click(within(ravi).getByRole('button', { name: 'Decline and tell the patient' }));
    expect(await findToast('Request declined')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/decline'))?.body).toEqual({ reason: 'The consultation took place as booked' });
    expect(await screen.findByText('No refund requests waiting.')).toBeInTheDocument();
  });
});
