import { describe, expect, it } from 'vitest';
import { LegalRequestSchema, legalProblemDescription, MEDICAL_REQUIRED_MESSAGE, MedicalIntakeSchema, notificationToast } from '../src/consultation-requests';

const intake = {
  name: ' Ravi Kumar ',
  age: '34',
  gender: 'male',
  phone: '098765 43210',
  department: 'Cardiology',
  symptoms: 'Chest tightness when climbing stairs',
};

describe('medical intake (spec 001 §5 step 1)', () => {
  it('normalises the phone to +91 and trims text', () => {
    const parsed = MedicalIntakeSchema.parse({ ...intake, phone: '+91 98765-43210' });
    expect(parsed).toMatchObject({ name: 'Ravi Kumar', age: 34, phone: '+919876543210', additionalSymptoms: [], consultationType: 'video' });
    expect(MedicalIntakeSchema.parse({ ...intake, phone: '9876543210' }).phone).toBe('+919876543210');
  });

  it("says 'Please fill all required fields' for each empty field", () => {
    const result = MedicalIntakeSchema.safeParse({ name: '', age: '', gender: '', phone: '', department: '', symptoms: ' ' });
    expect(result.success).toBe(false);
    const messages = new Map(result.error?.issues.map((issue) => [issue.path[0], issue.message]));
    for (const field of ['name', 'gender', 'phone', 'department', 'symptoms']) expect(messages.get(field)).toBe(MEDICAL_REQUIRED_MESSAGE);
    expect(messages.has('age')).toBe(true);
  });

  it("says 'Please fill all required fields' for a missing field, an empty age and a null one too", () => {
    const missing = MedicalIntakeSchema.safeParse({});
    const messages = new Map(missing.error?.issues.map((issue) => [issue.path[0], issue.message]));
    for (const field of ['name', 'age', 'gender', 'phone', 'department', 'symptoms']) expect(messages.get(field), field).toBe(MEDICAL_REQUIRED_MESSAGE);
    for (const age of ['', '  ', null])
      expect(MedicalIntakeSchema.safeParse({ ...intake, age }).error?.issues[0]?.message, String(age)).toBe(MEDICAL_REQUIRED_MESSAGE);
  });

  it('takes the age as a number or its digits, never a true or a list', () => {
    expect(MedicalIntakeSchema.parse({ ...intake, age: 1 }).age).toBe(1);
    expect(MedicalIntakeSchema.parse({ ...intake, age: ' 149 ' }).age).toBe(149);
    for (const age of [true, false, [30], { n: 30 }, 'thirty', 0, 150, 34.5])
      expect(MedicalIntakeSchema.safeParse({ ...intake, age }).success, JSON.stringify(age)).toBe(false);
  });

  it('refuses a number that is not an Indian mobile, an unknown department and an unknown chip', () => {
    expect(MedicalIntakeSchema.safeParse({ ...intake, phone: '12345' }).error?.issues[0]?.message).toBe('Please enter a valid 10-digit mobile number');
    expect(MedicalIntakeSchema.safeParse({ ...intake, phone: '1234567890' }).success).toBe(false);
    expect(MedicalIntakeSchema.safeParse({ ...intake, department: 'Dentistry' }).error?.issues[0]?.message).toMatch(/^Unknown department/);
    expect(MedicalIntakeSchema.safeParse({ ...intake, additionalSymptoms: ['Hiccups'] }).success).toBe(false);
    expect(MedicalIntakeSchema.safeParse({ ...intake, age: '150' }).success).toBe(false);
  });
});

describe('legal request (spec 001 §2.3, §5)', () => {
  it('requires name, phone and the issue; case type is optional', () => {
    const result = LegalRequestSchema.safeParse({ name: '', phone: '', legalIssue: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please fill in all required fields',
      'Please fill in all required fields',
      'Please fill in all required fields',
    ]);
    expect(LegalRequestSchema.parse({ name: 'Asha', phone: '9876543210', legalIssue: 'Tenant will not leave' }).caseType).toBeUndefined();
  });

  it('says the same for a field left out of the request', () => {
    const result = LegalRequestSchema.safeParse({});
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['name', 'Please fill in all required fields'],
      ['phone', 'Please fill in all required fields'],
      ['legalIssue', 'Please fill in all required fields'],
    ]);
  });

  it("stores 'caseType: legalIssue'", () => {
    expect(legalProblemDescription({ caseType: 'Property', legalIssue: 'Tenant will not leave' })).toBe('Property: Tenant will not leave');
    expect(legalProblemDescription({ legalIssue: 'Tenant will not leave' })).toBe('Tenant will not leave');
  });
});

describe('Consult Now toasts (spec 001 §8)', () => {
  it('reflects what happened to each channel', () => {
    expect(
      notificationToast('Dr. Arjun Mehta', [
        { channel: 'sms', status: 'delivered' },
        { channel: 'whatsapp', status: 'delivered' },
      ]),
    ).toEqual({
      kind: 'success',
      message: 'Dr. Arjun Mehta notified via SMS and WhatsApp',
    });
    expect(
      notificationToast('Dr. A', [
        { channel: 'sms', status: 'delivered' },
        { channel: 'whatsapp', status: 'pending' },
      ]).kind,
    ).toBe('warning');
    expect(
      notificationToast('Dr. A', [
        { channel: 'sms', status: 'failed' },
        { channel: 'whatsapp', status: 'pending' },
      ]),
    ).toEqual({
      kind: 'error',
      message: 'Failed to send notifications...',
    });
  });
});
