import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig } from 'vitest/config';
import { precompress } from './pwa/precompress-plugin';
import { routePreloads } from './pwa/route-preload-plugin';
import { serviceWorker } from './pwa/service-worker-plugin';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    ...serviceWorker(),
    precompress(),
    routePreloads(),
    // What each chunk is made of (issue 17 part 2): a treemap to look at and the raw figures that
    // scripts/bundle-report.mjs lists per route. Under dist/.vite beside the manifest, which the server does not serve.
    visualizer({ filename: 'dist/.vite/bundle-treemap.html', template: 'treemap', gzipSize: true, sourcemap: false }),
    visualizer({ filename: 'dist/.vite/bundle-stats.json', template: 'raw-data', gzipSize: true, sourcemap: false }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { manifest: true, target: 'es2022', sourcemap: true, modulePreload: false },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    css: false,
    // Above Testing Library's 5 s wait (test/setup.ts), so a missing element fails with its own message.
    testTimeout: 15_000,
  },
});
