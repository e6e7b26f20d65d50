import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './payment-provider';
import { hmacHex, paymentSignature, signatureMatches } from './signatures';

/** Razorpay-like ids: a prefix and 14 characters. */
export function gatewayId(prefix: 'order' | 'pay' | 'rfnd' | 'evt'): string {
  return `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;
}

export interface TestGatewaySecrets {
  keySecret: string;
  webhookSecret: string;
}

export interface TestGateway extends PaymentProvider {
  /** What the gateway's checkout page does on "Pay successfully": a payment id and its signature, as Razorpay answers. */
  pay(orderId: string): { paymentId: string; signature: string };
  /** A webhook as Razorpay would send it: the raw body, its X-Razorpay-Signature and X-Razorpay-Event-Id. */
  webhook(
    event: 'payment.captured' | 'payment.failed',
    payment: { orderId: string; paymentId: string; amount: number },
  ): { body: string; signature: string; eventId: string };
}

/**
 * The local default (PAYMENT_PROVIDER=test): no keys, no money. Orders and refunds are made up here; payments happen
 * on the gateway's own checkout page (payments module), which signs its answer and its webhook with this gateway's
 * secrets exactly as Razorpay does, so the server's verification is the same code either way.
 */
export function createTestGateway(secrets: TestGatewaySecrets): TestGateway {
  return {
    name: 'test',
    keyId: null,
    createOrder: ({ amount }) => Promise.resolve({ orderId: gatewayId('order'), amount, currency: 'INR' }),
    verifyPaymentSignature: ({ orderId, paymentId, signature }) => signatureMatches(paymentSignature(secrets.keySecret, orderId, paymentId), signature),
    verifyWebhookSignature: (rawBody, signature) => signatureMatches(hmacHex(secrets.webhookSecret, rawBody), signature),
    refund: () => Promise.resolve({ refundId: gatewayId('rfnd'), status: 'processed' }),
    pay(orderId) {
      const paymentId = gatewayId('pay');
      return { paymentId, signature: paymentSignature(secrets.keySecret, orderId, paymentId) };
    },
    webhook(event, { orderId, paymentId, amount }) {
      const status = event === 'payment.captured' ? 'captured' : 'failed';
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_SahayTestGate',
        event,
        contains: ['payment'],
        payload: { payment: { entity: { id: paymentId, entity: 'payment', amount, currency: 'INR', status, order_id: orderId, method: 'upi' } } },
        created_at: Math.floor(Date.now() / 1000),
      });
      return { body, signature: hmacHex(secrets.webhookSecret, body), eventId: gatewayId('evt') };
    },
  };
}
