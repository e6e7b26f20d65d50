// Call bench (issue 15): time from joining to the first remote video frame, peer to peer and relayed through a real
// coturn, and the signalling messages one call costs. The built server (with TURN_URLS/TURN_SECRET of a coturn
// started by scripts/coturn.mjs, and the test-only relay flag), two Debian Chromium processes with fake media, one
// new patient per call with the demo doctor. Each call: the patient joins and waits, the doctor joins (t0), and
// each page notes when the other's first frame is shown; then End call.
//   BENCH_CALLS   calls per route (default 10)
/* global window, document */ // countSignals, firstFrame and the counts run inside the pages.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { startTestCoturn } from '../scripts/coturn.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT = 3318;
const BASE = `http://localhost:${PORT}`;
const CALLS = Number(process.env.BENCH_CALLS ?? 10);
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  '--allow-loopback-in-peer-connection',
  '--autoplay-policy=no-user-gesture-required',
];

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null;
};

async function startServer(turn) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sahay-bench-calls-'));
  const child = spawn(process.execPath, ['apps/server/dist/index.mjs'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      PUBLIC_URL: BASE,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      SIGN_IN_ATTEMPTS_PER_ADDRESS: '1000',
      // Each bench patient signs up from an address of its own, as real people would (sign-ups are limited per address).
      TRUST_PROXY: 'x-forwarded-for',
      TURN_URLS: turn.turnUrls,
      TURN_SECRET: turn.secret,
      CALLS_TEST_RELAY_FLAG: 'true',
    },
  });
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error('the server exited during start');
    if ((await fetch(`${BASE}/api/health`).catch(() => null))?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** Counts the call messages a page sends on the socket (what the server relays to the other side). */
function countSignals() {
  const counts = { signals: 0, joins: 0, kinds: {} };
  Object.assign(window, { __signals: counts });
  const send = WebSocket.prototype.send;
  WebSocket.prototype.send = function (data) {
    const event = typeof data === 'string' && data.includes('"type":"call-') ? JSON.parse(data) : null;
    if (event?.type === 'call-signal') {
      counts.signals += 1;
      counts.kinds[event.signal.kind] = (counts.kinds[event.signal.kind] ?? 0) + 1;
    }
    if (event?.type === 'call-join') counts.joins += 1;
    return send.call(this, data);
  };
  localStorage.setItem('sahay-intro-done', 'true');
}

let addresses = 0;
async function newContext(browser, sign) {
  const context = await browser.newContext({ baseURL: BASE, viewport: { width: 640, height: 600 } });
  await context.addInitScript(countSignals);
  addresses += 1;
  const forwardedFor = `10.9.${Math.floor(addresses / 250)}.${addresses % 250}`;
  const response = await context.request.post(sign.path, { data: sign.data, headers: { origin: BASE, 'x-forwarded-for': forwardedFor } });
  if (!response.ok()) throw new Error(`${sign.path}: ${response.status()}`);
  return context;
}

/** When the page first shows a frame of the other side's video (Date.now(), the same clock for both processes). */
const firstFrame = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const timer = setInterval(() => {
          const video = document.querySelector('video[aria-label^="Video of"]');
          if (video && video.videoWidth > 0 && video.readyState >= 2) {
            clearInterval(timer);
            resolve(Date.now());
          }
        }, 5);
      }),
  );

async function oneCall(browsers, doctorLogin, route, n) {
  const id = `${route}-${n}-${Date.now().toString(36)}`;
  const patientData = {
    fullName: `Bench Caller ${n}`,
    email: `bench.call.${id}@example.test`,
    phone: `9${String(100_000_000 + Math.floor(Math.random() * 899_999_999))}`,
    password: `bench-pass-${id}`,
  };
  const patientContext = await newContext(browsers.patient, { path: '/api/auth/sign-up', data: patientData });
  const doctorContext = await newContext(browsers.doctor, doctorLogin);
  try {
    const expert = await (await doctorContext.request.get('/api/chat/experts/me')).json();
    const consultation = await (
      await patientContext.request.post('/api/chat/conversations', { data: { expertId: expert.id }, headers: { origin: BASE } })
    ).json();
    await doctorContext.request.post(`/api/expert-desk/consultations/${consultation.id}/accept`, { headers: { origin: BASE } });
    const room = await (await patientContext.request.post(`/api/consultations/${consultation.id}/room`, { headers: { origin: BASE } })).json();
    const path = `/join-meeting/${room.roomId}${route === 'relay' ? '?relay=only' : ''}`;
    const patient = await patientContext.newPage();
    const doctor = await doctorContext.newPage();
    await patient.goto(path);
    await patient.getByRole('button', { name: 'Join consultation' }).click();
    await patient.getByText('Waiting for Dr. Arjun Mehta to join…').first().waitFor();
    await doctor.goto(path);
    const joinButton = doctor.getByRole('button', { name: 'Join consultation' });
    await joinButton.waitFor();
    const t0 = Date.now();
    await joinButton.click();
    await doctor.getByRole('heading', { name: 'Meeting Ready' }).waitFor();
    const [patientFrame, doctorFrame] = await Promise.all([firstFrame(patient), firstFrame(doctor)]);
    // The connection settles (ICE candidates still trickling, media state) before the messages are counted.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await doctor.getByRole('button', { name: 'End call' }).click();
    await patient.getByRole('heading', { name: 'Call ended' }).waitFor();
    const counted = await Promise.all([patient, doctor].map((page) => page.evaluate(() => window.__signals)));
    return {
      patientMs: patientFrame - t0,
      doctorMs: doctorFrame - t0,
      bothMs: Math.max(patientFrame, doctorFrame) - t0,
      signals: counted.reduce((sum, c) => sum + c.signals, 0),
      joins: counted.reduce((sum, c) => sum + c.joins, 0),
      kinds: counted.reduce((all, c) => {
        for (const [kind, n] of Object.entries(c.kinds)) all[kind] = (all[kind] ?? 0) + n;
        return all;
      }, {}),
    };
  } finally {
    await patientContext.close();
    await doctorContext.close();
  }
}

function summarise(route, calls) {
  const of = (key) => calls.map((call) => call[key]);
  const row = {
    route,
    calls: calls.length,
    bothP50Ms: percentile(of('bothMs'), 50),
    bothP95Ms: percentile(of('bothMs'), 95),
    patientP50Ms: percentile(of('patientMs'), 50),
    doctorP50Ms: percentile(of('doctorMs'), 50),
    signalsP50: percentile(of('signals'), 50),
    signalsMax: Math.max(...of('signals')),
    // One call's messages by kind (the median call).
    kindsOfMedianCall: [...calls].sort((a, b) => a.signals - b.signals)[Math.floor(calls.length / 2)]?.kinds,
  };
  console.log(
    `  ${route.padEnd(6)} ${calls.length} calls   both see each other: p50 ${row.bothP50Ms} ms, p95 ${row.bothP95Ms} ms   signalling messages per call: p50 ${row.signalsP50}, max ${row.signalsMax} ${JSON.stringify(row.kindsOfMedianCall)}`,
  );
  return row;
}

buildIfStale();
const turn = await startTestCoturn();
const stopServer = await startServer(turn);
const browsers = {
  patient: await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS }),
  doctor: await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS }),
};
const doctorLogin = { path: '/api/auth/sign-in', data: { email: 'doctor@sahay.demo', password: 'sahay-demo-2026' } };
const loadBefore = loadavg();
const rows = [];
const raw = {};
try {
  console.log(`\nCalls: ${CALLS} per route, two Chromium processes with fake media, coturn on 127.0.0.1:${turn.port}`);
  for (const route of ['p2p', 'relay']) {
    // One warm-up call per route (the first page load compiles the bundle's code) is not counted.
    await oneCall(browsers, doctorLogin, route, 0);
    raw[route] = [];
    for (let n = 1; n <= CALLS; n++) raw[route].push(await oneCall(browsers, doctorLogin, route, n));
    rows.push(summarise(route, raw[route]));
  }
} finally {
  await browsers.patient.close();
  await browsers.doctor.close();
  await stopServer();
  await turn.stop();
}
const loadAfter = loadavg();
console.log(`  load average (1, 5, 15 min): before ${loadBefore.map((l) => l.toFixed(2)).join(', ')}; after ${loadAfter.map((l) => l.toFixed(2)).join(', ')}`);
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(
  join(ROOT, 'bench/results/calls.json'),
  JSON.stringify({ measuredAt: new Date().toISOString(), loadBefore, loadAfter, rows, calls: raw }, null, 2),
);
console.log('Results: bench/results/calls.json');
