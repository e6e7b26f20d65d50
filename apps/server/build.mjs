// Bundles the server into dist/index.mjs. Our own workspace code (@sahay/domain, TypeScript sources) is
// bundled; npm packages stay external and load from node_modules, so native and optional pieces keep working.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/index.ts'],
  outfile: 'dist/index.mjs',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  // packages: 'external' would also leave @sahay/domain out; it is TypeScript, so it must be bundled.
  plugins: [
    {
      name: 'bundle-workspace-domain',
      setup(b) {
        b.onResolve({ filter: /^@sahay\/domain/ }, async (args) => {
          const subpath = args.path.slice('@sahay/domain'.length) || '/index';
          return { path: new URL(`../../packages/domain/src${subpath}.ts`, import.meta.url).pathname };
        });
      },
    },
  ],
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
console.log('server built: apps/server/dist/index.mjs');
