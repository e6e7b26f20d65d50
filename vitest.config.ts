import { createConnection } from 'node:net';
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/** True when a Redis server answers PING at 127.0.0.1:6379 within a second. */
function localRedisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port: 6379 });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

// Decision 061: the Redis rate-limit store is tested against TEST_REDIS_URL, else the local Redis that developer
// machines and CI run.
const redisUrl = process.env.TEST_REDIS_URL || ((await localRedisAnswers()) ? 'redis://127.0.0.1:6379' : undefined);
if (!redisUrl) console.log('\n[redis] SKIPPED: TEST_REDIS_URL is not set and no Redis answers at 127.0.0.1:6379.\n');

// One run, several projects: domain units, server integration on PGlite (always) and on PostgreSQL
// (when TEST_DATABASE_URL is set), and web components in jsdom.
// Each project names its workers: a project declared with `extends: false` does not take the root's `maxWorkers`,
// and Vitest's default on this 2-core machine is one, which had run every file of the suite one after another
// (issue 18: 547 s in one worker, 285 s in two, measured on a quiet machine). One more worker than cores: most files
// wait on PostgreSQL, HTTP, sockets or timers, and the whole suite on this 2-core machine with PostgreSQL took 371 s in
// two workers, 238 s in three and 273 s in four (same CPU time, about 295 s; nothing else running but a light load).
const WORKERS = availableParallelism() + 1;

// With PostgreSQL in the run (CI), the files whose subject is sockets, protocols, input checks or hashing run on
// PostgreSQL only (issue 18: CI time): they start servers and open sockets by the dozen, which cost PGlite two to four
// times what they cost PostgreSQL, and they test the same services the other files test on both. Every other file runs
// on both databases: PGlite is what `npm start` runs on, and its one connection hangs a query that waits outside an open
// transaction, which PostgreSQL's pool does not (a branch this session hung that way, and only PGlite caught it). The
// browser journeys run on PGlite as well. Without TEST_DATABASE_URL every file runs on PGlite.
const POSTGRES_ONLY_WITH_POSTGRES = [
  'test/access-ends.test.ts',
  'test/ai-emergency-eval.test.ts',
  'test/call-life-live.test.ts',
  'test/call-signalling.test.ts',
  'test/chat-alerts.test.ts',
  'test/document-cards-live.test.ts',
  'test/fuzz-openapi.test.ts',
  'test/multi-instance.test.ts',
  'test/password-hash.test.ts',
  'test/presence-crash.test.ts',
  'test/rate-limits-shared.test.ts',
  'test/realtime.test.ts',
];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

// Web files that render with React's server renderer (the prerendered pages): in a worker of their own, below.
const SERVER_RENDERING = ['test/prerender.test.tsx'];

const serverProject = (name: string, database: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  extends: false,
  test: {
    name,
    root: './apps/server',
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(database === 'pglite' && withPostgres ? POSTGRES_ONLY_WITH_POSTGRES : [])],
    environment: 'node',
    env: { SAHAY_TEST_DB: database, ...(redisUrl ? { TEST_REDIS_URL: redisUrl } : {}) },
    // Migrates one database per run; each test file starts from a copy (test/support/database-template.ts).
    globalSetup: ['./test/support/database-template.ts'],
    // A timeout here only catches a hang: no test asserts on time. In CI the first files run while typecheck and lint
    // take both cores, and a socket journey of a dozen sign-ups once needed more than 20 s there.
    testTimeout: 60_000,
    maxWorkers: WORKERS,
    // Files share a worker's loaded modules instead of importing the server afresh each time (issue 18: CI time):
    // every file builds its own app and database (test/support/test-app.ts), and no server module keeps per-test state.
    isolate: false,
    hookTimeout: 60_000,
  },
});

const projects: TestProjectInlineConfiguration[] = [
  { extends: false, test: { name: 'domain', root: './packages/domain', include: ['test/**/*.test.ts'], environment: 'node', maxWorkers: WORKERS } },
  serverProject('server:pglite', 'pglite'),
  // Web files also share a worker's modules (issue 18: CI time; about a third of the isolated time); test/setup.ts resets
  // what a file could leave behind.
  // The device's time zone is what pages show (apps/web/src/lib/date-time.ts): tests run as a phone in India would.
  {
    extends: './apps/web/vite.config.ts',
    test: {
      name: 'web',
      root: './apps/web',
      include: ['test/**/*.test.{ts,tsx}'],
      exclude: [...configDefaults.exclude, ...SERVER_RENDERING],
      isolate: false,
      maxWorkers: WORKERS,
      env: { TZ: 'Asia/Kolkata' },
    },
  },
  // React's server renderer leaves its mark on shared context providers ("multiple renderers concurrently rendering
  // the same context provider"): the prerender's test gets a worker of its own, so the next file there renders clean.
  {
    extends: './apps/web/vite.config.ts',
    test: { name: 'web:server-rendering', root: './apps/web', include: SERVER_RENDERING, isolate: true, env: { TZ: 'Asia/Kolkata' } },
  },
];

if (withPostgres) {
  projects.push(serverProject('server:postgres', 'postgres'));
  console.log(`\n[server:pglite] ${POSTGRES_ONLY_WITH_POSTGRES.length} socket, protocol and input-check files run on PostgreSQL only.\n`);
} else {
  console.log('\n[server:postgres] SKIPPED: TEST_DATABASE_URL is not set, so the server suite ran on PGlite only.\n');
}

// One more worker than cores, for the run and for each project (WORKERS above). In CI typecheck and lint run beside
// the browser journeys, not beside Vitest: with them beside it, a third worker starved the socket tests.
export default defineConfig({ test: { projects, maxWorkers: WORKERS } });
