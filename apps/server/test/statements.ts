import pg from 'pg';
import type { Database } from '../src/db/client';

// The statements a piece of work sends to the database, recorded at the driver: what a test
// counts when it holds a request to a number of round trips (issue 29: a booking create, a
// cached day view).

type Query = (...args: unknown[]) => unknown;

/** The statements `send` makes the database run, transactions' BEGIN and COMMIT included. */
export async function statementsOf(database: Database, send: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const counted = (run: Query): Query =>
    function (this: unknown, ...args: unknown[]) {
      const text = args[0] as string | { text: string };
      seen.push(typeof text === 'string' ? text : text.text);
      return run.apply(this, args);
    };
  if (database.kind === 'postgres') {
    // Pooled queries and transactions alike go through a client's query.
    const proto = pg.Client.prototype as unknown as { query: Query };
    const query = proto.query;
    proto.query = counted(query);
    try {
      await send();
    } finally {
      proto.query = query;
    }
    return seen;
  }
  type Handle = { query: Query; exec: Query };
  type Transaction = (run: (tx: Handle) => Promise<unknown>) => Promise<unknown>;
  const client = (database.db as unknown as { $client: Handle & { transaction: Transaction } }).$client;
  const { query, exec, transaction } = client;
  client.query = counted(query);
  client.exec = counted(exec);
  client.transaction = function (this: unknown, run: (tx: Handle) => Promise<unknown>) {
    seen.push('begin');
    return transaction
      .call(this, (tx: Handle) =>
        run(Object.assign(Object.create(tx) as Handle, { query: counted(tx.query), exec: counted(tx.exec) })),
      )
      .finally(() => seen.push('commit'));
  };
  try {
    await send();
  } finally {
    Object.assign(client, { query, exec, transaction });
  }
  return seen;
}
