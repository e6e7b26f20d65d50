import { CallBridgeError, type CallBridge } from './call-bridge';

export interface ExotelCallConfig {
  accountSid: string;
  apiKey: string;
  apiToken: string;
  /** https://api.exotel.com (Singapore) or https://api.in.exotel.com (Mumbai): the account's subdomain. */
  baseUrl: string;
  /** The ExoPhone both phones show. */
  callerId: string;
  /** Seconds each phone rings before the call counts as unanswered. */
  ringSeconds?: number;
  /** Seconds a call may last at most (Exotel allows up to 14400). */
  maxCallSeconds?: number;
  timeoutMs?: number;
}

interface ExotelCallAnswer {
  Call?: { Sid?: string; Status?: string };
  RestException?: { Status?: number; Message?: string };
}

const retryable = (status: number) => status === 408 || status === 429 || status >= 500;

/**
 * Exotel's "connect two numbers" call: POST {base}/v1/Accounts/{sid}/Calls/connect.json, form-encoded, with the API
 * key and token as HTTP basic credentials. Exotel rings From (the doctor) first and, once answered, To (the
 * patient), both seeing CallerId. Status reports go to StatusCallback for the 'answered' and 'terminal' events, as
 * JSON. Success carries Call.Sid; errors carry RestException.Message.
 */
export function createExotelCallBridge(config: ExotelCallConfig): CallBridge {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/v1/Accounts/${encodeURIComponent(config.accountSid)}/Calls/connect.json`;
  const authorization = `Basic ${Buffer.from(`${config.apiKey}:${config.apiToken}`).toString('base64')}`;
  return {
    name: 'exotel',
    callerId: config.callerId,
    async connect(request) {
      const body = new URLSearchParams({
        From: request.from,
        To: request.to,
        CallerId: config.callerId,
        CallType: 'trans',
        TimeOut: String(config.ringSeconds ?? 30),
        TimeLimit: String(config.maxCallSeconds ?? 3600),
        StatusCallback: request.statusCallbackUrl,
        'StatusCallbackEvents[0]': 'answered',
        'StatusCallbackEvents[1]': 'terminal',
        StatusCallbackContentType: 'application/json',
        CustomField: request.callId,
      });
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
          body,
          signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
        });
      } catch (error) {
        const reason = error instanceof Error && error.name === 'TimeoutError' ? 'no answer in time' : 'could not connect';
        throw new CallBridgeError(`Exotel did not answer (${reason})`, 'unreachable');
      }
      const answer = (await response.json().catch(() => ({}))) as ExotelCallAnswer;
      if (!response.ok) {
        const reason = answer.RestException?.Message ?? response.statusText;
        throw new CallBridgeError(`Exotel ${response.status}: ${reason}`, retryable(response.status) ? 'unreachable' : 'refused');
      }
      const sid = answer.Call?.Sid;
      if (!sid) throw new CallBridgeError('Exotel answered without a call id', 'unreachable');
      return { providerCallSid: sid, status: 'doctor_ringing' };
    },
  };
}
