import type { Db, Tx } from '../db/client';
import type { Deps } from '../http/route-helpers';
import { enqueue } from '../integrations/jobs/queue';
import type { JobContext, JobHandler, JobHandlers } from '../integrations/jobs/worker';
import type { AppEvents, EventName } from './app-events';

// One small in-process event bus (docs/DEVELOPING.md "Areas depend one way"). Areas depend one
// way, so a lower area cannot call the areas built on it; when something happens there that
// others react to, it emits an event, and each reacting area has registered a handler:
//   - in the transaction: `inTransaction(tx, payload)` runs inside the emitting command's
//     transaction, before it commits, so both commit or neither does (use it where atomicity
//     matters; an error refuses the whole command);
//   - later: the emit enqueues a job (integrations/jobs) in that transaction, and the jobs worker
//     runs `later(deps)(payload, ctx)` after the commit: retried with backoff, never done twice by
//     two processes. Use it for work the answer need not wait for (e-mail, the outside world).
// Handlers are registered when the app is built (buildApp calls `wireEvents`), from the one list
// in src/event-handlers.ts; the later ones are also the jobs worker's (src/jobs.ts).

/** What one area does when an event happens. */
export type EventHandler<E extends EventName> = {
  /** Runs inside the emitting transaction, so its writes commit or roll back with the command's. */
  inTransaction?: (tx: Db | Tx, payload: AppEvents[E]) => Promise<void>;
  /** Runs after the commit as a job named `job` (keep the name: queued jobs are found by it). */
  later?: { job: string; run: (deps: Deps) => (payload: AppEvents[E], ctx: JobContext) => Promise<void> };
};

/** An area's handlers, by event name. */
export type EventHandlers = { [E in EventName]?: EventHandler<E> };

/** The handlers of the areas, each under the area's name (errors and logs say who reacted). */
export type AreaEventHandlers = { area: string; handlers: EventHandlers };

type Wired = { area: string; handler: EventHandler<EventName> };
let wired: Map<EventName, Wired[]> | null = null;

function byEvent(areas: readonly AreaEventHandlers[]): Map<EventName, Wired[]> {
  const map = new Map<EventName, Wired[]>();
  for (const { area, handlers } of areas)
    for (const [name, handler] of Object.entries(handlers) as [EventName, EventHandler<EventName>][])
      map.set(name, [...(map.get(name) ?? []), { area, handler }]);
  return map;
}

/** Registers the areas' handlers (buildApp, once per app; a later call replaces the earlier ones). */
export function wireEvents(areas: readonly AreaEventHandlers[]): void {
  laterHandlerJobs(areas, null); // refuses two handlers with one job name before anything runs
  wired = byEvent(areas);
}

/**
 * Tells the areas that reacted to `name` about it, inside `tx`: the in-transaction handlers run
 * now, in the order the list names the areas; each later handler's job is enqueued, so it exists
 * only if `tx` commits.
 */
export async function emit<E extends EventName>(tx: Db | Tx, name: E, payload: AppEvents[E]): Promise<void> {
  if (!wired) throw new Error(`Event ${name} emitted before the app wired the event handlers (buildApp).`);
  for (const { handler } of (wired.get(name) ?? []) as { handler: EventHandler<E> }[]) {
    if (handler.inTransaction) await handler.inTransaction(tx, payload);
    if (handler.later) await enqueue(tx, handler.later.job, payload);
  }
}

/**
 * The jobs of the later handlers, for the jobs worker (src/jobs.ts), built on the app's
 * dependencies; `deps` null only checks the names.
 */
export function laterHandlerJobs(areas: readonly AreaEventHandlers[], deps: Deps | null): JobHandlers {
  const jobs: JobHandlers = {};
  for (const [name, list] of byEvent(areas))
    for (const { area, handler } of list) {
      if (!handler.later) continue;
      const { job, run } = handler.later;
      if (job in jobs) throw new Error(`Two later handlers share the job name ${job} (${area}, event ${name}).`);
      const handle: JobHandler = deps ? (queued, ctx) => run(deps)(queued.payload, ctx) : async () => {};
      jobs[job] = handle;
    }
  return jobs;
}
