import type { PaymentCheckout, PaymentVerification } from '@sahay/domain/payments';
import { t } from '@/i18n/i18n';

const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: (response: { error?: { description?: string } }) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

let loading: Promise<RazorpayConstructor> | null = null;

/** Razorpay's Checkout script, loaded the first time someone pays (never in the first download of any page). */
function loadCheckout(): Promise<RazorpayConstructor> {
  const existing = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => {
      const loaded = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error(t('booking.checkoutNotLoaded')));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error(t('booking.checkoutLoadFailed')));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Opens Razorpay's Checkout for the order. UPI first: Checkout shows the UPI apps on a phone (intent) and a QR code on
 * a computer by itself; collect (typing a UPI id) is left out, as NPCI is withdrawing it. Cards, net banking and
 * wallets stay available below. Resolves with the signed answer, or null when the person closes it.
 */
export async function openRazorpayCheckout(checkout: PaymentCheckout, onFailure: (message: string) => void): Promise<PaymentVerification | null> {
  const Razorpay = await loadCheckout();
  return new Promise((resolve) => {
    const instance = new Razorpay({
      key: checkout.keyId,
      order_id: checkout.orderId,
      amount: checkout.amount,
      currency: checkout.currency,
      name: 'Sahay',
      description: checkout.description,
      prefill: { name: checkout.prefill.name, contact: checkout.prefill.contact ?? undefined, email: checkout.prefill.email ?? undefined },
      config: {
        display: {
          blocks: { upi: { name: t('booking.payByUpi'), instruments: [{ method: 'upi', flows: ['intent', 'qr'] }] } },
          hide: [{ method: 'upi', flows: ['collect'] }],
          sequence: ['block.upi'],
          preferences: { show_default_blocks: true },
        },
      },
      handler: (answer: PaymentVerification) => resolve(answer),
      modal: { ondismiss: () => resolve(null), confirm_close: true },
      theme: { color: '#15803d' },
    });
    instance.on('payment.failed', (response) => onFailure(response.error?.description ?? t('booking.payNotThrough')));
    instance.open();
  });
}
