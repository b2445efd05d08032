import { feedbackContract } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import { AppError } from '../../http/errors';
import * as feedback from './feedback.service';

/** Contact Us messages a minute from one address: enough for a person, too few for a spammer. */
export const FEEDBACK_RATE_LIMIT = 5;
const TOO_MANY_MESSAGES = 'Too many messages. Please wait a minute and try again.';

export async function feedbackRoutes(app: App) {
  route(app, feedbackContract.send, async (req) => feedback.sendFeedback({ ctx: ctxOf(req), input: req.body }), {
    config: {
      rateLimit: {
        max: FEEDBACK_RATE_LIMIT,
        timeWindow: 60_000,
        errorResponseBuilder: () => new AppError('RATE_LIMITED', TOO_MANY_MESSAGES),
      },
    },
  });
}
