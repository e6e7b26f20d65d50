import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ProviderMode = 'ok' | 'down' | 'reject' | 'unauthorized';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** Answers one recorded request: `send` writes a JSON answer. */
export type RecordedHandler = (req: IncomingMessage, body: string, send: (status: number, payload: unknown) => void) => void;

/**
 * A local HTTP server on a free port that records every request (method, path, headers, whole body) and lets
 * `handle` answer it in JSON: the base of the fake providers the real adapters are tested against.
 */
export async function startRecordingServer(handle: RecordedHandler) {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      handle(req, body, (status, payload) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A local HTTP server that answers like Exotel's SMS API and AiSensy's campaign API, including their error
 * answers, so the real adapters are tested over HTTP. `mode` switches what the next requests get.
 */
export async function startProviderServer() {
  let mode: ProviderMode = 'ok';
  let counter = 0;
  const server = await startRecordingServer((req, body, send) => {
    const exotel = (req.url ?? '').includes('/Sms/send');
    counter += 1;
    if (mode === 'down') return send(503, exotel ? { RestException: { Status: 503, Message: 'Service Unavailable' } } : { message: 'Service Unavailable' });
    if (mode === 'unauthorized')
      return send(401, exotel ? { RestException: { Status: 401, Message: 'Authentication is required to view that page.' } } : { message: 'Invalid API Key' });
    if (mode === 'reject')
      return send(
        400,
        exotel ? { RestException: { Status: 400, Message: 'To is not a valid phone number' } } : { success: false, errorMessage: 'Campaign does not exist.' },
      );
    if (exotel) return send(200, { SMSMessage: { Sid: `exo-sms-${counter}`, Status: 'queued', To: new URLSearchParams(body).get('To') } });
    return send(200, { success: 'true', submitted_message_id: `wa-${counter}` });
  });
  return {
    ...server,
    setMode: (next: ProviderMode) => {
      mode = next;
    },
  };
}

/** The environment that turns both real adapters on, pointed at the local server. */
export function providerEnv(url: string): Record<string, string> {
  return {
    EXOTEL_ACCOUNT_SID: 'sahaytest1',
    EXOTEL_API_KEY: 'exo-key',
    EXOTEL_API_TOKEN: 'exo-token',
    EXOTEL_SENDER_ID: 'SAHAYH',
    EXOTEL_BASE_URL: url,
    AISENSY_API_KEY: 'ais-key',
    AISENSY_CAMPAIGN: 'expert_request',
    AISENSY_BASE_URL: url,
  };
}
