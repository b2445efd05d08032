import { isTransaction } from './after-commit';

/** Databases with one connection (PGlite), whose reads queue behind each other whatever is asked. */
const oneConnection = new WeakSet<object>();

/** Marks a database as having one connection: readTogether then runs its reads in turn. */
export const markOneConnection = (db: object) => {
  oneConnection.add(db);
};

/**
 * Independent reads side by side: on a pool each takes its own connection, so their round trips
 * overlap; on a transaction (one connection) one after another, as node-postgres asks (a query
 * sent to a client still busy with another is deprecated). PGlite runs one statement at a time,
 * so there they go in turn too: asking them at once only made them wait on its lock (0.3 ms of
 * the availability search's 9).
 */
export async function readTogether<T extends unknown[]>(
  db: object,
  ...reads: { [K in keyof T]: () => Promise<T[K]> }
): Promise<T> {
  if (!isTransaction(db) && !oneConnection.has(db)) return (await Promise.all(reads.map((read) => read()))) as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as T;
}
