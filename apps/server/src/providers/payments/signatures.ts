import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 in lower-case hex, as Razorpay signs payments and webhooks. */
export function hmacHex(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data, 'utf8').digest('hex');
}

/** Razorpay's payment signature: HMAC-SHA256(order_id + "|" + payment_id, key secret). */
export function paymentSignature(secret: string, orderId: string, paymentId: string): string {
  return hmacHex(secret, `${orderId}|${paymentId}`);
}

/** Compares a received hex signature with the expected one in constant time; anything malformed is false. */
export function signatureMatches(expectedHex: string, received: string | undefined): boolean {
  if (!received || !/^[0-9a-f]+$/i.test(received)) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(received.toLowerCase(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
