import type { CreatedHealthShare, HealthShare } from '@sahay/domain/health-shares';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, asha, json, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';

const TOKEN = 'q8Zx3kLm9PqRsTuVwXyZ0aBcDeFgHiJk';
const URL_OF = `http://localhost:3109/patient-details/${TOKEN}`;
const SCOPES = ['personal_info', 'medical_history', 'prescriptions', 'lab_reports', 'vitals'] as const;

function share(overrides: Partial<HealthShare> = {}): HealthShare {
  return {
    id: '3f1e2d3c-4b5a-4968-8776-655443322110',
    kind: 'qr',
    scopes: [...SCOPES],
    createdAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2026-11-21T10:00:00.000Z',
    consultation: null,
    openings: [],
    ...overrides,
  };
}

function created(scopes: HealthShare['scopes'] = [...SCOPES]): CreatedHealthShare {
  return { share: share({ scopes }), token: TOKEN, url: URL_OF };
}

async function openDialog(handlers: Parameters<typeof stubApi>[0] = {}) {
  const calls = stubApi({
    'GET /api/auth/session': session(asha),
    'GET /api/health-shares': () => json(200, { shares: [] }),
    'POST /api/health-shares': (call) => json(201, created((call.body as { scopes: HealthShare['scopes'] }).scopes)),
    ...handlers,
  });
  const app = renderApp('/');
  await app.user.click(await screen.findByRole('button', { name: 'Your Health QR Code' }));
  const dialog = await screen.findByRole('dialog', { name: 'Your Health QR Code' });
  await within(dialog).findByRole('button', { name: 'Create QR code' });
  return { ...app, calls, dialog };
}

describe('Your Health QR Code (spec 000 §2, issue 14)', () => {
  it('has the five privacy toggles on, 24 hours chosen, the patient id as 8 characters and an ellipsis, and the note', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByText('Share this QR code to provide secure access to your medical information')).toBeInTheDocument();
    for (const name of ['Personal Information', 'Medical History', 'Prescriptions', 'Lab Reports', 'Vital Signs']) {
      expect(within(dialog).getByRole('switch', { name })).toHaveAttribute('aria-checked', 'true');
    }
    expect(within(dialog).getByRole('radio', { name: '24 hours' })).toBeChecked();
    expect(within(dialog).getByText('0b6f4d5e…')).toBeInTheDocument();
    expect(within(dialog).getByText('Scan to access medical information')).toBeInTheDocument();
    expect(within(dialog).getByText(/Privacy settings apply to QR code access only/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Share' })).toBeDisabled();
  });

  it('gives focus back to the QR button when it closes (issue 21)', async () => {
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your Health QR Code' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Your Health QR Code' })).toHaveFocus();
  });

  it('creates a link with the chosen scopes and expiry, shows its 256 px code and locks the controls', async () => {
    const { dialog, user, calls } = await openDialog();
    await user.click(within(dialog).getByRole('switch', { name: 'Lab Reports' }));
    await user.click(within(dialog).getByRole('radio', { name: '7 days' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create QR code' }));
    const code = await within(dialog).findByRole('img', { name: 'Health QR code' });
    expect(code).toHaveAttribute('width', '256');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ scopes: ['personal_info', 'medical_history', 'prescriptions', 'vitals'], expiresIn: '7d' });
    expect(within(dialog).getByRole('switch', { name: 'Personal Information' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: '1 hour' })).toBeDisabled();
  });

  it('cannot create a link that shows nothing', async () => {
    const { dialog, user } = await openDialog();
    for (const name of ['Personal Information', 'Medical History', 'Prescriptions', 'Lab Reports', 'Vital Signs']) {
      await user.click(within(dialog).getByRole('switch', { name }));
    }
    expect(within(dialog).getByRole('button', { name: 'Create QR code' })).toBeDisabled();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Turn on at least one kind of information to share');
  });

  it('copies the link with the toast when the device has no share sheet', async () => {
    // jsdom has no share sheet; user-event stands in for the clipboard.
    expect('share' in navigator).toBe(false);
    const { dialog, user } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Create QR code' }));
    await within(dialog).findByRole('img', { name: 'Health QR code' });
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await navigator.clipboard.readText()).toBe(URL_OF);
    // The toast sits outside the open dialog, which hides the rest of the page from the accessibility tree.
    expect(await screen.findByText('QR code link copied to clipboard')).toBeInTheDocument();
  });

  it('uses the share sheet when there is one', async () => {
    const shareSheet = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share: shareSheet });
    const { dialog, user } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Create QR code' }));
    await within(dialog).findByRole('img', { name: 'Health QR code' });
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(shareSheet).toHaveBeenCalledWith({ title: 'Your Health QR Code', url: URL_OF });
  });

  it('says when the code could not be made', async () => {
    const { dialog, user } = await openDialog({
      'POST /api/health-shares': () => apiError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.'),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Create QR code' }));
    expect(await within(dialog).findByText('Failed to generate QR code')).toBeInTheDocument();
  });

  it('lists live links with every opening, and revokes one', async () => {
    let shares = [
      share({ openings: [{ at: '2026-11-20T11:00:00.000Z', sections: ['patient_information', 'prescriptions'], viewer: null }] }),
      share({
        id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
        kind: 'chart',
        expiresAt: null,
        consultation: { id: '7b0f4b36-6f6f-4a8e-9a55-1c1b7c1f0a01', expertName: 'Dr. Arjun Mehta' },
      }),
    ];
    const { dialog, user, calls } = await openDialog({
      'GET /api/health-shares': () => json(200, { shares }),
      'DELETE /api/health-shares/3f1e2d3c-4b5a-4968-8776-655443322110': () => {
        shares = shares.slice(1);
        return new Response(null, { status: 204 });
      },
    });
    const list = await within(dialog).findByRole('region', { name: 'Your active links (2)' });
    expect(within(list).getByText('Chart shared with Dr. Arjun Mehta')).toBeInTheDocument();
    expect(within(list).getByText('Opened once')).toBeInTheDocument();
    expect(within(list).getByText(/saw Patient Information, Prescriptions/)).toBeInTheDocument();
    expect(within(list).getByText('Not opened yet')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: /Revoke QR link/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(await within(dialog).findByRole('region', { name: 'Your active links (1)' })).toBeInTheDocument();
  });
});
