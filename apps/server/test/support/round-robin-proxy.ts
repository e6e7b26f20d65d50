import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  /** The one address people use. */
  url: string;
  /** Which backend (its index) answered each request, in order. */
  served: number[];
  close(): Promise<void>;
}

/**
 * A load balancer on 127.0.0.1 in front of several instances of the server: each HTTP request goes to the next
 * backend in turn, whatever connection it came on. Each answer says which backend gave it (`x-backend`).
 */
export async function startRoundRobinProxy(backends: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const served: number[] = [];
  const server = createServer((req, res) => {
    const index = next++ % backends.length;
    const upstream = request(new URL(req.url ?? '/', backends[index]), { method: req.method, headers: req.headers }, (answer) => {
      served.push(index);
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-backend': String(index) });
      answer.pipe(res);
    });
    upstream.on('error', () => {
      served.push(index);
      res.writeHead(502, { 'x-backend': String(index) }).end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
