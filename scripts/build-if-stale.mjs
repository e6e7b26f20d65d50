// Builds the web app and the server only when their sources are newer than the last build, so `npm start`
// is quick after the first run and never serves a stale bundle.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'node_modules') visit(join(path, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

const TARGETS = [
  {
    name: 'web app',
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/domain/src', 'package-lock.json'],
    command: 'npm run build -w @sahay/web',
  },
  {
    name: 'server',
    output: 'apps/server/dist/index.mjs',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'packages/domain/src', 'package-lock.json'],
    command: 'npm run build -w @sahay/server',
  },
];

export function buildIfStale() {
  for (const target of TARGETS) {
    const built = existsSync(target.output) ? statSync(target.output).mtimeMs : 0;
    if (built >= newestMtime(target.sources)) continue;
    console.log(`Building the ${target.name}…`);
    execSync(target.command, { stdio: 'inherit' });
  }
}
