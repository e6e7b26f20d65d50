import { describe, expect, it } from 'vitest';
import { holdExpiresAt, isHoldExpired, needsPayment, PaymentVerificationSchema, rupeesToPaise } from '../src/payments';

describe('payment rules (issue 19 part 4)', () => {
  it('counts rupees in paise and refuses fractions and negatives', () => {
    expect(rupeesToPaise(299)).toBe(29_900);
    expect(rupeesToPaise(0)).toBe(0);
    expect(() => rupeesToPaise(2.5)).toThrow(RangeError);
    expect(() => rupeesToPaise(-1)).toThrow(RangeError);
  });

  it('holds a slot for 10 minutes, expired at the instant itself', () => {
    const now = new Date('2026-03-02T10:00:00Z');
    const until = holdExpiresAt(now);
    expect(until.toISOString()).toBe('2026-03-02T10:10:00.000Z');
    expect(isHoldExpired(until, new Date('2026-03-02T10:09:59.999Z'))).toBe(false);
    expect(isHoldExpired(until, until)).toBe(true);
    expect(isHoldExpired(null, new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });

  it('a free booking skips payment', () => {
    expect(needsPayment(0)).toBe(false);
    expect(needsPayment(299)).toBe(true);
  });

  it('takes only well-formed checkout answers', () => {
    const good = { razorpay_order_id: 'order_Abc123', razorpay_payment_id: 'pay_Xyz789', razorpay_signature: 'a'.repeat(64) };
    expect(PaymentVerificationSchema.safeParse(good).success).toBe(true);
    expect(PaymentVerificationSchema.safeParse({ ...good, razorpay_signature: 'nothex' }).success).toBe(false);
    expect(PaymentVerificationSchema.safeParse({ ...good, razorpay_order_id: 'order/../x' }).success).toBe(false);
  });
});
