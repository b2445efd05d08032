import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock';

// A pid that belonged to a process that has exited: what a crashed server leaves in its lock.
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

let dir: string;
let lockFile: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'rally-lock-'));
  lockFile = path.join(dir, LOCK_FILE);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the data folder lock', () => {
  it('writes our pid and removes the file on release', () => {
    const lock = lockDataDir(dir);
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('creates the folder when it does not exist yet', () => {
    const fresh = path.join(dir, 'data', 'nested');
    lockDataDir(fresh).release();
    expect(existsSync(fresh)).toBe(true);
  });

  it('refuses while a live process holds it, naming the folder and the pid', () => {
    writeFileSync(lockFile, `${process.ppid}\n`); // our parent: alive for as long as we run
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    try {
      lockDataDir(dir);
    } catch (error) {
      expect((error as Error).message).toContain(
        `The database folder ${dir} is in use by another Rally server (pid ${process.ppid}).`,
      );
    }
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.ppid));
  });

  it('refuses a second lock from the same process', () => {
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(`(pid ${process.pid})`);
    lock.release();
  });

  it('takes over a lock whose process is gone (a crash)', () => {
    writeFileSync(lockFile, `${deadPid()}\n`);
    const lock = lockDataDir(dir);
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock holding our own pid that this process does not hold (a restarted container)', () => {
    writeFileSync(lockFile, `${process.pid}\n`);
    lockDataDir(dir).release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('takes over a lock file that holds no pid', () => {
    writeFileSync(lockFile, 'garbage');
    lockDataDir(dir).release();
  });

  it('never removes a lock that another process took after ours', () => {
    const lock = lockDataDir(dir);
    writeFileSync(lockFile, `${process.ppid}\n`);
    lock.release();
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.ppid));
  });
});
