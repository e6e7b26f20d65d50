import type { CurrentUser } from '@sahay/domain/auth';
import { healthScore } from '@sahay/domain/health-score';
import type { VitalReading, VitalsSummary } from '@sahay/domain/vitals-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, asha, json, noConsultations, session, stubApi, type ApiCall } from './support/api';
import { fakeCanvas } from './support/canvas';
import { renderApp } from './support/render-app';
import { findToast } from './support/toasts';

// Issue 14 part 4: the Health Tracker at /health-tracker.
const DAY = 24 * 60 * 60 * 1000;
const none = { bloodPressureSystolic: null, bloodPressureDiastolic: null, heartRate: null, bloodSugar: null, weight: null };
let sequence = 0;
function reading(daysAgo: number, values: Partial<VitalReading>): VitalReading {
  sequence += 1;
  return {
    ...none,
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    recordedAt: new Date(Date.now() - daysAgo * DAY).toISOString(),
    ...values,
  };
}

const READINGS = [
  reading(1, { bloodPressureSystolic: 128, bloodPressureDiastolic: 82, heartRate: 69, bloodSugar: 92, weight: 76.2 }),
  reading(8, { bloodPressureSystolic: 146, bloodPressureDiastolic: 94, heartRate: 84 }),
  reading(15, { weight: 77.4, bloodSugar: 210 }),
];

/** A server with the patient's readings: it stores what is posted and forgets what is deleted, like the real one. */
function vitalsServer(initial: VitalReading[], options: { user?: CurrentUser; post?: (call: ApiCall) => Response; profile?: boolean } = {}) {
  let readings = [...initial];
  const summary = (): VitalsSummary => ({ score: healthScore(readings, new Date()), latest: readings[0] ?? null });
  const calls = stubApi({
    'GET /api/auth/session': session(options.user ?? asha),
    ...(options.profile
      ? { 'GET /api/profile': () => json(200, { ...asha, city: null, state: null, languages: [] }), 'GET /api/consultations/history': noConsultations }
      : {}),
    'GET /api/vitals': () => json(200, { readings }),
    'GET /api/vitals/summary': () => json(200, summary()),
    'POST /api/vitals': (call) => {
      if (options.post) return options.post(call);
      const created = reading(0, call.body as Partial<VitalReading>);
      readings = [created, ...readings];
      return json(201, created);
    },
    ...Object.fromEntries(
      initial.map((r) => [
        `DELETE /api/vitals/${r.id}`,
        () => {
          readings = readings.filter((kept) => kept.id !== r.id);
          return json(200, { ok: true });
        },
      ]),
    ),
  });
  return calls;
}

describe('Health Tracker', () => {
  it('shows the Health Score with its reasons, a chart per measure with a table, and the history with marks', async () => {
    const drawn = fakeCanvas();
    vitalsServer(READINGS);
    renderApp('/health-tracker');
    expect(await screen.findByRole('heading', { level: 1, name: 'Health Tracker' })).toBeInTheDocument();

    const score = await screen.findByRole('region', { name: 'Health Score' });
    expect(await within(score).findByText('Fair')).toBeInTheDocument();
    expect(within(score).getByText(/Blood pressure 128\/82 mmHg is a little above the normal range/)).toBeInTheDocument();
    expect(within(score).getByText(/It is not a diagnosis/)).toBeInTheDocument();

    for (const title of ['Blood pressure', 'Heart rate', 'Blood sugar', 'Weight']) {
      const figure = await screen.findByRole('figure', { name: `${title} over time` });
      const table = within(figure).getByRole('table', { name: `${title} readings, oldest first` });
      expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    }
    const bloodPressure = within(screen.getByRole('figure', { name: 'Blood pressure over time' })).getByRole('table');
    expect(within(bloodPressure).getAllByRole('row')[1]).toHaveTextContent(/146.*94.*Above normal/);
    // uPlot, loaded with this page, drew each chart.
    await waitFor(() => expect(document.querySelectorAll('figure canvas')).toHaveLength(4));
    expect(drawn).toContain('stroke');

    const history = screen.getByRole('list', { name: 'Your readings, newest first' });
    const items = within(history).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(/Blood pressure128\/82 mmHgAbove normal.*Heart rate69 bpm.*Blood sugar92 mg\/dL.*Weight76\.2 kg/);
    expect(items[2]).toHaveTextContent(/Blood sugar210 mg\/dLAbove normal/);
    expect(screen.queryByText(/tablet|dose|medicine/i)).not.toBeInTheDocument();
  });

  it('adds a reading of any subset and shows it', async () => {
    fakeCanvas();
    const calls = vitalsServer(READINGS);
    const { user } = renderApp('/health-tracker');
    await user.type(await screen.findByLabelText('Heart rate'), '72');
    await user.type(screen.getByLabelText('Weight'), '75,8');
    await user.click(screen.getByRole('button', { name: 'Save reading' }));

    expect(await findToast('Reading saved')).toBeTruthy();
    const posted = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(posted).toMatchObject({ heartRate: 72, weight: 75.8 });
    expect(Object.keys(posted).sort()).toEqual(['heartRate', 'recordedAt', 'weight']);
    expect(Math.abs(Date.parse(String(posted.recordedAt)) - Date.now())).toBeLessThan(2 * 60_000);
    const history = screen.getByRole('list', { name: 'Your readings, newest first' });
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(4));
    expect(screen.getByLabelText('Heart rate')).toHaveValue('');
  });

  it.each([
    [{}, 'Enter at least one reading'],
    [{ 'Upper (systolic)': '120' }, 'Enter the lower (diastolic) number too'],
    [{ 'Upper (systolic)': '80', 'Lower (diastolic)': '90' }, 'The lower (diastolic) number must be less than the upper (systolic) number'],
    [{ 'Heart rate': '400' }, 'Heart rate must be between 30 and 250 bpm'],
    [{ 'Blood sugar': 'high' }, 'Blood sugar must be a number'],
  ])('refuses %j with “%s”, sending nothing', async (typed, message) => {
    fakeCanvas();
    const calls = vitalsServer([]);
    const { user } = renderApp('/health-tracker');
    await screen.findByLabelText('Heart rate');
    for (const [label, text] of Object.entries(typed)) await user.type(screen.getByLabelText(label), text);
    await user.click(screen.getByRole('button', { name: 'Save reading' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('puts the server’s field error under its field (a time in the future)', async () => {
    fakeCanvas();
    vitalsServer([], {
      post: () => apiError(400, 'VALIDATION_FAILED', 'The reading cannot be in the future', { recordedAt: ['The reading cannot be in the future'] }),
    });
    const { user } = renderApp('/health-tracker');
    await user.type(await screen.findByLabelText('Heart rate'), '70');
    await user.click(screen.getByRole('button', { name: 'Save reading' }));
    expect(await screen.findByText('The reading cannot be in the future')).toBeInTheDocument();
    expect(screen.getByLabelText('Taken on')).toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes a reading after asking', async () => {
    fakeCanvas();
    const calls = vitalsServer(READINGS);
    const { user } = renderApp('/health-tracker');
    const history = await screen.findByRole('list', { name: 'Your readings, newest first' });
    const oldest = within(history).getAllByRole('listitem')[2];
    if (!oldest) throw new Error('no reading');
    await user.click(within(oldest).getByRole('button', { name: /^Delete the reading of/ }));
    await user.click(within(oldest).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Reading deleted')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([`/api/vitals/${READINGS[2]?.id}`]);
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Your readings, newest first' })).getAllByRole('listitem')).toHaveLength(2));
  });

  it('starts empty: Not enough data, and no charts', async () => {
    vitalsServer([]);
    renderApp('/health-tracker');
    expect(await screen.findByText('No readings yet')).toBeInTheDocument();
    expect(await screen.findByText('Not enough data')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('says where to call for a reading far out of range', async () => {
    fakeCanvas();
    vitalsServer([reading(0, { bloodPressureSystolic: 186, bloodPressureDiastolic: 112, heartRate: 96 })]);
    renderApp('/health-tracker');
    const score = await screen.findByRole('region', { name: 'Health Score' });
    expect(await within(score).findByText('Needs attention')).toBeInTheDocument();
    expect(within(score).getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
  });

  it('shows an error with Try again when the readings cannot load', async () => {
    let failing = true;
    stubApi({
      'GET /api/auth/session': session(asha),
      'GET /api/vitals': () => (failing ? apiError(429, 'RATE_LIMITED', 'Too many requests. Please wait a moment.') : json(200, { readings: [] })),
      'GET /api/vitals/summary': () => json(200, { score: healthScore([], new Date()), latest: null }),
    });
    const { user } = renderApp('/health-tracker');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your readings');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No readings yet')).toBeInTheDocument();
  });

  it('is linked from a patient’s profile menu', async () => {
    fakeCanvas();
    vitalsServer([], { profile: true });
    const { user, router } = renderApp('/profile-menu');
    await user.click(await screen.findByRole('link', { name: 'Health Tracker' }));
    expect(router.state.location.pathname).toBe('/health-tracker');
    expect(await screen.findByRole('heading', { level: 1, name: 'Health Tracker' })).toBeInTheDocument();
  });

  it('leaves the link out of an expert’s profile menu', async () => {
    vitalsServer([], { user: { ...asha, role: 'expert' }, profile: true });
    renderApp('/profile-menu');
    expect(await screen.findByRole('link', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Health Tracker' })).not.toBeInTheDocument();
  });

  it('asks a visitor to log in and tells an expert it is for patients, asking the server for no vitals', async () => {
    const calls = stubApi({ 'GET /api/auth/session': session(null) });
    const first = renderApp('/health-tracker');
    expect(await screen.findByText('Please log in to track your vitals.')).toBeInTheDocument();
    first.unmount();
    stubApi({ 'GET /api/auth/session': session({ ...asha, role: 'expert' }) });
    renderApp('/health-tracker');
    expect(await screen.findByText(/The health tracker is for patient accounts/)).toBeInTheDocument();
    expect(calls.map((call) => call.path).filter((path) => path.startsWith('/api/vitals'))).toEqual([]);
  });
});
