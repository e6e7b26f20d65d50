// Bundle budget: the JavaScript a visitor downloads before the login page is usable is at most 150 KB gzip.
// Counted: the entry chunk (index.html's script) and everything it imports statically, plus the lazy route chunk
// that renders the login page and everything that imports statically, each file once. Chunks those load later
// with import() (form checks, toasts) are listed but not counted. Reads Vite's manifest; run after the web build.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
// The login and sign-up page (spec 000 §2), served at /patient-registration.
const LOGIN_ROUTE_SOURCE = 'src/features/auth/auth-route.tsx';
const KB = 1000; // as Vite prints sizes

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/web/dist');
const manifestPath = join(dist, '.vite/manifest.json');
const resultPath = join(root, 'bench/results/bundle.json');

function fail(message) {
  console.error(`\nBundle budget: FAILED: ${message}\n`);
  process.exit(1);
}

let manifest;
try {
  manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
} catch (error) {
  fail(`cannot read ${manifestPath} (${error.code ?? error.message}); run \`npm run build -w @sahay/web\` first.`);
}

const entryKey = manifest['index.html']?.isEntry ? 'index.html' : Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) fail('the manifest has no entry chunk.');
const loginKey = Object.keys(manifest).find((key) => manifest[key].src === LOGIN_ROUTE_SOURCE);
if (!loginKey) fail(`no chunk in the manifest comes from ${LOGIN_ROUTE_SOURCE}: the login page's route chunk cannot be found.`);

/** The chunk and its static imports, depth first, each once. */
function staticClosure(key, seen) {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) fail(`the manifest refers to ${key}, which it does not list.`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
}

const counted = new Set();
staticClosure(entryKey, counted);
staticClosure(loginKey, counted);

const gzipBytes = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const files = [...counted]
  .map((key) => manifest[key].file)
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, gzipBytes: gzipBytes(file) }))
  .sort((a, b) => b.gzipBytes - a.gzipBytes);
const totalBytes = files.reduce((sum, { gzipBytes: bytes }) => sum + bytes, 0);

// Loaded with import() by the counted chunks once the page is up; route chunks of other pages are left out.
const deferred = [...new Set([...counted].flatMap((key) => manifest[key].dynamicImports ?? []))]
  .filter((key) => !counted.has(key) && !/-route\.tsx$/.test(manifest[key]?.src ?? ''))
  .map((key) => ({ file: manifest[key].file, src: manifest[key].src ?? key, gzipBytes: gzipBytes(manifest[key].file) }));

const kb = (bytes) => (bytes / KB).toFixed(1);
const width = Math.max(...files.map(({ file }) => file.length), ...deferred.map(({ file }) => file.length), 20);
console.log(`\nJavaScript before the login page (${LOGIN_ROUTE_SOURCE}) is usable, gzip level 9:\n`);
console.log(`  ${'file'.padEnd(width)}  gzip KB`);
for (const { file, gzipBytes: bytes } of files) console.log(`  ${file.padEnd(width)}  ${kb(bytes).padStart(7)}`);
console.log(`  ${'total'.padEnd(width)}  ${kb(totalBytes).padStart(7)}   (budget ${BUDGET_KB} KB)`);
if (deferred.length > 0) {
  console.log(`\n  loaded later with import(), not counted:`);
  for (const { file, src, gzipBytes: bytes } of deferred) console.log(`  ${file.padEnd(width)}  ${kb(bytes).padStart(7)}   ${src}`);
}

const withinBudget = totalBytes <= BUDGET_KB * KB;
mkdirSync(dirname(resultPath), { recursive: true });
writeFileSync(
  resultPath,
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      page: '/patient-registration',
      loginRouteSource: LOGIN_ROUTE_SOURCE,
      compression: 'gzip level 9',
      unit: 'KB = 1000 bytes',
      budgetKb: BUDGET_KB,
      totalKb: Number(kb(totalBytes)),
      totalBytes,
      withinBudget,
      files: files.map(({ file, gzipBytes: bytes }) => ({ file, gzipKb: Number(kb(bytes)), gzipBytes: bytes })),
      deferred: deferred.map(({ file, src, gzipBytes: bytes }) => ({ file, src, gzipKb: Number(kb(bytes)), gzipBytes: bytes })),
    },
    null,
    2,
  )}\n`,
);

if (!withinBudget) {
  fail(`${kb(totalBytes)} KB gzip of JavaScript before the login page is usable; the budget is ${BUDGET_KB} KB.`);
}
console.log(
  `\nBundle budget: OK, ${kb(totalBytes)} KB of ${BUDGET_KB} KB (${kb(BUDGET_KB * KB - totalBytes)} KB to spare). Written to bench/results/bundle.json.\n`,
);
