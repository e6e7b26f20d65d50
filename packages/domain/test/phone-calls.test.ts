import { describe, expect, it } from 'vitest';
import {
  advancesCall,
  BRIDGED_CALL_STATUSES,
  CALL_REQUEST_DEFAULTS,
  CALL_REQUEST_MESSAGES,
  CallRequestSchema,
  demoConsultId,
  type CallRequestInput,
} from '../src/phone-calls';

const request = (overrides: Partial<CallRequestInput> = {}): CallRequestInput => ({
  ...CALL_REQUEST_DEFAULTS,
  consult_id: demoConsultId(new Date('2026-03-01T10:00:00Z')),
  ...overrides,
});
const messagesOf = (input: CallRequestInput) => {
  const result = CallRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the call request (spec 001 §5 test call)', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['+919876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    [' 98765-43210 ', '+919876543210'],
  ])('normalises %j to %s', (phone, normalised) => {
    const parsed = CallRequestSchema.parse(request({ patient_phone: phone, doctor_phone: phone }));
    expect([parsed.patient_phone, parsed.doctor_phone]).toEqual([normalised, normalised]);
  });

  it.each(['98765', '0919876543210', '+449876543210', '+91987654321', 'call me', ''])('refuses %j with the spec message for each phone', (phone) => {
    expect(messagesOf(request({ patient_phone: phone }))).toEqual([['patient_phone', CALL_REQUEST_MESSAGES.patientPhone]]);
    expect(messagesOf(request({ doctor_phone: phone }))).toEqual([['doctor_phone', CALL_REQUEST_MESSAGES.doctorPhone]]);
  });

  it('needs both names, with one message under each empty name; the reason is optional', () => {
    expect(messagesOf(request({ patient_name: '  ', doctor_name: '' }))).toEqual([
      ['patient_name', 'Patient name and doctor name are required'],
      ['doctor_name', 'Patient name and doctor name are required'],
    ]);
    expect(CallRequestSchema.parse(request({ reason: undefined })).reason).toBeUndefined();
  });

  it('says the spec messages for names and phones left out of the request', () => {
    const result = CallRequestSchema.safeParse({ consult_id: demoConsultId() });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['patient_name', CALL_REQUEST_MESSAGES.namesRequired],
      ['patient_phone', CALL_REQUEST_MESSAGES.patientPhone],
      ['doctor_name', CALL_REQUEST_MESSAGES.namesRequired],
      ['doctor_phone', CALL_REQUEST_MESSAGES.doctorPhone],
    ]);
  });

  it('refuses control characters in the names and the reason (PostgreSQL refuses NUL in text)', () => {
    for (const field of ['patient_name', 'doctor_name', 'reason'] as const) {
      expect(messagesOf(request({ [field]: 'Ravi\u0000' })), field).toEqual([[field, 'Remove control characters from this field']]);
    }
  });

  it("takes consult_id as 'DEMO-' and a timestamp only", () => {
    expect(demoConsultId(new Date(1_772_359_200_000))).toBe('DEMO-1772359200000');
    expect(messagesOf(request({ consult_id: 'DEMO-abc' }))).toHaveLength(1);
    expect(messagesOf(request({ consult_id: '1772359200000' }))).toHaveLength(1);
  });
});

describe('a bridged call only moves forward', () => {
  it('never goes back and never leaves completed or failed', () => {
    expect(advancesCall('doctor_ringing', 'bridged')).toBe(true);
    expect(advancesCall('bridged', 'doctor_answered')).toBe(false);
    expect(advancesCall('bridged', 'bridged')).toBe(false);
    expect(advancesCall('completed', 'failed')).toBe(false);
    expect(advancesCall('failed', 'completed')).toBe(false);
    for (const status of BRIDGED_CALL_STATUSES.slice(0, 5)) expect(advancesCall(status, 'failed')).toBe(true);
  });
});
