import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig } from 'vitest/config';
import { messageCatalogues } from './i18n/message-catalogue-plugin';
import { inlineThemeScript } from './pwa/inline-theme-script-plugin';
import { precompress } from './pwa/precompress-plugin';
import { prerenderPages } from './pwa/prerender-plugin';
import { routePreloads } from './pwa/route-preload-plugin';
import { serviceWorker } from './pwa/service-worker-plugin';

// The server build of the app (pwa/prerender-plugin.ts renders the public pages with it) needs React only.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react(), catalogues()] : browserPlugins(),
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // React 19 has useSyncExternalStore: wouter's import of the pre-18 shim gets React's (src/lib/use-sync-external-store-shim.ts).
      {
        find: /^use-sync-external-store\/shim(?:\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
  build: {
    manifest: !isSsrBuild,
    target: 'es2022',
    sourcemap: !isSsrBuild,
    modulePreload: false as const,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: [LANGUAGE_CHUNK] } } },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    css: false,
    // Above Testing Library's 5 s wait (test/setup.ts), so a missing element fails with its own message.
    testTimeout: 15_000,
  },
}));

/**
 * The current language (src/i18n/language.ts, with the app's languages) in a chunk of its own. While some route used
 * the API client (which imports language.ts) without the catalogue, rolldown cut language.ts apart by itself. Once the
 * admin pages joined the catalogue, language.ts was reached from exactly the chunks that reach the i18n runtime, and
 * rolldown put both in one shared chunk instead of the entry: every route grew by 0.5 KB (measured). Its merge of a
 * shared chunk into the entry is refused when that would make a circular chunk dependency, the likely reason (not
 * traced further). With this group the runtime stays in the entry (docs/decisions/106, addendum on the admin pages).
 */
const LANGUAGE_CHUNK = { name: 'language', test: /\/src\/i18n\/language\.ts$/ };

/** The message catalogue (issue 20, docs/decisions/106), compiled at build: the browser's build and the prerender's. */
const catalogues = () => messageCatalogues(fileURLToPath(new URL('./src/i18n/messages', import.meta.url)));

function browserPlugins() {
  return [
    react(),
    catalogues(),
    tailwindcss(),
    inlineThemeScript(),
    ...serviceWorker(),
    // In this order, each after the bundle is written: the route preloads, the pages prerendered with them, then
    // every text file (the pages included) precompressed.
    routePreloads(),
    prerenderPages(),
    precompress(),
    // What each chunk is made of (issue 17 part 2): a treemap to look at and the raw figures that
    // scripts/bundle-report.mjs lists per route. Under dist/.vite beside the manifest, which the server does not serve.
    visualizer({ filename: 'dist/.vite/bundle-treemap.html', template: 'treemap', gzipSize: true, sourcemap: false }),
    visualizer({ filename: 'dist/.vite/bundle-stats.json', template: 'raw-data', gzipSize: true, sourcemap: false }),
  ];
}
