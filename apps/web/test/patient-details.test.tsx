import type { SharedHealthView } from '@sahay/domain/health-shares';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, asha, deferred, json, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';

const TOKEN = 'q8Zx3kLm9PqRsTuVwXyZ0aBcDeFgHiJk';
const CONSULTATION = '7b0f4b36-6f6f-4a8e-9a55-1c1b7c1f0a01';

const full: SharedHealthView = {
  kind: 'qr',
  expiresAt: '2026-11-21T10:00:00.000Z',
  sections: ['patient_information', 'next_appointment', 'consultation_history', 'prescriptions'],
  patientInformation: { name: 'Asha Verma', email: 'asha@example.test', phone: '+919876543210', totalConnections: 2 },
  nextAppointment: { at: null },
  consultationHistory: {
    total: 3,
    recent: [
      { doctorName: 'Dr. Arjun Mehta', specialty: 'Cardiology', date: '2026-11-01T10:00:00.000Z', status: 'completed' },
      { doctorName: 'Dr. Leela Menon', specialty: 'Dermatology', date: '2026-10-01T10:00:00.000Z', status: 'pending' },
    ],
  },
  prescriptions: [
    {
      date: '2026-11-01',
      diagnosis: 'Stable angina',
      doctorName: 'Dr. Arjun Mehta',
      medicines: [{ name: 'Aspirin', strength: '75 mg', frequency: 'Once a day', duration: '30 days' }],
      advice: null,
    },
  ],
};

function visit(answer: Parameters<typeof stubApi>[0][string], signedIn = null as typeof asha | null) {
  const calls = stubApi({ 'GET /api/auth/session': session(signedIn), 'POST /api/health-shares/open': answer });
  return { ...renderApp(`/patient-details/${TOKEN}`), calls };
}

describe('/patient-details/{token} (spec 001 §2.13, issue 14)', () => {
  it("says 'Loading patient details...' and sends the token in the body, then shows every section the link allows", async () => {
    const pending = deferred();
    const { calls } = visit(pending.handler);
    expect(await screen.findByText('Loading patient details...')).toBeInTheDocument();
    await waitFor(() => expect(calls.find((c) => c.path === '/api/health-shares/open')?.body).toEqual({ token: TOKEN }));
    pending.release(json(200, full));
    const info = await screen.findByRole('region', { name: 'Patient Information' });
    expect(within(info).getByText('asha@example.test')).toBeInTheDocument();
    expect(within(info).getByText('Total Connections').nextSibling).toHaveTextContent('2');
    expect(within(screen.getByRole('region', { name: 'Next Appointment' })).getByText('No upcoming appointments')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Consultation History' });
    expect(within(history).getByText('Total consultations: 3')).toBeInTheDocument();
    expect(within(history).getByText('completed')).toHaveAttribute('data-variant', 'main');
    expect(within(history).getByText('pending')).toHaveAttribute('data-variant', 'secondary');
    expect(within(screen.getByRole('region', { name: 'Prescriptions' })).getByText('Aspirin · 75 mg · Once a day · 30 days')).toBeInTheDocument();
    expect(screen.getByText(/Each opening is logged and shown to the patient/)).toBeInTheDocument();
  });

  it('draws only the sections the server sent', async () => {
    visit(() => json(200, { kind: 'qr', expiresAt: full.expiresAt, sections: ['prescriptions'], prescriptions: full.prescriptions }));
    expect(await screen.findByRole('region', { name: 'Prescriptions' })).toBeInTheDocument();
    for (const name of ['Patient Information', 'Next Appointment', 'Consultation History'])
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
  });

  it('shows the lab reports a share allows: what, who and when, no file', async () => {
    const labReports = [
      { title: 'Thyroid profile', recordType: 'Lab Report', date: '2026-02-20', doctorName: 'Dr. Meera Iyer', hospitalName: 'Sahyadri Path Lab' },
    ];
    visit(() => json(200, { kind: 'qr', expiresAt: full.expiresAt, sections: ['lab_reports'], labReports }));
    const card = await screen.findByRole('region', { name: 'Lab Reports' });
    expect(card).toHaveTextContent('Thyroid profile');
    expect(card).toHaveTextContent('Dr. Meera Iyer · Sahyadri Path Lab');
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Prescriptions' })).not.toBeInTheDocument();
  });

  it("shows 'No consultation history' when there is none", async () => {
    visit(() => json(200, { kind: 'qr', expiresAt: full.expiresAt, sections: ['consultation_history'], consultationHistory: { total: 0, recent: [] } }));
    expect(await screen.findByText('No consultation history')).toBeInTheDocument();
  });

  it("shows 'Patient not found' for a link that is unknown, expired or revoked (one answer), signed in or not", async () => {
    visit(() => apiError(404, 'NOT_FOUND', 'Patient not found'), asha);
    expect(await screen.findByRole('alert')).toHaveTextContent('Patient not found');
    expect(screen.queryByRole('region', { name: 'Patient Information' })).not.toBeInTheDocument();
  });

  it('says why when the address has tried too many links', async () => {
    visit(() => apiError(429, 'RATE_LIMITED', 'Too many attempts. Please wait a moment and try again.'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Patient not found');
    expect(alert).toHaveTextContent('Too many attempts');
  });
});

describe('/patient-chart (issue 14)', () => {
  const expert = { ...asha, id: 'e1e1e1e1-0000-4000-8000-000000000001', name: 'Dr. Arjun Mehta', role: 'expert' as const };

  it('shows the expert the chart the patient shared, with a way back to the chat', async () => {
    stubApi({
      'GET /api/auth/session': session(expert),
      [`GET /api/consultations/${CONSULTATION}/chart`]: () => json(200, { ...full, kind: 'chart', expiresAt: null }),
    });
    renderApp(`/patient-chart?consultation=${CONSULTATION}`);
    expect(await screen.findByRole('region', { name: 'Patient Information' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the chat' })).toHaveAttribute('href', `/expert-chat/${CONSULTATION}`);
    expect(screen.getByText(/it ends when the consultation ends/)).toBeInTheDocument();
  });

  it('says why when the chart is not shared (any more)', async () => {
    stubApi({
      'GET /api/auth/session': session(expert),
      [`GET /api/consultations/${CONSULTATION}/chart`]: () =>
        apiError(403, 'FORBIDDEN', 'The patient has not shared their chart with you, or the sharing has ended'),
    });
    renderApp(`/patient-chart?consultation=${CONSULTATION}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('The patient has not shared their chart with you, or the sharing has ended');
  });

  it('asks a visitor to log in and fetches nothing', async () => {
    const calls = stubApi({ 'GET /api/auth/session': session(null) });
    renderApp(`/patient-chart?consultation=${CONSULTATION}`);
    expect(await screen.findByText(/Log in as the consultation's expert/)).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/session']);
  });
});
