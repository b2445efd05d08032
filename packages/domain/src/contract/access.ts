import type { Area } from '../access/access';

/** The kinds of a club route (any one passes): a dashboard area's staff, an active member, a player of the club. */
export type ClubNeed =
  | { area: Area; member?: true; player?: true }
  | { area?: undefined; member: true; player?: true }
  | { area?: undefined; member?: true; player: true };

/** A club route: where the guard reads the club id (`?club=`, `/club/{id}/`, `body.club`) and who passes. */
export type ClubAccess = ClubNeed & { club: 'query' | 'params' | 'body' };

/**
 * A record route: the guard reads the club of the record `:id` in `table` (its SQL name); a missing
 * record and another club's both answer 404 with `notFound`. `owner`: the record's own player passes
 * too (`true`: its `player_id`; or the column holding the owner's player id).
 */
export type RecordAccess = (ClubNeed | { area?: undefined; member?: undefined; player?: undefined }) & {
  club: 'record';
  table: string;
  notFound: string;
  owner?: true | string;
};

/**
 * Who may call an endpoint (docs/DEVELOPING.md "Every route declares config.access"): 'public'
 * (anyone), 'user' (any logged-in user; the service checks ownership), 'operator' (Rally's
 * operators only: the operator console, issue 31), a club or a record route.
 * The server's guard (apps/server/src/http/auth.ts) enforces it.
 */
export type RouteAccess = 'public' | 'user' | 'operator' | ClubAccess | RecordAccess;
