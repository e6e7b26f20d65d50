import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ExotelCallMode = 'ok' | 'reject' | 'unauthorized' | 'down';

export interface ConnectRequestSeen {
  path: string;
  authorization: IncomingMessage['headers']['authorization'];
  form: URLSearchParams;
}

/**
 * A local server that speaks Exotel's "connect two numbers" API (POST /v1/Accounts/{sid}/Calls/connect.json, form
 * fields, basic auth), with its error answers (RestException), so the real adapter is tested over HTTP.
 */
export async function startExotelCallServer(credentials: { accountSid: string; apiKey: string; apiToken: string }) {
  const requests: ConnectRequestSeen[] = [];
  let mode: ExotelCallMode = 'ok';
  let counter = 0;
  const expectedAuth = `Basic ${Buffer.from(`${credentials.apiKey}:${credentials.apiToken}`).toString('base64')}`;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      const path = req.url ?? '';
      if (req.method !== 'POST' || path !== `/v1/Accounts/${credentials.accountSid}/Calls/connect.json`) {
        return send(404, { RestException: { Status: 404, Message: 'Not Found' } });
      }
      const form = new URLSearchParams(body);
      requests.push({ path, authorization: req.headers.authorization, form });
      if (mode === 'down') return send(503, { RestException: { Status: 503, Message: 'Service Unavailable' } });
      if (mode === 'unauthorized' || req.headers.authorization !== expectedAuth) {
        return send(401, { RestException: { Status: 401, Message: 'Authentication is required to view that page.' } });
      }
      if (mode === 'reject') return send(400, { RestException: { Status: 400, Message: 'To is not a valid phone number' } });
      counter += 1;
      const sid = `exo-call-${counter}-${form.get('CustomField') ?? ''}`;
      return send(200, {
        Call: { Sid: sid, Status: 'in-progress', From: form.get('From'), To: form.get('To'), PhoneNumberSid: form.get('CallerId'), Direction: 'outbound-api' },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    setMode: (next: ExotelCallMode) => {
      mode = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on: the provider is down (connection refused). */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** Exotel's status callback payloads (StatusCallbackEvents answered and terminal), as JSON. */
export const exotelReport = {
  answered: (callSid: string, legs: number) => ({
    CallSid: callSid,
    EventType: 'answered',
    Status: 'in-progress',
    DateUpdated: '2026-03-01 15:30:05',
    Direction: 'outbound-api',
    Legs: Array.from({ length: legs }, () => ({ Status: 'in-progress', OnCallDuration: 0 })),
  }),
  terminal: (callSid: string, status: string, seconds: number, legs: { Status: string; OnCallDuration: number }[]) => ({
    CallSid: callSid,
    EventType: 'terminal',
    Status: status,
    DateUpdated: '2026-03-01 15:31:10',
    ConversationDuration: seconds,
    RecordingUrl: null,
    Legs: legs,
  }),
};
