// Browser measurements of the built product (issue 17 part 7), in Debian's Chromium, on a fresh embedded database:
//   (a) Lighthouse, mobile preset with its default simulated throttling, BENCH_LIGHTHOUSE_RUNS runs (default 3) per
//       page: median performance score and Largest Contentful Paint;
//   (b) the JavaScript fetched before each route is usable (browser-scripts.mjs), gzip level 9 and as sent;
//   (c) the longest chain of requests before the route is usable.
// Results: bench/results/browser.json, with the load average before and after. Run after the build (run.mjs builds;
// `npm run bench:browser -w @sahay/bench` builds first). BENCH_BROWSER_ONLY=scripts|lighthouse runs one half.
// BENCH_COMPARE=label=/path/of/another/checkout[,label2=...] runs Lighthouse side by side in one run: round after round,
// each checkout's built server in turn on the bench's port (this checkout is 'this') runs every page once, so a
// before/after pair shares the machine's load; the script counts are for this checkout only. BENCH_BROWSER_PORT sets
// the port (default 3320).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, measureScripts, median } from './browser-scripts.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = join(ROOT, 'bench/results');
const PORT = Number(process.env.BENCH_BROWSER_PORT ?? 3320);
const BASE = `http://localhost:${PORT}`;
const COMPARE = (process.env.BENCH_COMPARE ?? '')
  .split(',')
  .filter(Boolean)
  .map((pair) => {
    const [label, root] = pair.split('=');
    return { label, root };
  });
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const ONLY = process.env.BENCH_BROWSER_ONLY;
const LIGHTHOUSE_PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',') ?? ['/', '/doctor', '/patient-registration', '/medical-triage'];
const TARGETS = { performance: 95, lcpMs: 1800, scriptGzipKb: 100 };

async function startServer(root = ROOT, port = PORT) {
  const base = `http://localhost:${port}`;
  console.log(`  server: ${root}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'sahay-bench-'));
  const child = spawn(process.execPath, ['apps/server/dist/index.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error('the server exited during start');
    if (i === 900) throw new Error('the server did not become healthy in 3 minutes');
    const healthy = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

const load = () => loadavg().map((value) => Math.round(value * 100) / 100);

/** One Lighthouse run in its own Chromium: performance score, LCP and the critical request chain. */
async function lighthouseRun(path, base = BASE) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(`${base}${path}`, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue;
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      fcpMs: Math.round(audit('first-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
      speedIndexMs: Math.round(audit('speed-index')),
      criticalChainLength: lhr.audits['critical-request-chains']?.details?.longestChain?.length ?? null,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      load1: load()[0],
    };
  } finally {
    chrome.kill();
  }
}

/** A run Lighthouse could not record (NO_NAVSTART and the like, seen on a loaded machine) is tried again, twice. */
async function lighthouseRunWithRetries(path, base) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(path, base);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  ${path}: ${error.message}; trying again`);
    }
  }
}

function summarise(path, runs) {
  return {
    path,
    performance: median(runs.map((run) => run.performance)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    fcpMs: median(runs.map((run) => run.fcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    criticalChainLength: median(runs.map((run) => run.criticalChainLength ?? 0)),
    benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
    runs,
  };
}

/** Lighthouse on each page, RUNS rounds; in each round every checkout's server in turn runs every page once. */
async function measureLighthouse(targets, stopThis) {
  const runs = Object.fromEntries(targets.map(({ label }) => [label, Object.fromEntries(LIGHTHOUSE_PAGES.map((path) => [path, []]))]));
  let stop = stopThis;
  for (let i = 0; i < RUNS; i++) {
    for (const { label, root } of targets) {
      if (!stop) stop = await startServer(root);
      for (const path of LIGHTHOUSE_PAGES) runs[label][path].push(await lighthouseRunWithRetries(path));
      if (targets.length > 1) {
        await stop();
        stop = undefined;
      }
    }
  }
  const byLabel = {};
  for (const { label } of targets) {
    byLabel[label] = LIGHTHOUSE_PAGES.map((path) => summarise(path, runs[label][path]));
    for (const summary of byLabel[label]) {
      console.log(
        `  ${targets.length > 1 ? `${label.padEnd(8)} ` : ''}${summary.path.padEnd(22)} performance ${String(summary.performance).padStart(3)} (runs ${summary.runs.map((r) => r.performance).join(', ')})  LCP ${summary.lcpMs} ms  FCP ${summary.fcpMs} ms  TBT ${summary.tbtMs} ms  chain ${summary.criticalChainLength}  CPU index ${summary.benchmarkIndex}  load ${summary.runs.map((r) => r.load1).join('/')}`,
      );
    }
  }
  return { byLabel, stop };
}

let stopServer = await startServer();
const result = { measuredAt: new Date().toISOString(), targets: TARGETS, loadBefore: load(), lighthouseRuns: RUNS };
try {
  if (ONLY !== 'lighthouse') {
    console.log(`\nJavaScript before each route is usable (Playwright, Chromium, first visit; median of 3), load ${result.loadBefore.join(' ')}`);
    result.scripts = await measureScripts(BASE, 3);
  }
  if (ONLY !== 'scripts') {
    console.log(`\nLighthouse mobile, simulated throttling, median of ${RUNS} (target performance ≥ ${TARGETS.performance}, LCP ≤ ${TARGETS.lcpMs} ms)`);
    const targets = [{ label: 'this', root: ROOT }, ...COMPARE];
    const { byLabel, stop } = await measureLighthouse(targets, stopServer);
    stopServer = stop;
    result.lighthouse = byLabel.this;
    if (COMPARE.length > 0) result.lighthouseCompared = Object.fromEntries(COMPARE.map(({ label, root }) => [label, { root, pages: byLabel[label] }]));
  }
} finally {
  await stopServer?.();
}
result.loadAfter = load();
for (const row of result.scripts ?? []) row.ratioToTarget = Math.round((row.gzipKb / TARGETS.scriptGzipKb) * 100) / 100;
for (const row of result.lighthouse ?? []) row.lcpRatioToTarget = Math.round((row.lcpMs / TARGETS.lcpMs) * 100) / 100;
mkdirSync(RESULTS, { recursive: true });
writeFileSync(join(RESULTS, 'browser.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(`\nLoad average before ${result.loadBefore.join(' ')}, after ${result.loadAfter.join(' ')}. Results: bench/results/browser.json`);
