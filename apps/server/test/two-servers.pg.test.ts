import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres, type Database } from '../src/db/client';
import { jobs } from '../src/integrations/jobs/jobs.tables';
import { outbox } from '../src/integrations/mail/mail.tables';
import { queueMail } from '../src/integrations/mail/mailer';
import { sports } from '../src/modules/reference/reference.tables';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import * as clock from '../src/clock';

// Two real server processes on one fresh PostgreSQL database, started at the same moment
// (npm run test:pg only): migrations applied once, 1,000 queued e-mails each delivered exactly
// once to an SMTP server of the test's own, and a refusing SMTP server retried until it accepts.

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const journal = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../src/db/migrations/meta/_journal.json'), 'utf8'),
) as { entries: unknown[] };
const DIRECT = 992;
const VIA_API = 4; // per server: the feedback form allows 5 a minute from one address
const FLAKY = ['flaky-1@example.org', 'flaky-2@example.org', 'flaky-3@example.org'];
const REFUSED_TRIES = 2;

type Server = { port: number; process: ChildProcess; stdout: string; stderr: string; exited: Promise<number | null> };

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function startServer(port: number, env: Record<string, string>): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: Server = {
    port,
    process: child,
    stdout: '',
    stderr: '',
    exited: new Promise((resolve) => child.on('exit', (code) => resolve(code))),
  };
  child.stdout!.on('data', (chunk) => (server.stdout += chunk));
  child.stderr!.on('data', (chunk) => (server.stderr += chunk));
  return server;
}

async function untilServing(server: Server, timeoutMs = 90_000) {
  const deadline = clock.nowMs() + timeoutMs;
  while (clock.nowMs() < deadline) {
    if (server.process.exitCode !== null)
      throw new Error(`server on ${server.port} exited:\n${server.stdout}\n${server.stderr}`);
    try {
      if ((await fetch(`http://127.0.0.1:${server.port}/api/openapi.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server on ${server.port} did not start:\n${server.stdout}\n${server.stderr}`);
}

/** Pino lines at error level or above, and anything on stderr. */
const problemsIn = (server: Server) => [
  ...server.stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((entry) => entry.level >= 50),
  ...(server.stderr.trim() ? [server.stderr] : []),
];

describe.skipIf(!inject('pgUrl'))('two server processes on one PostgreSQL', () => {
  const name = `rally_two_${randomBytes(4).toString('hex')}`;
  let url = '';
  let sink: SmtpSink;
  let servers: Server[] = [];
  let database: Database;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: inject('pgUrl') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const target = new URL(inject('pgUrl'));
    target.pathname = `/${name}`;
    url = target.toString();
    sink = await startSmtpSink({ refuse: (address, attempt) => FLAKY.includes(address) && attempt <= REFUSED_TRIES });
  });

  afterAll(async () => {
    for (const server of servers) if (server.process.exitCode === null) server.process.kill('SIGKILL');
    await database?.close();
    await sink?.close();
    const admin = new pg.Client({ connectionString: inject('pgUrl') });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it(
    'migrate once, deliver every e-mail exactly once, retry a refusing SMTP server',
    { timeout: 300_000 },
    async () => {
      const env = {
        DATABASE_URL: url,
        SMTP_URL: sink.url,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
        WEB_DIST: '/nonexistent',
        JOB_POLL_MS: '100',
        JOB_RETRY_BASE_MS: '300',
        FEEDBACK_EMAIL: 'team@rally.example',
      };
      const [portA, portB] = [await freePort(), await freePort()];
      servers = [startServer(portA, env), startServer(portB, env)]; // at once: they race to migrate
      await Promise.all(servers.map((server) => untilServing(server)));

      database = openPostgres(url, 2);
      const migrations = (await database.db.execute(
        sql`SELECT count(*)::int AS total, count(DISTINCT hash)::int AS distinct FROM drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { total: number; distinct: number }[] };
      expect(migrations.rows[0]).toEqual({ total: journal.entries.length, distinct: journal.entries.length });
      expect((await database.db.select({ n: count() }).from(sports))[0].n).toBe(3); // reference data seeded once

      let started = clock.nowMs();
      await database.db.transaction(async (tx) => {
        for (let i = 0; i < DIRECT; i += 1)
          await queueMail(tx, { to: `member${i}@example.org`, subject: `Direct ${i}`, text: 'Hello' });
        for (const to of FLAKY) await queueMail(tx, { to, subject: `Flaky ${to}`, text: 'Hello' });
      });
      for (const server of servers) {
        for (let i = 0; i < VIA_API; i += 1) {
          const res = await fetch(`http://127.0.0.1:${server.port}/api/feedback/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              name: 'Sam',
              email: 'sam@example.org',
              subject: `Form ${server.port} ${i}`,
              message: 'Hello there',
            }),
          });
          expect(res.status).toBe(201);
        }
      }
      const expected = DIRECT + FLAKY.length + VIA_API * servers.length;
      console.log(`two servers: ${expected} e-mails queued in ${clock.nowMs() - started} ms`);
      started = clock.nowMs();

      await expect
        .poll(() => sink.received.length, { timeout: 200_000, interval: 250 })
        .toBeGreaterThanOrEqual(expected);
      await expect
        .poll(
          async () =>
            (
              await database.db
                .select({ n: count() })
                .from(jobs)
                .where(and(eq(jobs.name, 'mail.deliver'), ne(jobs.state, 'done')))
            )[0].n,
          { timeout: 30_000, interval: 250 },
        )
        .toBe(0);
      console.log(`two servers: ${expected} e-mails delivered in ${clock.nowMs() - started} ms`);

      const subjects = sink.received.map((mail) => mail.subject);
      expect(new Set(subjects).size).toBe(expected);
      expect(subjects).toHaveLength(expected); // none twice
      expect((await database.db.select({ n: count() }).from(outbox).where(eq(outbox.status, 'sent')))[0].n).toBe(
        expected,
      );

      // The refusing server: refused twice per address, accepted on the third try; the job says so.
      for (const to of FLAKY) expect(sink.refusals.get(to)).toBe(REFUSED_TRIES);
      const flaky = await database.db
        .select({ attempts: jobs.attempts, state: jobs.state })
        .from(jobs)
        .innerJoin(outbox, sql`${outbox.id} = (${jobs.payload}->>'outboxId')::int`)
        .where(and(eq(jobs.name, 'mail.deliver'), sql`${outbox.to} LIKE 'flaky-%'`));
      expect(flaky).toEqual(FLAKY.map(() => ({ attempts: REFUSED_TRIES + 1, state: 'done' })));

      // Both processes delivered.
      const holders = await database.db
        .selectDistinct({ worker: jobs.locked_by })
        .from(jobs)
        .where(eq(jobs.name, 'mail.deliver'));
      expect(holders).toHaveLength(2);

      for (const server of servers) server.process.kill('SIGTERM');
      // Exit codes and problems together, so a failed stop shows what the process said.
      const exits = await Promise.all(servers.map((server) => server.exited));
      expect({ exits, problems: servers.map(problemsIn) }).toEqual({ exits: [0, 0], problems: [[], []] });
    },
  );
});
