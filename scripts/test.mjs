// `npm test`: every test there is. Units and integration (Vitest: domain, server on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set (socket and protocol files there only), the Redis rate-limit store when TEST_REDIS_URL is set or a Redis answers at
// 127.0.0.1:6379 (vitest.config.ts), web components), then the browser journeys (Playwright on Debian's
// Chromium) against a fresh build of the product.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildIfStale } from './build-if-stale.mjs';

const CHROMIUM = '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(`Chromium is missing at ${CHROMIUM}: install Debian's package as root with "apt-get install -y chromium", then run npm test again.`);
    process.exit(1);
  }
  console.log(`Chromium is missing at ${CHROMIUM}; installing Debian's chromium package…`);
  execSync('apt-get install -y chromium || (apt-get update && apt-get install -y chromium)', {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// `npm test` runs everything; `npm run test:e2e` (node scripts/test.mjs e2e) only the browser journeys, and
// `npm run test:e2e -- chat.e2e.ts` only those files (arguments go to Playwright).
const [only, ...playwrightArgs] = process.argv.slice(2);
ensureChromium();
if (only !== 'e2e') run('npx', ['vitest', 'run']);
buildIfStale();
run('npx', ['playwright', 'test', '--config', 'apps/web/e2e/playwright.config.ts', ...(only === 'e2e' ? playwrightArgs : [])]);
