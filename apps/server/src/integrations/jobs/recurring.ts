import { DateTime } from 'luxon';
import type { Db } from '../../db/client';
import { enqueue } from './queue';

/**
 * A job that comes back on a schedule, registered by name: every `everyMs` (aligned to the epoch,
 * so every process computes the same instants) or daily at a local time in a time zone.
 */
export type RecurringJob = {
  /** The handler's name; also names the occurrences' keys. */
  name: string;
  payload?: unknown;
  maxAttempts?: number;
} & ({ everyMs: number } | { dailyAt: `${number}:${number}`; timeZone: string });

/** The first occurrence strictly after `now`. Daily times follow the zone's DST (luxon moves a time in the spring gap forward). */
export function nextOccurrence(job: RecurringJob, now: Date): Date {
  if ('everyMs' in job) return new Date((Math.floor(now.getTime() / job.everyMs) + 1) * job.everyMs);
  const [hour, minute] = job.dailyAt.split(':').map(Number);
  const at = (day: DateTime) => day.set({ hour, minute, second: 0, millisecond: 0 });
  const today = DateTime.fromJSDate(now, { zone: job.timeZone });
  if (!today.isValid) throw new Error(`Recurring job ${job.name}: unknown time zone ${job.timeZone}`);
  const candidate = at(today);
  return (candidate.toMillis() > now.getTime() ? candidate : at(today.plus({ days: 1 }))).toJSDate();
}

/** The key of one occurrence: however many processes enqueue it, the unique key keeps one row. */
export const occurrenceKey = (name: string, at: Date) => `recurring:${name}:${at.toISOString()}`;

/**
 * Makes sure the next occurrence of each recurring job is in the queue, scheduled for its time.
 * An occurrence missed while no process ran stays queued and runs once when one starts.
 * Returns how many occurrences this call added.
 */
export async function scheduleRecurringJobs(db: Db, recurring: RecurringJob[], now: Date): Promise<number> {
  let added = 0;
  for (const job of recurring) {
    const at = nextOccurrence(job, now);
    const id = await enqueue(db, job.name, job.payload ?? {}, {
      runAt: at,
      key: occurrenceKey(job.name, at),
      maxAttempts: job.maxAttempts,
    });
    if (id !== null) added += 1;
  }
  return added;
}
