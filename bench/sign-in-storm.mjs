// `npm run bench:sign-in -w @sahay/bench`: does a storm of sign-ins stall everything else? (issue 16, decision 052)
// The built server on a fresh PGlite database, with the production scrypt parameters (N=2^17). For each hashing
// cap it measures GET /api/health at a steady rate, first quiet, then while 50 sign-ins run at once without pause
// (half with the right password, half wrong, over many seeded accounts, each from its own address, so neither the
// per-address nor the per-account limit cuts the storm short). Caps and rounds alternate; medians are reported.
//   BENCH_SIGN_IN_CAPS     hashing set-ups to compare, cap:nice (PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_NICE;
//                          cap 0 = no cap, on libuv's pool), default "1:10,1:0,0:0"
//   BENCH_SIGN_IN_ROUNDS   rounds per cap (default 3)
//   BENCH_SECONDS          duration of each measurement (default 10)
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = join(ROOT, 'bench/results');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_SIGN_IN_ROUNDS ?? 3);
const CAPS = (process.env.BENCH_SIGN_IN_CAPS ?? '1:10,1:0,0:0').split(',');
const STORM = 50;
const ACCOUNTS = 30;
// A steady, modest probe: the question is how long one request waits, not how many the server can answer.
const PROBE = { connections: 2, overallRate: 100 };
const PORT = 3311;
const BASE = `http://localhost:${PORT}`;
const PASSWORD = 'Storm-bench-2026';

let address = 0;
/** A new client address per request (TRUST_PROXY is set): the per-address limit never applies. */
const nextAddress = () => `10.${(++address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;

async function post(path, body) {
  const res = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE, 'x-forwarded-for': nextAddress() },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res.status;
}

async function startServer(setup) {
  const [cap, nice = '0'] = setup.split(':');
  const dataDir = mkdtempSync(join(tmpdir(), 'sahay-bench-sign-in-'));
  const child = spawn(process.execPath, ['apps/server/dist/index.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      NODE_ENV: 'test',
      SEED_DEMO_DATA: 'false',
      TRUST_PROXY: 'X-Forwarded-For',
      PASSWORD_HASH_CONCURRENCY: cap,
      PASSWORD_HASH_NICE: nice,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error('the server exited during start');
    if (i > 300) throw new Error('the server did not become healthy in 60 s');
    const ok = await fetch(`${BASE}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

async function seedAccounts() {
  const emails = Array.from({ length: ACCOUNTS }, (_, i) => `storm-${i}@example.in`);
  for (let i = 0; i < emails.length; i += 4) {
    const batch = emails
      .slice(i, i + 4)
      .map((email, j) => post('/api/auth/sign-up', { email, password: PASSWORD, fullName: 'Storm Bench', phone: `98${String(10_000_000 + i + j).slice(-8)}` }));
    for (const status of await Promise.all(batch)) if (status !== 201) throw new Error(`sign-up failed: ${status}`);
  }
  return emails;
}

async function probeHealth() {
  const result = await autocannon({ url: `${BASE}/api/health`, duration: SECONDS, ...PROBE });
  return { p50Ms: result.latency.p50, p99Ms: result.latency.p99, requests: result.requests.total, non2xx: result.non2xx };
}

/** 50 sign-ins in flight at all times until stopped; right and wrong passwords alternate over the accounts. */
function startStorm(emails) {
  let running = true;
  let n = 0;
  const statuses = {};
  const latencies = [];
  const worker = async () => {
    while (running) {
      const i = n++;
      const started = performance.now();
      // Each account gets right and wrong passwords in turn, so none reaches five failures in a row and is paused.
      const attempt = Math.floor(i / emails.length);
      const status = await post('/api/auth/sign-in', { email: emails[i % emails.length], password: attempt % 2 ? PASSWORD : 'Wrong-password-1' });
      latencies.push(performance.now() - started);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  const workers = Array.from({ length: STORM }, worker);
  return async () => {
    running = false;
    await Promise.all(workers);
    latencies.sort((a, b) => a - b);
    const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
    return { signIns: latencies.length, statuses, signInP50Ms: at(0.5), signInP99Ms: at(0.99) };
  };
}

async function round(cap) {
  const stop = await startServer(cap);
  try {
    const emails = await seedAccounts();
    const quiet = await probeHealth();
    const stopStorm = startStorm(emails);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const storm = await probeHealth();
    const load1 = loadavg()[0];
    const signIns = await stopStorm();
    const row = {
      cap,
      quietP99Ms: quiet.p99Ms,
      stormP99Ms: storm.p99Ms,
      ratio: +(storm.p99Ms / quiet.p99Ms).toFixed(2),
      load1: +load1.toFixed(2),
      quiet,
      storm,
      ...signIns,
    };
    console.log(
      `  ${cap.padEnd(5)} health p99 quiet ${quiet.p99Ms} ms, storm ${storm.p99Ms} ms (x${row.ratio}); ` +
        `sign-ins ${signIns.signIns} (p50 ${signIns.signInP50Ms} ms, p99 ${signIns.signInP99Ms} ms, ${JSON.stringify(signIns.statuses)}); load ${row.load1}`,
    );
    return row;
  } finally {
    await stop();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

if (!process.env.BENCH_SKIP_BUILD) spawnSync('npm', ['run', 'build', '-w', '@sahay/server'], { cwd: ROOT, stdio: 'inherit' });
console.log(`\nSign-in storm: ${STORM} concurrent sign-ins, /api/health probed at ${PROBE.overallRate}/s for ${SECONDS} s, ${ROUNDS} rounds per cap`);
const rows = [];
for (let r = 0; r < ROUNDS; r++) for (const cap of CAPS) rows.push(await round(cap));
const summary = CAPS.map((cap) => {
  const mine = rows.filter((row) => row.cap === cap);
  const pick = (key) => median(mine.map((row) => row[key]));
  return {
    cap,
    quietP99Ms: pick('quietP99Ms'),
    stormP99Ms: pick('stormP99Ms'),
    ratio: pick('ratio'),
    load1: pick('load1'),
    signIns: pick('signIns'),
    signInP99Ms: pick('signInP99Ms'),
  };
});
console.log('\nMedians');
for (const s of summary) {
  console.log(
    `  ${s.cap.padEnd(5)} quiet p99 ${s.quietP99Ms} ms, storm p99 ${s.stormP99Ms} ms, ratio ${s.ratio} (target 1.5), load ${s.load1}, sign-ins ${s.signIns} (p99 ${s.signInP99Ms} ms)`,
  );
}
mkdirSync(RESULTS, { recursive: true });
writeFileSync(
  join(RESULTS, 'sign-in-storm.json'),
  JSON.stringify({ measuredAt: new Date().toISOString(), cpus: (await import('node:os')).cpus().length, summary, rows }, null, 2),
);
console.log('\nResults: bench/results/sign-in-storm.json');
