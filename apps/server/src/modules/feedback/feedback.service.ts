import { FEEDBACK_SENT_MESSAGE, type Feedback } from '@rally/domain';
import type { ServiceContext } from '../../context';
import { feedback } from './feedback.tables';

/** The e-mail the Rally team receives for one Contact Us message. */
function feedbackMail(to: string, input: Feedback) {
  // One line: a subject carrying line breaks must not become extra mail headers.
  const subject = input.subject.replace(/\s+/g, ' ').trim() || 'No subject';
  return {
    to,
    subject: `Contact form: ${subject}`,
    text: `From: ${input.name} <${input.email}>\nSubject: ${subject}\n\n${input.message}\n`,
  };
}

/** POST /api/feedback/: stores a Contact Us message and queues its e-mail to the Rally team. */
export async function sendFeedback({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: Feedback;
}): Promise<{ detail: string }> {
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(feedback)
      .values({ name: input.name, email: input.email, subject: input.subject, message: input.message });
    await ctx.mailer.queue(tx, feedbackMail(ctx.config.feedbackEmail, input));
  });
  return { detail: FEEDBACK_SENT_MESSAGE };
}
