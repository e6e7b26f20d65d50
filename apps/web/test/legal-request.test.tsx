import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, deferred, json, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';
import { findToast } from './support/toasts';

async function openForm(handlers: Parameters<typeof stubApi>[0] = {}, path = '/ask-legal-problem') {
  const calls = stubApi({ 'GET /api/auth/session': session(null), ...handlers });
  const app = renderApp(path);
  const form = within(await screen.findByRole('form', { name: 'Legal consultation request' }));
  return { ...app, calls, form, sent: () => calls.filter((call) => call.path === '/api/consultations/legal').map((call) => call.body) };
}

describe('legal request form (spec 001 §2.3, §4.2, §8)', () => {
  it("from the lawyer home's Video consult button: says how the call starts and asks for a video consultation", async () => {
    const { user, form, sent } = await openForm(
      { 'POST /api/consultations/legal': () => json(201, { id: '6f1d9a3e-3c5b-4d2a-9e8f-1a2b3c4d5e6f', lawyer: null }) },
      '/legal-consultation?mode=video',
    );
    expect(screen.getByRole('note')).toHaveTextContent('Video consultation: once your expert accepts your request, you start the video call from your chat');
    await user.type(form.getByLabelText('Full name'), 'Asha Verma');
    await user.type(form.getByLabelText('Phone number'), '9876543210');
    await user.type(form.getByLabelText('Describe your legal issue'), 'My tenant will not leave');
    await user.click(form.getByRole('button', { name: 'Request Consultation' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ consultationType: 'video' });
  });

  it("has a back link to /lawyer and says 'Missing Information' when a required field is empty", async () => {
    const { user, form, sent } = await openForm();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/lawyer');
    await user.click(form.getByRole('button', { name: 'Request Consultation' }));
    expect(await findToast('Missing Information')).toContain('Please fill in all required fields');
    expect(form.getByLabelText('Full name')).toHaveAccessibleDescription('Please fill in all required fields');
    expect(form.getByLabelText('Describe your legal issue')).toHaveAttribute('aria-invalid', 'true');
    expect(sent()).toEqual([]);
  });

  it('sends the request with the chosen case type, shows the success toast, names the lawyer and clears the form', async () => {
    const answer = deferred();
    const { user, form, sent } = await openForm({ 'POST /api/consultations/legal': answer.handler });
    await user.type(form.getByLabelText('Full name'), 'Asha Verma');
    await user.type(form.getByLabelText('Phone number'), '+91 98765 43210');
    await user.click(form.getByRole('button', { name: 'Property' }));
    await user.type(form.getByLabelText('Describe your legal issue'), 'My tenant will not leave');
    await user.click(form.getByRole('button', { name: 'Request Consultation' }));
    expect(await form.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(sent()).toEqual([
      { name: 'Asha Verma', phone: '+919876543210', caseType: 'Property', legalIssue: 'My tenant will not leave', consultationType: 'chat' },
    ]);
    answer.release(json(201, { id: '6f1d9a3e-3c5b-4d2a-9e8f-1a2b3c4d5e6f', lawyer: { id: '0b6f4d5e-8d5b-4c1f-9a51-6b1d6f0c2a11', name: 'Adv. Priya Nair' } }));
    expect(await findToast('Consultation Requested')).toContain('A lawyer will contact you shortly');
    expect(screen.getByRole('status')).toHaveTextContent('Adv. Priya Nair has your request');
    await waitFor(() => expect(form.getByLabelText('Full name')).toHaveValue(''));
    expect(form.getByRole('button', { name: 'Property' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("says 'Failed to submit request. Please try again.' when the server fails, and keeps what was typed", async () => {
    const { user, form } = await openForm({ 'POST /api/consultations/legal': () => apiError(500, 'INTERNAL', '') });
    await user.type(form.getByLabelText('Full name'), 'Asha Verma');
    await user.type(form.getByLabelText('Phone number'), '9876543210');
    await user.type(form.getByLabelText('Describe your legal issue'), 'Cheque bounced');
    await user.click(form.getByRole('button', { name: 'Request Consultation' }));
    expect(await findToast('Error')).toContain('Failed to submit request. Please try again.');
    expect(form.getByLabelText('Full name')).toHaveValue('Asha Verma');
  });
});

describe('/legal-consultation, the legal landing (spec 001 §2.19)', () => {
  it('shows the legal service tiles with counts, and a tile chooses the case type of the form', async () => {
    stubApi({
      'GET /api/auth/session': session(null),
      'GET /api/experts/counts': () =>
        json(200, {
          category: 'legal',
          total: 6,
          online: 2,
          helpline: '+918047182200',
          groups: [
            { group: 'Family Law', total: 3, online: 1 },
            { group: 'Criminal Law', total: 2, online: 1 },
          ],
          firstChoice: { id: '0b6f4d5e-8d5b-4c1f-9a51-6b1d6f0c2a11', name: 'Adv. Priya Sharma', isOnline: true },
        }),
    });
    const { user } = renderApp('/legal-consultation');
    const form = within(await screen.findByRole('form', { name: 'Legal consultation request' }));
    expect(form.getByRole('button', { name: 'Criminal' })).toHaveAttribute('aria-pressed', 'false');
    const grid = within(screen.getByRole('region', { name: 'Legal services' }));
    expect(await grid.findByRole('link', { name: /Family Law/ })).toHaveTextContent('3 experts · 1 online');
    expect(grid.getByRole('link', { name: /Family Law/ })).toHaveAttribute('href', '/family-law-consultation');
    await user.click(grid.getByRole('link', { name: /Criminal Law/ }));
    const again = within(await screen.findByRole('form', { name: 'Legal consultation request' }));
    await waitFor(() => expect(again.getByRole('button', { name: 'Criminal' })).toHaveAttribute('aria-pressed', 'true'));
  });
});
