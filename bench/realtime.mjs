// Realtime benchmark (issue 6): one built server on a scratch PostgreSQL database, 1,000 WebSockets in 500
// conversations (each conversation's patient and expert connected), loopback only, bounded in time.
//   1. Memory per socket: the server's RSS before and after the 1,000 sockets are open and subscribed.
//   2. Latency through the product's path: messages sent over HTTP (POST .../messages, within the 30 a minute
//      per person limit, HTTP_PER_SECOND of them) until the other member's socket receives them.
//   3. Sustained fan-out: the bench writes messages the way the server does (insert + NOTIFY in one
//      transaction) as fast as 8 connections allow for BENCH_REALTIME_SECONDS, measuring delivered/s and latency.
//   BENCH_DATABASE_URL  PostgreSQL server for the scratch database (default postgres://postgres@127.0.0.1:5432/postgres)
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';
import { deliveryRecorder, percentile, rssOf, sleep } from './realtime-measures.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT = 3317;
const BASE = `http://127.0.0.1:${PORT}`;
const PEOPLE = 25; // 25 patients x 25 experts: 625 pairs, of which 500 get a conversation
const CONVERSATIONS = 500;
const HTTP_MESSAGES = 200;
const HTTP_PER_SECOND = 20;
const SECONDS = Number(process.env.BENCH_REALTIME_SECONDS ?? 5);

async function startServer(databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sahay-bench-rt-'));
  const child = spawn(process.execPath, ['apps/server/dist/index.mjs'], {
    cwd: ROOT,
    // Each simulated person signs up from their own address (x-forwarded-for), as real people would.
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      SEED_DEMO_DATA: 'false',
      TRUST_PROXY: 'x-forwarded-for',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) break;
    } catch {
      await sleep(200);
    }
  }
  return {
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function signUp(i) {
  const response = await fetch(`${BASE}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE, 'x-forwarded-for': `10.0.${Math.floor(i / 200)}.${i % 200}` },
    body: JSON.stringify({
      email: `bench-${i}@example.test`,
      password: `Bench-pass-${i}-x`,
      fullName: `Bench Person ${i}`,
      phone: `98${String(10_000_000 + i)}`,
    }),
  });
  if (response.status !== 201) throw new Error(`sign-up ${i}: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { id: (await response.json()).user.id, cookie };
}

async function setUp(db) {
  const patients = [];
  const experts = [];
  for (let i = 0; i < PEOPLE * 2; i++) (i % 2 ? experts : patients).push(await signUp(i));
  for (const [i, expert] of experts.entries()) {
    await db.query(`update users set role = 'expert' where id = $1`, [expert.id]);
    const { rows } = await db.query(
      `insert into experts (user_id, name, phone, category, specialization, is_verified) values ($1, $2, '+919800000000', 'medical', 'General Physician', true) returning id`,
      [expert.id, `Dr. Bench ${i}`],
    );
    expert.expertId = rows[0].id;
  }
  const conversations = [];
  for (let n = 0; n < CONVERSATIONS; n++) {
    const patient = patients[n % PEOPLE];
    const expert = experts[Math.floor(n / PEOPLE)];
    const { rows } = await db.query(
      `insert into consultations (user_id, patient_name, expert_id, consultation_type, category, status, flow_step) values ($1, $2, $3, 'chat', 'medical', 'pending', 'chat') returning id`,
      [patient.id, 'Bench Patient', expert.expertId],
    );
    conversations.push({ id: rows[0].id, patient, expert });
  }
  return conversations;
}

function openSocket(person, conversationId, onMessage) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${PORT}/api/realtime`, { headers: { cookie: person.cookie, origin: BASE } });
    ws.on('error', reject);
    ws.on('open', () => ws.send(JSON.stringify({ type: 'subscribe', consultationId: conversationId, afterId: 0 })));
    ws.on('message', (data) => {
      const event = JSON.parse(String(data));
      if (event.type === 'caught-up') resolve(ws);
      if (event.type === 'message') onMessage(event.message, performance.now());
    });
  });
}

async function run(databaseUrl) {
  const server = await startServer(databaseUrl);
  const db = new pg.Pool({ connectionString: databaseUrl, max: 8 });
  const sockets = [];
  try {
    const conversations = await setUp(db);
    const { sentAt, latencies, onMessage } = deliveryRecorder();
    await sleep(500);
    const rssBefore = rssOf(server.pid);
    for (let i = 0; i < conversations.length; i += 50) {
      const batch = conversations.slice(i, i + 50);
      // The expert's socket measures delivery; the patient's socket is the conversation's other member.
      sockets.push(...(await Promise.all(batch.flatMap((c) => [openSocket(c.expert, c.id, onMessage), openSocket(c.patient, c.id, () => undefined)]))));
    }
    await sleep(1000);
    const rssAfter = rssOf(server.pid);
    const bytesPerSocket = Math.round((rssAfter - rssBefore) / sockets.length);
    console.log(
      `  ${sockets.length} sockets open in ${conversations.length} conversations; server RSS +${Math.round((rssAfter - rssBefore) / 1024 / 1024)} MB = ${Math.round(bytesPerSocket / 1024)} KB per socket`,
    );

    for (let n = 0; n < HTTP_MESSAGES; n++) {
      const c = conversations[n % conversations.length];
      const text = `http ${n}`;
      sentAt.set(text, performance.now());
      void fetch(`${BASE}/api/chat/conversations/${c.id}/messages`, {
        method: 'POST',
        headers: { cookie: c.patient.cookie, origin: BASE, 'content-type': 'application/json' },
        body: JSON.stringify({ text }),
      });
      await sleep(1000 / HTTP_PER_SECOND);
    }
    await sleep(2000);
    const http = { sent: HTTP_MESSAGES, delivered: latencies.length, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99) };
    console.log(`  HTTP send -> other member's socket: ${http.delivered}/${http.sent} delivered, p50 ${http.p50Ms} ms, p99 ${http.p99Ms} ms`);

    latencies.length = 0;
    let written = 0;
    const until = performance.now() + SECONDS * 1000;
    const writer = async (w) => {
      while (performance.now() < until) {
        const c = conversations[(written * 7 + w) % conversations.length];
        const text = `db ${w}-${written++}`;
        sentAt.set(text, performance.now());
        const client = await db.connect();
        try {
          await client.query('begin');
          const { rows } = await client.query(
            `insert into consultation_messages (consultation_id, message_text, sender_type, sender_id) values ($1, $2, 'patient', $3) returning id, created_at`,
            [c.id, text, c.patient.id],
          );
          const m = {
            id: Number(rows[0].id),
            consultationId: c.id,
            senderType: 'patient',
            senderId: c.patient.id,
            kind: 'text',
            text,
            file: null,
            clientId: null,
            createdAt: rows[0].created_at.toISOString(),
          };
          await client.query('select pg_notify($1, $2)', ['sahay_realtime', JSON.stringify({ t: 'message', m })]);
          await client.query('commit');
        } finally {
          client.release();
        }
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: 8 }, (_, w) => writer(w)));
    await sleep(1500);
    const fanOut = {
      written,
      delivered: latencies.length,
      perSecond: Math.round(latencies.length / ((performance.now() - started - 1500) / 1000)),
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
    };
    console.log(`  sustained: ${fanOut.delivered}/${fanOut.written} delivered, ${fanOut.perSecond} msg/s, p50 ${fanOut.p50Ms} ms, p99 ${fanOut.p99Ms} ms`);
    return { sockets: sockets.length, conversations: conversations.length, bytesPerSocket, http, fanOut };
  } finally {
    for (const ws of sockets) ws.terminate();
    await sleep(1000);
    await db.end();
    await server.stop();
  }
}

const adminUrl =
  process.env.BENCH_DATABASE_URL && process.env.BENCH_DATABASE_URL !== 'skip' ? process.env.BENCH_DATABASE_URL : 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `sahay_bench_rt_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
console.log(`\nRealtime: ${CONVERSATIONS * 2} sockets, ${CONVERSATIONS} conversations, PostgreSQL`);
try {
  const result = await run(url.toString());
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/realtime.json'), JSON.stringify({ measuredAt: new Date().toISOString(), ...result }, null, 2));
  console.log('  Results: bench/results/realtime.json');
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
