import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, asha, deferred, json, session, stubApi } from './support/api';
import { pendingAdminExpert } from './support/admin-expert';
import { renderApp } from './support/render-app';
import { findToast } from './support/toasts';

const admin = { ...asha, id: '9a4f1b2c-3d4e-4f5a-8b6c-7d8e9f0a1b2c', name: 'Sahay Admin', role: 'admin' as const };
const ID = '7d1f5d0e-8a34-4c5e-9b1a-2f7c3e9d4a10';
const CONSULTATION = '3c2b1a0f-8a34-4c5e-9b1a-2f7c3e9d4a10';

afterEach(() => {
  vi.useRealTimers();
});

describe('/prescription-thank-you (spec 001 §2.9)', () => {
  const path = `/prescription-thank-you?patientName=Asha%20Verma&patientPhone=%2B919876543210&problem=Fever%20for%203%20days&prescriptionId=${ID}`;

  it('shows the masked phone, the short id, the buttons and their targets, and the next steps', async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Prescription ready' })).toBeInTheDocument();
    expect(screen.getByText('Asha Verma')).toBeInTheDocument();
    expect(screen.getByText('******3210')).toBeInTheDocument();
    expect(screen.queryByText('+919876543210')).not.toBeInTheDocument();
    expect(screen.getByText('Fever for 3 days')).toBeInTheDocument();
    expect(screen.getByText('7d1f5d0e...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Prescription' })).toHaveAttribute('href', `/prescription-view/${ID}`);
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', `/prescription-download/${ID}`);
    // Issue 14: the dashboard is the signed-in person's own, never found by a phone in the link.
    expect(screen.getByRole('link', { name: 'Go to My Dashboard' })).toHaveAttribute('href', '/patient-dashboard?tab=prescriptions');
    expect(within(screen.getByRole('region', { name: 'Next steps' })).getAllByRole('listitem')).toHaveLength(4);
  });

  it('sends the doctor who issued it to their desk from Go to My Dashboard', async () => {
    stubApi({ 'GET /api/auth/session': session({ ...asha, id: 'doctor-1', name: 'Dr. Arjun Mehta', role: 'expert' }) });
    renderApp(path);
    const link = await screen.findByRole('link', { name: 'Go to My Dashboard' });
    await waitFor(() => expect(link).toHaveAttribute('href', '/expert-dashboard'));
  });

  it("'Link Copied!' shows for 2 seconds after Copy Link", async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    renderApp(path);
    // After renderApp: user-event installs its own clipboard on setup.
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const button = await screen.findByRole('button', { name: 'Copy Link' });
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(button);
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(button).toHaveTextContent('Link Copied!');
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(button).toHaveTextContent('Link Copied!');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(button).toHaveTextContent('Copy Link');
  });
});

describe('/legal-document-thank-you (spec 001 §2.10)', () => {
  it('shows the phone unmasked and lets the client rate 1 to 5 stars, once', async () => {
    let rated = false;
    const calls = stubApi({
      'GET /api/auth/session': session(asha),
      [`GET /api/legal-documents/${ID}`]: () =>
        json(200, {
          id: ID,
          consultationId: CONSULTATION,
          kind: 'advice_note',
          title: 'Delayed possession',
          body: 'File with RERA.',
          caseType: 'Property',
          issuedAt: '2026-11-23T05:00:00.000Z',
          lawyer: { id: ID, name: 'Adv. Priya Nair', enrolmentNumber: 'K/1182/2011', barCouncil: 'Bar Council of Kerala' },
          client: { name: 'Asha Verma', phone: '+919876543210' },
          viewer: 'patient',
        }),
      [`GET /api/consultations/${CONSULTATION}/my-rating`]: () => json(200, { stars: rated ? 4 : null }),
      'POST /api/ratings': () => {
        rated = true;
        return json(201, { id: ID, stars: 4, expertRating: 4.5, expertRatingCount: 2 });
      },
    });
    const { user } = renderApp(
      `/legal-document-thank-you?clientName=Asha%20Verma&clientPhone=%2B919876543210&caseType=Property&documentId=${ID}&lawyerId=${ID}`,
    );
    expect(await screen.findByText('+919876543210')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Page Link' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Rate Your Experience' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate Your Experience' });
    expect(within(dialog).getByRole('button', { name: 'Submit Rating' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Rating' }));
    expect(await findToast('Thank you for your feedback!')).toContain('You rated 4 stars');
    expect(calls.find((c) => c.path === '/api/ratings')?.body).toEqual({ consultationId: CONSULTATION, stars: 4 });
    expect(await screen.findByText(/You rated Adv. Priya Nair 4 stars/)).toBeInTheDocument();
  });
});

const pendingExpert = pendingAdminExpert(ID);

describe('/admin-approve-experts', () => {
  it('is for admins only and loads nothing for anyone else', async () => {
    const calls = stubApi({ 'GET /api/auth/session': session(asha) });
    renderApp('/admin-approve-experts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admins only' })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).not.toContain('/api/admin/experts');
  });

  it('shows the registration, and rejecting needs a reason that is sent', async () => {
    let reviewed = false;
    const calls = stubApi({
      'GET /api/auth/session': session(admin),
      'GET /api/admin/experts': () => json(200, { experts: reviewed ? [] : [pendingExpert] }),
      [`POST /api/admin/experts/${ID}/review`]: () => {
        reviewed = true;
        return json(200, { ...pendingExpert, status: 'rejected' });
      },
    });
    const { user } = renderApp('/admin-approve-experts');
    const card = await screen.findByRole('article', { name: 'Dr. Neha Kapoor' });
    expect(card).toHaveTextContent('MMC-2015/04/1234');
    expect(card).toHaveTextContent('Maharashtra Medical Council');
    expect(within(card).getByRole('img', { name: 'Dr. Neha Kapoor' })).toHaveAttribute('src', `/api/experts/${ID}/photo?v=photo-1`);
    expect(within(card).getByRole('link', { name: 'Download MMC certificate.pdf' })).toHaveAttribute('href', `/api/experts/${ID}/document`);
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Dr. Neha Kapoor?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Tell the expert why (at least 10 characters)')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'The registration number is not on the council register.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await findToast('Dr. Neha Kapoor rejected')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ decision: 'reject', reason: 'The registration number is not on the council register.' });
    await waitFor(() => expect(screen.getByText('No registrations are waiting. Every expert has been reviewed.')).toBeInTheDocument());
  });
});

const registrationReceipt = {
  expertId: ID,
  status: 'pending',
  user: { id: asha.id, name: 'Dr. Neha Kapoor', email: 'neha@example.test', phone: '+919876500000', role: 'expert' },
};
const files = { photoUrl: null, documentUrl: null, documentName: null };
const pngFile = (name = 'me.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const pdfFile = (name = 'certificate.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

async function fillDoctorForm(user: ReturnType<typeof renderApp>['user'], form: HTMLElement) {
  const f = within(form);
  await user.type(f.getByLabelText('Full name'), 'Dr. Neha Kapoor');
  await user.type(f.getByLabelText('Email'), 'neha@example.test');
  await user.type(f.getByLabelText('Password'), 'Stethoscope-42');
  await user.type(f.getByLabelText('Mobile number'), '9876500000');
  await user.type(f.getByLabelText('WhatsApp number'), '9876500000');
  await user.selectOptions(f.getByLabelText('Specialisation'), 'Cardiology');
  await user.type(f.getByLabelText('Qualification'), 'MBBS, MD');
  await user.selectOptions(f.getByLabelText('Medical council'), 'Maharashtra Medical Council');
  await user.type(f.getByLabelText('Medical registration number'), 'MMC-2015/04/1234');
  await user.type(f.getByLabelText('Years of experience'), '9');
  await user.type(f.getByLabelText('Fee per consultation (₹)'), '499');
  await user.type(f.getByLabelText('Short bio'), 'Cardiologist with nine years at a Pune heart centre.');
}

const sentFile = (call: { body: unknown } | undefined) => ((call?.body as FormData | undefined)?.get('file') as File | null)?.name;

describe('/doctor-registration', () => {
  beforeEach(() => {
    // jsdom has no object URLs; the photo preview asks for one.
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }));
  });

  it('shows the server’s field errors under their fields', async () => {
    stubApi({
      'GET /api/auth/session': session(null),
      'POST /api/expert-registrations': () =>
        apiError(409, 'CONFLICT', 'An account with this email already exists', { email: ['An account with this email already exists'] }),
    });
    const { user } = renderApp('/doctor-registration');
    const form = await screen.findByRole('form', { name: 'Expert registration' });
    await fillDoctorForm(user, form);
    await user.upload(within(form).getByLabelText('Registration certificate'), pdfFile());
    await user.click(within(form).getByRole('button', { name: 'Submit for review' }));
    expect(await within(form).findByText('An account with this email already exists')).toBeInTheDocument();
  });

  it('refuses a registration without the council or the certificate, before sending anything', async () => {
    const calls = stubApi({ 'GET /api/auth/session': session(null) });
    const { user } = renderApp('/doctor-registration');
    const form = await screen.findByRole('form', { name: 'Expert registration' });
    await user.click(within(form).getByRole('checkbox', { name: 'English' }));
    await user.click(within(form).getByRole('button', { name: 'Submit for review' }));
    expect(await within(form).findByText('Please choose your medical council')).toBeInTheDocument();
    expect(within(form).getByText('Choose the document of your professional registration')).toBeInTheDocument();
    expect(within(form).getByLabelText('Registration certificate')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Registration certificate')).toHaveAccessibleDescription('Choose the document of your professional registration');
    expect(within(form).getByRole('group', { name: 'Languages you consult in' })).toHaveAccessibleDescription('Choose at least one language');
    expect(calls.map((c) => c.method)).not.toContain('POST');
  });

  it('previews the photo, refuses a wrong type under its field, then registers and uploads both files', async () => {
    const photo = deferred();
    const calls = stubApi({
      'GET /api/auth/session': session(null),
      'POST /api/expert-registrations': () => json(201, registrationReceipt),
      'PUT /api/experts/me/photo': photo.handler,
      'PUT /api/experts/me/document': () => json(200, { ...files, documentUrl: `/api/experts/${ID}/document`, documentName: 'certificate.pdf' }),
      'GET /api/expert-desk': () => apiError(403, 'FORBIDDEN', 'pending'),
    });
    const { user } = renderApp('/doctor-registration');
    const form = await screen.findByRole('form', { name: 'Expert registration' });
    const f = within(form);
    await fillDoctorForm(user, form);
    // The picker offers only JPEG, PNG and WebP; a file chosen anyway (e.g. "All files") is refused.
    await userEvent.setup({ applyAccept: false }).upload(f.getByLabelText('Your photo (optional)'), new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(await f.findByText('Choose a JPEG, PNG or WebP photo')).toBeInTheDocument();
    await user.upload(f.getByLabelText('Your photo (optional)'), pngFile());
    expect(f.queryByText('Choose a JPEG, PNG or WebP photo')).not.toBeInTheDocument();
    expect(f.getByRole('img', { name: 'Preview of your photo' })).toHaveAttribute('src', 'blob:preview');
    await user.upload(f.getByLabelText('Registration certificate'), pdfFile());
    await user.click(f.getByRole('button', { name: 'Submit for review' }));
    const busy = await f.findByRole('button', { name: 'Uploading your photo...' });
    expect(busy).toBeDisabled();
    expect(f.getByLabelText('Registration certificate')).toBeDisabled();
    photo.release(json(200, { ...files, photoUrl: `/api/experts/${ID}/photo?v=1` }));
    expect(await findToast('Registration received')).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/expert-registrations',
      'PUT /api/experts/me/photo',
      'PUT /api/experts/me/document',
    ]);
    expect(sentFile(calls.find((c) => c.path === '/api/experts/me/photo'))).toBe('me.png');
    expect(sentFile(calls.find((c) => c.path === '/api/experts/me/document'))).toBe('certificate.pdf');
  });

  it('keeps the account when the server refuses the document, and sends only the files again', async () => {
    let documentTries = 0;
    const calls = stubApi({
      'GET /api/auth/session': session(null),
      'POST /api/expert-registrations': () => json(201, registrationReceipt),
      'PUT /api/experts/me/document': () => {
        documentTries += 1;
        if (documentTries === 1)
          return apiError(400, 'BAD_REQUEST', 'Choose a PDF or an image (JPEG, PNG or WebP) of your registration certificate', { file: ['x'] });
        return json(200, { ...files, documentUrl: `/api/experts/${ID}/document`, documentName: 'scan.png' });
      },
      'GET /api/expert-desk': () => apiError(403, 'FORBIDDEN', 'pending'),
    });
    const { user } = renderApp('/doctor-registration');
    const form = await screen.findByRole('form', { name: 'Expert registration' });
    const f = within(form);
    await fillDoctorForm(user, form);
    await user.upload(f.getByLabelText('Registration certificate'), pdfFile('renamed.pdf'));
    await user.click(f.getByRole('button', { name: 'Submit for review' }));
    expect(await f.findByText('Choose a PDF or an image (JPEG, PNG or WebP) of your registration certificate')).toBeInTheDocument();
    expect(f.getByText(/Your account is created/)).toBeInTheDocument();
    await user.upload(f.getByLabelText('Registration certificate'), pngFile('scan.png'));
    await user.click(f.getByRole('button', { name: 'Upload files' }));
    expect(await findToast('Registration received')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/expert-registrations')).toHaveLength(1);
    expect(sentFile(calls.filter((c) => c.path === '/api/experts/me/document')[1])).toBe('scan.png');
  });
});
