import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordId } from '@rally/domain';
import type { Db } from '../db/client';
import { assertAccess } from '../access/access';
import { invalid, notFound } from './errors';

/**
 * Spec 2's own call shapes name a record rather than its club: `GET /api/courtbookingrate/
 * ?courtgroup=`, `POST /api/courtbookingrate/ {courtgroup, …}`, `PATCH /api/clubterms/ {id, …}`.
 * A route says where that record is in `config.clubOf`, and this hook (which runs just before the
 * club guard of http/auth.ts) puts the record's club into `club` of the query or body, so the
 * guard checks it as for any club route:
 * - `field`: the query or body field with the record's id; `table`: its SQL table (with club_id);
 * - only when `club` is not sent; a missing record, and a record of a club the caller has no
 *   standing at, answer the same 404 `notFound` (another club's record is never confirmed);
 * - without a usable id, a 400 says the field is required (the schema would say so next).
 */
export type ClubOfRecord = { in: 'query' | 'body'; field: string; table: string; notFound: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    clubOf?: ClubOfRecord;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Registers the hook; call before registerAuth so that it runs first. */
export function registerClubOfRecord(app: FastifyInstance, db: Db) {
  app.addHook('preValidation', async (request) => {
    const rule = request.routeOptions.config.clubOf;
    if (!rule) return;
    const source = rule.in === 'query' ? request.query : request.body;
    if (!isObject(source)) return; // the body's schema refuses it after the guard
    // With `club` sent it is the club route it always was: the guard checks that club, and the
    // service that the record is that club's (its field refusal, 'Choose a court group of this club').
    if (given(source.club)) return;
    const id = recordId(`${rule.field} is required`).safeParse(source[rule.field]);
    if (!id.success) {
      const message = id.error.issues[0].message;
      throw invalid(message, { [rule.field]: [message] });
    }
    // `table` comes from route config, never from the request; quoted as an identifier all the same.
    const result = await db.execute(sql`select club_id from ${sql.identifier(rule.table)} where id = ${id.data}`);
    const row = (result as unknown as { rows: { club_id: number }[] }).rows[0];
    if (!row) throw notFound(rule.notFound);
    // Someone with no standing at the record's club hears what a missing record gets, word for word.
    const access = request.routeOptions.config.access;
    if (typeof access === 'object') {
      const { area, member, player } = access;
      await assertAccess(
        { db, actor: request.actor, standings: request.standings, sharedStandings: request.sharedStandings },
        row.club_id,
        { area, member, player, notFound: rule.notFound },
      );
    }
    source.club = row.club_id;
  });
}
