import { ApiError } from '../../lib/api';

/** The sentence to show for a failed call: the server's reason, or a plain fallback. */
export const failureText = (error: unknown, fallback = 'Something went wrong. Please try again.') =>
  error instanceof ApiError ? error.message : fallback;
