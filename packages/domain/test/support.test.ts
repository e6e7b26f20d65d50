import { describe, expect, it } from 'vitest';
import { addBusinessDays, DeletionRequestInputSchema } from '../src/account-deletion';
import { ContactMessageInputSchema } from '../src/contact';

const fieldErrors = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('ContactMessageInputSchema', () => {
  const valid = { firstName: ' Asha ', lastName: 'Verma', email: ' Asha@Example.IN ', subject: 'Billing', message: 'Hello' };

  it('trims the fields and lowercases the email', () => {
    expect(ContactMessageInputSchema.parse(valid)).toEqual({ ...valid, firstName: 'Asha', email: 'asha@example.in' });
  });

  it('requires every field, with a message for each', () => {
    const result = ContactMessageInputSchema.safeParse({ firstName: ' ', lastName: '', email: 'asha@nowhere', subject: '', message: '  ' });
    expect(fieldErrors(result)).toEqual({
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
      email: 'Please enter a valid email address',
      subject: 'Please enter a subject',
      message: 'Please write your message',
    });
  });

  it('caps the message at 5000 characters', () => {
    const result = ContactMessageInputSchema.safeParse({ ...valid, message: 'x'.repeat(5001) });
    expect(fieldErrors(result)).toEqual({ message: 'Message must be at most 5000 characters' });
  });
});

describe('DeletionRequestInputSchema (spec 000 §5: email, phone and full name required; reason optional)', () => {
  const valid = { email: 'asha@example.in', phone: '98765 43210', fullName: 'Asha Verma' };

  it.each(['9876543210', '+91 98765 43210', '919876543210'])('accepts the phone %j', (phone) => {
    expect(DeletionRequestInputSchema.safeParse({ ...valid, phone }).success).toBe(true);
  });

  it('accepts a request without a reason', () => {
    expect(DeletionRequestInputSchema.parse(valid)).toEqual({ ...valid, phone: '98765 43210' });
  });

  it('names each missing or bad field', () => {
    const result = DeletionRequestInputSchema.safeParse({ email: '', phone: '', fullName: 'A' });
    expect(fieldErrors(result)).toEqual({
      email: 'Please enter a valid email address',
      phone: 'Please enter your phone number',
      fullName: 'Please enter your full name',
    });
    expect(fieldErrors(DeletionRequestInputSchema.safeParse({ ...valid, phone: '12345' }))).toEqual({ phone: 'Please enter a valid phone number' });
  });
});

describe('addBusinessDays: the deletion deadlines, counted on India dates, Monday to Friday', () => {
  it.each([
    ['Monday morning + 2', '2025-10-06T04:30:00Z', 2, '2025-10-08'],
    ['Friday + 2 skips the weekend', '2025-10-03T04:30:00Z', 2, '2025-10-07'],
    ['late Friday UTC is already Saturday in India', '2025-10-03T20:00:00Z', 2, '2025-10-07'],
    ['a request on Sunday + 2', '2025-10-05T06:00:00Z', 2, '2025-10-07'],
    ['Thursday + 7', '2025-10-02T06:00:00Z', 7, '2025-10-13'],
  ])('%s', (_name, from, days, expected) => {
    expect(addBusinessDays(new Date(from), days)).toBe(expected);
  });
});

describe('fields left out of a request', () => {
  const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

  it('the deletion request says what it says for an empty field (spec 000 §2: email, phone and fullName required)', () => {
    expect(messagesOf(DeletionRequestInputSchema.safeParse({}))).toEqual({
      email: 'Please enter a valid email address',
      phone: 'Please enter your phone number',
      fullName: 'Please enter your full name',
    });
  });

  it('the contact form says each field’s own message', () => {
    expect(messagesOf(ContactMessageInputSchema.safeParse({}))).toEqual({
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
      email: 'Please enter a valid email address',
      subject: 'Please enter a subject',
      message: 'Please write your message',
    });
  });
});
