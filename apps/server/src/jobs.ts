import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from './http/route-helpers';
import { mailJobHandlers } from './integrations/mail/mail.jobs';
import { messagingJobHandlers } from './modules/messaging/messaging.jobs';
import { newsletterJobHandlers } from './modules/messaging/newsletters.jobs';
import { eventJobHandlers } from './modules/clinics/clinic-waitlist.service';
import { courtWaitlistJobHandlers } from './modules/bookings/court-waitlist-offers';
import { noShowJobHandlers, noShowRecurringJobs } from './modules/bookings/check-in-no-shows';
import { maintenanceJobHandlers, maintenanceRecurringJobs } from './integrations/jobs/maintenance';
import type { RecurringJob } from './integrations/jobs/recurring';
import { membershipRenewalJobHandlers, membershipRenewalRecurringJobs } from './modules/members/membership-renewals';
import {
  clubSubscriptionJobHandlers,
  clubSubscriptionRecurringJobs,
} from './modules/subscriptions/club-subscription-renewals.service';
import { startJobWorker, type JobHandlers, type JobWorker } from './integrations/jobs/worker';
import { pushJobHandlers } from './modules/notifications/push.jobs';
import { lotteryJobHandlers } from './modules/bookings/lottery-run.service';
import { laterHandlerJobs } from './events/bus';
import { areaEventHandlers } from './event-handlers';

// Every job the server runs, by name, like modules/index.ts lists the routes: an area adds its
// handlers (newsletters, renewals, reminders, webhooks) and recurring schedules here. An event's
// later handlers are jobs too (events/bus.ts), listed in event-handlers.ts.

/** The handlers of every job name, built on the app's dependencies. */
export function jobHandlers(deps: Deps): JobHandlers {
  return {
    ...mailJobHandlers(deps.mailer),
    ...laterHandlerJobs(areaEventHandlers, deps), // the later handlers of events (the password reset e-mail)
    ...maintenanceJobHandlers,
    ...membershipRenewalJobHandlers(deps),
    ...clubSubscriptionJobHandlers(deps),
    ...messagingJobHandlers(deps.config),
    ...eventJobHandlers(deps.config),
    ...courtWaitlistJobHandlers(deps), // the waiting list for courts: offers and their ends (issue 29)
    ...noShowJobHandlers(deps), // check-in: no-shows release their courts and charge the no-show fee (issue 29)
    ...newsletterJobHandlers(deps),
    ...pushJobHandlers(deps.config),
    ...lotteryJobHandlers(deps), // the release lottery's draws (issue 29)
  };
}

/** The recurring jobs: each occurrence is enqueued once however many processes run. */
export const recurringJobs: RecurringJob[] = [
  ...maintenanceRecurringJobs,
  ...membershipRenewalRecurringJobs,
  ...clubSubscriptionRecurringJobs,
  ...noShowRecurringJobs,
];

/** Starts the worker of a built app (main.ts); `stop()` on shutdown, after the server has drained. */
export function startAppJobWorker(app: { deps: Deps; log: FastifyBaseLogger }): JobWorker {
  const { config, db } = app.deps;
  return startJobWorker({
    db,
    log: app.log.child({ component: 'jobs' }),
    handlers: jobHandlers(app.deps),
    recurring: recurringJobs,
    pollMs: config.jobPollMs,
    concurrency: config.jobConcurrency,
    backoff: { baseMs: config.jobRetryBaseMs },
  });
}
