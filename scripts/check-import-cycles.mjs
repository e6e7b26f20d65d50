// Part of `npm run lint`: no import cycles in any workspace (a cycle makes load order, and so behaviour,
// depend on which file is imported first). dpdm follows static and dynamic imports from each entry point.
import { spawnSync } from 'node:child_process';

const ENTRIES = [
  { entry: 'apps/web/src/main.tsx', tsconfig: 'apps/web/tsconfig.json' },
  { entry: 'apps/server/src/index.ts', tsconfig: 'apps/server/tsconfig.json' },
  { entry: 'packages/domain/src/index.ts', tsconfig: 'packages/domain/tsconfig.json' },
];

let failed = false;
for (const { entry, tsconfig } of ENTRIES) {
  const result = spawnSync('npx', ['dpdm', '--no-tree', '--no-warning', '--no-progress', '-T', '--exit-code', 'circular:1', '--tsconfig', tsconfig, entry], {
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    failed = true;
    console.error(`Import cycle(s) reachable from ${entry}:\n${result.stdout}${result.stderr}`);
  }
}
if (failed) process.exit(1);
console.log('No import cycles.');
