import type { CurrentUser } from '@sahay/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asha, apiError, json, session, stubApi, type ApiCall } from './support/api';
import { renderApp } from './support/render-app';
import { findToast } from './support/toasts';

// Issue 15 part 6: /test-exotel and /consult-api-demo (spec 001 §2.17, §5, §8), and the admin console's calls.
const admin: CurrentUser = { ...asha, id: '9b6f4d5e-8d5b-4c1f-9a51-6b1d6f0c2a99', name: 'Neha Admin', role: 'admin' };
const CALL_ID = '7a1d9a3e-3c5b-4d2a-9e8f-1a2b3c4d5e70';
const call = (status: string, extra: Record<string, unknown> = {}) => ({
  id: CALL_ID,
  status,
  callerId: '+918047182200',
  simulated: true,
  failureReason: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  endedAt: null,
  conversationSeconds: null,
  history: [{ status: 'queued', at: '2026-03-01T10:00:00.000Z' }],
  ...extra,
});

async function openForm(path: string, handlers: Parameters<typeof stubApi>[0] = {}) {
  const calls = stubApi({ 'GET /api/auth/session': session(admin), [`GET /api/phone-calls/${CALL_ID}`]: () => json(200, call('doctor_ringing')), ...handlers });
  const app = renderApp(path);
  const form = within(await screen.findByRole('form', { name: 'Test call' }));
  return { ...app, calls, form, submit: form.getByRole('button', { name: 'Start test call' }) };
}
const sent = (calls: ApiCall[]) => calls.filter((c) => c.path === '/api/phone-calls/test').map((c) => c.body as Record<string, string>);

describe('/test-exotel', () => {
  it('has the default test values, normalises both phones and shows Consultation Initiated with the live call', async () => {
    const { user, form, submit, calls } = await openForm('/test-exotel', {
      'POST /api/phone-calls/test': () => json(201, { message: 'Consultation Initiated', call: call('doctor_ringing') }),
    });
    expect(form.getByLabelText('Patient name')).toHaveValue('Test Patient');
    expect(form.getByLabelText('Doctor name')).toHaveValue('Dr. Test Doctor');
    expect(form.getByLabelText('Reason (optional)')).toHaveValue('Test consultation call');
    await user.clear(form.getByLabelText('Patient phone'));
    await user.type(form.getByLabelText('Patient phone'), '98450 12345');
    await user.clear(form.getByLabelText('Doctor phone'));
    await user.type(form.getByLabelText('Doctor phone'), '919845054321');
    await user.click(submit);
    expect(await findToast('Consultation Initiated')).toMatch(/DEMO-\d+: calling Dr\. Test Doctor first, then Test Patient\./);
    const [body] = sent(calls);
    expect(body).toMatchObject({
      patient_phone: '+919845012345',
      doctor_phone: '+919845054321',
      patient_name: 'Test Patient',
      reason: 'Test consultation call',
    });
    expect(body!.consult_id).toMatch(/^DEMO-\d{13}$/);
    expect(form.getByLabelText('Patient phone')).toHaveValue('+919845012345');
    expect(await screen.findByText(/The doctor's phone rings from \+918047182200/)).toBeInTheDocument();
    expect(screen.getByText(/Simulated call/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /phone calls/ })).toHaveAttribute('href', '/admin/phone-calls');
  });

  it("says 'Patient name and doctor name are required' and the phone formats, under the fields, and sends nothing", async () => {
    const { user, form, submit, calls } = await openForm('/consult-api-demo');
    await user.clear(form.getByLabelText('Doctor name'));
    await user.clear(form.getByLabelText('Patient phone'));
    await user.type(form.getByLabelText('Patient phone'), '12345');
    await user.clear(form.getByLabelText('Doctor phone'));
    await user.type(form.getByLabelText('Doctor phone'), '+4420 7946 0958');
    await user.click(submit);
    await waitFor(() => expect(form.getByLabelText('Doctor name')).toHaveAccessibleDescription('Patient name and doctor name are required'));
    expect(form.getByLabelText('Patient phone')).toHaveAccessibleDescription('Patient phone must be in format +91XXXXXXXXXX');
    expect(form.getByLabelText('Doctor phone')).toHaveAccessibleDescription('Doctor phone must be in format +91XXXXXXXXXX');
    expect(form.getByLabelText('Patient name')).not.toHaveAttribute('aria-invalid');
    expect(sent(calls)).toEqual([]);
  });

  it("says 'Request Failed' with the server's reason, and 'Network Error' when the service cannot be reached", async () => {
    let down = false;
    const { user, submit } = await openForm('/test-exotel', {
      'POST /api/phone-calls/test': () => {
        if (down) throw new TypeError('Failed to fetch');
        return apiError(502, 'PROVIDER_FAILED', 'Failed to initiate consultation: Exotel 400: To is not a valid phone number');
      },
    });
    await user.click(submit);
    expect(await findToast('Request Failed')).toContain('Failed to initiate consultation: Exotel 400: To is not a valid phone number');
    down = true;
    await user.click(submit);
    expect(await findToast('Network Error')).toContain('Failed to connect to consultation service');
  });

  it('refuses anyone but an admin, naming why, and never shows the form', async () => {
    stubApi({ 'GET /api/auth/session': session(asha) });
    renderApp('/test-exotel');
    expect(await screen.findByRole('heading', { name: 'Admins only' })).toBeInTheDocument();
    expect(screen.getByText(/Only Sahay admins may place test calls: they ring real phones/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Test call' })).not.toBeInTheDocument();
  });
});

describe('/admin/phone-calls', () => {
  it('lists each call with its states, masked numbers and the doctor’s notice', async () => {
    stubApi({
      'GET /api/auth/session': session(admin),
      'GET /api/admin/phone-calls': () =>
        json(200, {
          calls: [
            {
              ...call('failed', { failureReason: 'The patient did not answer', simulated: false, callerId: '08047112233' }),
              history: [
                { status: 'doctor_ringing', at: '2026-03-01T10:00:00.000Z' },
                { status: 'failed', at: '2026-03-01T10:00:35.000Z' },
              ],
              kind: 'consultation',
              provider: 'exotel',
              providerCallId: 'exo-123',
              consultationId: '5a1d9a3e-3c5b-4d2a-9e8f-1a2b3c4d5e71',
              consultId: null,
              reason: null,
              doctorName: 'Dr. Arjun Mehta',
              doctorNumber: '******1111',
              patientNumber: '******2222',
              placedBy: 'patient',
              notice: 'delivered',
            },
          ],
        }),
    });
    renderApp('/admin/phone-calls');
    const card = within(await screen.findByRole('article', { name: 'Consultation call with Dr. Arjun Mehta' }));
    expect(card.getAllByText('Call failed')).toHaveLength(2);
    expect(card.getByText('The patient did not answer')).toBeInTheDocument();
    expect(card.getByText('******1111 (called first)')).toBeInTheDocument();
    expect(card.getByText('WhatsApp notice delivered')).toBeInTheDocument();
    expect(within(card.getByRole('list', { name: 'Call states' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Place a test call/ })).toHaveAttribute('href', '/test-exotel');
  });
});
