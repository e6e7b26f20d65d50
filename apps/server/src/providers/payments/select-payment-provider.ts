import { createHmac } from 'node:crypto';
import type { Env } from '../../lib/env';
import { PaymentProviderError, type PaymentProvider } from './payment-provider';
import { createRazorpayProvider } from './razorpay-provider';
import { createTestGateway, type TestGateway } from './test-gateway';

/** PAYMENT_PROVIDER=razorpay with its keys (checked at start, lib/env.ts); otherwise the local test gateway. */
export function selectPaymentProvider(env: Env, authSecret: string): PaymentProvider | TestGateway {
  if (env.PAYMENT_PROVIDER === 'razorpay' && env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET) {
    return createRazorpayProvider({
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
      baseUrl: env.RAZORPAY_BASE_URL,
    });
  }
  // The test gateway's secrets come from the server's own secret: stable across restarts, never in a browser.
  const derive = (label: string) => createHmac('sha256', authSecret).update(`sahay-test-gateway:${label}`).digest('hex');
  const gateway = createTestGateway({ keySecret: derive('key'), webhookSecret: derive('webhook') });
  // In production the test gateway would let anyone "pay" without money: it starts no payment there, so a paid booking
  // is never confirmed (its hold lapses after 10 minutes) until PAYMENT_PROVIDER=razorpay is set. Free ones still work.
  if (env.NODE_ENV === 'production') {
    return { ...gateway, createOrder: () => Promise.reject(new PaymentProviderError('PAYMENT_PROVIDER=test takes no payments in production')) };
  }
  return gateway;
}

export function isTestGateway(provider: PaymentProvider): provider is TestGateway {
  return provider.name === 'test';
}
