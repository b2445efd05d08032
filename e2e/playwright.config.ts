import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { firstPort, serverURL, workerCount } from './servers';

// Each server's embedded database is a folder under the run's folder, which the teardown removes
// (it reads the path from here).
const runDir = path.join(tmpdir(), `rally-e2e-${process.pid}`);
process.env.RALLY_E2E_DATA_DIR = runDir;
// The instant the app's clock starts at (the server's CLOCK_START; the browser's clock follows the
// server's, support.ts): a Monday morning in the demo club's zone, so no badge, "due this month"
// or weekday in a test depends on the day the tests run. E2E_CLOCK_START=now runs at the real time.
const clockStart = process.env.E2E_CLOCK_START ?? '2030-01-07T09:00:00+11:00';

// The browser tests run the built app with demo data in the system Chromium (no browser
// download), on E2E_WORKERS workers (2): spec files in parallel, a file's tests in order on one
// worker. Each worker has a server of its own on a fresh embedded database (servers.ts), so no
// test sees another worker's writes; tests/support.ts points each worker's baseURL at its server.
export default defineConfig({
  testDir: './tests',
  globalTeardown: './global-teardown.ts',
  outputDir: `./test-results/${firstPort}`,
  fullyParallel: false,
  workers: workerCount,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // Worker 0's server; support.ts gives each worker its own (baseURL from its parallelIndex).
    baseURL: serverURL(0),
    trace: 'retain-on-failure',
    // The app's service worker answers reads a page asks for, out of reach of page.route (a test's
    // stand-in answers) and with copies kept across a test's reloads: only the PWA's own spec
    // (tests/pwa.spec.ts) lets it run; every other spec sees the app as a browser without one does.
    serviceWorkers: 'block',
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
  // Started one after another (Playwright waits for each); the first builds what is stale.
  webServer: Array.from({ length: workerCount }, (_, index) => {
    const url = serverURL(index);
    const dataDir = path.join(runDir, String(index));
    return {
      command: `rm -rf ${dataDir} && node scripts/start.mjs`,
      cwd: path.resolve(import.meta.dirname, '..'),
      url: `${url}/api/sport/`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(firstPort + index),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PUBLIC_URL: url,
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT: '1000',
        DEV_OUTBOX: 'true',
        // Every answer held to its contract, as in the server tests (a drift answers 500).
        CHECK_RESPONSES: 'true',
        CLOCK_START: clockStart === 'now' ? '' : clockStart,
        // The demo AGENTs open their clubs without two-step sign-in here (docs/two-factor.md), as
        // in the server tests; two-step-sign-in.spec.ts signs in with a code all the same.
        TWO_FACTOR_EXEMPT: 'true',
      },
    };
  }),
});
