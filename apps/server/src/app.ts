import Fastify, { LogController, type RouteOptions } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/client';
import { createMailer, type Mailer } from './integrations/mail/mailer';
import { registerAuth } from './http/auth';
import { registerClubOfRecord } from './http/club-of-record';
import { registerPatchFieldCheck } from './http/patch-fields';
import { frameworkErrors, registerErrorHandler } from './http/error-handler';
import { registerJsonBodyParser } from './http/json-body';
import { redactUrl } from './http/redact-url';
import type { App } from './http/route-helpers';
import { apiModules } from './modules';

export type BuildOptions = {
  config: Config;
  db: Db;
  mailer?: Mailer;
  /** Called for every route as it is registered (tests use it to enumerate the API). */
  onRoute?: (route: RouteOptions) => void;
};

/** Builds the whole server from config and an open database: used by main.ts, tests and benchmarks. */
export async function buildApp({ config, db, mailer, onRoute }: BuildOptions) {
  const app = Fastify({
    logger: { level: config.logLevel },
    // One line per request (the onResponse hook below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>() as unknown as App;

  registerJsonBodyParser(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', { db, config, mailer: mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log }) });

  // One log line per request, with what a reader needs to follow it.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, url: redactUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Rally API', description: 'The tennis club platform API. Send `Authorization: Token <key>` from POST /api/login/.', version: '1.0.0' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerErrorHandler(app);
  // Before the access check, so the caller also sees a route that check is about to refuse.
  if (onRoute) app.addHook('onRoute', onRoute);
  registerClubOfRecord(app, db); // before the guard: it fills the club a route's record names
  registerAuth(app, db);
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

/**
 * Serves the built single-page app when there is one; any other GET outside /api falls back to
 * index.html for the client router. Everything else unknown answers the JSON 404.
 */
function serveWebApp(app: App, webDist: string) {
  const hasWebApp = existsSync(path.join(webDist, 'index.html'));
  if (hasWebApp) app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
  app.setNotFoundHandler((request, reply) => {
    if (hasWebApp && request.method === 'GET' && !request.url.startsWith('/api')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ reason: 'Not found.' });
  });
}
