import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { paramNamesOf, urlOf, type ApiRoute } from './api-routes';
import { rowsOf } from './db-snapshot';
import { validSample } from './valid-sample';

/**
 * A request that looks valid for a route, aimed at one club. `problems`: why the route may refuse
 * it as invalid; `unaimed`: why it could not be aimed at the club's data at all (then a 404 proves
 * nothing).
 */
export type PlannedRequest = {
  method: string;
  url: string;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  problems: string[];
  unaimed: string[];
};

const sqlName = /^[a-z_][a-z0-9_]*$/;

/**
 * The id of the club's last row in a table that carries club_id, or a reason there is none. Rows
 * of `notOwnedBy` (a player id, in the `ownerColumn`, player_id by default, when the table has it)
 * are skipped: an owner may act on their own record (withdraw an application, leave a club), and
 * the harness wants someone else's.
 */
export async function lastRowOf(
  db: Db,
  table: string,
  clubId: number,
  notOwnedBy?: number,
  ownerColumn = 'player_id',
): Promise<number | string> {
  if (!sqlName.test(table)) return `access.table '${table}' is not a plain SQL table name`;
  try {
    const columns = await rowsOf<{ name: string }>(
      db,
      sql`SELECT column_name AS name FROM information_schema.columns WHERE table_name = ${table}`,
    );
    const owned = notOwnedBy !== undefined && columns.some((c) => c.name === ownerColumn);
    const rows = await rowsOf<{ id: number }>(
      db,
      sql`SELECT id FROM ${sql.identifier(table)} WHERE club_id = ${clubId} ${owned ? sql`AND ${sql.identifier(ownerColumn)} IS DISTINCT FROM ${notOwnedBy}` : sql``} ORDER BY id DESC LIMIT 1`,
    );
    return (
      rows[0]?.id ??
      `the demo data has no row of club ${clubId} in ${table}: add one to db/seed/demo.seed.ts so the access check can aim at it`
    );
  } catch (error) {
    return `access.table '${table}' cannot be read as a table with id and club_id: ${(error as Error).message}`;
  }
}

/**
 * Plans a plausible request to a route against one club: the club id where the route's access
 * says it is (?club=, :id, body.club; for 'record' routes :id is the club's last row of the
 * named table that the caller does not own), other params, query and body built from the route's zod schemas.
 */
export async function planRequest(
  db: Db,
  route: ApiRoute,
  clubId: number,
  callerPlayerId?: number,
): Promise<PlannedRequest> {
  const problems: string[] = [];
  const unaimed: string[] = [];
  const access = typeof route.access === 'object' ? route.access : undefined;
  const names = paramNamesOf(route.url);

  const paramOverrides: Record<string, unknown> = {};
  if (access?.club === 'params') paramOverrides.id = clubId;
  if (access?.club === 'record') {
    if (!names.includes('id')) unaimed.push(`a 'record' route addresses its record by :id, and ${route.url} has none`);
    const row = await lastRowOf(
      db,
      access.table,
      clubId,
      callerPlayerId,
      typeof access.owner === 'string' ? access.owner : undefined,
    );
    if (typeof row === 'string') unaimed.push(row);
    else paramOverrides.id = row;
  }
  const params = sampleOf(route.params, paramOverrides, 'params', problems) as Record<string, unknown>;
  for (const name of names) params[name] ??= 1;

  // A call that names a record (?courtgroup=, body.id …) gets the club's last row of its table.
  const recordOverrides: Record<string, unknown> = {};
  if (route.clubOf) {
    const row = await lastRowOf(db, route.clubOf.table, clubId, callerPlayerId);
    if (typeof row === 'string') unaimed.push(row);
    else recordOverrides[route.clubOf.field] = row;
  }
  const onRecord = (where: 'query' | 'body') => (route.clubOf?.in === where ? recordOverrides : {});

  const queryOverrides = { ...(access?.club === 'query' ? { club: clubId } : {}), ...onRecord('query') };
  const query = sampleOf(route.querystring, queryOverrides, 'query', problems) as Record<string, unknown>;

  const bodyOverrides = { ...(access?.club === 'body' ? { club: clubId } : {}), ...onRecord('body') };
  const body = route.body
    ? sampleOf(route.body, bodyOverrides, 'body', problems)
    : access?.club === 'body'
      ? bodyOverrides
      : undefined;

  return { method: route.method, url: urlOf(route, params, query), params, query, body, problems, unaimed };
}

function sampleOf(
  schema: ApiRoute['body'],
  overrides: Record<string, unknown>,
  part: string,
  problems: string[],
): unknown {
  if (!schema) return { ...overrides };
  const sample = validSample(schema, overrides);
  if (!sample.valid) {
    problems.push(
      `the harness could not build a valid ${part} (${sample.problem}); give the ${part} schema .meta({ examples: [...] })`,
    );
  }
  return sample.value ?? { ...overrides };
}
