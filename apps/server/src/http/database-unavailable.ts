// Errors that say the database cannot be reached (down, restarting, refusing connections, gone
// mid-query), as opposed to a request it refused: the API answers them 503 with Retry-After, as
// GET /api/ready/ answers a database that does not answer, so clients and balancers try again
// instead of reporting a fault (http/error-handler.ts).

/** The Retry-After of a 503 while the database cannot be reached, in seconds. */
export const DATABASE_RETRY_AFTER_S = 5;

export const DATABASE_UNAVAILABLE_REASON =
  'The service is briefly unavailable: its database does not answer. Please try again in a moment.';

// Node's socket errors when the server is not there or went away.
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);

// PostgreSQL's own: class 08 (connection exception), shutting down (57P01 admin, 57P02 crash),
// starting up or in recovery (57P03), out of connection slots (53300).
const postgresCodes = new Set(['57P01', '57P02', '57P03', '53300']);

// node-postgres and pg-pool say it in words only; PGlite once closed (a shutdown under a request).
const messages = [
  /^Connection terminated/, // 'Connection terminated unexpectedly', '… due to connection timeout'
  /^timeout exceeded when trying to connect$/,
  /is not queryable$/, // a client whose connection failed or was closed
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is closed$/,
];

type Cause = { code?: unknown; message?: unknown; cause?: unknown };

/** True when an error (or one it wraps: Drizzle wraps the driver's in `cause`) says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error as Cause | undefined;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (socketCodes.has(code) || postgresCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    const message = typeof current.message === 'string' ? current.message : '';
    if (messages.some((pattern) => pattern.test(message))) return true;
    // An AggregateError (Node's net.connect tried IPv6 and IPv4) holds its causes in `errors`.
    const inner = (current as { errors?: unknown[] }).errors;
    if (Array.isArray(inner) && inner.some((e) => isDatabaseUnavailable(e))) return true;
    current = current.cause as Cause | undefined;
  }
  return false;
}
