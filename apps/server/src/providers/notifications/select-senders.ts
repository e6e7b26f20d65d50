import type { Env } from '../../lib/env';
import { createAiSensySender } from './aisensy';
import { createExotelSender } from './exotel';
import { createInboxSender } from './inbox';
import type { MessageSender, OutgoingMessage } from './types';

export type Senders = Record<OutgoingMessage['channel'], MessageSender>;

/** Exotel for SMS and AiSensy for WhatsApp when their keys are set; the local inbox for anything else. */
export function selectSenders(env: Env): Senders {
  const inbox = createInboxSender();
  const sms =
    env.EXOTEL_ACCOUNT_SID && env.EXOTEL_API_KEY && env.EXOTEL_API_TOKEN && env.EXOTEL_SENDER_ID
      ? createExotelSender({
          accountSid: env.EXOTEL_ACCOUNT_SID,
          apiKey: env.EXOTEL_API_KEY,
          apiToken: env.EXOTEL_API_TOKEN,
          senderId: env.EXOTEL_SENDER_ID,
          baseUrl: env.EXOTEL_BASE_URL,
        })
      : inbox;
  const whatsapp =
    env.AISENSY_API_KEY && env.AISENSY_CAMPAIGN
      ? createAiSensySender({ apiKey: env.AISENSY_API_KEY, campaignName: env.AISENSY_CAMPAIGN, baseUrl: env.AISENSY_BASE_URL })
      : inbox;
  return { sms, whatsapp, email: inbox };
}
