// npm run jobs -- <command>: the operator's view of the jobs queue (integrations/jobs/README.md).
//   stats           jobs per name and state
//   dead [limit]    dead jobs, newest first, with their last error
//   retry <id>      gives a dead job a fresh set of tries
import { count } from 'drizzle-orm';
import { loadConfig } from './config';
import { openDatabaseExclusively } from './db/open-exclusive';
import { jobs } from './integrations/jobs/jobs.tables';
import { listDeadJobs, retryDeadJob } from './integrations/jobs/queue';
import * as clock from './clock';

const [command = 'stats', argument] = process.argv.slice(2);
const database = await openDatabaseExclusively(loadConfig());
const { db } = database;
try {
  if (command === 'stats') {
    const rows = await db
      .select({ name: jobs.name, state: jobs.state, jobs: count() })
      .from(jobs)
      .groupBy(jobs.name, jobs.state)
      .orderBy(jobs.name, jobs.state);
    if (rows.length === 0) console.log('The queue is empty.');
    else console.table(rows);
  } else if (command === 'dead') {
    const rows = await listDeadJobs(db, Number(argument ?? 100));
    if (rows.length === 0) console.log('No dead jobs.');
    else
      console.table(
        rows.map((job) => ({
          id: job.id,
          name: job.name,
          attempts: job.attempts,
          died: job.finished_at?.toISOString(),
          last_error: job.last_error,
          payload: JSON.stringify(job.payload),
        })),
      );
  } else if (command === 'retry' && argument) {
    const retried = await retryDeadJob(db, Number(argument), clock.now());
    console.log(retried ? `Job ${argument} queued again.` : `No dead job has id ${argument}.`);
    process.exitCode = retried ? 0 : 1;
  } else {
    console.error('Usage: npm run jobs -- stats | dead [limit] | retry <id>');
    process.exitCode = 2;
  }
} finally {
  await database.close();
}
