// The problem router's cost per description (issue 21, decision 095): every description of the three evaluation
// sets (the in-repo set, the blind second round and the holdout), routed ROUNDS times, in process. It runs on every debounced
// keystroke of "Describe your problem", so it must stay cheap: fails when the median is 500 µs or more.
// Run with `node --import tsx bench/problem-routing.ts` (npm run bench runs it from run.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeProblem } from '@sahay/domain';
import { PROBLEM_ROUTING_EVAL } from '../packages/domain/test/fixtures/problem-routing-eval';
import { PROBLEM_ROUTING_BLIND } from '../packages/domain/test/fixtures/problem-routing-eval-blind';
import { PROBLEM_ROUTING_HOLDOUT } from '../packages/domain/test/fixtures/problem-routing-eval-holdout';

const ROUNDS = Number(process.env.BENCH_ROUTING_ROUNDS ?? 20);
const BUDGET_MEDIAN_US = 500;
const descriptions = [...PROBLEM_ROUTING_EVAL, ...PROBLEM_ROUTING_BLIND, ...PROBLEM_ROUTING_HOLDOUT].map((item) => item.text);

// The catalogue and the everyday vocabulary compile on first use; measured separately.
const compileStart = performance.now();
routeProblem('warm up');
const compileMs = performance.now() - compileStart;
for (const text of descriptions) routeProblem(text);

const samples: number[] = [];
let empty = 0;
for (let round = 0; round < ROUNDS; round++) {
  for (const text of descriptions) {
    const t0 = performance.now();
    const routing = routeProblem(text);
    samples.push((performance.now() - t0) * 1_000);
    if (round === 0 && routing.suggestions.length === 0) empty++;
  }
}
const long = 'my landlord will not return the deposit and pet mein jalan hai, laptop slow. '.repeat(30).slice(0, 2_000);
const longStart = performance.now();
routeProblem(long);
const longUs = (performance.now() - longStart) * 1_000;

samples.sort((a, b) => a - b);
const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
const result = {
  measuredAt: new Date().toISOString(),
  descriptions: descriptions.length,
  rounds: ROUNDS,
  withoutSuggestion: empty,
  compileMs: Number(compileMs.toFixed(2)),
  medianUs: Number(at(0.5).toFixed(1)),
  p99Us: Number(at(0.99).toFixed(1)),
  maxUs: Number((samples.at(-1) ?? 0).toFixed(1)),
  twoThousandCharsUs: Number(longUs.toFixed(1)),
  loadAverage: loadavg().map((load) => Number(load.toFixed(2))),
  budgetMedianUs: BUDGET_MEDIAN_US,
};
const results = fileURLToPath(new URL('./results', import.meta.url));
mkdirSync(results, { recursive: true });
writeFileSync(join(results, 'problem-routing.json'), JSON.stringify(result, null, 2));
console.log(
  `Problem routing: ${result.descriptions} descriptions × ${ROUNDS}, median ${result.medianUs} µs, p99 ${result.p99Us} µs, max ${result.maxUs} µs; ` +
    `2,000 characters ${result.twoThousandCharsUs} µs; compiled in ${result.compileMs} ms; load average ${result.loadAverage.join(' ')} ` +
    `(budget median < ${BUDGET_MEDIAN_US} µs)`,
);
if (result.medianUs >= BUDGET_MEDIAN_US) {
  console.error('Problem routing median is over budget');
  process.exitCode = 1;
}
