import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/clock-setup.ts'],
    // Test files share one module graph per worker: the server's modules are imported once per
    // worker instead of once per file (a third of the suite's CPU time went to imports). Module
    // state is keyed by database (caches, listeners) or reset before each file (the clock,
    // test/clock-setup.ts); a file gets its own app and database from createTestApp().
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
