import Fastify, { LogController, type RouteOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/client';
import { createMailer, type Mailer } from './integrations/mail/mailer';
import { paymentGatewayFor, type PaymentGateway } from './integrations/payments';
import { registerAuth } from './http/auth';
import { registerSecurityHeaders } from './http/security-headers';
import { drawnPages } from './http/drawn-pages';
import { registerClubOfRecord } from './http/club-of-record';
import { registerPatchFieldCheck } from './http/patch-fields';
import { frameworkErrors, registerErrorHandler } from './http/error-handler';
import { registerJsonBodyParser } from './http/json-body';
import { redactUrl } from './http/redact-url';
import type { App } from './http/route-helpers';
import { apiModules } from './modules';
import { wireEvents } from './events/bus';
import { areaEventHandlers } from './event-handlers';

export type BuildOptions = {
  config: Config;
  db: Db;
  mailer?: Mailer;
  payments?: PaymentGateway;
  /** Called for every route as it is registered (tests use it to enumerate the API). */
  onRoute?: (route: RouteOptions) => void;
};

/** Builds the whole server from config and an open database: used by main.ts, tests and benchmarks. */
export async function buildApp({ config, db, mailer, payments, onRoute }: BuildOptions) {
  const app = Fastify({
    logger: { level: config.logLevel },
    // One line per request (the onResponse hook below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>() as unknown as App;

  // The areas' reactions to each other's events (src/event-handlers.ts), before any route can emit one.
  wireEvents(areaEventHandlers);
  registerJsonBodyParser(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', {
    db,
    config,
    mailer: mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log }),
    payments: payments ?? paymentGatewayFor(config),
  });

  // One log line per request, with what a reader needs to follow it.
  // A callback hook, not an async one: no promise per request for a line that is often not written.
  // Not even the line's URL is worked out when the level leaves info lines out (LOG_LEVEL=warn).
  const logsRequests = ['trace', 'debug', 'info'].includes(app.log.level);
  app.addHook('onResponse', (request, reply, done) => {
    if (!logsRequests) return done();
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
    done();
  });

  // With Stripe, the card form is Stripe Elements: Stripe.js from js.stripe.com, its iframes, and
  // its calls to api.stripe.com (docs/payments.md "The card form in the browser"). Without a key
  // nothing of Stripe's is allowed.
  const stripe = config.stripeSecretKey
    ? {
        script: ['https://js.stripe.com'],
        frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
        connect: ['https://api.stripe.com'],
      }
    : null;
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe?.script ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", ...(stripe?.connect ?? [])],
        fontSrc: ["'self'", 'data:'],
        ...(stripe ? { frameSrc: stripe.frame } : {}),
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Rally API',
        description: 'The tennis club platform API. Send `Authorization: Token <key>` from POST /api/login/.',
        version: '1.0.0',
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerErrorHandler(app);
  // Every API answer may carry personal data, so no browser or proxy keeps a copy (the web app
  // caches what it needs in memory). Set first thing, so errors and 404s under /api carry it too.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api')) reply.header('cache-control', 'no-store');
  });
  // Before the access check, so the caller also sees a route that check is about to refuse.
  if (onRoute) app.addHook('onRoute', onRoute);
  registerClubOfRecord(app, db); // before the guard: it fills the club a route's record names
  registerAuth(app, db, { twoFactorExempt: config.twoFactorExempt });
  registerPatchFieldCheck(app); // after the guard: access is checked before the body

  await app.register(
    async (api) => {
      for (const register of apiModules) await register(api as unknown as App);
      api.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );

  serveWebApp(app, config.webDist);
  return app;
}

// Vite names every file under assets/ after a hash of its content: a changed file gets a new
// name, so a browser may keep one for a year without asking again.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// index.html (and anything else outside assets/, such as favicon.svg) keeps its name across
// releases: the browser may store it but asks the server (ETag) before each use, so a new
// release's index.html, naming new asset files, is seen at once.
const REVALIDATE = 'no-cache';

/**
 * Serves the built single-page app when there is one; any other GET outside /api falls back to
 * index.html for the client router. Everything else unknown answers the JSON 404. The build
 * writes a brotli (.br) and a gzip (.gz) copy beside each file (apps/web/scripts/compress.mjs);
 * `preCompressed` sends the one the browser's Accept-Encoding takes, with Vary: Accept-Encoding.
 */
function serveWebApp(app: App, webDist: string) {
  const hasWebApp = existsSync(path.join(webDist, 'index.html'));
  const assets = path.join(webDist, 'assets') + path.sep;
  // The pages the build wrote as HTML (apps/web/scripts/prerender.mjs), by path: the public pages
  // rendered, and the dashboard sections' shells naming their code (pages/clubs/dashboard/*.html).
  const pagesDir = path.join(webDist, 'pages');
  const pages = new Set(
    existsSync(pagesDir)
      ? readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
          .filter((name) => name.endsWith('.html'))
          .map((name) => name.split(path.sep).join('/'))
      : [],
  );
  const prerenderedPage = (url: string) => {
    const pathname = url.split('?')[0].replace(/\/+$/, '');
    const name = `${pathname === '' ? 'index' : pathname.slice(1)}.html`;
    return pages.has(name) ? `pages/${name}` : undefined;
  };
  if (hasWebApp) {
    app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The build stamp (.build-hash) and any other dotfile are not part of the site.
      dotfiles: 'ignore',
      cacheControl: false,
      // dist/render/ is the server's own code for drawing pages (http/drawn-pages.ts).
      allowedPath: (pathName) => !pathName.startsWith('/render/'),
      setHeaders: (reply, file) => reply.header('cache-control', file.startsWith(assets) ? IMMUTABLE : REVALIDATE),
    });
  }
  const drawPage = drawnPages(app, webDist);
  app.setNotFoundHandler(async (request, reply) => {
    // A missing hashed asset (an old page asking for a file a new release replaced) is a 404,
    // not index.html: HTML served as a script would fail in the browser with a confusing error.
    const isPage = request.method === 'GET' && !request.url.startsWith('/api') && !request.url.startsWith('/assets/');
    if (hasWebApp && isPage) {
      const file = prerenderedPage(request.url) ?? 'index.html';
      // A dashboard section, signed in, is drawn with the reader's data, and a public page with
      // the database's (http/drawn-pages.ts).
      if (await drawPage(request, reply, file)) return reply;
      return reply.type('text/html').sendFile(file);
    }
    return reply.code(404).send({ reason: 'Not found.' });
  });
}
