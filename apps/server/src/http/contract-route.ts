import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { successStatusOf, type Endpoint, type SuccessStatusOf } from '@rally/domain';
import { responseCheckHooks } from './response-check';
import type { App } from './route-helpers';

// A route registered from its contract (@rally/domain, issue 26): method, path, config.access,
// config.invalidReason and the schemas all come from the one declaration the web calls too, so a
// route cannot drift from what its callers are typed against. docs/DEVELOPING.md "One contract
// per endpoint".

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request of a contract route: params, query and body as its schemas parse them. */
export type ContractRequest<E extends Endpoint> = FastifyRequest & {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
};

/** What an answer of `status` holds (nothing for a 204). */
export type AnswerOf<E extends Endpoint, S extends keyof E['response']> = E['response'][S] extends z.ZodNull
  ? void
  : z.output<E['response'][S]>;

/**
 * A contract route's handler: it returns the answer of the contract's success status (sent with
 * that status: 201 for a create, 204 with no body), or the reply when it sent something itself
 * (`answer(reply, contract, 503, …)`, a ready-made JSON page).
 */
export type ContractHandler<E extends Endpoint> = (
  request: ContractRequest<E>,
  reply: FastifyReply,
) => Promise<AnswerOf<E, SuccessStatusOf<E>> | FastifyReply>;

/** What only the server adds to a route: a rate limit, a body limit, hooks of its own. */
export type ServerRouteOptions = Omit<RouteOptions, 'method' | 'url' | 'schema' | 'handler' | 'config'> & {
  config?: Omit<FastifyContextConfig, 'access' | 'invalidReason'>;
};

/** Sends another of the contract's answers than its success (a 503 of /ready/), typed by the contract. */
export const answer = <E extends Endpoint, S extends keyof E['response'] & number>(
  reply: FastifyReply,
  _contract: E,
  status: S,
  body: AnswerOf<E, S>,
): FastifyReply => reply.code(status as number).send(body);

const hooksOf = (value: unknown) => (value ? [value].flat() : []);

/** Registers the route `contract` declares, with `handler` typed by it. */
export function route<E extends Endpoint>(
  app: App,
  contract: E,
  handler: ContractHandler<E>,
  { config, ...options }: ServerRouteOptions = {},
) {
  const success = successStatusOf(contract);
  const schema: Record<string, unknown> = {
    tags: [...contract.tags],
    summary: contract.summary,
    response: contract.response,
  };
  if (contract.params) schema.params = contract.params;
  if (contract.query) schema.querystring = contract.query;
  if (contract.body) schema.body = contract.body;
  // A public endpoint needs no token: the OpenAPI document says so (the document's default is the token).
  if (contract.access === 'public') schema.security = [];

  const routeOptions: RouteOptions = {
    ...options,
    method: contract.method,
    url: contract.path,
    config: {
      ...config,
      access: contract.access,
      ...(contract.invalidReason ? { invalidReason: contract.invalidReason } : {}),
    },
    schema,
    handler: async (request, reply) => {
      const result = await handler(request as ContractRequest<E>, reply);
      if (result === reply) return reply;
      if (success === 204) return reply.code(204).send();
      if (reply.statusCode === 200) reply.code(success);
      return result;
    },
  };
  if (app.deps.config.checkResponses) {
    const check = responseCheckHooks(contract);
    routeOptions.preSerialization = [...hooksOf(options.preSerialization), check.preSerialization] as never;
    routeOptions.onSend = [...hooksOf(options.onSend), check.onSend] as never;
  }
  (app as unknown as FastifyInstance).route(routeOptions);
}
