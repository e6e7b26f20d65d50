import type { Env } from '../../lib/env';
import type { CallBridge } from './call-bridge';
import { createExotelCallBridge } from './exotel-call-bridge';
import { createLocalCallBridge } from './local-call-bridge';

/** Exotel when its keys and an ExoPhone are set (EXOTEL_CALLER_ID); otherwise the local simulation. */
export function selectCallBridge(env: Env): CallBridge {
  if (env.EXOTEL_ACCOUNT_SID && env.EXOTEL_API_KEY && env.EXOTEL_API_TOKEN && env.EXOTEL_CALLER_ID) {
    return createExotelCallBridge({
      accountSid: env.EXOTEL_ACCOUNT_SID,
      apiKey: env.EXOTEL_API_KEY,
      apiToken: env.EXOTEL_API_TOKEN,
      baseUrl: env.EXOTEL_BASE_URL,
      callerId: env.EXOTEL_CALLER_ID,
    });
  }
  // Simulated calls ring nobody; they show Sahay's helpline as the number a real call would come from.
  return createLocalCallBridge(env.HELPLINE_PHONE);
}
