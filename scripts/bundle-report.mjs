// What each budgeted route's JavaScript is made of (issue 17 part 2): for every route of the bundle budget, the files
// fetched before it is usable (scripts/bundle-budget.mjs) and, inside them, the packages and source modules by gzip
// size, from the analyser's raw data that `npm run build -w @sahay/web` writes to apps/web/dist/.vite/bundle-stats.json
// (rollup-plugin-visualizer; the treemap to look at is dist/.vite/bundle-treemap.html). Module sizes are each module
// compressed on its own, so they add up to more than the file: read them as shares, not totals.
// `node scripts/bundle-report.mjs [route] [rows]`, after a build.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { filesBeforeUsable, kb, messageFilesBeforeUsable, routeSources } from './bundle-budget.mjs';

const ROUTES = ['/', '/patient-registration', '/doctor', '/medical-triage', '/patient-dashboard'];
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/web/dist');
const [onlyRoute, rowsArg] = process.argv.slice(2);
const rows = Number(rowsArg ?? 15);

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const stats = JSON.parse(readFileSync(join(dist, '.vite/bundle-stats.json'), 'utf8'));
const messageFiles = JSON.parse(readFileSync(join(dist, '.vite/messages.json'), 'utf8'));
const routes = routeSources(readFileSync(join(root, 'apps/web/src/app/router.tsx'), 'utf8'));

/** A module's package name, or its path inside the repository. */
const ownerOf = (id) => id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? id.replace(/^.*?\/(apps|packages)\//, '$1/');

/** gzip bytes per owner inside one built file. */
const partsByFile = new Map();
for (const meta of Object.values(stats.nodeMetas)) {
  for (const [file, partId] of Object.entries(meta.moduleParts)) {
    const owners = partsByFile.get(file) ?? new Map();
    const owner = ownerOf(meta.id);
    owners.set(owner, (owners.get(owner) ?? 0) + stats.nodeParts[partId].gzipLength);
    partsByFile.set(file, owners);
  }
}

for (const path of onlyRoute ? [onlyRoute] : ROUTES) {
  const { files } = filesBeforeUsable(manifest, path, routes.get(path));
  const owners = new Map();
  let total = 0;
  for (const { file } of files) {
    total += gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    for (const [owner, bytes] of partsByFile.get(file) ?? []) owners.set(owner, (owners.get(owner) ?? 0) + bytes);
  }
  console.log(`\n${path}: ${kb(total)} KB gzip in ${files.length} files; largest shares (each module gzipped alone):`);
  for (const [owner, bytes] of [...owners].sort((a, b) => b[1] - a[1]).slice(0, rows)) console.log(`  ${String(kb(bytes)).padStart(6)}  ${owner}`);
  // A Hindi reader also fetches the route's message files (JSON, counted by the budget with the JavaScript).
  const messages = messageFilesBeforeUsable(messageFiles, path).files.filter(({ language }) => language === 'hi');
  const messageBytes = messages.reduce((sum, { file }) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0);
  console.log(`  and for a Hindi reader ${kb(messageBytes)} KB gzip of messages in ${messages.length} JSON files`);
}
