import { fallbackTriageQuestion } from '@sahay/domain';
import { createParser } from 'eventsource-parser';
import { AiProviderError, type AiProvider } from './ai-provider';
import {
  analysisMessages,
  chatMessages,
  followUpMessages,
  problemRoutingMessages,
  readJsonObject,
  triageQuestionMessages,
  type PromptMessage,
} from './prompts';

export interface OpenAiCompatibleConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** How long to wait for the first byte, and between two pieces of a streamed answer. */
  timeoutMs: number;
}

interface CompletionChunk {
  choices?: Array<{ delta?: { content?: string | null }; message?: { content?: string | null } }>;
}

function failureFor(status: number): AiProviderError {
  if (status === 429) return new AiProviderError('rate_limited', 'The AI provider is rate limiting requests');
  if (status === 402) return new AiProviderError('credits_exhausted', 'The AI provider reports no credits left');
  return new AiProviderError('unavailable', `The AI provider answered ${status}`);
}

/** An abort signal that fires after `ms` without a call to `touch`, or when the caller's signal fires. */
function idleTimeout(ms: number, outer?: AbortSignal) {
  const controller = new AbortController();
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, ms);
  };
  const onOuterAbort = () => controller.abort();
  outer?.addEventListener('abort', onOuterAbort, { once: true });
  touch();
  return {
    signal: controller.signal,
    touch,
    timedOut: () => timedOut,
    dispose: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    },
  };
}

/**
 * Any OpenAI-compatible chat-completions endpoint (OpenAI, Azure OpenAI, OpenRouter, a local vLLM or Ollama).
 * The answers go through the same safety rails as the offline assistant's; this adapter only talks HTTP.
 */
export function createOpenAiCompatibleProvider(config: OpenAiCompatibleConfig): AiProvider {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;

  async function post(messages: PromptMessage[], stream: boolean, signal: AbortSignal): Promise<Response> {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}`, accept: stream ? 'text/event-stream' : 'application/json' },
      body: JSON.stringify({ model: config.model, messages, stream, temperature: 0.3, max_tokens: stream ? 700 : 300 }),
      signal,
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw failureFor(response.status);
    }
    return response;
  }

  function rethrow(error: unknown, timedOut: boolean): never {
    if (error instanceof AiProviderError) throw error;
    if (timedOut) throw new AiProviderError('timeout', 'The AI provider did not answer in time');
    throw new AiProviderError('unavailable', error instanceof Error ? error.message : 'The AI provider could not be reached');
  }

  async function complete(messages: PromptMessage[], outer?: AbortSignal): Promise<string> {
    const timeout = idleTimeout(config.timeoutMs, outer);
    try {
      const response = await post(messages, false, timeout.signal);
      const body = (await response.json()) as CompletionChunk;
      return body.choices?.[0]?.message?.content?.trim() ?? '';
    } catch (error) {
      rethrow(error, timeout.timedOut());
    } finally {
      timeout.dispose();
    }
  }

  return {
    name: 'openai-compatible',
    async *streamChat(input, outer) {
      const timeout = idleTimeout(config.timeoutMs, outer);
      try {
        const response = await post(chatMessages(input), true, timeout.signal);
        if (!response.body) return;
        const queue: string[] = [];
        let finished = false;
        const parser = createParser({
          onEvent: (event) => {
            if (event.data === '[DONE]') {
              finished = true;
              return;
            }
            const chunk = JSON.parse(event.data) as CompletionChunk;
            const piece = chunk.choices?.[0]?.delta?.content;
            if (piece) queue.push(piece);
          },
        });
        const decoder = new TextDecoder();
        for await (const bytes of response.body) {
          timeout.touch();
          parser.feed(decoder.decode(bytes as Uint8Array, { stream: true }));
          while (queue.length > 0) yield queue.shift() as string;
          if (finished) break;
        }
      } catch (error) {
        rethrow(error, timeout.timedOut());
      } finally {
        timeout.dispose();
      }
    },
    triageQuestion: (input, signal) =>
      complete(
        triageQuestionMessages(input.questionNumber, input.symptoms, input.department, fallbackTriageQuestion(input.questionNumber, 'en'), input.language),
        signal,
      ),
    triageFollowUp: (input, signal) => complete(followUpMessages(input), signal),
    triageAnalysis: (input, signal) => complete(analysisMessages(input), signal),
    chooseProblemRoutes: async (input, signal) => readJsonObject(await complete(problemRoutingMessages(input), signal)),
  };
}
