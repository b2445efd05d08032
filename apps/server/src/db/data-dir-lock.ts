import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One server per embedded database folder.
 *
 * PGlite is PostgreSQL in one process with no shared memory between processes: two servers on
 * one DATA_DIR each believe they own the files, hand out the same ids and overwrite each other's
 * pages (committed rows lost, an index that disagrees with its table). PGlite takes no lock of
 * its own, so the server does, before it opens the folder.
 *
 * Why a pid file created exclusively (a hard link, which fails like O_EXCL when the name exists)
 * rather than an OS lock: Node has no flock/fcntl, and an exclusive create is atomic on every
 * local file system, so of two servers starting together exactly one creates the file. The file holds the pid, so the refusal can name the holder, and
 * a lock left by a crashed server (kill -9, power loss) is recognised as stale when no process
 * has that pid, and taken over without anyone deleting files by hand.
 *
 * The pid check only sees processes on this machine: a DATA_DIR on a network share mounted by
 * two machines is not protected (run several servers on PostgreSQL instead).
 */
export const LOCK_FILE = 'rally-server.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The database folder ${dataDir} is in use by another Rally server (pid ${holderPid}). ` +
        'Stop that server first, or give this one its own DATA_DIR (several servers can share one database only on PostgreSQL, via DATABASE_URL). ' +
        `If no Rally server is running there, process ${holderPid} is something else that reused the pid: delete ${path.join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export type DataDirLock = { file: string; release: () => void };

// Folders this process holds: a second lock from the same process (a test, a second app) is
// refused like any other, though the file holds our own pid.
const heldHere = new Set<string>();

/** Takes the folder's lock for this process, or throws DataDirLockedError naming the live holder. */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  if (heldHere.has(file)) throw new DataDirLockedError(dataDir, process.pid);
  // Two rounds: the second follows the removal of a stale lock.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (tryCreate(file)) {
      heldHere.add(file);
      return { file, release: () => releaseLock(file) };
    }
    const holder = readPid(file);
    if (holder === undefined) continue; // removed between our create and our read: try again
    if (isAlive(holder)) throw new DataDirLockedError(dataDir, holder);
    removeStale(file, holder);
  }
  const holder = readPid(file);
  throw new DataDirLockedError(dataDir, holder ?? 0);
}

/**
 * Creates the lock file holding our pid, or returns false when it exists. Written to a temporary
 * file and hard-linked into place (link, like O_EXCL, fails when the name exists), so the lock
 * file is never seen empty: a crash can leave a stale lock, never an unreadable one.
 */
function tryCreate(file: string): boolean {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${process.pid}\n`);
  try {
    linkSync(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(temporary);
  }
}

/** The pid in the lock file (0 when it holds no number); undefined when the file is gone. */
function readPid(file: string): number | undefined {
  try {
    return Number.parseInt(readFileSync(file, 'utf8'), 10) || 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function isAlive(pid: number): boolean {
  if (pid <= 0) return false; // not a pid: not a lock this code wrote
  // Our own pid, and not held here: a previous life of this pid left it. Containers restart
  // with the same pids, so this is the usual stale lock after a crash there.
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0); // signal 0 checks existence without signalling
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes a dead holder's lock. Renamed aside first, then checked: if two servers find the same
 * stale lock at once, the slower one's rename may catch the faster one's fresh lock instead;
 * it then sees a different pid, puts that lock back and refuses.
 */
function removeStale(file: string, deadPid: number) {
  const aside = `${file}.stale-${process.pid}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // someone else removed it
    throw error;
  }
  const moved = readPid(aside);
  if (moved !== deadPid && moved !== undefined) {
    renameSync(aside, file);
    throw new DataDirLockedError(path.dirname(file), moved);
  }
  unlinkSync(aside);
}

function releaseLock(file: string) {
  if (!heldHere.delete(file)) return;
  // Only our own lock: never remove one a later server took after ours was judged stale.
  if (readPid(file) === process.pid) unlinkSync(file);
}
