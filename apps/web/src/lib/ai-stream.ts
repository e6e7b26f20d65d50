import { AssistantStreamEventSchema, type ApiError, type AssistantStreamEvent } from '@sahay/domain';
import { ApiRequestError } from './api-client';

/**
 * Posts to one of the AI endpoints and reads the streamed answer (NDJSON, decision 030). `onText` gets the
 * answer so far after every event: appended pieces, or everything replaced when the safety rails replaced it.
 * Resolves with the final text; rejects with ApiRequestError for an error status or an `error` event.
 */
export async function streamAi(path: string, body: unknown, onText: (text: string) => void, signal?: AbortSignal): Promise<string> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        accept: 'application/x-ndjson',
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError(0, 'NETWORK', 'You seem to be offline. Check your connection and try again.');
  }
  if (!response.ok) {
    const data = (await response.json().catch(() => undefined)) as Partial<ApiError> | undefined;
    const retryAfter = Number(response.headers.get('retry-after')) || undefined;
    const message = data?.error?.message || 'Something went wrong. Please try again.';
    throw new ApiRequestError(response.status, data?.error?.code ?? 'INTERNAL', message, undefined, retryAfter, data?.error?.message);
  }
  let text = '';
  const apply = (event: AssistantStreamEvent) => {
    switch (event.type) {
      case 'delta':
        text += event.text;
        break;
      case 'replace':
        text = event.text;
        break;
      case 'error':
        throw new ApiRequestError(503, 'UNAVAILABLE', event.message, undefined, undefined, event.message);
      case 'done':
        return;
    }
    onText(text);
  };
  await readLines(response, (line) => {
    const parsed = AssistantStreamEventSchema.safeParse(JSON.parse(line));
    if (parsed.success) apply(parsed.data);
  });
  return text;
}

async function readLines(response: Response, onLine: (line: string) => void): Promise<void> {
  if (!response.body) {
    for (const line of (await response.text()).split('\n')) if (line.trim()) onLine(line);
    return;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += value;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) onLine(line);
  }
  if (buffered.trim()) onLine(buffered);
}
