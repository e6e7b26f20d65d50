import type { FieldDashboard, MedicalDashboard } from '@sahay/domain/dashboard-schemas';
import { healthScore } from '@sahay/domain/health-score';
import { URGENT_READING_TEXT } from '@sahay/domain/vitals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, asha, json, session, stubApi, type ApiCall } from './support/api';
import { renderApp } from './support/render-app';
import { findToast } from './support/toasts';

// Issue 14 parts 1 and 3: /patient-dashboard and Records.
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const soon = new Date(Date.now() + 2 * 86_400_000).toISOString();

function medical(overrides: Partial<MedicalDashboard> = {}): MedicalDashboard {
  const next = {
    id: uuid(1),
    at: soon,
    status: 'scheduled' as const,
    type: 'video',
    expertName: 'Dr. Arjun Mehta',
    specialization: 'Cardiology',
    expertId: uuid(9),
    joinPath: '/join-meeting/room-abc',
    changeable: true,
    patientName: 'Asha Verma',
    cancelReason: null,
    holdExpiresAt: null,
    receiptPath: null,
    refund: null,
    refundable: false,
  };
  return {
    field: 'medical',
    name: 'Asha Verma',
    stats: { upcomingAppointments: 1, medicalRecords: 2, prescriptions: 1 },
    healthScore: healthScore(
      [{ recordedAt: new Date().toISOString(), bloodPressureSystolic: 146, bloodPressureDiastolic: 94, heartRate: 72, bloodSugar: null, weight: null }],
      new Date(),
    ),
    nextAppointment: next,
    appointments: [next, { ...next, id: uuid(2), at: '2026-01-02T05:00:00.000Z', status: 'completed', receiptPath: `/api/appointments/${uuid(2)}/receipt` }],
    appointmentCount: 2,
    records: [
      {
        kind: 'record',
        id: uuid(3),
        title: 'Thyroid profile',
        recordType: 'Lab Report',
        recordDate: '2026-02-20',
        doctorName: null,
        hospitalName: 'Sahyadri Path Lab',
        file: { contentType: 'application/pdf', sizeBytes: 2048 },
        createdAt: '2026-02-20T06:00:00.000Z',
      },
      {
        kind: 'prescription',
        id: uuid(4),
        title: 'Viral fever',
        recordDate: '2026-02-10',
        doctorName: 'Dr. Kavitha Rao',
        medicineCount: 1,
        createdAt: '2026-02-10T06:00:00.000Z',
      },
      {
        kind: 'record',
        id: uuid(5),
        title: 'Old X-ray',
        recordType: 'Imaging',
        recordDate: '2025-11-01',
        doctorName: null,
        hospitalName: null,
        file: null,
        createdAt: '2025-11-01T06:00:00.000Z',
      },
    ],
    prescriptions: [{ id: uuid(4), date: '2026-02-10', diagnosis: 'Viral fever', doctorName: 'Dr. Kavitha Rao', medicines: ['Paracetamol'] }],
    ...overrides,
  };
}

function dashboardServer(data: MedicalDashboard | FieldDashboard = medical(), extra: Record<string, (call: ApiCall) => Response> = {}) {
  return stubApi({ 'GET /api/auth/session': session(asha), 'GET /api/dashboard': () => json(200, data), ...extra });
}

describe('/patient-dashboard', () => {
  it('welcomes the person and shows the four cards, the quick actions and the overview', async () => {
    const calls = dashboardServer();
    renderApp('/patient-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Asha Verma' })).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Upcoming Appointments').closest('div')).toHaveTextContent(/Upcoming Appointments1Next 30 days/);
    expect(within(summary).getByText('Medical Records').closest('div')).toHaveTextContent('2');
    // Derived from the readings, never a fixed 'Good'.
    expect(within(summary).getByText('Needs attention')).toBeInTheDocument();
    const actions = screen.getByRole('navigation', { name: 'Quick actions' });
    expect(within(actions).getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', '/expert-selection?category=doctor');
    expect(within(actions).getByRole('link', { name: 'Track Vitals' })).toHaveAttribute('href', '/health-tracker');
    expect(within(actions).getByRole('button', { name: 'Upload Record' })).toBeInTheDocument();
    // Issue 14 part 8: Family Members opens /family.
    expect(within(actions).getByRole('link', { name: 'Family Members' })).toHaveAttribute('href', '/family');

    const overview = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(within(overview).getByRole('region', { name: 'Next Appointment' })).toHaveTextContent('Dr. Arjun Mehta · Cardiology');
    expect(within(overview).getByRole('region', { name: 'Health Score' })).toHaveTextContent(/Blood pressure 146\/94 mmHg/);
    expect(within(within(overview).getByRole('list', { name: 'Latest records' })).getAllByRole('listitem')).toHaveLength(3);
    // The health tracker (and its chart library) is not loaded until its tab opens.
    expect(calls.map((c) => c.path)).not.toContain('/api/vitals');
  });

  it('a very high reading puts the call to 112 first on the overview too, as on the Health Tracker', async () => {
    const urgent = healthScore(
      [{ recordedAt: new Date().toISOString(), bloodPressureSystolic: 190, bloodPressureDiastolic: 124, heartRate: 88, bloodSugar: null, weight: null }],
      new Date(),
    );
    dashboardServer(medical({ healthScore: urgent }));
    renderApp('/patient-dashboard');
    const overview = await screen.findByRole('tabpanel', { name: 'Overview' });
    const alert = within(within(overview).getByRole('region', { name: 'Health Score' })).getByRole('alert');
    expect(alert).toHaveTextContent(URGENT_READING_TEXT);
    expect(within(alert).getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
  });

  it('opens each tab from the URL and the tab list; records link to their file and prescriptions to their page', async () => {
    dashboardServer();
    const { user } = renderApp('/patient-dashboard?tab=records');
    const records = await screen.findByRole('tabpanel', { name: 'Records' });
    expect(within(records).getByRole('link', { name: 'View Thyroid profile' })).toHaveAttribute('href', `/api/medical-records/${uuid(3)}/file`);
    expect(within(records).getByRole('link', { name: 'Download Thyroid profile' })).toHaveAttribute('href', `/api/medical-records/${uuid(3)}/file?download=1`);
    expect(within(records).getByRole('link', { name: 'View prescription: Viral fever' })).toHaveAttribute('href', `/prescription-view/${uuid(4)}`);
    expect(within(records).getByText(/Imaging · 1 Nov 2025 · No file attached/)).toBeInTheDocument();
    expect(within(records).queryByRole('button', { name: 'Rename Viral fever' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Prescriptions' }));
    const prescriptions = screen.getByRole('tabpanel', { name: 'Prescriptions' });
    expect(within(prescriptions).getByText('Paracetamol')).toBeInTheDocument();
    expect(within(prescriptions).getByRole('link', { name: 'Download prescription: Viral fever' })).toHaveAttribute(
      'href',
      `/prescription-download/${uuid(4)}`,
    );

    await user.click(screen.getByRole('tab', { name: 'Appointments' }));
    const appointments = screen.getByRole('tabpanel', { name: 'Appointments' });
    expect(within(appointments).getAllByRole('listitem')).toHaveLength(2);
    expect(within(appointments).getByText('completed')).toBeInTheDocument();
    // Issue 19 part 6: a paid appointment's receipt downloads as a PDF; an unpaid one has none.
    const receipts = within(appointments).getAllByRole('link', { name: /^Receipt \(PDF\)/ });
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toHaveAttribute('href', `/api/appointments/${uuid(2)}/receipt`);
  });

  it('a paid appointment offers "Request a refund" while allowed: the reason is checked, sent, and its status shown', async () => {
    const paid = { ...medical().appointments[0]!, receiptPath: `/api/appointments/${uuid(1)}/receipt`, refundable: true };
    let data = medical({ appointments: [paid] });
    const calls = stubApi({
      'GET /api/auth/session': session(asha),
      'GET /api/dashboard': () => json(200, data),
      [`POST /api/appointments/${uuid(1)}/refund-request`]: (call) => {
        const refund = {
          id: uuid(30),
          status: 'pending' as const,
          reason: (call.body as { reason: string }).reason,
          requestedAt: new Date().toISOString(),
          decidedAt: null,
          declineReason: null,
          amount: 29_900,
        };
        data = medical({ appointments: [{ ...paid, refundable: false, refund }] });
        return json(201, refund);
      },
    });
    const { user } = renderApp('/patient-dashboard?tab=appointments');
    await user.click(await screen.findByRole('button', { name: 'Request a refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a refund' });
    expect(dialog).toHaveTextContent('up to 7 days after the consultation');
    await user.click(within(dialog).getByRole('button', { name: 'Request refund' }));
    expect(await within(dialog).findByText('Please tell us why, in at least 5 characters')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText('Why do you want a refund?'), 'The doctor did not join');
    await user.click(within(dialog).getByRole('button', { name: 'Request refund' }));
    expect(await findToast('Refund request sent')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'The doctor did not join' });
    expect(await within(screen.getByRole('list', { name: 'Appointments' })).findByText('Refund requested')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request a refund' })).not.toBeInTheDocument();
  });

  it('a refusal from the server is said plainly; a declined refund shows its reason', async () => {
    const paid = { ...medical().appointments[0]!, receiptPath: `/api/appointments/${uuid(1)}/receipt`, refundable: true };
    const declined = {
      ...paid,
      id: uuid(2),
      refundable: false,
      refund: {
        id: uuid(31),
        status: 'declined' as const,
        reason: 'Could not join',
        requestedAt: '2026-01-02T05:00:00.000Z',
        decidedAt: '2026-01-03T05:00:00.000Z',
        declineReason: 'The consultation took place as booked',
        amount: 29_900,
      },
    };
    dashboardServer(medical({ appointments: [paid, declined] }), {
      [`POST /api/appointments/${uuid(1)}/refund-request`]: () => apiError(409, 'CONFLICT', 'A completed consultation cannot be refunded'),
    });
    const { user } = renderApp('/patient-dashboard?tab=appointments');
    expect(await screen.findByText('Refund declined: The consultation took place as booked')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Request a refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a refund' });
    await user.type(within(dialog).getByLabelText('Why do you want a refund?'), 'The doctor did not join');
    await user.click(within(dialog).getByRole('button', { name: 'Request refund' }));
    expect(await findToast('Could not request the refund')).toContain('A completed consultation cannot be refunded');
  });

  it('"View all" appointments fetches the rest', async () => {
    const many = medical({ appointmentCount: 7 });
    const all = Array.from({ length: 7 }, (_, i) => ({ ...many.appointments[0]!, id: uuid(20 + i) }));
    dashboardServer(many, { 'GET /api/dashboard/list': () => json(200, { list: 'appointments', items: all }) });
    const { user } = renderApp('/patient-dashboard?tab=appointments');
    await user.click(await screen.findByRole('button', { name: 'View all (7)' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Appointments' })).getAllByRole('listitem')).toHaveLength(7));
  });

  it('the Health Tracker tab loads the tracker only when opened', async () => {
    const calls = dashboardServer(medical(), {
      'GET /api/vitals': () => json(200, { readings: [] }),
      'GET /api/vitals/summary': () => json(200, { score: medical().healthScore, latest: null }),
    });
    const { user } = renderApp('/patient-dashboard');
    await user.click(await screen.findByRole('tab', { name: 'Health Tracker' }));
    expect(await screen.findByText('No readings yet')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain('/api/vitals');
  });

  it('uploads a record: checks the file, sends it with its details, says so and refreshes', async () => {
    let data = medical({ records: [], stats: { upcomingAppointments: 0, medicalRecords: 0, prescriptions: 0 } });
    stubApi({
      'GET /api/auth/session': session(asha),
      'GET /api/dashboard': () => json(200, data),
      'POST /api/medical-records': (call) => {
        const form = call.body as FormData;
        data = medical();
        return json(201, { ...data.records[0], title: form.get('title') });
      },
    });
    const { user } = renderApp('/patient-dashboard');
    await user.click(within(await screen.findByRole('navigation', { name: 'Quick actions' })).getByRole('button', { name: 'Upload Record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Record' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Choose a PDF, JPEG or PNG file to upload')).toBeInTheDocument();
    // A file the picker's accept list would hide, chosen anyway ("All files"): said at once, under the field.
    await userEvent.setup({ applyAccept: false }).upload(within(dialog).getByLabelText('File'), new File(['GIF89a'], 'scan.gif', { type: 'image/gif' }));
    expect(within(dialog).getByText('Only PDF, JPEG and PNG files can be uploaded')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('File'), new File(['%PDF-1.4'], 'thyroid.pdf', { type: 'application/pdf' }));
    await user.type(within(dialog).getByLabelText('Title (optional)'), 'Thyroid profile');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await findToast('Record uploaded')).toContain('Thyroid profile');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload Record' })).not.toBeInTheDocument());
    expect(await screen.findByRole('list', { name: 'Latest records' })).toBeInTheDocument();
  });

  it('renames and deletes a record, asking before it deletes', async () => {
    const calls = dashboardServer(medical(), {
      [`PATCH /api/medical-records/${uuid(3)}`]: () => json(200, { ...medical().records[0], title: 'TSH March' }),
      [`DELETE /api/medical-records/${uuid(3)}`]: () => json(200, { ok: true }),
    });
    const { user } = renderApp('/patient-dashboard?tab=records');
    await user.click(await screen.findByRole('button', { name: 'Rename Thyroid profile' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename record' });
    await user.clear(within(rename).getByLabelText('Title'));
    await user.type(within(rename).getByLabelText('Title'), 'TSH March');
    await user.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(await findToast('Record renamed')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ title: 'TSH March' });

    await user.click(screen.getByRole('button', { name: 'Delete Thyroid profile' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete record?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Record deleted')).toContain('Thyroid profile');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('a field other than health shows its consultations and documents, not health cards', async () => {
    const legal: FieldDashboard = {
      field: 'legal',
      name: 'Asha Verma',
      stats: { open: 1, completed: 0, total: 1, documents: 1 },
      consultations: [
        {
          id: uuid(7),
          status: 'active',
          createdAt: '2026-02-01T06:00:00.000Z',
          problem: 'Property: tenant dispute',
          expert: { id: uuid(8), name: 'Adv. Kiran Desai', specialization: 'Property Law' },
        },
      ],
      documents: [{ id: uuid(9), title: 'Notice to the tenant', kind: 'advice_note', issuedAt: '2026-02-03T06:00:00.000Z', lawyerName: 'Adv. Kiran Desai' }],
    };
    dashboardServer(legal);
    renderApp('/patient-dashboard?field=legal');
    expect(await screen.findByText('Property: tenant dispute')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cases' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('active')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open chat' })).toHaveAttribute('href', `/patient-chat?expertId=${uuid(8)}&expertName=Adv.+Kiran+Desai`);
    expect(screen.getByRole('link', { name: 'View Notice to the tenant' })).toHaveAttribute('href', `/legal-document-view/${uuid(9)}`);
    expect(screen.queryByText('Health Score')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Health Tracker' })).not.toBeInTheDocument();
  });

  it("signed out: 'Please log in to view your dashboard' and the home page", async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    const { router } = renderApp('/patient-dashboard');
    expect(await findToast('Please log in to view your dashboard')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("a failure says 'Failed to load dashboard data' and offers to try again", async () => {
    stubApi({ 'GET /api/auth/session': session(asha), 'GET /api/dashboard': () => apiError(500, 'INTERNAL', 'Something went wrong on our side.') });
    renderApp('/patient-dashboard');
    expect(await findToast('Failed to load dashboard data')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('an expert is told the dashboard is for patients, and nothing is fetched', async () => {
    const calls = stubApi({ 'GET /api/auth/session': session({ ...asha, role: 'expert' }) });
    renderApp('/patient-dashboard');
    expect(await screen.findByText(/The dashboard is for patient accounts/)).toBeInTheDocument();
    expect(calls.map((c) => c.path)).not.toContain('/api/dashboard');
  });
});
