import { describe, expect, it } from 'vitest';
import { RefundDeclineSchema, refundEligibility, RefundRequestInputSchema, type RefundCase } from '../src/refunds';

const start = new Date('2026-03-03T04:30:00Z');
const paid: RefundCase = {
  paymentStatus: 'paid',
  paidAt: new Date('2026-03-02T00:05:00Z'),
  appointmentStart: start,
  completed: false,
  requested: false,
};
const at = (iso: string) => new Date(iso);

describe('refund rules (issue 19 part 6, spec 000 §9)', () => {
  it('allows a paid consultation before it and up to 7 days after its start, the instant itself included', () => {
    expect(refundEligibility(paid, at('2026-03-02T01:00:00Z'))).toEqual({ allowed: true, until: at('2026-03-10T04:30:00Z') });
    expect(refundEligibility(paid, at('2026-03-10T04:30:00Z')).allowed).toBe(true);
    expect(refundEligibility(paid, at('2026-03-10T04:30:00.001Z'))).toMatchObject({ allowed: false, refusal: 'too-late' });
  });

  it('without an appointment, counts the 7 days from the payment', () => {
    const noAppointment = { ...paid, appointmentStart: null };
    expect(refundEligibility(noAppointment, at('2026-03-09T00:05:00Z')).allowed).toBe(true);
    expect(refundEligibility(noAppointment, at('2026-03-09T00:05:01Z'))).toMatchObject({ refusal: 'too-late' });
  });

  it('refuses a completed consultation, even within the 7 days', () => {
    expect(refundEligibility({ ...paid, completed: true }, at('2026-03-03T06:00:00Z'))).toEqual({
      allowed: false,
      refusal: 'completed',
      message: 'A completed consultation cannot be refunded',
    });
  });

  it('refuses what is refunded, already requested, or not paid', () => {
    const now = at('2026-03-02T01:00:00Z');
    expect(refundEligibility({ ...paid, paymentStatus: 'refunded' }, now)).toMatchObject({ refusal: 'already-refunded' });
    expect(refundEligibility({ ...paid, requested: true }, now)).toMatchObject({ refusal: 'already-requested' });
    expect(refundEligibility({ ...paid, paymentStatus: 'created', paidAt: null }, now)).toMatchObject({ refusal: 'not-paid' });
    expect(refundEligibility({ ...paid, paymentStatus: 'failed' }, now)).toMatchObject({ refusal: 'not-paid' });
    expect(refundEligibility({ ...paid, paidAt: null }, now)).toMatchObject({ refusal: 'not-paid' });
  });

  it('wants a short reason from the patient, and from an admin who declines', () => {
    expect(RefundRequestInputSchema.parse({ reason: '  Doctor did not join  ' })).toEqual({ reason: 'Doctor did not join' });
    expect(RefundRequestInputSchema.safeParse({ reason: '    ' }).success).toBe(false);
    expect(RefundRequestInputSchema.safeParse({ reason: 'abc' }).error?.issues[0]?.message).toBe('Please tell us why, in at least 5 characters');
    expect(RefundRequestInputSchema.safeParse({ reason: 'x'.repeat(501) }).success).toBe(false);
    expect(RefundRequestInputSchema.safeParse({}).success).toBe(false);
    expect(RefundDeclineSchema.safeParse({ reason: 'no' }).error?.issues[0]?.message).toMatch(/reason, in at least 5/);
  });
});
