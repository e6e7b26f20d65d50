import type { PaymentProvider, ProviderOrder, ProviderRefund } from './payment-provider';
import { PaymentProviderError } from './payment-provider';
import { hmacHex, paymentSignature, signatureMatches } from './signatures';

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com, or a local server in tests. */
  baseUrl: string;
  timeoutMs?: number;
}

interface RazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  currency: string;
  status: string;
}
interface RazorpayRefund {
  id: string;
  entity: 'refund';
  status: string;
}

/**
 * Razorpay's REST API (https://razorpay.com/docs/api/): orders (POST /v1/orders, amount in paise) and refunds (POST
 * /v1/payments/{id}/refund), with HTTP basic auth key_id:key_secret. Signatures are checked here with the key secret
 * (payments) and the webhook secret (webhooks).
 */
export function createRazorpayProvider(config: RazorpayConfig): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;
  const base = config.baseUrl.replace(/\/+$/, '');

  async function call<T>(path: string, body: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new PaymentProviderError(`Razorpay could not be reached: ${(error as Error).message}`);
    }
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new PaymentProviderError(`Razorpay answered ${response.status} without JSON`);
    }
    if (!response.ok) {
      const description = (parsed as { error?: { description?: string } }).error?.description ?? 'no description';
      throw new PaymentProviderError(`Razorpay refused ${path.replace(/pay_[A-Za-z0-9]+/, 'pay_…')}: ${response.status} ${description}`);
    }
    return parsed as T;
  }

  return {
    name: 'razorpay',
    keyId: config.keyId,
    async createOrder({ amount, receipt, notes }): Promise<ProviderOrder> {
      const order = await call<RazorpayOrder>('/v1/orders', { amount, currency: 'INR', receipt, notes });
      if (order.entity !== 'order' || typeof order.id !== 'string' || order.amount !== amount || order.currency !== 'INR') {
        throw new PaymentProviderError('Razorpay answered an order that does not match the one asked for');
      }
      return { orderId: order.id, amount: order.amount, currency: 'INR' };
    },
    verifyPaymentSignature: ({ orderId, paymentId, signature }) => signatureMatches(paymentSignature(config.keySecret, orderId, paymentId), signature),
    verifyWebhookSignature: (rawBody, signature) => signatureMatches(hmacHex(config.webhookSecret, rawBody), signature),
    async refund({ paymentId, amount, notes }): Promise<ProviderRefund> {
      const refund = await call<RazorpayRefund>(`/v1/payments/${encodeURIComponent(paymentId)}/refund`, { amount, speed: 'normal', notes });
      if (refund.entity !== 'refund' || typeof refund.id !== 'string') throw new PaymentProviderError('Razorpay answered something other than a refund');
      return { refundId: refund.id, status: refund.status };
    },
  };
}
