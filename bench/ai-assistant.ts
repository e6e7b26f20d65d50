// The offline assistant's answer time (issue 5: p95 under 50 ms): retrieval, composition and the safety rails
// for every question of the retrieval-quality set, several rounds, in process. No database: the expert offer is
// one indexed query, measured with the API. Run with `node --import tsx bench/ai-assistant.ts`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AssistantDomain } from '@sahay/domain';
import { guardedText } from '../apps/server/src/providers/ai/guarded-answer';
import { createOfflineProvider } from '../apps/server/src/providers/ai/offline-provider';
import { warmRetrieval } from '../apps/server/src/providers/ai/retrieval';
import { RETRIEVAL_QUESTIONS } from '../apps/server/test/fixtures/assistant-questions';

const ROUNDS = Number(process.env.BENCH_AI_ROUNDS ?? 20);
const BUDGET_P95_MS = 50;

const provider = createOfflineProvider();
const started = performance.now();
warmRetrieval();
const warmMs = performance.now() - started;

const history = [
  { role: 'user' as const, content: 'I have a question' },
  { role: 'assistant' as const, content: 'Of course, ask away.' },
];
const samples: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const [domain, questions] of Object.entries(RETRIEVAL_QUESTIONS) as Array<[AssistantDomain, ReadonlyArray<readonly [string, string]>]>) {
    for (const [question] of questions) {
      const t0 = performance.now();
      await guardedText({ domain, userText: question, source: () => provider.streamChat({ domain, message: question, history }) });
      samples.push(performance.now() - t0);
    }
  }
}
samples.sort((a, b) => a - b);
const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
const result = {
  measuredAt: new Date().toISOString(),
  answers: samples.length,
  indexBuildMs: Number(warmMs.toFixed(1)),
  p50Ms: Number(at(0.5).toFixed(3)),
  p95Ms: Number(at(0.95).toFixed(3)),
  p99Ms: Number(at(0.99).toFixed(3)),
  maxMs: Number((samples.at(-1) ?? 0).toFixed(3)),
  budgetP95Ms: BUDGET_P95_MS,
};
const results = fileURLToPath(new URL('./results', import.meta.url));
mkdirSync(results, { recursive: true });
writeFileSync(join(results, 'ai-assistant.json'), JSON.stringify(result, null, 2));
console.log(
  `Offline assistant: ${result.answers} answers, p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, max ${result.maxMs} ms (budget p95 < ${BUDGET_P95_MS} ms)`,
);
if (result.p95Ms >= BUDGET_P95_MS) {
  console.error('Offline assistant p95 is over budget');
  process.exitCode = 1;
}
