import type { MedicalDashboard } from '@sahay/domain/dashboard-schemas';
import type { FamilyMember } from '@sahay/domain/family-members';
import { healthScore } from '@sahay/domain/health-score';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { asha, json, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';

// Issue 14 part 8: the dashboard's switcher between the account holder and each family member.
const AARAV: FamilyMember = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Aarav Verma',
  relation: 'child',
  dateOfBirth: '2018-06-15',
  gender: 'male',
  createdAt: '2026-01-01T00:00:00.000Z',
};

function dashboard(title: string): MedicalDashboard {
  return {
    field: 'medical',
    name: 'Asha Verma',
    stats: { upcomingAppointments: 0, medicalRecords: 1, prescriptions: 0 },
    healthScore: healthScore([], new Date()),
    nextAppointment: null,
    appointments: [],
    appointmentCount: 0,
    records: [
      {
        kind: 'record',
        id: '00000000-0000-4000-8000-000000000003',
        title,
        recordType: 'Lab Report',
        recordDate: '2026-02-20',
        doctorName: null,
        hospitalName: null,
        file: null,
        createdAt: '2026-02-20T06:00:00.000Z',
      },
    ],
    prescriptions: [],
  };
}

/** The server answers the holder's dashboard or the child's, by ?member=; every URL asked for is kept. */
function householdServer() {
  const urls: string[] = [];
  stubApi({
    'GET /api/auth/session': session(asha),
    'GET /api/family-members': () => json(200, { members: [AARAV], limit: 10 }),
    'GET /api/dashboard': () => json(200, dashboard(urls.at(-1)?.includes(`member=${AARAV.id}`) ? 'Aarav blood test' : 'My thyroid report')),
  });
  const inner = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(input instanceof Request ? input.url : String(input));
    return inner(input, init);
  });
  return urls;
}

describe('the dashboard’s member switcher', () => {
  it('offers Myself and each member, and reloads the dashboard for the one chosen', async () => {
    const user = userEvent.setup();
    const urls = householdServer();
    const { router } = renderApp('/patient-dashboard');
    const switcher = await screen.findByRole('group', { name: 'Showing health for' });
    expect(within(switcher).getByRole('radio', { name: 'Myself' })).toBeChecked();
    expect(await screen.findByText('My thyroid report')).toBeInTheDocument();

    await user.click(within(switcher).getByRole('radio', { name: 'Aarav Verma' }));
    expect(await screen.findByText('Aarav blood test')).toBeInTheDocument();
    expect(router.state.location.search).toContain(`member=${AARAV.id}`);
    expect(urls.some((url) => url.includes(`/api/dashboard?field=medical&member=${AARAV.id}`))).toBe(true);
    // Track Vitals opens the child's tracker.
    const actions = screen.getByRole('navigation', { name: 'Quick actions' });
    expect(within(actions).getByRole('link', { name: 'Track Vitals' })).toHaveAttribute('href', `/health-tracker?member=${AARAV.id}`);

    await user.click(within(switcher).getByRole('radio', { name: 'Myself' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('member='));
    expect(await screen.findByText('My thyroid report')).toBeInTheDocument();
  });
});
