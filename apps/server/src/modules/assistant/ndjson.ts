import type { AssistantStreamEvent } from '@sahay/domain';
import type { Logger } from '../../lib/logger';

export const NDJSON = 'application/x-ndjson';

/** Whether the caller asked for the streamed answer. */
export function wantsStream(accept: string | undefined): boolean {
  return (accept ?? '').includes(NDJSON);
}

/**
 * Streams events as NDJSON, one per line. The first event is awaited before the response starts, so a failure
 * before any text (429, 402, a timeout) is thrown to the app's error handler and answered with its status. A
 * failure later becomes an `error` event: the status has already been sent.
 */
export async function ndjsonResponse(events: AsyncGenerator<AssistantStreamEvent>, logger: Logger): Promise<Response> {
  const first = await events.next();
  const encoder = new TextEncoder();
  const line = (event: AssistantStreamEvent) => encoder.encode(`${JSON.stringify(event)}\n`);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (!first.done) controller.enqueue(line(first.value));
    },
    async pull(controller) {
      try {
        const next = await events.next();
        if (next.done) controller.close();
        else controller.enqueue(line(next.value));
      } catch (error) {
        logger.warn({ err: error }, 'AI answer failed while streaming');
        controller.enqueue(line({ type: 'error', code: 'UNAVAILABLE', message: 'Failed to get response. Please try again.' }));
        controller.close();
      }
    },
    async cancel() {
      await events.return(undefined);
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': `${NDJSON}; charset=utf-8`, 'cache-control': 'no-store', 'x-accel-buffering': 'no' } });
}
