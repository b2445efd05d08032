import { deleteDoneJobs } from './queue';
import type { JobHandlers } from './worker';
import type { RecurringJob } from './recurring';

/** Done jobs are kept this long for a look back (dead ones stay until retried or deleted by hand). */
export const DONE_JOBS_KEPT_DAYS = 7;

export const CLEAN_UP_JOBS = 'jobs.clean-up';

/** The queue's own housekeeping. */
export const maintenanceJobHandlers: JobHandlers = {
  async [CLEAN_UP_JOBS](_job, { db, log, now }) {
    const removed = await deleteDoneJobs(db, new Date(now().getTime() - DONE_JOBS_KEPT_DAYS * 86_400_000));
    if (removed > 0) log.info({ removed }, 'old done jobs removed');
  },
};

export const maintenanceRecurringJobs: RecurringJob[] = [{ name: CLEAN_UP_JOBS, dailyAt: '03:30', timeZone: 'UTC' }];
