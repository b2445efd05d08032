import { randomBytes } from 'node:crypto';
import path from 'node:path';

/** Every environment variable the server reads, parsed and documented in one place. */
export type Config = {
  /** HTTP port; PORT, default 3000. */
  port: number;
  /** Listen address; HOST, default 0.0.0.0 (tests use 127.0.0.1). */
  host: string;
  /** PostgreSQL URL; DATABASE_URL. Unset means embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  /** Folder of the embedded database; DATA_DIR, default ./data. */
  dataDir: string;
  /** Public base URL used in e-mail links and paging links; PUBLIC_URL, default http://localhost:PORT. */
  publicUrl: string;
  /** SMTP_URL (smtp://user:pass@host:port); unset keeps mail in the outbox and the log. */
  smtpUrl: string | undefined;
  /** Sender address of every e-mail; MAIL_FROM. */
  mailFrom: string;
  /** Where contact-form messages go; FEEDBACK_EMAIL. */
  feedbackEmail: string;
  /** Stripe secret key; STRIPE_SECRET_KEY. Unset uses the simulated gateway. */
  stripeSecretKey: string | undefined;
  /** Stripe Connect platform client id (ca_…) for club payment-account links; STRIPE_CONNECT_CLIENT_ID. */
  stripeConnectClientId: string | undefined;
  /** Stripe publishable key (pk_…) the browser's Stripe Elements use; STRIPE_PUBLISHABLE_KEY. */
  stripePublishableKey: string | undefined;
  /** Stripe webhook signing secret (whsec_…); STRIPE_WEBHOOK_SECRET. */
  stripeWebhookSecret: string | undefined;
  /** Another Stripe API address for the SDK (tests point it at test/fake-stripe.ts); STRIPE_API_BASE, unset is api.stripe.com. */
  stripeApiBase: string | undefined;
  /** Built web app to serve; WEB_DIST, default apps/web/dist. */
  webDist: string;
  /** Pino level; LOG_LEVEL, default info ('silent' in tests). */
  logLevel: string;
  /** Largest request body in bytes; BODY_LIMIT, default 1 MiB (bulk imports raise it per route). */
  bodyLimit: number;
  /** Requests per minute per address on login, registration and reset; AUTH_RATE_LIMIT, default 20. */
  authRateLimit: number;
  /** Clubs one address may register an hour (POST /api/club/); CLUB_SIGNUP_RATE_LIMIT, default 5. */
  clubSignupRateLimit: number;
  /**
   * Seed demo data (with its published password) into an empty database; SEED_DEMO. Default: on
   * for the embedded PGlite database (a developer's machine), off on a DATABASE_URL, where only
   * SEED_DEMO=true turns it on, so a fresh production PostgreSQL never gets known logins.
   */
  seedDemo: boolean;
  /** Most connections the PostgreSQL pool opens per process; DATABASE_POOL_SIZE, default 10. */
  databasePoolSize: number;
  /**
   * Serve GET /api/dev/outbox/ so a developer or a browser test can read the e-mail the app
   * "sent" without an SMTP server; DEV_OUTBOX=true. Never on by default: it shows reset links.
   */
  devOutbox: boolean;
  /**
   * Trust X-Forwarded-For from a proxy in front of the server; TRUST_PROXY=true (or a comma-separated
   * list of proxy addresses). Off by default, so a caller cannot dodge per-address rate limits by sending the header.
   */
  trustProxy: boolean | string;
  /** Background jobs (integrations/jobs): JOB_POLL_MS (default 1000), JOB_CONCURRENCY per process (default 4), JOB_RETRY_BASE_MS, the first retry's wait, doubling after (default 30000). */
  jobPollMs: number;
  jobConcurrency: number;
  jobRetryBaseMs: number;
  /**
   * For browser tests and demonstrations only: the instant the server's clock (src/clock.ts)
   * starts at, running on from there; CLOCK_START (ISO, e.g. 2030-01-07T09:00+11:00). Unset, the
   * clock is the machine's. The demo data is seeded relative to it.
   */
  clockStart: string | undefined;
  /**
   * Check every answer of a contract route against its contract, strictly (a field the contract
   * does not declare, a status it does not list: 500 with the reason); CHECK_RESPONSES=true. On
   * in the server tests (test/helpers.ts); off in production, where the response schema only
   * serialises (http/contract-route.ts).
   */
  checkResponses: boolean;
  /**
   * Accept push subscriptions whose endpoint is plain http:// on a loopback address, and send to
   * them over plain TCP; PUSH_ALLOW_HTTP_LOOPBACK=true. For tests with a local push endpoint only:
   * browsers' push services are all https (docs/notifications.md).
   */
  pushAllowHttpLoopback: boolean;
  // ---- Two-step sign-in (issue 31, docs/two-factor.md) ----
  /**
   * The key that signs the "remember this device" cookie; DEVICE_COOKIE_SECRET (32+ random
   * characters). Unset, each process makes its own at start: remembered devices then ask for a code
   * again after a restart, or on another process. Set it when running more than one.
   */
  deviceCookieSecret: string;
  /**
   * Tests and browser tests only: AGENTs may open their club without two-step sign-in;
   * TWO_FACTOR_EXEMPT=true. Refused when NODE_ENV=production (the server does not start).
   */
  twoFactorExempt: boolean;
};

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Reads the config from an environment (process.env by default), with overrides for tests. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = Number(env.PORT ?? 3000);
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Rally <no-reply@rally.example>',
    feedbackEmail: env.FEEDBACK_EMAIL ?? 'hello@rally.example',
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeConnectClientId: env.STRIPE_CONNECT_CLIENT_ID || undefined,
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    stripeApiBase: env.STRIPE_API_BASE || undefined,
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    bodyLimit: Number(env.BODY_LIMIT ?? 1024 * 1024),
    authRateLimit: Number(env.AUTH_RATE_LIMIT ?? 20),
    clubSignupRateLimit: Number(env.CLUB_SIGNUP_RATE_LIMIT ?? 5),
    seedDemo: databaseUrl ? env.SEED_DEMO === 'true' : env.SEED_DEMO !== 'false',
    databasePoolSize: positiveInteger(env.DATABASE_POOL_SIZE, 'DATABASE_POOL_SIZE', 10),
    devOutbox: env.DEV_OUTBOX === 'true',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    jobPollMs: Number(env.JOB_POLL_MS ?? 1000),
    jobConcurrency: Number(env.JOB_CONCURRENCY ?? 4),
    jobRetryBaseMs: Number(env.JOB_RETRY_BASE_MS ?? 30_000),
    clockStart: instant(env.CLOCK_START, 'CLOCK_START'),
    checkResponses: env.CHECK_RESPONSES === 'true',
    pushAllowHttpLoopback: env.PUSH_ALLOW_HTTP_LOOPBACK === 'true',
    deviceCookieSecret: env.DEVICE_COOKIE_SECRET || randomBytes(32).toString('hex'),
    twoFactorExempt: twoFactorExemption(env),
    ...overrides,
  };
}

/** TWO_FACTOR_EXEMPT=true, for tests only: a production server refuses to start with it. */
function twoFactorExemption(env: NodeJS.ProcessEnv): boolean {
  if (env.TWO_FACTOR_EXEMPT !== 'true') return false;
  if (env.NODE_ENV === 'production')
    throw new Error('TWO_FACTOR_EXEMPT is for tests only; a production server (NODE_ENV=production) never takes it.');
  return true;
}

/** A whole number ≥ 1 from the environment; a wrong value stops the start with a sentence, not a NaN pool. */
function positiveInteger(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1; it is "${value}".`);
  return n;
}

/** An ISO instant from the environment, or undefined; a wrong value stops the start with a sentence. */
function instant(value: string | undefined, name: string): string | undefined {
  if (!value) return undefined;
  if (!Number.isFinite(Date.parse(value)))
    throw new Error(`${name} must be an ISO date and time, such as 2030-01-07T09:00+11:00; it is "${value}".`);
  return value;
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}
