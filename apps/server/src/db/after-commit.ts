import type { Db, Tx } from './client';

// Work that must wait until a transaction's changes are visible to everyone, such as dropping a
// cache entry they make stale: dropped before the commit, a read in between (on another
// connection, still seeing the old rows) would store the old state again as if it were current.
//
// `trackCommits(db)` (client.ts does it for every database it opens) wraps `db.transaction` so
// that each transaction, and every savepoint inside it, carries a list of callbacks run once the
// outermost transaction has committed (never when it rolls back). `afterCommit(db or tx, fn)`
// adds to that list, or runs `fn` at once when given the database itself (an autocommitted
// statement has committed when it returns). The callback gets the database handle, so per-database
// state (a cache of the handle) is found from inside a transaction too.

type Pending = { root: Db; callbacks: ((root: Db) => void)[] };
const pendingOf = new WeakMap<object, Pending>();
/** What runs after every outermost commit of a database (afterEveryCommit). */
const everyCommit = new WeakMap<object, (() => void)[]>();

type TransactionFn = (run: (tx: Tx) => Promise<unknown>, config?: unknown) => Promise<unknown>;

function trackTransaction(tx: Tx, pending: Pending) {
  pendingOf.set(tx, pending);
  const savepoint = (tx.transaction as unknown as TransactionFn).bind(tx);
  (tx as unknown as { transaction: TransactionFn }).transaction = (run, config) =>
    savepoint((inner) => {
      trackTransaction(inner, pending);
      return run(inner);
    }, config);
}

/** Wraps `db.transaction` so that afterCommit callbacks run after the outermost commit. Returns `db`. */
export function trackCommits(db: Db): Db {
  const begin = (db.transaction as unknown as TransactionFn).bind(db);
  (db as unknown as { transaction: TransactionFn }).transaction = async (run, config) => {
    const pending: Pending = { root: db, callbacks: [] };
    const result = await begin((tx) => {
      trackTransaction(tx, pending);
      return run(tx);
    }, config);
    for (const callback of pending.callbacks) callback(db);
    for (const callback of everyCommit.get(db) ?? []) callback();
    return result;
  };
  return db;
}

/** Runs `fn` once `dbOrTx`'s changes are committed: after its outermost transaction, or now for the database itself. */
export function afterCommit(dbOrTx: Db | Tx, fn: (root: Db) => void) {
  const pending = pendingOf.get(dbOrTx);
  if (pending) pending.callbacks.push(fn);
  else fn(dbOrTx as Db);
}

/**
 * Runs `fn` after every transaction of `db` commits, whatever it wrote: for a cache of data too
 * spread out to name each write (the access standings, access/standing-cache.ts).
 */
export function afterEveryCommit(db: object, fn: () => void) {
  everyCommit.set(db, [...(everyCommit.get(db) ?? []), fn]);
}

/** True for a transaction (or savepoint) of a tracked database: one connection, one statement at a time. */
export const isTransaction = (dbOrTx: object) => pendingOf.has(dbOrTx);
