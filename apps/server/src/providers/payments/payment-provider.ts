import type { PaymentProviderName } from '@sahay/domain';

/** An order as the provider created it. */
export interface ProviderOrder {
  orderId: string;
  /** In paise. */
  amount: number;
  currency: 'INR';
}

export interface ProviderRefund {
  refundId: string;
  /** Razorpay answers 'processed' or 'pending' (the money is on its way either way). */
  status: string;
}

/**
 * Issue 19 part 4: what Sahay needs from a payment provider, in Razorpay's contract: orders in paise, a checkout that
 * answers with order id, payment id and a signature HMAC-SHA256(order_id|payment_id, key secret), webhooks signed over
 * their raw body, and refunds of a payment. Two implementations, chosen by PAYMENT_PROVIDER: Razorpay and the local
 * test gateway (the documented default), which keeps the same contract with its own secrets and checkout page.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The public key id the browser's checkout needs; null for the test gateway. */
  readonly keyId: string | null;
  createOrder(input: { amount: number; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder>;
  /** Whether `signature` is the checkout's signature of this order and payment (constant-time comparison). */
  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** Whether `signature` (X-Razorpay-Signature) signs exactly these raw bytes with the webhook secret. */
  verifyWebhookSignature(rawBody: string, signature: string | undefined): boolean;
  refund(input: { paymentId: string; amount: number; notes: Record<string, string> }): Promise<ProviderRefund>;
}

/** The provider refused or could not be reached; the message is safe to log, never shown with secrets. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}
