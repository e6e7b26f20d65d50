import type { Env } from '../../lib/env';
import type { AiProvider } from './ai-provider';
import { createOfflineProvider } from './offline-provider';
import { createOpenAiCompatibleProvider } from './openai-provider';
import { warmRetrieval } from './retrieval';

/** The OpenAI-compatible adapter when AI_BASE_URL, AI_API_KEY and AI_MODEL are set; else the offline assistant. */
export function createAiProvider(env: Pick<Env, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS'>): AiProvider {
  // Retrieval also picks the expert an answer offers, whichever provider writes it.
  warmRetrieval();
  if (env.AI_BASE_URL && env.AI_API_KEY && env.AI_MODEL) {
    return createOpenAiCompatibleProvider({ baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL, timeoutMs: env.AI_TIMEOUT_MS });
  }
  return createOfflineProvider();
}
