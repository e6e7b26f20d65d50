import type { DeskAlert, DeskOverview } from '@sahay/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSound } from '@/features/expert-desk/alerts/alert-sound';
import { closeRealtime } from '@/lib/realtime';
import { asha, json, session, stubApi } from './support/api';
import { FakeSocket } from './support/fake-socket';
import { renderApp } from './support/render-app';

// Issue 16 part 3 (decision 063): a patient starting a chat alerts the expert's open desk.
const doctor = { ...asha, id: '5e4d3c2b-1a0f-4e9d-8c7b-6a5f4e3d2c1b', name: 'Dr. Kavya Rao', role: 'expert' as const };
const ID = '7d1f5d0e-8a34-4c5e-9b1a-2f7c3e9d4a10';

const desk: DeskOverview = {
  profile: {
    id: ID,
    name: 'Dr. Kavya Rao',
    category: 'medical',
    specialization: 'Cardiology',
    status: 'approved',
    statusReason: null,
    isOnline: true,
    isVerified: true,
    rating: 4.5,
    ratingCount: 2,
    consultationFee: 499,
    photoUrl: null,
    documentUrl: null,
    documentName: null,
  },
  stats: { waiting: 0, active: 0, completed: 0, completedToday: 0, earnings: 0, earningsThisMonth: 0 },
  incoming: [],
  active: [],
  recent: [],
};

const alert: DeskAlert = {
  consultationId: ID,
  category: 'medical',
  department: 'Cardiology',
  patientAge: 52,
  patientGender: 'female',
  at: '2026-11-24T09:00:00.000Z',
};

/** The browser's Notification, with a permission the test sets and the notifications it would have shown. */
class FakeNotification {
  static permission: NotificationPermission = 'default';
  static shown: Array<{ title: string; options?: NotificationOptions }> = [];
  static requestPermission = vi.fn(() => {
    FakeNotification.permission = 'granted';
    return Promise.resolve(FakeNotification.permission);
  });
  onclick: (() => void) | null = null;
  constructor(title: string, options?: NotificationOptions) {
    FakeNotification.shown.push({ title, options });
  }
  close(): void {}
}

/** Web Audio as far as the chime uses it; records the notes it starts. */
class FakeAudioContext {
  static notes: number[] = [];
  state = 'suspended';
  currentTime = 0;
  destination = {};
  resume = vi.fn(() => {
    this.state = 'running';
    return Promise.resolve();
  });
  createOscillator() {
    let frequency = 0;
    return {
      type: 'sine',
      frequency: { setValueAtTime: (value: number) => (frequency = value) },
      connect: (node: unknown) => node,
      start: () => FakeAudioContext.notes.push(frequency),
      stop: () => undefined,
    };
  }
  createGain() {
    return { gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined }, connect: (node: unknown) => node };
  }
}

beforeEach(() => {
  FakeNotification.permission = 'default';
  FakeNotification.shown = [];
  FakeNotification.requestPermission.mockClear();
  FakeAudioContext.notes = [];
  resetSound();
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('AudioContext', FakeAudioContext);
});
afterEach(() => closeRealtime());

function openDesk() {
  const calls = stubApi({ 'GET /api/auth/session': session(doctor), 'GET /api/expert-desk': () => json(200, desk) });
  return { calls, ...renderApp('/expert-dashboard') };
}

const deskLoads = (calls: Array<{ path: string }>) => calls.filter((c) => c.path === '/api/expert-desk').length;

describe('desk alerts', () => {
  it('asks for notification permission only when the expert presses Enable alerts', async () => {
    const { user } = openDesk();
    const button = await screen.findByRole('button', { name: 'Enable alerts' });
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    await user.click(button);
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent('Alerts are on: a sound and a browser notification when a patient starts a chat with you.');
    expect(screen.queryByRole('button', { name: 'Enable alerts' })).not.toBeInTheDocument();
  });

  it('a chat started by a patient shows a live alert without a name, chimes, notifies the browser and reloads the desk', async () => {
    FakeNotification.permission = 'granted';
    const { calls, user } = openDesk();
    await user.click(await screen.findByRole('button', { name: 'Enable alerts' }));
    // The desk has loaded and the socket said ready: nothing else asks for the desk until the 15 s poll.
    await waitFor(() => expect(FakeSocket.last?.readyState).toBe(1));
    const loadsBefore = deskLoads(calls);

    act(() => FakeSocket.last?.push({ type: 'desk-alert', alert }));
    const shown = await screen.findByRole('alert');
    expect(shown).toHaveTextContent('A patient started a chat with you');
    expect(shown).toHaveTextContent('Cardiology · 52 years · Female');
    expect(FakeAudioContext.notes).toEqual([880, 1320]);
    expect(FakeNotification.shown).toEqual([
      { title: 'A patient started a chat with you', options: { body: 'Cardiology · 52 years · Female. Open your Sahay desk to see the request.', tag: ID } },
    ]);
    await waitFor(() => expect(deskLoads(calls)).toBe(loadsBefore + 1));

    // The same conversation again replaces its alert rather than stacking a second one.
    act(() => FakeSocket.last?.push({ type: 'desk-alert', alert: { ...alert, at: '2026-11-24T09:05:00.000Z' } }));
    await waitFor(() => expect(FakeAudioContext.notes).toHaveLength(4));
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    await user.click(within(shown).getByRole('button', { name: 'Dismiss alert' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('without notification permission the desk still shows the alert and chimes, and shows no browser notification', async () => {
    FakeNotification.permission = 'denied';
    const { user } = openDesk();
    await user.click(await screen.findByRole('button', { name: 'Enable alerts' }));
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    expect(await screen.findByRole('status')).toHaveTextContent('Browser notifications are blocked for Sahay');
    await waitFor(() => expect(FakeSocket.last?.readyState).toBe(1));
    act(() => FakeSocket.last?.push({ type: 'desk-alert', alert }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cardiology · 52 years · Female');
    expect(FakeAudioContext.notes).toEqual([880, 1320]);
    expect(FakeNotification.shown).toEqual([]);
  });

  it('View request opens the Incoming list', async () => {
    const { user } = openDesk();
    await screen.findByRole('button', { name: 'Enable alerts' });
    await user.click(screen.getByRole('tab', { name: 'Recent' }));
    await waitFor(() => expect(FakeSocket.last?.readyState).toBe(1));
    act(() => FakeSocket.last?.push({ type: 'desk-alert', alert }));
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'View request' }));
    expect(screen.getByRole('tab', { name: /Incoming/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
