// The contracts of @rally/domain and the API the server registers from them (issue 26): every
// contract is a registered route with the contract's own access, and the OpenAPI document
// generated from the routes' schemas is a valid OpenAPI document.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, expect, it } from 'vitest';
import * as domain from '@rally/domain';
import type { Endpoint } from '@rally/domain';
import { createTestApp } from './helpers';
import { apiRoutesOf, nameOf, routeCollector } from './harness/api-routes';

const collector = routeCollector();
// With the development outbox on: its route (registered only when DEV_OUTBOX=true) has a contract too.
const t = await createTestApp({ devOutbox: true }, { onRoute: collector.onRoute });
afterAll(() => t.close());

/** Every endpoint of every `…Contract` the domain exports, by 'GET /api/news/'. */
const contracts = new Map(
  Object.entries(domain)
    .filter(([name]) => name.endsWith('Contract'))
    .flatMap(([, group]) => Object.values(group as Record<string, Endpoint>))
    .map((contract) => [`${contract.method} /api${contract.path}`, contract]),
);

it('registers every contract as a route with the access it declares', () => {
  expect(contracts.size).toBeGreaterThan(0);
  const routes = new Map(apiRoutesOf(collector.routes).map((route) => [nameOf(route), route]));
  const problems = [...contracts].flatMap(([name, contract]) => {
    const route = routes.get(name);
    if (!route) return [`${name}: declared in a contract, registered by no route`];
    return JSON.stringify(route.access) === JSON.stringify(contract.access) ? [] : [`${name}: other access`];
  });
  expect(problems).toEqual([]);
});

it('serves a valid OpenAPI document', async () => {
  const res = await t.app.inject({ url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  const document = res.json();
  const result = await new Validator().validate(document);
  expect(result.errors ?? []).toEqual([]);
  expect(result.valid).toBe(true);
  // A contract's answers are in it, and its public routes need no token.
  expect(document.paths['/api/news/{id}/'].delete.responses['204']).toBeDefined();
  expect(document.paths['/api/sport/'].get.security).toEqual([]);
  expect(
    document.paths['/api/news/'].post.responses['201'].content['application/json'].schema.properties,
  ).toHaveProperty('club_name');
});
