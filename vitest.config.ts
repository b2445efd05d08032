import { defineConfig } from 'vitest/config';

// One `npm test` runs every package's unit and API tests as separate projects.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    // Two workers match the two cores; PGlite instances are memory-hungry WASM.
    maxWorkers: 2,
  },
});
