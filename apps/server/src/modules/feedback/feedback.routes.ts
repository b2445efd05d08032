import { feedbackResponseSchema, feedbackSchema } from '@rally/domain';
import { ctxOf, type App } from '../../http/route-helpers';
import { AppError } from '../../http/errors';
import * as feedback from './feedback.service';

const tags = ['site'];

/** Contact Us messages a minute from one address: enough for a person, too few for a spammer. */
export const FEEDBACK_RATE_LIMIT = 5;
const TOO_MANY_MESSAGES = 'Too many messages. Please wait a minute and try again.';

export async function feedbackRoutes(app: App) {
  app.post(
    '/feedback/',
    {
      config: {
        access: 'public',
        rateLimit: {
          max: FEEDBACK_RATE_LIMIT,
          timeWindow: 60_000,
          errorResponseBuilder: () => new AppError('RATE_LIMITED', TOO_MANY_MESSAGES),
        },
      },
      schema: {
        tags,
        summary: 'Contact Us: stores the message and e-mails it to the Rally team',
        security: [],
        body: feedbackSchema,
        response: { 201: feedbackResponseSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await feedback.sendFeedback({ ctx: ctxOf(req), input: req.body })),
  );
}
