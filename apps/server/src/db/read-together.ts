import { isTransaction } from './after-commit';

/**
 * Independent reads side by side: on the database each takes its own pooled connection, so their
 * round trips overlap; on a transaction (one connection) one after another, as node-postgres asks
 * (a query sent to a client still busy with another is deprecated). PGlite runs them in turn
 * either way.
 */
export async function readTogether<T extends unknown[]>(db: object, ...reads: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  if (!isTransaction(db)) return (await Promise.all(reads.map((read) => read()))) as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as T;
}
