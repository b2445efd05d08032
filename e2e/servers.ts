// The browser tests' servers: one a Playwright worker, each with its own fresh embedded database,
// so no test sees another worker's writes. Worker n (its parallelIndex) talks to the server on
// E2E_PORT + n. Read by playwright.config.ts (which starts them) and tests/support.ts (which points
// each worker's baseURL at its own).

/** The first server's port; worker n's server listens on this + n. */
export const firstPort = Number(process.env.E2E_PORT ?? 3100);

/** How many workers, and so servers: E2E_WORKERS, 2 by default (the CI machine's two cores). */
export const workerCount = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** The address of the server of the worker with this parallelIndex. */
export function serverURL(parallelIndex: number): string {
  if (parallelIndex >= workerCount)
    throw new Error(
      `Worker ${parallelIndex} has no server: E2E_WORKERS=${workerCount} servers are started; run with --workers=${workerCount} or fewer, or set E2E_WORKERS`,
    );
  return `http://127.0.0.1:${firstPort + parallelIndex}`;
}
