import { rmSync } from 'node:fs';

/** Removes the embedded databases the run's servers used (one folder holds them), so runs leave nothing behind in /tmp. */
export default function globalTeardown() {
  const dir = process.env.RALLY_E2E_DATA_DIR;
  if (dir?.includes('rally-e2e-')) rmSync(dir, { recursive: true, force: true });
}
