import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { tmpdir } from 'node:os';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = path.join(tmpdir(), `rally-e2e-${process.pid}`);
// The teardown removes the run's database folder; it reads the path from here.
process.env.RALLY_E2E_DATA_DIR = dataDir;
// The instant the app's clock starts at (the server's CLOCK_START; the browser's clock follows the
// server's, support.ts): a Monday morning in the demo club's zone, so no badge, "due this month"
// or weekday in a test depends on the day the tests run. E2E_CLOCK_START=now runs at the real time.
const clockStart = process.env.E2E_CLOCK_START ?? '2030-01-07T09:00:00+11:00';

// The browser tests run the built app with demo data on a fresh embedded database, in the
// system Chromium (no browser download).
export default defineConfig({
  testDir: './tests',
  globalTeardown: './global-teardown.ts',
  outputDir: `./test-results/${port}`,
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && node scripts/start.mjs`,
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://127.0.0.1:${port}/api/sport/`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000',
      DEV_OUTBOX: 'true',
      CLOCK_START: clockStart === 'now' ? '' : clockStart,
    },
  },
});
