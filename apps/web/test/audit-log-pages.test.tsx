import { ACCESS_RESOURCE_LABELS, ACCESS_RESOURCES, type AccessLogEntry, type AuditLogEntry } from '@sahay/domain/access-log';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import profileEn from '@/i18n/messages/en/profile.json';
import profileHi from '@/i18n/messages/hi/profile.json';
import { apiError, asha, json, noConsultations, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';

const admin = { ...asha, id: '9a4f1b2c-3d4e-4f5a-8b6c-7d8e9f0a1b2c', name: 'Anil Kapoor', role: 'admin' as const };

const read = (overrides: Partial<AccessLogEntry> = {}): AccessLogEntry => ({
  id: 12,
  at: '2026-11-20T05:30:00.000Z',
  who: 'Dr. Kavitha Rao',
  profession: 'Doctor · General Physician',
  professionParts: { category: 'medical', specialization: 'General Physician' },
  actorRole: 'expert',
  resource: 'prescription',
  what: 'Your prescription',
  ...overrides,
});

const PATIENT_ID = '0b6f4d5e-8d5b-4c1f-9a51-6b1d6f0c2a11';
const DOCTOR_ID = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const entry = (overrides: Partial<AuditLogEntry> = {}): AuditLogEntry => ({
  id: 40,
  at: '2026-11-20T05:30:00.000Z',
  actor: { id: DOCTOR_ID, name: 'Dr. Kavitha Rao', role: 'expert', profession: 'Doctor · General Physician' },
  patient: { id: PATIENT_ID, name: 'Asha Verma' },
  resource: 'chat_messages',
  what: 'Consultation messages',
  resourceId: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
  reason: 'assigned expert of consultation 5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
  ...overrides,
});

describe('Who opened my data (issue 16)', () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  it('is in the profile menu and lists each read: who, their profession or Sahay admin, what, when', async () => {
    stubApi({
      'GET /api/auth/session': session(asha),
      'GET /api/profile': () => json(200, { name: asha.name, email: asha.email, phone: asha.phone, city: null, state: null, languages: [] }),
      'GET /api/consultations/history': noConsultations,
      'GET /api/account/access-log': () =>
        json(200, {
          entries: [
            read(),
            read({
              id: 11,
              who: 'Sahay admin',
              profession: null,
              professionParts: null,
              actorRole: 'admin',
              resource: 'prescription_pdf',
              what: 'Your prescription (PDF download)',
            }),
          ],
          nextBefore: null,
        }),
    });
    const { user, router } = renderApp('/profile-menu');
    await user.click(await screen.findByRole('link', { name: 'Who opened my data' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Who opened my data' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/access-log');
    expect(screen.getByText(/at least one year/)).toBeInTheDocument();
    const items = within(await screen.findByRole('list', { name: 'Who opened your data' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/Dr\. Kavitha Rao.*Doctor · General Physician.*Opened: Your prescription.*20 Nov 2026/);
    expect(items[1]).toHaveTextContent(/Sahay admin.*Opened: Your prescription \(PDF download\)/);
  });

  it('is in Hindi for a Hindi reader: roles, professions and what was opened (issue 20)', async () => {
    stubApi({
      'GET /api/auth/session': session(asha),
      'GET /api/account/access-log': () =>
        json(200, {
          entries: [
            read({
              who: 'Adv. Meera Iyer',
              profession: 'Lawyer · Family Law',
              professionParts: { category: 'legal', specialization: 'Family Law' },
              resource: 'chat_messages',
              what: 'Messages of your consultation',
            }),
            read({
              id: 11,
              who: 'Sahay admin',
              profession: null,
              professionParts: null,
              actorRole: 'admin',
              resource: 'patient_chart',
              what: 'Your health chart, shared from your consultation',
            }),
            // An expert's own specialization that is no match group stays as they wrote it.
            read({ id: 10, profession: 'Doctor · Sleep Medicine', professionParts: { category: 'medical', specialization: 'Sleep Medicine' } }),
          ],
          nextBefore: null,
        }),
    });
    await changeLanguage('hi');
    renderApp('/profile/access-log');
    const items = within(await screen.findByRole('list', { name: 'किसने आपकी जानकारी खोली' }, { timeout: 15_000 })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/Adv\. Meera Iyer.*वकील · पारिवारिक कानून.*खोला: आपके कंसल्टेशन के मैसेज/);
    expect(items[1]).toHaveTextContent(/सहाय एडमिन.*खोला: आपका हेल्थ चार्ट, जो आपने अपने कंसल्टेशन में शेयर किया/);
    expect(items[2]).toHaveTextContent(/डॉक्टर · Sleep Medicine.*खोला: आपका पर्चा/);
    expect(screen.queryByText(/Lawyer|Sahay admin|Messages of your consultation|Opened/)).not.toBeInTheDocument();
  });

  it('keeps the English of what was opened word for word with the domain', () => {
    for (const resource of ACCESS_RESOURCES) expect(profileEn[`log.resource.${resource}`]).toBe(ACCESS_RESOURCE_LABELS[resource]);
    expect(Object.keys(profileHi).sort()).toEqual(Object.keys(profileEn).sort());
  });

  it('says so when nobody has opened anything', async () => {
    stubApi({ 'GET /api/auth/session': session(asha), 'GET /api/account/access-log': () => json(200, { entries: [], nextBefore: null }) });
    renderApp('/profile/access-log');
    expect(await screen.findByText('No expert or admin has opened your medical data yet.')).toBeInTheDocument();
  });

  it('pages back and recovers from an error', async () => {
    let calls = 0;
    const seen = stubApi({
      'GET /api/auth/session': session(asha),
      'GET /api/account/access-log': () => {
        calls += 1;
        // A 4xx is not retried by the query client, so the error shows at once.
        if (calls === 1) return apiError(429, 'RATE_LIMITED', 'Too many requests. Please wait a moment.');
        if (calls === 2) return json(200, { entries: [read()], nextBefore: 12 });
        return json(200, { entries: [read({ id: 3, who: 'Dr. Arjun Mehta' })], nextBefore: null });
      },
    });
    const { user } = renderApp('/profile/access-log');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the list');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await user.click(await screen.findByRole('button', { name: 'Show earlier' }));
    expect(await screen.findByText('Dr. Arjun Mehta')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show earlier' })).not.toBeInTheDocument();
    expect(seen.filter((call) => call.path === '/api/account/access-log')).toHaveLength(3);
  });

  it('asks a visitor to log in, and asks the server nothing', async () => {
    const calls = stubApi({ 'GET /api/auth/session': session(null) });
    renderApp('/profile/access-log');
    expect(await screen.findByText('Please log in to see who opened your data.')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).not.toContain('/api/account/access-log');
  });
});

describe('/admin/audit-log (issue 16)', () => {
  it('tells a patient it is for admins only, and loads nothing', async () => {
    const calls = stubApi({ 'GET /api/auth/session': session(asha) });
    renderApp('/admin/audit-log');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admins only' })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).not.toContain('/api/admin/audit-log');
  });

  it('is in the admin nav, shows who opened what of whose and why, and filters by a name', async () => {
    const calls = stubApi({
      'GET /api/auth/session': session(admin),
      'GET /api/admin/contact-messages': () => json(200, { messages: [] }),
      'GET /api/admin/audit-log': () =>
        json(200, { entries: [entry(), entry({ id: 39, patient: null, resource: 'prescription', what: 'Prescription' })], nextBefore: null }),
    });
    const { user, router } = renderApp('/admin/messages');
    await user.click(await screen.findByRole('link', { name: 'Audit log' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: 'Dr. Kavitha Rao opened Consultation messages' });
    expect(first).toHaveTextContent(/Patient\s*Asha Verma/);
    expect(first).toHaveTextContent(/Why allowed\s*assigned expert of consultation/);
    expect(screen.getByRole('article', { name: 'Dr. Kavitha Rao opened Prescription' })).toHaveTextContent('Account deleted');

    await user.click(within(first).getByRole('button', { name: 'Asha Verma' }));
    expect(router.state.location.search).toContain(`patient=${PATIENT_ID}`);
    expect(await screen.findByText('Patient: Asha Verma')).toBeInTheDocument();
    const filtered = calls.filter((call) => call.path === '/api/admin/audit-log');
    expect(filtered.length).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Clear filter: Patient: Asha Verma' }));
    expect(router.state.location.search).toBe('');
  });

  it('says so when the log is empty', async () => {
    stubApi({ 'GET /api/auth/session': session(admin), 'GET /api/admin/audit-log': () => json(200, { entries: [], nextBefore: null }) });
    renderApp('/admin/audit-log');
    expect(await screen.findByText('No expert or admin has opened anyone’s medical data yet.')).toBeInTheDocument();
  });
});
