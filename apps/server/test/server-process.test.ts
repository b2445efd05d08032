// The real server process (src/main.ts, as `npm start` runs it but from source): one embedded
// database folder, one server. A second server on the same DATA_DIR is refused while the first
// keeps serving; SIGTERM stops the first cleanly and frees the folder.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { LOCK_FILE } from '../src/db/data-dir-lock';
import * as clock from '../src/clock';

type Server = { child: ChildProcess; output: () => string; exit: Promise<number | null>; port: number };

const serverDir = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function startServer(dataDir: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: '',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: '',
    },
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  // 'close', not 'exit': by then everything the process wrote has been read.
  const exit = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return { child, output: () => output, exit, port };
}

/** Resolves when the server has printed `text`; rejects if it exits first or takes too long. */
async function printed(server: Server, text: string, ms = 90_000) {
  const deadline = clock.nowMs() + ms;
  while (!server.output().includes(text)) {
    if (server.child.exitCode !== null)
      throw new Error(`server exited with ${server.child.exitCode}:\n${server.output()}`);
    if (clock.nowMs() > deadline) throw new Error(`server did not print "${text}" in ${ms} ms:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// The welcome ends with the API docs line, or with the demo logins when there are any.
const running = (server: Server) => printed(server, 'API docs:');

const get = (server: Server, url: string) => fetch(`http://127.0.0.1:${server.port}${url}`);

// PGlite only: with TEST_DATABASE_URL (npm run test:pg) there is no embedded folder to lock.
describe.skipIf(Boolean(inject('pgUrl')))('one server per embedded database folder', () => {
  let dataDir: string;
  let first: Server;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'rally-process-'));
    first = await startServer(dataDir);
    await running(first);
  }, 120_000);
  afterAll(() => {
    if (first.child.exitCode === null) first.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the first server seeds the demo data on the embedded default and prints the logins', async () => {
    expect(first.output()).toContain('demo data seeded');
    await printed(first, 'agent@example.com', 5_000);
    const login = await fetch(`http://127.0.0.1:${first.port}/api/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'agent@example.com', password: 'tennis-demo' }),
    });
    expect(login.status).toBe(200);
  });

  it('refuses a second server on the same folder, naming it and the holder, while the first keeps serving', async () => {
    const second = await startServer(dataDir);
    const code = await second.exit;
    expect(code).not.toBe(0);
    expect(second.output()).toContain(
      `The database folder ${dataDir} is in use by another Rally server (pid ${first.child.pid}).`,
    );
    expect(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(first.child.pid));

    expect(first.child.exitCode).toBeNull();
    expect((await get(first, '/api/health/')).status).toBe(200);
    const ready = await get(first, '/api/ready/');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  }, 60_000);

  it('on SIGTERM finishes the request in flight, then exits 0 and frees the folder', async () => {
    // A login whose body is still arriving when the signal comes: in flight, not idle.
    const body = JSON.stringify({ username: 'agent@example.com', password: 'tennis-demo' });
    const request = http.request({
      host: '127.0.0.1',
      port: first.port,
      path: '/api/login/',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      request.on('error', reject);
      request.on('response', (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, text }));
      });
    });
    request.write(body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 300));

    first.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(first.child.exitCode).toBeNull(); // waiting for our request
    request.end(body.slice(10));

    const answer = await response;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toHaveProperty('token');
    expect(await first.exit).toBe(0);
    expect(first.output()).toContain('SIGTERM: finishing the requests in flight, then stopping.');
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 30_000);

  it('starts again over a lock left by a crashed server, without seeding twice', async () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid!;
    writeFileSync(path.join(dataDir, LOCK_FILE), `${dead}\n`);
    const again = await startServer(dataDir);
    try {
      await running(again);
      expect(again.output()).not.toContain('demo data seeded');
      await printed(again, 'agent@example.com', 5_000); // the demo logins are there: still printed
      expect((await get(again, '/api/ready/')).status).toBe(200);
      again.child.kill('SIGTERM');
      expect(await again.exit).toBe(0);
    } finally {
      if (again.child.exitCode === null) again.child.kill('SIGKILL');
    }
  }, 120_000);
});
