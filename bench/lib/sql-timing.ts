import type { sql } from 'drizzle-orm';
import pg from 'pg';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Database } from '../../apps/server/src/db/client';

// Timing a request's database work beside the request (bookings.bench.ts): the API's time for a
// read alone beside the bare SQL of its statements, recorded from the driver and run again as
// sent; a write's statements timed at the driver as it ran; a query's median; a keep-alive POST.

/** How many times each is run for a median. */
export const SQL_RUNS = 100;

/**
 * The API's own time for a read and the bare SQL of the same queries, measured side by side: the
 * request sent alone on one keep-alive connection (node:http, as the load's client: fetch's own
 * work per request, a millisecond and more here, would count as the API's), then its statements
 * run one after another through the same driver exactly as the request handed them to it (a
 * prepared statement by its name, the same row mode and parsers), in turn `SQL_RUNS` times, so
 * that the machine's ups and downs fall on both alike. The medians of each.
 */
export async function aloneBesideSql(
  url: string,
  headers: Record<string, string>,
  database: Database,
  statements: Statement[] = [],
) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const driver = driverOf(database);
  const get = () =>
    new Promise<void>((resolve, reject) => {
      const req = request(url, { agent, headers }, (res) => {
        res.on('data', () => {});
        res.on('end', resolve);
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  await get();
  const alone: number[] = [];
  const bare: number[] = [];
  try {
    for (let i = 0; i < SQL_RUNS; i++) {
      let t = performance.now();
      await get();
      alone.push(performance.now() - t);
      if (!statements.length) continue;
      t = performance.now();
      for (const { args } of statements) await driver.query(...args);
      bare.push(performance.now() - t);
    }
  } finally {
    agent.destroy();
  }
  return { alone: median(alone), bareSql: statements.length ? median(bare) : undefined };
}

/** POSTs JSON over keep-alive node:http (fetch's own work would count as the API's): the answer's status. */
const postAgent = new Agent({ keepAlive: true, maxSockets: 64 });
export function post(url: string, headers: Record<string, string>, body: unknown) {
  const payload = JSON.stringify(body);
  return new Promise<number>((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent: postAgent,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The median time of running `query` sequentially, through the app's own driver. */
export async function bareSql(database: Database, query: ReturnType<typeof sql>) {
  const times: number[] = [];
  for (let i = 0; i < SQL_RUNS; i++) {
    const t = performance.now();
    await database.db.execute(query);
    times.push(performance.now() - t);
  }
  return median(times);
}

/** A statement as the request handed it to the driver: its text or query config (with a prepared statement's name), values and options. */
export type Statement = { text: string; args: unknown[] };
type Driver = { query: (...args: unknown[]) => Promise<unknown> };
const driverOf = (database: Database) => (database.db as unknown as { $client: Driver }).$client;

/**
 * The statements one request sends to the database, recorded from the driver (everything it
 * asks: the access check's standing when it is not kept, and each read of the request itself).
 */
export async function statementsOf(database: Database, send: () => Promise<unknown>): Promise<Statement[]> {
  const driver = driverOf(database);
  const query = driver.query;
  const seen: Statement[] = [];
  driver.query = function (this: unknown, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text;
    seen.push({ text, args });
    return query.apply(this, args);
  };
  try {
    await send();
  } finally {
    driver.query = query;
  }
  return seen;
}

/**
 * The statements one request sends, in its transactions too, each timed at the driver from
 * sending to its answer. For a write, whose statements cannot be run again as they were (the rows
 * they insert exist now), this is its bare SQL: the database's part of the request as it ran.
 * PostgreSQL: node-postgres's Client.query, which pooled queries and transactions both go through.
 * PGlite: its query and exec, and the transaction handle's; the transaction's BEGIN and COMMIT,
 * which PGlite sends itself, are the transaction's time outside the callback. PGlite runs one
 * statement at a time, so statements asked together wait for each other: there the time is the
 * span the database was busy, overlaps counted once; on PostgreSQL's pool each statement's own.
 */
export async function timedStatementsOf(
  database: Database,
  send: () => Promise<unknown>,
): Promise<{ count: number; ms: number; statements: string[] }> {
  const spans: [number, number][] = [];
  const statements: string[] = [];
  const timed = <F extends (...args: never[]) => unknown>(run: F): F =>
    function (this: unknown, ...args: Parameters<F>) {
      const t = performance.now();
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
      const done = () => {
        spans.push([t, performance.now()]);
        statements.push(`${(performance.now() - t).toFixed(2)} ms  ${String(text).replace(/\s+/g, ' ').slice(0, 200)}`);
      };
      const last = args.length - 1;
      if (typeof args[last] === 'function') {
        const callback = args[last] as (...results: unknown[]) => unknown;
        (args as unknown[])[last] = (...results: unknown[]) => {
          done();
          return callback(...results);
        };
        return run.apply(this, args);
      }
      const result = run.apply(this, args);
      if (result && typeof (result as Promise<unknown>).then === 'function')
        (result as Promise<unknown>).then(done, done);
      return result;
    } as F;
  if (database.kind === 'postgres') {
    const proto = pg.Client.prototype as unknown as { query: (...args: never[]) => unknown };
    const query = proto.query;
    proto.query = timed(query);
    try {
      await send();
    } finally {
      proto.query = query;
    }
    return { count: spans.length, ms: spans.reduce((sum, [from, to]) => sum + to - from, 0), statements };
  }
  type Handle = { query: (...args: never[]) => unknown; exec: (...args: never[]) => unknown };
  const client = driverOf(database) as unknown as Handle & {
    transaction: (run: (tx: Handle) => Promise<unknown>) => Promise<unknown>;
  };
  const { query, exec, transaction } = client;
  client.query = timed(query);
  client.exec = timed(exec);
  client.transaction = async function (this: unknown, run: (tx: Handle) => Promise<unknown>) {
    const begun = performance.now();
    let committing = begun;
    try {
      return await transaction.call(this, async (tx: Handle) => {
        spans.push([begun, performance.now()]);
        try {
          return await run(
            Object.assign(Object.create(tx) as Handle, { query: timed(tx.query), exec: timed(tx.exec) }),
          );
        } finally {
          committing = performance.now();
        }
      });
    } finally {
      spans.push([committing, performance.now()]);
    }
  };
  try {
    await send();
  } finally {
    Object.assign(client, { query, exec, transaction });
  }
  // The busy span: the statements' spans merged where they overlap.
  let ms = 0;
  let reach = -Infinity;
  for (const [from, to] of spans.sort((a, b) => a[0] - b[0])) {
    if (to <= reach) continue;
    ms += to - Math.max(from, reach);
    reach = to;
  }
  return { count: spans.length, ms, statements };
}
