import { DeliveryError, isRetryableStatus, postWithTimeout, type MessageSender } from './types';

export interface AiSensyConfig {
  apiKey: string;
  /** The API campaign (an approved WhatsApp template) the message fills. */
  campaignName: string;
  /** https://backend.aisensy.com */
  baseUrl: string;
  timeoutMs?: number;
}

interface AiSensyAnswer {
  success?: boolean | string;
  submitted_message_id?: string;
  message?: string;
  errorMessage?: string;
}

/**
 * AiSensy WhatsApp: POST {base}/campaign/t1/api/v2 with JSON {apiKey, campaignName, destination, userName,
 * templateParams}. The destination is the number with country code and no plus. Errors answer 4xx/5xx with a
 * message (or errorMessage), e.g. 'Campaign does not exist.'.
 */
export function createAiSensySender(config: AiSensyConfig): MessageSender {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/campaign/t1/api/v2`;
  return {
    name: 'aisensy',
    async send(message) {
      const body = JSON.stringify({
        apiKey: config.apiKey,
        campaignName: config.campaignName,
        destination: message.recipient.replace(/^\+/, ''),
        userName: 'Sahay',
        source: message.template,
        templateParams: message.params,
      });
      const response = await postWithTimeout(
        url,
        { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body },
        config.timeoutMs ?? 10_000,
      );
      const answer = (await response.json().catch(() => ({}))) as AiSensyAnswer;
      if (!response.ok || answer.success === false || answer.success === 'false') {
        const reason = answer.errorMessage ?? answer.message ?? response.statusText;
        throw new DeliveryError(`aisensy ${response.status}: ${reason}`, isRetryableStatus(response.status));
      }
      return { providerMessageId: answer.submitted_message_id ?? null };
    },
  };
}
