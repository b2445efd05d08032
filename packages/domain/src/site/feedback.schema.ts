import { z } from 'zod';
import { emailField, optionalText, requiredText } from '../validation/rules';

/** Longest subject and message of the Contact Us form. */
export const FEEDBACK_SUBJECT_MAX = 150;
export const FEEDBACK_MESSAGE_MAX = 5000;

/** The Contact Us form and POST /api/feedback/: name, e-mail and message required, subject optional. */
export const feedbackSchema = z.object({
  name: requiredText('Name', 100),
  email: emailField('Email'),
  subject: optionalText(FEEDBACK_SUBJECT_MAX),
  message: requiredText('Message', FEEDBACK_MESSAGE_MAX),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** The confirmation shown once a Contact Us message is accepted. */
export const FEEDBACK_SENT_MESSAGE = 'Thanks, your message is on its way to the Rally team.';

/** Answer of POST /api/feedback/. */
export const feedbackResponseSchema = z.object({ detail: z.string() });
