// Issue 19: booking. On the built server (PGlite, and PostgreSQL unless BENCH_DATABASE_URL=skip):
//   1. free-slot lookup: GET /api/experts/{id}/slots for one expert over 14 days (9-to-6 every day, 15-minute slots,
//      a lunch break, some slots booked), autocannon with 50 connections;
//   2. booking under contention: BOOKERS patients at once book from one expert, in rounds where everyone wants the
//      same slot (1 wins, the rest get 409) and rounds where each wants a different one; bookings a second and latency.
//   BENCH_SECONDS (default 5), BENCH_BOOKERS (default 40).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const BOOKERS = Number(process.env.BENCH_BOOKERS ?? 40);
const PORT = 3316;
const BASE = `http://localhost:${PORT}`;
const PASSWORD = 'sahay-demo-2026';
const DAY = [{ start: '09:00', end: '18:00' }];
const HOURS = {
  timeZone: 'Asia/Kolkata',
  slotMinutes: 15,
  week: { mon: DAY, tue: DAY, wed: DAY, thu: DAY, fri: DAY, sat: DAY, sun: DAY },
  breaks: [{ start: '13:00', end: '14:00' }],
  daysOff: [],
};

async function startServer(extraEnv) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sahay-bench-booking-'));
  const child = spawn(process.execPath, ['apps/server/dist/index.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      PUBLIC_URL: BASE,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      TRUST_PROXY: 'X-Forwarded-For',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error('the server exited during start');
    const ok = await fetch(`${BASE}/api/health`).then(
      (r) => r.ok,
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

async function call(method, path, body, cookie, address = '10.0.0.1') {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: BASE, 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const setCookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { status: res.status, body: await res.json().catch(() => null), cookie: setCookie || cookie };
}

async function signIn(email) {
  const res = await call('POST', '/api/auth/sign-in', { email, password: PASSWORD });
  if (res.status !== 200) throw new Error(`sign-in ${email}: ${res.status}`);
  return res.cookie;
}

const percentile = (values, p) => values.sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

async function bench(label, extraEnv) {
  const stop = await startServer(extraEnv);
  try {
    const expert = await signIn('doctor@sahay.demo');
    if ((await call('PUT', '/api/expert-desk/availability', HOURS, expert)).status !== 200) throw new Error('hours not saved');
    const patients = [];
    for (let i = 0; i < BOOKERS; i++) {
      const email = `booking-bench-${i}-${Date.now()}@example.in`;
      const up = await call(
        'POST',
        '/api/auth/sign-up',
        { email, password: PASSWORD, fullName: 'Booking Bench', phone: `97${String(10_000_000 + i).slice(-8)}` },
        undefined,
        `10.1.${Math.floor(i / 200)}.${i % 200}`,
      );
      if (up.status !== 201) throw new Error(`sign-up: ${up.status}`);
      patients.push(up.cookie);
    }
    const desk = await call('GET', '/api/expert-desk', undefined, expert);
    const expertId = desk.body.profile.id;
    const slotsPath = `/api/experts/${expertId}/slots`;
    let slots = (await call('GET', slotsPath, undefined, patients[0])).body.slots;

    // Booking under contention: everyone wants the same slot, round after round.
    const sameLatencies = [];
    let sameWon = 0;
    let sameRefused = 0;
    const rounds = 5;
    const sameStarted = performance.now();
    for (let round = 0; round < rounds; round++) {
      const start = slots[round].start;
      const answers = await Promise.all(
        patients.map(async (cookie) => {
          const t = performance.now();
          const res = await call('POST', '/api/appointments', { expertId, start, mode: 'video' }, cookie);
          sameLatencies.push(performance.now() - t);
          return res.status;
        }),
      );
      sameWon += answers.filter((s) => s === 201).length;
      sameRefused += answers.filter((s) => s === 409).length;
      if (answers.some((s) => s !== 201 && s !== 409)) throw new Error(`unexpected answers ${answers}`);
    }
    const sameSeconds = (performance.now() - sameStarted) / 1000;
    if (sameWon !== rounds) throw new Error(`${sameWon} bookings won ${rounds} contested slots`);

    // Each patient wants a different slot at the same moment.
    slots = (await call('GET', slotsPath, undefined, patients[0])).body.slots;
    const distinctLatencies = [];
    const distinctStarted = performance.now();
    const distinct = await Promise.all(
      patients.map(async (cookie, i) => {
        const t = performance.now();
        const res = await call('POST', '/api/appointments', { expertId, start: slots[i * 2].start, mode: 'audio' }, cookie);
        distinctLatencies.push(performance.now() - t);
        return res.status;
      }),
    );
    const distinctSeconds = (performance.now() - distinctStarted) / 1000;

    // Free-slot lookup with those bookings in place.
    const lookup = await autocannon({ url: `${BASE}${slotsPath}`, connections: 50, duration: SECONDS, headers: { cookie: patients[1] } });
    const row = {
      database: label,
      slotLookup: {
        slotsReturned: slots.length,
        requestsPerSecond: Math.round(lookup.requests.average),
        p50Ms: lookup.latency.p50,
        p99Ms: lookup.latency.p99,
        non2xx: lookup.non2xx,
      },
      sameSlot: {
        bookers: BOOKERS,
        rounds,
        won: sameWon,
        refused409: sameRefused,
        requestsPerSecond: Math.round((BOOKERS * rounds) / sameSeconds),
        p50Ms: Math.round(percentile(sameLatencies, 50)),
        p99Ms: Math.round(percentile(sameLatencies, 99)),
      },
      distinctSlots: {
        bookers: BOOKERS,
        booked: distinct.filter((s) => s === 201).length,
        bookingsPerSecond: Math.round(distinct.filter((s) => s === 201).length / distinctSeconds),
        p50Ms: Math.round(percentile(distinctLatencies, 50)),
        p99Ms: Math.round(percentile(distinctLatencies, 99)),
      },
    };
    console.log(JSON.stringify(row));
    return row;
  } finally {
    await stop();
  }
}

const rows = [await bench('pglite', {})];
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (adminUrl !== 'skip') {
  const name = `sahay_bench_booking_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    rows.push(await bench('postgres', { DATABASE_URL: url.toString() }));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results/booking.json'), JSON.stringify({ measuredAt: new Date().toISOString(), loadAverage: loadavg(), rows }, null, 2));
console.log('Results: bench/results/booking.json');
