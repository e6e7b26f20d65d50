// Realtime at scale (issue 17): one built server on a scratch PostgreSQL database, BENCH_SOCKETS (default 10,000)
// authenticated sockets in BENCH_SOCKETS / 2 conversations, each socket driven by the web app's own RealtimeClient
// (apps/web/src/lib/realtime-client.ts: its jittered back-off, its resubscribe and catch-up on every reconnect).
//   1. Opening: how long the sockets take to be ready and subscribed, and what each costs the database
//      (transactions per socket, from pg_stat_database).
//   2. Delivery: messages sent over HTTP (BENCH_SCALE_PER_SECOND a second, BENCH_SCALE_MESSAGES of them) until the
//      other member's socket receives them: p50/p99, with the load average. Target: p99 <= 100 ms.
//   3. Restart: the server is stopped (SIGTERM: sockets closed with 1012, as in a deploy; BENCH_RESTART_SIGNAL=SIGKILL
//      for a crash) and started again on the same database and port; time until every client is ready and caught up
//      again, the database's peak activity meanwhile, and the clients that failed. Target: within 30 s.
// Accounts and sessions are written in bulk straight into the scratch database; the session cookies are signed
// with the server's AUTH_SECRET the way better-auth signs them, so each socket is authenticated by the real check.
//   BENCH_DATABASE_URL  PostgreSQL server for the scratch database (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_SCALE_PORT    the server's port (default 3318)
//   BENCH_SCALE_LOG_STATEMENTS=1  logs every statement of the scratch database (PostgreSQL's log), for small runs
import { spawn, spawnSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';
import { deliveryRecorder, percentile, rssOf, sleep } from './realtime-measures.mjs';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 10_000);
const NOFILE = SOCKETS * 2 + 4096;
// Each process holding thousands of sockets needs as many file descriptors: re-run under a raised limit (root may).
if (!process.env.BENCH_SCALE_CHILD) {
  const self = fileURLToPath(import.meta.url);
  const command = `ulimit -n ${NOFILE} 2>/dev/null || ulimit -n $(ulimit -Hn); exec "${process.execPath}" --import tsx "${self}"`;
  const { status } = spawnSync('sh', ['-c', command], { stdio: 'inherit', env: { ...process.env, BENCH_SCALE_CHILD: '1' } });
  process.exit(status ?? 1);
}
const { RealtimeClient, defaultBackoff } = await import('../apps/web/src/lib/realtime-client.ts');

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_SCALE_PORT ?? 3318);
const BASE = `http://127.0.0.1:${PORT}`;
const CONVERSATIONS = Math.floor(SOCKETS / 2);
const MESSAGES = Number(process.env.BENCH_SCALE_MESSAGES ?? 300);
const PER_SECOND = Number(process.env.BENCH_SCALE_PER_SECOND ?? 20);
const OPEN_BATCH = 250;
const RESTART_LIMIT_MS = 90_000;
const SECRET = randomBytes(32).toString('base64url');

const load = () => loadavg().map((l) => Math.round(l * 100) / 100);
// better-call's signCookieValue: `${value}.${base64 HMAC-SHA256}`, URI-encoded.
const cookieFor = (token) => `sahay.session_token=${encodeURIComponent(`${token}.${createHmac('sha256', SECRET).update(token).digest('base64')}`)}`;

function startServer(databaseUrl, dataDir) {
  // BENCH_SCALE_CPU_PROF=dir: a V8 CPU profile of each server run (written when it stops), to see where its time goes.
  const profile = process.env.BENCH_SCALE_CPU_PROF ? `--cpu-prof --cpu-prof-dir="${process.env.BENCH_SCALE_CPU_PROF}"` : '';
  const command = `ulimit -n ${NOFILE} 2>/dev/null || ulimit -n $(ulimit -Hn); exec "${process.execPath}" ${profile} apps/server/dist/index.mjs`;
  const child = spawn('sh', ['-c', command], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: SECRET,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      SEED_DEMO_DATA: 'false',
      TRUST_PROXY: 'x-forwarded-for',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { pid: child.pid, stop: async (signal = 'SIGTERM') => (child.kill(signal), exited) };
}

async function healthy() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('server did not start');
}

// Patients 0..C-1 and experts C..2C-1; conversation n pairs patient n with expert C+n.
async function setUp(db) {
  const started = performance.now();
  await db.query(
    `insert into users (name, email, role) select 'Bench ' || i, 'scale-' || i || '@example.test', (case when i < $1 then 'patient' else 'expert' end)::role
       from generate_series(0, $2 - 1) i`,
    [CONVERSATIONS, CONVERSATIONS * 2],
  );
  await db.query(
    // Signed in an hour ago: better-auth's once-a-day refresh (one more write) does not apply yet.
    `insert into sessions (token, user_id, expires_at) select 'scale-token-' || substr(email, 7, length(email) - 19), id, now() + interval '30 days' - interval '1 hour'
       from users where email like 'scale-%'`,
  );
  await db.query(
    `insert into experts (user_id, name, phone, category, specialization, is_verified)
       select id, 'Dr. ' || name, '+919800000000', 'medical', 'General Physician', true from users where role = 'expert' and email like 'scale-%'`,
  );
  const { rows } = await db.query(
    `insert into consultations (user_id, patient_name, expert_id, consultation_type, category, status, flow_step)
       select p.id, 'Bench Patient', e.id, 'chat', 'medical', 'pending', 'chat'
       from users p join users x on x.email = 'scale-' || (substr(p.email, 7, length(p.email) - 19)::int + $1) || '@example.test'
       join experts e on e.user_id = x.id
       where p.role = 'patient' and p.email like 'scale-%'
     returning id, user_id, (select user_id from experts where experts.id = expert_id) as expert_user_id,
       substr((select email from users where users.id = consultations.user_id), 7)::text as tag`,
    [CONVERSATIONS],
  );
  const conversations = rows.map((r) => {
    const n = Number(r.tag.replace('@example.test', ''));
    return { id: r.id, n, patientCookie: cookieFor(`scale-token-${n}`), expertCookie: cookieFor(`scale-token-${n + CONVERSATIONS}`) };
  });
  console.log(`  ${SOCKETS} accounts and sessions, ${conversations.length} conversations written in ${Math.round(performance.now() - started)} ms`);
  return conversations.sort((a, b) => a.n - b.n);
}

// One web-app client per socket, as a browser tab would hold one; counts its readies and catch-ups.
function client(cookie, conversationId, onMessage, stats) {
  const state = { readyAt: 0, caughtUpAt: 0, readies: 0 };
  const rt = new RealtimeClient({
    open: () => {
      stats.attempts += 1;
      const ws = new WebSocket(`ws://127.0.0.1:${PORT}/api/realtime`, { headers: { cookie, origin: BASE } });
      ws.on('unexpected-response', (_req, res) => (stats.refused[res.statusCode] = (stats.refused[res.statusCode] ?? 0) + 1));
      return ws;
    },
    backoff: defaultBackoff,
  });
  rt.onPersonal((event) => {
    if (event.type !== 'ready') return;
    state.readies += 1;
    state.readyAt = performance.now();
  });
  rt.subscribe(conversationId, 0, {
    onMessage: (message) => onMessage(message, performance.now()),
    onEvent: (event) => {
      if (event.type === 'caught-up') state.caughtUpAt = performance.now();
    },
  });
  return { rt, state };
}

// The database while the clients reconnect: active backends of the scratch database and transactions a second.
function sampleDatabase(db, name) {
  const samples = [];
  let stop = false;
  const done = (async () => {
    while (!stop) {
      const { rows } = await db.query(
        `select (select count(*) from pg_stat_activity where datname = $1 and state = 'active' and pid <> pg_backend_pid())::int as active,
                (select count(*) from pg_stat_activity where datname = $1)::int as connections,
                (select xact_commit + xact_rollback from pg_stat_database where datname = $1)::bigint as xacts`,
        [name],
      );
      samples.push({ at: performance.now(), active: rows[0].active, connections: rows[0].connections, xacts: Number(rows[0].xacts) });
      await sleep(100);
    }
  })();
  return async () => {
    stop = true;
    await done;
    let peakPerSecond = 0;
    for (const s of samples) {
      const earlier = samples.find((e) => e.at >= s.at - 1000);
      if (earlier && s.at - earlier.at >= 900) peakPerSecond = Math.max(peakPerSecond, Math.round(((s.xacts - earlier.xacts) * 1000) / (s.at - earlier.at)));
    }
    const seconds = (samples.at(-1).at - samples[0].at) / 1000;
    return {
      peakActive: Math.max(...samples.map((s) => s.active)),
      peakConnections: Math.max(...samples.map((s) => s.connections)),
      transactions: samples.at(-1).xacts - samples[0].xacts,
      meanPerSecond: Math.round((samples.at(-1).xacts - samples[0].xacts) / seconds),
      peakPerSecond,
    };
  };
}

const xactsOf = async (db, name) =>
  Number((await db.query(`select xact_commit + xact_rollback as x from pg_stat_database where datname = $1`, [name])).rows[0].x);

async function run(databaseUrl, name) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sahay-bench-scale-'));
  let server = startServer(databaseUrl, dataDir);
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const clients = [];
  const stats = { attempts: 0, refused: {} };
  try {
    await healthy();
    const conversations = await setUp(db);
    const { sentAt, latencies, onMessage } = deliveryRecorder();
    await sleep(500);
    const rssBefore = rssOf(server.pid);
    const xactsBefore = await xactsOf(db, name);
    const openStarted = performance.now();
    for (let i = 0; i < conversations.length; i += OPEN_BATCH / 2) {
      const batch = conversations
        .slice(i, i + OPEN_BATCH / 2)
        .flatMap((c) => [client(c.expertCookie, c.id, onMessage, stats), client(c.patientCookie, c.id, () => undefined, stats)]);
      clients.push(...batch);
      while (batch.some((c) => !c.state.caughtUpAt)) await sleep(20);
    }
    const openMs = Math.round(performance.now() - openStarted);
    await sleep(1000);
    const opening = {
      ms: openMs,
      socketsPerSecond: Math.round((SOCKETS * 1000) / openMs),
      transactionsPerSocket: Math.round((((await xactsOf(db, name)) - xactsBefore - 2) / SOCKETS) * 100) / 100,
      serverRssPerSocketKB: Math.round((rssOf(server.pid) - rssBefore) / SOCKETS / 1024),
      clientRssMB: Math.round(process.memoryUsage().rss / 1024 / 1024),
      load: load(),
    };
    console.log(`  opening: ${SOCKETS} sockets ready and subscribed in ${openMs} ms; ${opening.transactionsPerSocket} database transactions per socket;`);
    console.log(`    server RSS +${opening.serverRssPerSocketKB} KB per socket; load ${opening.load.join(' ')}`);

    const loadBefore = load();
    // The bench's own event loop (10,000 client sockets): its stalls count in the latency measured here, not the server's.
    const clientLoop = monitorEventLoopDelay({ resolution: 10 });
    clientLoop.enable();
    for (let n = 0; n < MESSAGES; n++) {
      const c = conversations[(n * 7919) % conversations.length];
      const text = `scale ${n}`;
      sentAt.set(text, performance.now());
      void fetch(`${BASE}/api/chat/conversations/${c.id}/messages`, {
        method: 'POST',
        headers: { cookie: c.patientCookie, origin: BASE, 'content-type': 'application/json', 'x-forwarded-for': `10.1.${n >> 8}.${n & 255}` },
        body: JSON.stringify({ text }),
      });
      await sleep(1000 / PER_SECOND);
    }
    await sleep(3000);
    const delivery = { sent: MESSAGES, perSecond: PER_SECOND, delivered: latencies.length, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99) };
    clientLoop.disable();
    const clientLoopDelay = { p99Ms: Math.round(clientLoop.percentile(99) / 1e5) / 10, maxMs: Math.round(clientLoop.max / 1e5) / 10 };
    Object.assign(delivery, { maxMs: percentile(latencies, 100), clientLoopDelay, loadBefore, loadAfter: load() });
    console.log(`  HTTP send -> other member's socket: ${delivery.delivered}/${MESSAGES} delivered, p50 ${delivery.p50Ms} ms, p99 ${delivery.p99Ms} ms`);
    console.log(`    (${PER_SECOND}/s with ${SOCKETS} sockets open; load ${delivery.loadBefore.join(' ')} before, ${delivery.loadAfter.join(' ')} after;`);
    console.log(`    the bench's own event-loop delay p99 ${clientLoopDelay.p99Ms} ms, max ${clientLoopDelay.maxMs} ms)`);

    const signal = process.env.BENCH_RESTART_SIGNAL ?? 'SIGTERM';
    const attemptsBefore = stats.attempts;
    stats.refused = {};
    const stopSampling = sampleDatabase(db, name);
    const loadAtRestart = load();
    const killedAt = performance.now();
    await server.stop(signal);
    const downAt = performance.now();
    server = startServer(databaseUrl, dataDir);
    await healthy();
    const upAt = performance.now();
    const back = (c) => c.state.readyAt > killedAt && c.state.caughtUpAt > killedAt;
    while (clients.some((c) => !back(c)) && performance.now() - killedAt < RESTART_LIMIT_MS) await sleep(50);
    const backTimes = clients.filter(back).map((c) => Math.max(c.state.readyAt, c.state.caughtUpAt) - killedAt);
    // The clients not back: where each one is stuck (its socket handshaking, open but not ready or caught up, or waiting to retry).
    const notBack = { handshaking: 0, openNotReady: 0, readyNotCaughtUp: 0, waitingToRetry: 0 };
    for (const c of clients.filter((c) => !back(c))) {
      const socket = c.rt.socket;
      if (socket?.readyState === WebSocket.CONNECTING) notBack.handshaking += 1;
      else if (socket?.readyState === WebSocket.OPEN) notBack[c.state.readyAt > killedAt ? 'readyNotCaughtUp' : 'openNotReady'] += 1;
      else notBack.waitingToRetry += 1;
    }
    const restart = {
      signal,
      backWithin: Object.fromEntries([10, 20, 30, 60].map((s) => [`${s}s`, backTimes.filter((t) => t <= s * 1000).length])),
      notBack,
      stopMs: Math.round(downAt - killedAt),
      healthyAfterMs: Math.round(upAt - killedAt),
      allBackMs: backTimes.length === SOCKETS ? Math.round(Math.max(...backTimes)) : null,
      p50BackMs: Math.round(percentile(backTimes, 50)),
      p99BackMs: Math.round(percentile(backTimes, 99)),
      failed: SOCKETS - backTimes.length,
      attempts: stats.attempts - attemptsBefore,
      refused: stats.refused,
      database: await stopSampling(),
      loadBefore: loadAtRestart,
      loadAfter: load(),
    };
    console.log(
      `  restart (${signal}): server stopped in ${restart.stopMs} ms, healthy after ${restart.healthyAfterMs} ms; all ${SOCKETS} back after ${restart.allBackMs ?? '—'} ms (p50 ${restart.p50BackMs}, p99 ${restart.p99BackMs}), ${restart.failed} failed`,
    );
    console.log(`    back within 10/20/30/60 s: ${Object.values(restart.backWithin).join(' / ')}; not back: ${JSON.stringify(notBack)}`);
    console.log(
      `    ${restart.attempts} connection attempts, refused ${JSON.stringify(restart.refused)}; database peak ${restart.database.peakActive} active of ${restart.database.peakConnections} connections, peak ${restart.database.peakPerSecond} transactions/s; load ${restart.loadAfter.join(' ')}`,
    );
    return { sockets: SOCKETS, conversations: conversations.length, opening, delivery, restart };
  } finally {
    for (const c of clients) c.rt.close();
    await sleep(1000);
    await db.end();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const adminUrl =
  process.env.BENCH_DATABASE_URL && process.env.BENCH_DATABASE_URL !== 'skip' ? process.env.BENCH_DATABASE_URL : 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `sahay_bench_scale_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
// Every statement of the scratch database to PostgreSQL's log, to list what one socket costs (try BENCH_SOCKETS=2).
if (process.env.BENCH_SCALE_LOG_STATEMENTS) await admin.query(`alter database ${name} set log_statement = 'all'`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
console.log(`\nRealtime at scale: ${SOCKETS} sockets (web RealtimeClient), ${CONVERSATIONS} conversations, PostgreSQL; load ${load().join(' ')}`);
try {
  const result = await run(url.toString(), name);
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  const file = `bench/results/realtime-scale${SOCKETS === 10_000 ? '' : `-${SOCKETS}`}.json`;
  writeFileSync(join(ROOT, file), JSON.stringify({ measuredAt: new Date().toISOString(), ...result }, null, 2));
  console.log(`  Results: ${file}`);
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
