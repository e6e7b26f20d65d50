// `npm run bench`: API throughput and latency of the built server with autocannon (50 connections), on the
// embedded PGlite and on PostgreSQL, plus the web bundle budget and booking (bench/booking.mjs). Results go to bench/results/.
//   BENCH_DATABASE_URL  a PostgreSQL server to create a scratch database on (default postgres://postgres@127.0.0.1:5432/postgres);
//                       set it to "skip" to measure PGlite only.
//   BENCH_SECONDS       duration of each run (default 10)
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = join(ROOT, 'bench/results');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const PORT = 3310;
const BASE = `http://localhost:${PORT}`;
const DEMO = { email: 'patient@sahay.demo', password: 'sahay-demo-2026' };

async function waitForHealth(child) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error('the server exited during start');
    try {
      const res = await fetch(`${BASE}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not become healthy in 60 s');
}

async function startServer(extraEnv) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sahay-bench-'));
  const child = spawn(process.execPath, ['apps/server/dist/index.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test', ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(child);
  return {
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function signInCookie() {
  const res = await fetch(`${BASE}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify(DEMO),
  });
  if (!res.ok) throw new Error(`demo sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function measure(title, path, headers = {}) {
  const result = await autocannon({ url: `${BASE}${path}`, connections: CONNECTIONS, duration: SECONDS, headers });
  const summary = {
    title,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  console.log(`  ${title.padEnd(36)} ${String(summary.requestsPerSecond).padStart(6)} req/s   p99 ${summary.p99Ms} ms   non-2xx ${summary.non2xx}`);
  return summary;
}

async function benchDatabase(kind, env) {
  console.log(`\n${kind}`);
  const server = await startServer(env);
  try {
    const cookie = await signInCookie();
    return [await measure('GET /api/health', '/api/health'), await measure('GET /api/auth/session (signed in)', '/api/auth/session', { cookie })].map(
      (row) => ({ database: kind, ...row }),
    );
  } finally {
    await server.stop();
  }
}

async function withScratchPostgres(adminUrl, run) {
  const name = `sahay_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
console.log('\nOffline AI assistant: retrieval, composition and safety rails, in process');
const ai = spawnSync(process.execPath, ['--import', 'tsx', 'bench/ai-assistant.ts'], { cwd: ROOT, stdio: 'inherit' });
if (ai.status !== 0) process.exitCode = 1;
console.log('\nProblem routing ("Describe your problem"): catalogue and everyday words, in process');
const routing = spawnSync(process.execPath, ['--import', 'tsx', 'bench/problem-routing.ts'], { cwd: ROOT, stdio: 'inherit' });
if (routing.status !== 0) process.exitCode = 1;
console.log(`\nAPI: autocannon, ${CONNECTIONS} connections, ${SECONDS} s each`);
const rows = await benchDatabase('pglite', {});
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (adminUrl !== 'skip') {
  rows.push(...(await withScratchPostgres(adminUrl, (url) => benchDatabase('postgres', { DATABASE_URL: url }))));
}
mkdirSync(RESULTS, { recursive: true });
writeFileSync(join(RESULTS, 'api.json'), JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2));
console.log('\nResults: bench/results/api.json, bench/results/ai-assistant.json, bench/results/problem-routing.json and bench/results/bundle.json');
if (adminUrl !== 'skip') {
  spawnSync(process.execPath, ['bench/realtime.mjs'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, BENCH_DATABASE_URL: adminUrl } });
  // BENCH_SOCKETS sockets (default 10,000) through the web app's client: delivery and a restart (a few minutes).
  const scale = spawnSync(process.execPath, ['bench/realtime-scale.mjs'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, BENCH_DATABASE_URL: adminUrl },
  });
  if (scale.status !== 0) process.exitCode = 1;
}
console.log('\nBooking (issue 19): free-slot lookup over 14 days and booking under contention');
spawnSync(process.execPath, ['bench/booking.mjs'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, BENCH_DATABASE_URL: adminUrl } });
