import Fastify, { LogController, type RouteOptions } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/client';
import { createMailer, type Mailer } from './integrations/mail/mailer';
import { registerAuth } from './http/auth';
import { registerErrorHandler } from './http/error-handler';
import { registerJsonBodyParser } from './http/json-body';
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
  }).withTypeProvider<ZodTypeProvider>() as unknown as App;

  registerJsonBodyParser(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', { db, config, mailer: mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log }) });

  // One log line per request, with what a reader needs to follow it.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
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
  registerAuth(app, db);

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
  const assetsDir = path.join(webDist, 'assets') + path.sep;
  // The public pages the build rendered to HTML (apps/web/scripts/prerender.mjs), by path.
  const pagesDir = path.join(webDist, 'pages');
  const pages = new Set(existsSync(pagesDir) ? readdirSync(pagesDir).filter((name) => name.endsWith('.html')) : []);
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
      // The build writes .br and .gz beside every text file; a phone downloads a quarter of the bytes.
      preCompressed: true,
      // Hashed file names change with their content, so a browser may keep them for good.
      setHeaders: (reply, filePath) => {
        if (filePath.startsWith(assetsDir)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // A missing hashed file (a chunk of an older deployment) is a 404, not the page: the app then
    // shows its chunk error at once instead of failing to run HTML as a script.
    if (hasWebApp && request.method === 'GET' && !request.url.startsWith('/api') && !request.url.startsWith('/assets/')) {
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile(prerenderedPage(request.url) ?? 'index.html');
    }
    return reply.code(404).send({ reason: 'Not found.' });
  });
}
