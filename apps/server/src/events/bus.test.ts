import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { areaEventHandlers } from '../event-handlers';
import { runDueJobs, type JobLog } from '../integrations/jobs/worker';
import { emit, laterHandlerJobs, wireEvents, type AreaEventHandlers } from './bus';

// The bus on its own: probe handlers write to a table of this test, and the app's own handlers
// are wired again at the end (test files share a worker's modules: vitest.config.ts).

let t: TestApp;
const log: JobLog = { info: () => {}, warn: () => {}, error: () => {} };
type Probe = { n: number; area: string };
const rowsOf = async <R>(query: Promise<unknown>) => ((await query) as { rows: R[] }).rows;
const probes = () => rowsOf<Probe>(t.db.execute(sql`select n, area from bus_probe order by id`));

const probeAreas: AreaEventHandlers[] = [
  {
    area: 'first',
    handlers: {
      'player.emailVerified': {
        inTransaction: async (tx, { playerId }) => {
          await tx.execute(sql`insert into bus_probe (n, area) values (${playerId}, 'first')`);
        },
      },
    },
  },
  {
    area: 'second',
    handlers: {
      'player.emailVerified': {
        inTransaction: async (tx, { playerId, email }) => {
          if (email === 'refused@example.com') throw new Error('refused by the second area');
          await tx.execute(sql`insert into bus_probe (n, area) values (${playerId}, 'second')`);
        },
        later: {
          job: 'probe.later',
          run:
            () =>
            async (payload, { db }) => {
              await db.execute(sql`insert into bus_probe (n, area) values (${-payload.playerId}, 'later')`);
            },
        },
      },
    },
  },
];

beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`create table bus_probe (id serial primary key, n integer not null, area text not null)`);
  wireEvents(probeAreas);
});
afterAll(async () => {
  wireEvents(areaEventHandlers);
  await t.close();
});
beforeEach(async () => {
  await t.db.execute(sql`delete from bus_probe`);
  await t.db.execute(sql`delete from jobs where name = 'probe.later'`);
});

const runLater = () => runDueJobs({ db: t.db, log, handlers: laterHandlerJobs(probeAreas, t.app.deps) });

describe('the event bus', () => {
  it('runs the in-transaction handlers inside the emitting transaction, in the order of the list', async () => {
    await t.db.transaction(async (tx) => {
      await emit(tx, 'player.emailVerified', { playerId: 7, email: 'a@example.com' });
      // Not committed yet, but visible inside the transaction that emitted.
      expect(await rowsOf(tx.execute(sql`select n from bus_probe`))).toHaveLength(2);
    });
    expect(await probes()).toEqual([
      { n: 7, area: 'first' },
      { n: 7, area: 'second' },
    ]);
  });

  it("rolls the handlers' writes back with the command, and runs no later handler", async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await emit(tx, 'player.emailVerified', { playerId: 8, email: 'b@example.com' });
        throw new Error('the command fails after the emit');
      }),
    ).rejects.toThrow('the command fails after the emit');
    expect(await probes()).toEqual([]);
    expect((await runLater()).done).toBe(0);
  });

  it("lets a handler's error refuse the whole command", async () => {
    await expect(
      t.db.transaction((tx) => emit(tx, 'player.emailVerified', { playerId: 9, email: 'refused@example.com' })),
    ).rejects.toThrow('refused by the second area');
    expect(await probes()).toEqual([]);
  });

  it('runs a later handler as a job after the commit, with the payload', async () => {
    await t.db.transaction((tx) => emit(tx, 'player.emailVerified', { playerId: 5, email: 'c@example.com' }));
    expect((await probes()).map((p) => p.area)).toEqual(['first', 'second']);
    expect((await runLater()).done).toBe(1);
    expect((await probes()).at(-1)).toEqual({ n: -5, area: 'later' });
  });

  it('does nothing for an event no area reacts to', async () => {
    wireEvents([]);
    try {
      await t.db.transaction((tx) => emit(tx, 'player.emailVerified', { playerId: 6, email: 'd@example.com' }));
    } finally {
      wireEvents(probeAreas);
    }
    expect(await probes()).toEqual([]);
    expect((await runLater()).done).toBe(0);
  });

  it('refuses two later handlers with one job name when wired', () => {
    const twice: AreaEventHandlers[] = [probeAreas[1], { ...probeAreas[1], area: 'third' }];
    expect(() => wireEvents(twice)).toThrow('Two later handlers share the job name probe.later (third');
  });
});
