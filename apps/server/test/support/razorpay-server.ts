import { startRecordingServer } from './provider-server';

/**
 * A local HTTP server that answers like Razorpay's API (https://razorpay.com/docs/api/): POST /v1/orders and POST
 * /v1/payments/{id}/refund with basic auth key_id:key_secret, and Razorpay's error shape otherwise, so the real adapter
 * is tested over HTTP and never against the internet.
 */
export async function startRazorpayServer(keyId: string, keySecret: string) {
  let counter = 0;
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  return startRecordingServer((req, body, send) => {
    const error = (status: number, code: string, description: string) => send(status, { error: { code, description, source: 'NA', step: 'NA', reason: 'NA' } });
    if (req.headers.authorization !== expectedAuth) return error(401, 'BAD_REQUEST_ERROR', 'Authentication failed');
    let json: Record<string, unknown>;
    try {
      json = JSON.parse(body) as Record<string, unknown>;
    } catch {
      return error(400, 'BAD_REQUEST_ERROR', 'The request body is not JSON');
    }
    counter += 1;
    if (req.method === 'POST' && req.url === '/v1/orders') {
      if (!Number.isInteger(json.amount) || (json.amount as number) < 100) return error(400, 'BAD_REQUEST_ERROR', 'The amount must be atleast INR 1.00');
      if (json.currency !== 'INR') return error(400, 'BAD_REQUEST_ERROR', 'Currency is not supported');
      return send(200, {
        id: `order_Rzp${String(counter).padStart(11, '0')}`,
        entity: 'order',
        amount: json.amount,
        amount_paid: 0,
        amount_due: json.amount,
        currency: 'INR',
        receipt: json.receipt,
        offer_id: null,
        status: 'created',
        attempts: 0,
        notes: json.notes ?? [],
        created_at: Math.floor(Date.now() / 1000),
      });
    }
    const refund = /^\/v1\/payments\/(pay_[A-Za-z0-9]+)\/refund$/.exec(req.url ?? '');
    if (req.method === 'POST' && refund) {
      return send(200, {
        id: `rfnd_Rzp${String(counter).padStart(10, '0')}`,
        entity: 'refund',
        amount: json.amount,
        currency: 'INR',
        payment_id: refund[1],
        notes: json.notes ?? [],
        receipt: null,
        status: 'processed',
        speed_requested: json.speed ?? 'normal',
        created_at: Math.floor(Date.now() / 1000),
      });
    }
    return error(404, 'BAD_REQUEST_ERROR', 'The requested URL was not found on the server.');
  });
}
