import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AUTH_MESSAGES,
  CurrentUserSchema,
  EmailSchema,
  FullNameSchema,
  PasswordSchema,
  RoleSchema,
  SignInSchema,
  SignUpPhoneSchema,
  SignUpSchema,
} from '../src/auth';

/** The messages a schema reports for one value, or [] when the value passes. */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** The messages per field of an object schema. */
function fieldMessages(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) (fields[issue.path.join('.')] ??= []).push(issue.message);
  return fields;
}

const VALID_SIGN_UP = { email: 'asha@example.in', password: 'chai-time', fullName: 'Asha Verma', phone: '9876543210' };

describe('the spec texts (entry-shell-account §5 and §8)', () => {
  it('keeps every title and description word for word', () => {
    expect(AUTH_MESSAGES.invalidEmail).toEqual({ title: 'Invalid email', description: 'Please enter a valid email address' });
    expect(AUTH_MESSAGES.invalidPassword).toEqual({
      title: 'Invalid password',
      description: 'Password must be at least 6 characters',
    });
    expect(AUTH_MESSAGES.invalidName).toEqual({ title: 'Invalid name', description: 'Please enter your full name' });
    expect(AUTH_MESSAGES.invalidPhone).toEqual({
      title: 'Invalid phone number',
      description: 'Please enter a valid phone number',
    });
    expect(AUTH_MESSAGES.loginFailed).toEqual({ title: 'Login Failed', description: 'Please check your credentials' });
    expect(AUTH_MESSAGES.loginSuccess).toEqual({ title: 'Login Successful', description: 'Welcome back to Sahay!' });
    expect(AUTH_MESSAGES.accountExists).toEqual({
      title: 'Account Already Exists',
      description: 'This email is already registered. Please login instead.',
    });
    expect(AUTH_MESSAGES.signUpFailed).toEqual({ title: 'Failed to create account', description: 'Please try again' });
    expect(AUTH_MESSAGES.accountCreated.title).toBe('Account Created');
  });

  it('explains a refused common password in words a person understands', () => {
    expect(AUTH_MESSAGES.commonPassword.title).toBe('Password too common');
    expect(AUTH_MESSAGES.commonPassword.description).toMatch(/most common/);
  });
});

describe('EmailSchema: text, at sign, text, dot, text', () => {
  it.each(['asha@example.in', 'a@b.c', 'first.last+tag@mail.example.co.in', 'x_y-z@sub-domain.org'])('accepts %s', (email) => {
    expect(messages(EmailSchema, email)).toEqual([]);
  });

  it('trims and lower-cases, so one address is one account', () => {
    expect(EmailSchema.parse('  Asha.Verma@Example.IN ')).toBe('asha.verma@example.in');
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['no at sign', 'asha.example.in'],
    ['no dot after the at sign', 'asha@example'],
    ['nothing before the at sign', '@example.in'],
    ['nothing after the last dot', 'asha@example.'],
    ['nothing between at sign and dot', 'asha@.in'],
    ['two at signs', 'asha@home@example.in'],
    ['a space inside', 'asha verma@example.in'],
  ])('refuses %s with the spec message', (_label, email) => {
    expect(messages(EmailSchema, email)).toEqual(['Please enter a valid email address']);
  });

  it('refuses an address longer than 254 characters', () => {
    const long = `${'a'.repeat(250)}@example.in`;
    expect(messages(EmailSchema, long)).toContain('Please enter a valid email address');
  });

  it('refuses a value that is not text', () => {
    expect(EmailSchema.safeParse(42).success).toBe(false);
  });
});

describe('PasswordSchema: at least 6 characters', () => {
  it('accepts exactly 6 characters and refuses 5, with the spec message', () => {
    expect(messages(PasswordSchema, 'abcdef')).toEqual([]);
    expect(messages(PasswordSchema, 'abcde')).toEqual(['Password must be at least 6 characters']);
    expect(messages(PasswordSchema, '')).toEqual(['Password must be at least 6 characters']);
  });

  it('keeps spaces: a password is never trimmed', () => {
    expect(PasswordSchema.parse('  pass  ')).toBe('  pass  ');
    expect(messages(PasswordSchema, ' abc ')).toEqual(['Password must be at least 6 characters']);
  });

  it('accepts 128 characters and refuses 129, which bounds the cost of hashing', () => {
    expect(messages(PasswordSchema, 'p'.repeat(128))).toEqual([]);
    expect(messages(PasswordSchema, 'p'.repeat(129))).toEqual(['Password must be at most 128 characters']);
  });
});

describe('FullNameSchema: at least 2 characters after trimming', () => {
  it('accepts two characters and trims the rest', () => {
    expect(FullNameSchema.parse('  Al  ')).toBe('Al');
    expect(FullNameSchema.parse('Asha Verma')).toBe('Asha Verma');
  });

  it.each([
    ['empty', ''],
    ['one letter', 'A'],
    ['one letter inside spaces', '  A  '],
    ['only spaces', '      '],
  ])('refuses %s with the spec message', (_label, name) => {
    expect(messages(FullNameSchema, name)).toEqual(['Please enter your full name']);
  });

  it('refuses a name over 100 characters', () => {
    expect(messages(FullNameSchema, 'A'.repeat(101))).toEqual(['Name must be at most 100 characters']);
    expect(messages(FullNameSchema, 'A'.repeat(100))).toEqual([]);
  });
});

describe('SignUpPhoneSchema: the 10 digits of an Indian mobile', () => {
  it.each(['9876543210', '6000000000', '7012345678', '8123456789', ' 9876543210 '])('accepts %s', (phone) => {
    expect(messages(SignUpPhoneSchema, phone)).toEqual([]);
  });

  it.each([
    ['empty', ''],
    ['9 digits', '987654321'],
    ['11 digits', '98765432101'],
    ['a first digit below 6', '5876543210'],
    ['a leading zero', '0987654321'],
    ['the +91 prefix', '+919876543210'],
    ['spaces inside', '98765 43210'],
    ['letters', '98765abcde'],
  ])('refuses %s with the spec message', (_label, phone) => {
    expect(messages(SignUpPhoneSchema, phone)).toEqual(['Please enter a valid phone number']);
  });
});

describe('SignInSchema and SignUpSchema', () => {
  it('accepts a valid sign-up and normalises it', () => {
    expect(SignUpSchema.parse({ ...VALID_SIGN_UP, email: ' Asha@Example.in', fullName: ' Asha Verma ' })).toEqual(VALID_SIGN_UP);
  });

  it('reports every bad field under its own name', () => {
    expect(fieldMessages(SignUpSchema, { email: 'asha', password: '123', fullName: 'A', phone: '123' })).toEqual({
      email: ['Please enter a valid email address'],
      password: ['Password must be at least 8 characters'],
      fullName: ['Please enter your full name'],
      phone: ['Please enter a valid phone number'],
    });
  });

  it('asks 8 characters of a new password (ASVS V6.2.1) while sign-in keeps the spec 6 (decision 052)', () => {
    expect(fieldMessages(SignUpSchema, { ...VALID_SIGN_UP, password: 'chai-te' })).toEqual({ password: ['Password must be at least 8 characters'] });
    expect(fieldMessages(SignUpSchema, { ...VALID_SIGN_UP, password: 'chai-tea' })).toEqual({});
    expect(fieldMessages(SignInSchema, { email: VALID_SIGN_UP.email, password: 'chai-t' })).toEqual({});
  });

  it('refuses a sign-up with a field missing', () => {
    const { phone: _phone, ...withoutPhone } = VALID_SIGN_UP;
    expect(Object.keys(fieldMessages(SignUpSchema, withoutPhone))).toEqual(['phone']);
  });

  it('applies the same email and password rules to sign-in', () => {
    expect(SignInSchema.parse({ email: 'ASHA@example.in', password: 'chai-time' })).toEqual({
      email: 'asha@example.in',
      password: 'chai-time',
    });
    expect(fieldMessages(SignInSchema, { email: 'asha@example', password: '12345' })).toEqual({
      email: ['Please enter a valid email address'],
      password: ['Password must be at least 6 characters'],
    });
  });

  it('does not ask sign-in for a name or a phone', () => {
    expect(SignInSchema.safeParse({ email: 'asha@example.in', password: 'chai-time' }).success).toBe(true);
  });
});

describe('roles and the current user', () => {
  it('knows exactly patient, expert and admin', () => {
    expect(RoleSchema.options).toEqual(['patient', 'expert', 'admin']);
    expect(RoleSchema.safeParse('doctor').success).toBe(false);
  });

  it('requires a UUID id and a known role', () => {
    const user = { id: '0b6f0c1e-4a53-4e39-9a8c-6a3c9b1d2e4f', name: 'Asha', email: null, phone: '+919876543210', role: 'patient' };
    expect(CurrentUserSchema.safeParse(user).success).toBe(true);
    expect(CurrentUserSchema.safeParse({ ...user, id: 'user-1' }).success).toBe(false);
    expect(CurrentUserSchema.safeParse({ ...user, role: 'root' }).success).toBe(false);
  });
});

describe('sign-in and sign-up with fields left out (spec 000 §5 messages, not zod’s)', () => {
  const messagesOf = (schema: z.ZodType, input: unknown) =>
    Object.fromEntries((schema.safeParse(input).error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

  it('says the spec messages', () => {
    expect(messagesOf(SignInSchema, {})).toEqual({ email: AUTH_MESSAGES.invalidEmail.description, password: AUTH_MESSAGES.invalidPassword.description });
    expect(messagesOf(SignUpSchema, { email: 'asha@example.in', password: 'Chai-te8' })).toEqual({
      fullName: AUTH_MESSAGES.invalidName.description,
      phone: AUTH_MESSAGES.invalidPhone.description,
    });
  });
});
