import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, deferred, json, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';
import { findToast } from './support/toasts';

async function openContact(handlers: Parameters<typeof stubApi>[0] = {}) {
  const calls = stubApi({ 'GET /api/auth/session': session(null), ...handlers });
  const app = renderApp('/contact');
  const form = await screen.findByRole('form', { name: 'Contact us' });
  const field = within(form);
  const fields = {
    firstName: field.getByLabelText('First name'),
    lastName: field.getByLabelText('Last name'),
    email: field.getByLabelText('Email'),
    subject: field.getByLabelText('Subject'),
    message: field.getByLabelText('Message'),
  };
  const fill = async (values: Partial<Record<keyof typeof fields, string>>) => {
    for (const [key, value] of Object.entries(values) as [keyof typeof fields, string][]) await app.user.type(fields[key], value);
  };
  return {
    ...app,
    ...fields,
    fill,
    submit: field.getByRole('button', { name: 'Send Message' }),
    sent: () => calls.filter((call) => call.path === '/api/contact-messages'),
  };
}

const VALID = {
  firstName: ' Asha ',
  lastName: 'Verma',
  email: 'Asha@Example.TEST',
  subject: 'Refund for yesterday',
  message: 'My consultation was cut short.',
};
const RECEIPT = { id: '6f1d9a3e-3c5b-4d2a-9e8f-1a2b3c4d5e6f', status: 'new', createdAt: '2025-10-06T05:00:00.000Z' };

describe('/contact (spec 000 §2, made real)', () => {
  it('shows the support email, phone and the office in Bengaluru', async () => {
    await openContact();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@sahay.in' })).toHaveAttribute('href', 'mailto:support@sahay.in');
    expect(screen.getByRole('link', { name: '+91 80 4718 2200' })).toHaveAttribute('href', 'tel:+918047182200');
    const office = screen.getByText(/Koramangala/).closest('address');
    expect(office).toHaveTextContent('Bengaluru, Karnataka');
    await waitFor(() => expect(document.title).toBe('Contact Us · Sahay'));
  });

  it('shows a message under every empty field, and under a bad email, and sends nothing', async () => {
    const { user, submit, firstName, email, message, fill, sent } = await openContact();
    await user.click(submit);
    expect(await screen.findByText('Please enter your first name')).toBeInTheDocument();
    expect(firstName).toHaveAccessibleDescription('Please enter your first name');
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please enter your last name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a subject')).toBeInTheDocument();
    expect(message).toHaveAccessibleDescription('Please write your message');

    await fill({ email: 'asha@nowhere' });
    await user.click(submit);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Please enter a valid email address'));
    expect(sent()).toHaveLength(0);
  });

  it("says 'Sending...' while busy, then shows the spec's toast and clears the form", async () => {
    const answer = deferred();
    const { user, fill, submit, firstName, message, sent } = await openContact({ 'POST /api/contact-messages': answer.handler });
    await fill(VALID);
    await user.click(submit);

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(sent()).toEqual([
      {
        method: 'POST',
        path: '/api/contact-messages',
        body: { ...VALID, firstName: 'Asha', email: 'asha@example.test' },
      },
    ]);

    answer.release(json(201, RECEIPT));
    expect(await findToast('Message sent successfully!')).toContain("We'll get back to you soon.");
    await waitFor(() => expect(firstName).toHaveValue(''));
    expect(message).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it("puts the server's field errors under their fields, without a toast", async () => {
    const { user, fill, submit, subject } = await openContact({
      'POST /api/contact-messages': () =>
        apiError(400, 'VALIDATION_FAILED', 'Subject must be at most 150 characters', { subject: ['Subject must be at most 150 characters'] }),
    });
    await fill(VALID);
    await user.click(submit);
    await waitFor(() => expect(subject).toHaveAccessibleDescription('Subject must be at most 150 characters'));
    expect(screen.queryByText('Message not sent')).not.toBeInTheDocument();
    expect(subject).toHaveValue(VALID.subject);
  });

  it('tells the sender when they have sent too many messages, and keeps what they wrote', async () => {
    const { user, fill, submit, message } = await openContact({
      'POST /api/contact-messages': () => apiError(429, 'RATE_LIMITED', 'Too many attempts. Please wait a moment and try again.'),
    });
    await fill(VALID);
    await user.click(submit);
    expect(await findToast('Message not sent')).toContain('Too many attempts. Please wait a moment and try again.');
    expect(message).toHaveValue(VALID.message);
  });
});
