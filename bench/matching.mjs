// Expert matching (spec 001 §7, issue 4): GET /api/experts/match on the built server with autocannon, 50 connections.
//   PostgreSQL: a scratch database with the demo data plus 100,000 generated experts; prints the query plans.
//   PGlite: the demo data (about a hundred experts).
// Also times the SQL alone from 50 concurrent clients, to separate the database's share from HTTP and JSON.
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; "skip" = PGlite only), BENCH_SECONDS (default 5).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const PORT = 3314;
const BASE = `http://localhost:${PORT}`;
const EXPERTS = 100_000;
const DEPARTMENTS = ['General Physician', 'Pediatrics', 'Dermatology', 'Gynecology', 'Cardiology', 'Orthopedics', 'ENT Specialist', 'Psychiatry'];
// Specialisations as people write them, across all four fields, so every department has many doctors and some none.
const SPECIALISATIONS = {
  medical: [
    'General Physician',
    'Family Medicine',
    'Pediatrician',
    'Child Specialist',
    'Dermatologist',
    'Skin Specialist',
    'Gynaecology & Obstetrics',
    'OB-GYN',
    'Cardiologist',
    'Interventional Cardiology',
    'Orthopaedics',
    'Bone Specialist',
    'ENT',
    'Otolaryngology',
    'Psychiatry',
    'Clinical Psychologist',
    'Neurology',
    'Ophthalmology',
    'Urology',
    'Physiotherapy',
    'Dietician & Clinical Nutrition',
    'Dentist (Orthodontics)',
  ],
  legal: ['Family Law', 'Property Law', 'Cyber Law', 'Consumer Protection Law', 'Corporate Law', 'Criminal Law'],
  finance: ['Income Tax Planning', 'GST Compliance', 'Statutory Audit', 'Investment Planning', 'Business Registration', 'Loan Assistance'],
  tech: ['Web Development', 'Cyber Security', 'Digital Marketing', 'Bug Fixing', 'Tech Support', 'Mobile App Development'],
};

async function startServer(extraEnv) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sahay-bench-'));
  const child = spawn(process.execPath, ['apps/server/dist/index.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test', ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('the server exited during start');
    if (
      await fetch(`${BASE}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

const matchPath = (i) => `/api/experts/match?category=medical&department=${encodeURIComponent(DEPARTMENTS[i % DEPARTMENTS.length])}`;

async function measureHttp(title, pathOf = matchPath) {
  let i = 0;
  const result = await autocannon({
    url: BASE,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ setupRequest: (request) => ({ ...request, path: pathOf(i++) }) }],
  });
  const row = {
    title,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  console.log(`  ${title.padEnd(44)} ${String(row.requestsPerSecond).padStart(6)} req/s   p50 ${row.p50Ms} ms   p99 ${row.p99Ms} ms   non-2xx ${row.non2xx}`);
  return row;
}

const MATCH_SQL = `select id, name, specialization, rating, is_online from experts
  where category = 'medical' and is_verified and match_groups @> array[$1]::text[]
  order by is_online desc, rating desc, id limit 10`;

async function addExperts(client) {
  const rows = Object.entries(SPECIALISATIONS).flatMap(([category, list]) => list.map((s) => `('${category}', '${s.replaceAll("'", "''")}')`));
  await client.query(`
    with kinds(category, specialization) as (values ${rows.join(', ')}),
    numbered as (select row_number() over () - 1 as k, category, specialization from kinds)
    insert into experts (name, phone, category, specialization, is_online, is_verified, rating, experience_years, languages)
    select 'Bench Expert ' || g, '+9190' || lpad(g::text, 8, '0'), n.category::category, n.specialization,
           random() < 0.3, random() < 0.95, round((3 + random() * 2)::numeric, 1), (random() * 30)::int, array['English', 'Hindi']
    from generate_series(1, ${EXPERTS}) g join numbered n on n.k = g % (select count(*) from kinds)`);
  await client.query('analyze experts');
}

// 50 callers at once, on as many connections as poolSize: 50, or 10 as the server's own pool has.
async function sqlLatency(url, poolSize) {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const latencies = [];
  const until = Date.now() + SECONDS * 1000;
  let i = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        const started = performance.now();
        await pool.query(MATCH_SQL, [DEPARTMENTS[i++ % DEPARTMENTS.length]]);
        latencies.push(performance.now() - started);
      }
    }),
  );
  await pool.end();
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(latencies[Math.floor(q * (latencies.length - 1))] * 100) / 100;
  const row = {
    title: `SQL only, 50 callers, ${poolSize} connections`,
    queriesPerSecond: Math.round(latencies.length / SECONDS),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
  };
  console.log(`  ${row.title.padEnd(44)} ${String(row.queriesPerSecond).padStart(6)} q/s     p50 ${row.p50Ms} ms   p99 ${row.p99Ms} ms`);
  return row;
}

async function plans(client) {
  const out = {};
  // A common department, and Urology, which the modal does not offer and few doctors have: the planner reads the first
  // in order from experts_match_order_idx; for a rare one it may use experts_match_groups_idx instead.
  for (const department of ['Cardiology', 'Urology']) {
    const value = department;
    const { rows } = await client.query(`explain (analyze, buffers off, costs off, timing on) ${MATCH_SQL}`, [value]);
    out[department] = rows.map((r) => r['QUERY PLAN']);
    console.log(`\n  EXPLAIN ANALYZE (${value}):\n    ${out[department].join('\n    ')}`);
  }
  return out;
}

async function postgres(adminUrl) {
  const name = `sahay_bench_match_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const stop = await startServer({ DATABASE_URL: url.toString() });
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await addExperts(client);
    const { rows } = await client.query('select count(*)::int as n from experts');
    console.log(`\npostgres, ${rows[0].n} experts`);
    // The same server's floor on this machine: a route that touches no database.
    const health = await measureHttp('GET /api/health (baseline)', () => '/api/health');
    const http = await measureHttp('GET /api/experts/match (8 departments)');
    // The landing pages and the experts directory (spec 001 §2.19) read counts over every approved expert.
    const categories = ['medical', 'legal', 'finance', 'tech'];
    const counts = await measureHttp('GET /api/experts/counts (4 categories)', (i) => `/api/experts/counts?category=${categories[i % 4]}`);
    const directory = await measureHttp('GET /api/experts/directory', () => '/api/experts/directory');
    const sql = await sqlLatency(url.toString(), CONNECTIONS);
    const sqlServerPool = await sqlLatency(url.toString(), 10);
    return { experts: rows[0].n, health, http, counts, directory, sql, sqlServerPool, plans: await plans(client) };
  } finally {
    await client.end();
    await stop();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

console.log(`Expert matching: autocannon, ${CONNECTIONS} connections, ${SECONDS} s each`);
const results = { measuredAt: new Date().toISOString() };
console.log('\npglite, demo data');
const stopPglite = await startServer({});
try {
  results.pglite = await measureHttp('GET /api/experts/match (8 departments)');
} finally {
  await stopPglite();
}
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (adminUrl !== 'skip') results.postgres = await postgres(adminUrl);
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results/matching.json'), JSON.stringify(results, null, 2));
console.log('\nResults: bench/results/matching.json');
