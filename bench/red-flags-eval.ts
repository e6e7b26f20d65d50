// The red-flag detector's evaluation figures (issue 13): recall on emergencies per category and language, false
// alarms on ordinary questions and dose requests. Run with `node --import tsx bench/red-flags-eval.ts`.
import { RED_FLAG_EVAL, evaluateRedFlags, type RedFlagFigures } from '../packages/domain/test/fixtures/red-flag-eval';

const evaluation = evaluateRedFlags(RED_FLAG_EVAL);
const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
const line = (name: string, f: RedFlagFigures, kind: 'recall' | 'false alarms') =>
  `| ${name.padEnd(22)} | ${String(f.cases).padStart(5)} | ${kind === 'recall' ? `${f.caught}/${f.cases} (${pct(f.rate)}), any alarm ${f.alarmed}` : `${f.falseAlarms}/${f.cases} (${pct(f.rate)})`} |`;
const rows = ['| group | cases | result |', '|---|---|---|'];
rows.push(line('emergencies (recall)', evaluation.emergencies, 'recall'));
rows.push(line('ordinary (false alarms)', evaluation.ordinary, 'false alarms'));
rows.push(line('dose requests (alarms)', evaluation.doseRequests, 'false alarms'));
for (const [category, f] of Object.entries(evaluation.byCategory)) rows.push(line(category, f, 'recall'));
for (const [language, f] of Object.entries(evaluation.byLanguage)) {
  rows.push(line(`${language} emergencies`, f.emergencies, 'recall'));
  rows.push(line(`${language} ordinary`, f.ordinary, 'false alarms'));
  rows.push(line(`${language} dose requests`, f.doseRequests, 'false alarms'));
}
console.log(`${RED_FLAG_EVAL.length} cases\n${rows.join('\n')}`);
if (evaluation.misses.length > 0) {
  console.log('\nMisses:');
  for (const miss of evaluation.misses) console.log(`- [${miss.kind} ${miss.language} ${miss.expect}] ${miss.text} -> ${miss.got.join(', ') || 'none'}`);
}
