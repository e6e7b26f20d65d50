import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a compressed answer saves less than its headers and the CPU cost (issue 17 part 1: "above 1 KB"). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

// Whole documents only. Streams the page reads as they arrive (the assistant's NDJSON, server-sent events) are
// left alone, as are files that are compressed already (images, PDFs, audio).
const COMPRESSIBLE =
  /^(?:application\/(?:json|[\w.-]+\+json|javascript|xml|manifest\+json)|text\/(?:html|plain|css|csv|javascript|xml)|image\/svg\+xml)(?:;|$)/i;

export type ContentCoding = 'br' | 'gzip';

/** The coding to answer with for an Accept-Encoding header: Brotli when accepted, else gzip, else none. */
export function chooseCoding(acceptEncoding: string | undefined): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (coding: string) => accepted.get(coding) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

function compressBody(body: Uint8Array, coding: ContentCoding): Promise<Buffer> {
  // Quality 5: most of Brotli's gain at a few times gzip's speed, for answers made per request. Build-time files
  // (scripts/precompress-assets.mjs) use the highest quality instead.
  if (coding === 'br') return brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } });
  return gzipAsync(body, { level: 6 });
}

/**
 * Compresses JSON, HTML and other text answers above 1 KB with Brotli or gzip, as the browser accepts. Answers
 * that already carry a Content-Encoding (the build's precompressed assets, served by web-app.ts) pass untouched.
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || !res.body || res.status < 200 || res.status === 204 || res.status === 206 || res.status === 304) return;
    if (res.headers.has('Content-Encoding') || /no-transform/i.test(res.headers.get('Cache-Control') ?? '')) return;
    if (!COMPRESSIBLE.test(res.headers.get('Content-Type') ?? '')) return;
    const declaredLength = Number(res.headers.get('Content-Length') ?? Number.NaN);
    if (declaredLength < COMPRESS_THRESHOLD_BYTES) return;

    const body = new Uint8Array(await res.arrayBuffer());
    const coding = body.byteLength >= COMPRESS_THRESHOLD_BYTES ? chooseCoding(c.req.header('Accept-Encoding')) : undefined;
    const sent = coding ? await compressBody(body, coding) : body;
    c.res = new Response(sent, { status: res.status, statusText: res.statusText, headers: res.headers });
    c.res.headers.set('Content-Length', String(sent.byteLength));
    if (body.byteLength < COMPRESS_THRESHOLD_BYTES) return;
    const vary = c.res.headers.get('Vary');
    if (!vary) c.res.headers.set('Vary', 'Accept-Encoding');
    else if (vary !== '*' && !/accept-encoding/i.test(vary)) c.res.headers.set('Vary', `${vary}, Accept-Encoding`);
    if (coding) c.res.headers.set('Content-Encoding', coding);
    const etag = c.res.headers.get('ETag');
    if (coding && etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
}
