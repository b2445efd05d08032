import type { RateLimitOptions } from '@fastify/rate-limit';
import { authMessages } from '@rally/domain';
import type { Config } from '../../config';
import { AppError } from '../../http/errors';

/**
 * The per-address limit of the sign-in, sign-up and reset calls: `config.authRateLimit` requests
 * a minute from one address, counted per route. The plugin throws what errorResponseBuilder
 * returns; an AppError reaches the one error handler, which answers 429 with the contract's reason.
 */
export const authRateLimit = (config: Pick<Config, 'authRateLimit'>): RateLimitOptions => ({
  max: config.authRateLimit,
  timeWindow: 60_000,
  errorResponseBuilder: () => new AppError('RATE_LIMITED', authMessages.tooManyAttempts),
});
