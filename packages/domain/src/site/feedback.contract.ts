import { endpoint } from '../contract/endpoint';
import { feedbackResponseSchema, feedbackSchema } from './feedback.schema';

/** Contact Us (spec 1). */
export const feedbackContract = {
  send: endpoint({
    method: 'POST',
    path: '/feedback/',
    access: 'public',
    body: feedbackSchema,
    response: { 201: feedbackResponseSchema },
    summary: 'Contact Us: stores the message and e-mails it to the Rally team',
    tags: ['site'],
  }),
};
