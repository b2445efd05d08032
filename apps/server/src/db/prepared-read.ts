import { isTransaction } from './after-commit';
import type { Db, Tx } from './client';

/** A drizzle query with sql.placeholder()s: executable with their values, or preparable once. */
type Preparable<R> = {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R> };
  execute(values?: Record<string, unknown>): Promise<R>;
};

/**
 * A read most requests of an area make, its SQL built once per database handle instead of on
 * every call (drizzle's building of the availability search's reads was a fifth of its time).
 * `build` gives the query with sql.placeholder()s; the function returned runs it with their
 * values. On PostgreSQL the statement is named, so each pooled connection also parses and plans
 * it once. Inside a transaction it runs on the transaction, built each time: a prepared query
 * belongs to the handle it was prepared on. `name` must be unique in the server.
 */
export function preparedRead<R>(name: string, build: (db: Db | Tx) => Preparable<R>) {
  const byDb = new WeakMap<object, ReturnType<Preparable<R>['prepare']>>();
  return (db: Db | Tx, values: Record<string, unknown>): Promise<R> => {
    if (isTransaction(db)) return build(db).execute(values);
    let prepared = byDb.get(db);
    if (!prepared) byDb.set(db, (prepared = build(db).prepare(name)));
    return prepared.execute(values);
  };
}
