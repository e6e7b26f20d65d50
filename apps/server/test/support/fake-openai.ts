import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeBehaviour = { kind: 'stream'; pieces: string[] } | { kind: 'json'; content: string } | { kind: 'status'; status: number } | { kind: 'hang' };

export interface FakeOpenAi {
  baseUrl: string;
  /** What the next requests get. */
  behaviour: FakeBehaviour;
  /** The request bodies received, newest last. */
  requests: Array<{ authorization: string | undefined; body: any }>;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<any> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/** A local HTTP server that speaks the OpenAI chat-completions protocol, on an ephemeral loopback port. */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const hanging = new Set<ServerResponse>();
  const fake: FakeOpenAi = { baseUrl: '', behaviour: { kind: 'json', content: 'Hello.' }, requests: [], close: () => Promise.resolve() };

  const server: Server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const body = await readBody(req);
      fake.requests.push({ authorization: req.headers.authorization, body });
      const behaviour = fake.behaviour;
      if (behaviour.kind === 'hang') {
        hanging.add(res);
        return;
      }
      if (behaviour.kind === 'status') {
        res.writeHead(behaviour.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'fake failure' } }));
        return;
      }
      if (behaviour.kind === 'json' || !body.stream) {
        const content = behaviour.kind === 'json' ? behaviour.content : behaviour.pieces.join('');
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const piece of behaviour.pieces) {
        res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: piece } }] })}\n\n`);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      res.end('data: [DONE]\n\n');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}/v1`;
  fake.close = async () => {
    for (const res of hanging) res.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}
