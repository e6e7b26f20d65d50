import { DeliveryError, isRetryableStatus, postWithTimeout, type MessageSender } from './types';

export interface ExotelConfig {
  accountSid: string;
  apiKey: string;
  apiToken: string;
  /** The DLT-registered sender id (header) messages come from. */
  senderId: string;
  /** https://api.exotel.com, or the regional cluster (api.in.exotel.com). */
  baseUrl: string;
  timeoutMs?: number;
}

interface ExotelAnswer {
  SMSMessage?: { Sid?: string; Status?: string };
  RestException?: { Status?: number; Message?: string };
}

/**
 * Exotel SMS: POST {base}/v1/Accounts/{sid}/Sms/send.json, form-encoded From, To, Body, with the API key and
 * token as HTTP basic credentials. Success carries SMSMessage.Sid; errors carry RestException.Message.
 */
export function createExotelSender(config: ExotelConfig): MessageSender {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/v1/Accounts/${encodeURIComponent(config.accountSid)}/Sms/send.json`;
  const authorization = `Basic ${Buffer.from(`${config.apiKey}:${config.apiToken}`).toString('base64')}`;
  return {
    name: 'exotel',
    async send(message) {
      const body = new URLSearchParams({ From: config.senderId, To: message.recipient, Body: message.text });
      const response = await postWithTimeout(
        url,
        { method: 'POST', headers: { authorization, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' }, body },
        config.timeoutMs ?? 10_000,
      );
      const answer = (await response.json().catch(() => ({}))) as ExotelAnswer;
      if (!response.ok) {
        const reason = answer.RestException?.Message ?? response.statusText;
        throw new DeliveryError(`exotel ${response.status}: ${reason}`, isRetryableStatus(response.status));
      }
      const sid = answer.SMSMessage?.Sid;
      if (!sid) throw new DeliveryError('exotel answered without an SMS id', true);
      return { providerMessageId: sid };
    },
  };
}
