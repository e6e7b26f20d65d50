import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeRealtime } from '@/lib/realtime';
import { apiError, asha, json, session, stubApi } from './support/api';
import { accepted, doctor, ID, overview } from './support/desk';
import { FakeSocket } from './support/fake-socket';
import { renderApp } from './support/render-app';
import { findToast } from './support/toasts';

// The desk opens the tab's socket for its alerts.
beforeEach(() => vi.stubGlobal('WebSocket', FakeSocket));
afterEach(() => closeRealtime());

// Issue 19: the approved desk also shows the schedule and the hours.
const DESK_SCHEDULE = {
  'GET /api/expert-desk/schedule': () => json(200, { timeZone: 'Asia/Kolkata', today: [], week: [] }),
  'GET /api/expert-desk/availability': () => json(200, { availability: null }),
};

describe('/expert-dashboard', () => {
  it('shows counts and earnings and an offer without a name; accepting shows the intake, AI transcript and a chat link', async () => {
    let done = false;
    const calls = stubApi({
      'GET /api/auth/session': session(doctor),
      ...DESK_SCHEDULE,
      'GET /api/expert-desk': () => json(200, done ? overview({ incoming: [], active: [accepted] }) : overview()),
      [`POST /api/expert-desk/consultations/${ID}/accept`]: () => {
        done = true;
        return json(200, { id: ID, status: 'active' });
      },
    });
    const { user } = renderApp('/expert-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Kavya Rao' })).toBeInTheDocument();
    expect(screen.getByText(/4\.5 \(2 ratings\)/)).toBeInTheDocument();
    expect(screen.getByText('₹598')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Cardiology request' });
    expect(card).toHaveTextContent('Cardiology · 52 years · Male');
    expect(card).toHaveTextContent('Chest tightness when climbing stairs');
    expect(card).toHaveTextContent('The name, phone, full details and AI assessment are shown once you accept.');
    expect(card).not.toHaveTextContent('AI assessment (');
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await findToast('You accepted the Cardiology request')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/accept'))).toBe(true);
    await user.click(screen.getByRole('tab', { name: /Active \(1\)/ }));
    const activeCard = await screen.findByRole('article', { name: 'Asha Verma' });
    expect(activeCard).toHaveTextContent('+919876543210');
    expect(activeCard).toHaveTextContent('AI assessment (1 answer)');
    expect(within(activeCard).getByRole('link', { name: 'Open chat' })).toHaveAttribute('href', `/expert-chat/${ID}`);
    expect(within(activeCard).getByRole('link', { name: 'Write prescription' })).toHaveAttribute('href', `/expert-dashboard/consultations/${ID}/prescription`);
  });

  it('the Online switch sends the new state', async () => {
    let online = false;
    const calls = stubApi({
      'GET /api/auth/session': session(doctor),
      ...DESK_SCHEDULE,
      'GET /api/expert-desk': () => json(200, overview({ profile: { ...overview().profile, isOnline: online } })),
      'POST /api/expert-desk/online': (call) => {
        online = (call.body as { online: boolean }).online;
        return json(200, { online });
      },
    });
    const { user } = renderApp('/expert-dashboard');
    await user.click(await screen.findByRole('switch', { name: 'Offline' }));
    expect(await screen.findByRole('switch', { name: 'Online' })).toBeChecked();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ online: true });
  });

  it('a pending expert sees the review notice and no switch', async () => {
    stubApi({
      'GET /api/auth/session': session(doctor),
      ...DESK_SCHEDULE,
      'GET /api/expert-desk': () => json(200, overview({ profile: { ...overview().profile, status: 'pending', isVerified: false }, incoming: [] })),
    });
    renderApp('/expert-dashboard');
    expect(await screen.findByText('Pending review')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('a pending expert adds the certificate they missed and replaces the photo; a refused file is explained under its picker', async () => {
    let profile = { ...overview().profile, status: 'pending' as const, isVerified: false, photoUrl: `/api/experts/${ID}/photo?v=photo-1` };
    const calls = stubApi({
      'GET /api/auth/session': session(doctor),
      ...DESK_SCHEDULE,
      'GET /api/expert-desk': () => json(200, overview({ profile, incoming: [] })),
      'PUT /api/experts/me/document': () => {
        profile = { ...profile, documentUrl: `/api/experts/${ID}/document`, documentName: 'kmc.pdf' };
        return json(200, { photoUrl: profile.photoUrl, documentUrl: profile.documentUrl, documentName: profile.documentName });
      },
      'PUT /api/experts/me/photo': () => apiError(400, 'BAD_REQUEST', 'Choose a JPEG, PNG or WebP photo', { file: ['Choose a JPEG, PNG or WebP photo'] }),
    });
    const { user } = renderApp('/expert-dashboard');
    expect(await screen.findByRole('img', { name: 'Dr. Kavya Rao' })).toHaveAttribute('src', `/api/experts/${ID}/photo?v=photo-1`);
    expect(screen.getByText('No certificate uploaded. Our team checks it before approving you.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Add certificate'), new File(['%PDF-1.4'], 'kmc.pdf', { type: 'application/pdf' }));
    expect(await findToast('Registration certificate updated')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Download kmc.pdf' })).toHaveAttribute('href', `/api/experts/${ID}/document`);
    expect(((calls.find((c) => c.path === '/api/experts/me/document')?.body as FormData).get('file') as File).name).toBe('kmc.pdf');
    await user.upload(screen.getByLabelText('Change photo'), new File(['not really'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a JPEG, PNG or WebP photo');
  });

  it('tells a patient the desk is for experts and loads nothing', async () => {
    const calls = stubApi({ 'GET /api/auth/session': session(asha) });
    renderApp('/expert-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'For experts' })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).not.toContain('/api/expert-desk');
  });
});

describe('the desk header rating', () => {
  it('shows the rating patients see, with how many real ratings it rests on', async () => {
    const { deskRating } = await import('@/features/expert-desk/components/desk-header');
    expect(deskRating({ rating: 4.8, ratingCount: 0 })).toBe('4.8');
    expect(deskRating({ rating: 4.5, ratingCount: 1 })).toBe('4.5 (1 rating)');
    expect(deskRating({ rating: 0, ratingCount: 0 })).toBe('No ratings yet');
  });
});

describe('the desk’s phone button (issue 15 part 5)', () => {
  const CALL_ID = '7d3c1f0e-2b4a-4c5d-8e9f-0a1b2c3d4e5f';
  const call = (status: 'doctor_ringing' | 'bridged') => ({
    id: CALL_ID,
    status,
    callerId: '+918047000000',
    simulated: true,
    failureReason: null,
    createdAt: '2026-11-24T09:00:00.000Z',
    endedAt: null,
    conversationSeconds: null,
    history: [{ status, at: '2026-11-24T09:00:00.000Z' }],
  });

  it('places a bridged call for an accepted consultation and follows its states', async () => {
    const calls = stubApi({
      'GET /api/auth/session': session(doctor),
      ...DESK_SCHEDULE,
      'GET /api/expert-desk': () => json(200, overview({ incoming: [], active: [accepted] })),
      [`POST /api/consultations/${accepted.id}/phone-calls`]: () => json(201, { message: 'Consultation Initiated', call: call('doctor_ringing') }),
      [`GET /api/phone-calls/${CALL_ID}`]: () => json(200, call('bridged')),
    });
    const { user } = renderApp('/expert-dashboard');
    await user.click(await screen.findByRole('button', { name: 'Phone call' }));
    // First the doctor's own phone rings (from Sahay's number), then the live state reads connected.
    expect(await screen.findByText(/Your phone rings now from \+918047000000/)).toBeInTheDocument();
    expect(await screen.findByText(/You are connected\. Neither of you sees the other’s number\./, {}, { timeout: 6000 })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === `/api/consultations/${accepted.id}/phone-calls`)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Phone call' })).toBeDisabled();
  });

  it('is off, and says why, when the patient gave no mobile number', async () => {
    const calls = stubApi({
      'GET /api/auth/session': session(doctor),
      ...DESK_SCHEDULE,
      'GET /api/expert-desk': () => json(200, overview({ incoming: [], active: [{ ...accepted, patient: { ...accepted.patient!, phone: null } }] })),
    });
    renderApp('/expert-dashboard');
    const button = await screen.findByRole('button', { name: 'Phone call' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/gave no mobile number, so a phone call cannot be placed/);
    expect(calls.some((c) => c.path.endsWith('/phone-calls'))).toBe(false);
  });
});
