/** One message as a provider receives it: rendered text, to one recipient. */
export interface OutgoingMessage {
  id: number;
  channel: 'sms' | 'whatsapp' | 'email';
  recipient: string;
  template: string;
  /** The rendered text (SMS body; WhatsApp and email fallback text). */
  text: string;
  /** The template's values in order, for providers that fill approved templates (AiSensy). */
  params: string[];
}

export interface SendResult {
  providerMessageId: string | null;
}

/** A channel's way out. `send` resolves when the provider accepted the message and throws DeliveryError otherwise. */
export interface MessageSender {
  readonly name: string;
  send(message: OutgoingMessage): Promise<SendResult>;
}

/**
 * A failed attempt. Retryable failures (network, timeouts, 429, 5xx) are tried again with back-off; a permanent
 * one (the provider refused this message: bad number, unknown template) stops retrying.
 */
export class DeliveryError extends Error {
  override name = 'DeliveryError';
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** Statuses a provider answers that are worth trying again. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** fetch with a time limit; a network failure or timeout is a retryable DeliveryError. */
export async function postWithTimeout(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : String((error as Error).message ?? error);
    throw new DeliveryError(`provider unreachable: ${reason}`, true);
  }
}
