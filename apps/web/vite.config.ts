import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './pwa/precompress-plugin';
import { serviceWorker } from './pwa/service-worker-plugin';

export default defineConfig({
  plugins: [react(), tailwindcss(), ...serviceWorker(), precompress()],
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
