import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

// One run, several projects: domain units, server integration on PGlite (always) and on PostgreSQL
// (when TEST_DATABASE_URL is set), and web components in jsdom.
const serverProject = (name: string, database: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  extends: false,
  test: {
    name,
    root: './apps/server',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    env: { SAHAY_TEST_DB: database },
    // Migrates one database per run; each test file starts from a copy (test/support/database-template.ts).
    globalSetup: ['./test/support/database-template.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

const projects: TestProjectInlineConfiguration[] = [
  { extends: false, test: { name: 'domain', root: './packages/domain', include: ['test/**/*.test.ts'], environment: 'node' } },
  serverProject('server:pglite', 'pglite'),
  { extends: './apps/web/vite.config.ts', test: { name: 'web', root: './apps/web', include: ['test/**/*.test.{ts,tsx}'] } },
];

if (process.env.TEST_DATABASE_URL) {
  projects.push(serverProject('server:postgres', 'postgres'));
} else {
  console.log('\n[server:postgres] SKIPPED: TEST_DATABASE_URL is not set, so the server suite ran on PGlite only.\n');
}

export default defineConfig({ test: { projects } });
