import { describe, expect, it } from 'vitest';
import {
  AssistantRequestSchema,
  CONTROL_CHARACTERS_MESSAGE,
  ContactMessageInputSchema,
  hasUnsafeCharacters,
  PrescriptionInputSchema,
  SignUpSchema,
  text,
} from '../src';

const CONTACT = { firstName: 'Asha', lastName: 'Verma', email: 'asha@example.in', subject: 'Refund', message: 'Please call me back' };

describe('text(): no control characters or lone surrogates (issue 16)', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['bell', 'ring\u0007'],
    ['escape', '\u001b[31mred'],
    ['vertical tab', 'a\u000bb'],
    ['a lone high surrogate', 'half \ud83d'],
    ['a lone low surrogate', '\ude00 half'],
  ])('refuses %s', (_name, value) => {
    expect(hasUnsafeCharacters(value)).toBe(true);
    const result = text().safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
  });

  it.each([
    ['tab, line feed and carriage return', 'one\ttwo\r\nthree'],
    ['emoji', 'Thank you 🙏🏽 doctor 👩‍⚕️'],
    ['Indian scripts and RTL marks', 'नमस्ते \u200f مرحبا \u200e'],
    ['DEL and C1 characters', 'a\u007fb\u0085'],
  ])('accepts %s', (_name, value) => {
    expect(text().safeParse(value)).toEqual({ success: true, data: value });
  });

  it('names the field in the input schemas', () => {
    const result = ContactMessageInputSchema.safeParse({ ...CONTACT, subject: 'Re\u0000fund' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['subject', CONTROL_CHARACTERS_MESSAGE]]);
    const signUp = SignUpSchema.safeParse({ email: 'a\u0000@example.in', password: 'chai-time', fullName: 'Asha Verma', phone: '9876543210' });
    expect(signUp.error?.issues[0]).toMatchObject({ path: ['email'], message: CONTROL_CHARACTERS_MESSAGE });
  });

  it('reaches nested fields: a medicine line and the AI chat history', () => {
    const prescription = PrescriptionInputSchema.safeParse({
      consultationId: '0b5f8a52-6f4e-4a39-9d39-3f1c8f0c2a11',
      patientAge: 30,
      patientGender: 'female',
      ageConfirmed: true,
      diagnosis: 'Viral fever',
      medicines: [{ name: 'Paracetamol\ud800', strength: '500 mg', dose: '1 tablet', frequency: 'Twice a day', duration: '3 days' }],
    });
    expect(prescription.error?.issues).toHaveLength(1);
    expect(prescription.error?.issues.some((issue) => issue.path.join('.') === 'medicines.0.name' && issue.message === CONTROL_CHARACTERS_MESSAGE)).toBe(true);
    const assistant = AssistantRequestSchema.safeParse({
      message: 'Hello 😀',
      domain: 'medical',
      conversationHistory: [{ role: 'assistant', content: 'Hi\u0000' }],
    });
    expect(assistant.error?.issues[0]).toMatchObject({ path: ['conversationHistory', 0, 'content'], message: CONTROL_CHARACTERS_MESSAGE });
  });
});
