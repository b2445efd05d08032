import { and, count, desc, eq, lte } from 'drizzle-orm';
import Papa from 'papaparse';
import {
  fieldErrorsOf,
  INVITATION_TTL_DAYS,
  invitationMessages,
  MAX_PLAYER_INVITES,
  playerInviteFieldOf,
  playerInviteMessages,
  playerInviteRowSchema,
  type BulkErrorRow,
  type PlayerInvitation,
  type PlayerInviteResult,
  type PlayerInviteRow,
} from '@rally/domain';
import { requireActor, type ServiceContext } from '../../context';
import { assertAccess } from '../../access/access';
import { hashKey, newKey } from '../../http/auth';
import { invalid, notFound } from '../../http/errors';
import { pageWindow, type PageQuery } from '../../http/paging';
import { getClubRow } from '../clubs/club-reads.service';
import { findPlayersByValidatedEmail, namesAndEmailsOf } from '../players/people.service';
import { followersAmong } from '../clubs/player-clubs.service';
import { playerInviteMail } from './invitations.mails';
import { clubInvitations } from './invitations.tables';
import * as clock from '../../clock';

// POST /api/player/bulk/?club (spec 3 §7): a club invites people to join Rally and follow it,
// from a JSON array or an uploaded CSV file. Like the member import, a batch with any bad row is
// refused whole with every bad row listed (nothing is sent); a clean batch stores one invitation
// per address in one transaction and queues one e-mail each. An address a Rally player has
// verified is linked to that player (no second account); someone who already follows the club,
// or already has an open invitation from it, is answered as such and not mailed again. The
// invitation takes effect when its e-mailed key is accepted by a logged-in player
// (POST /api/invitation/accept/ {key}): they follow the club.

const DAY_MS = 24 * 60 * 60 * 1000;
const labels: Record<string, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  mobile: 'Mobile',
  gender: 'Gender',
};

/** 'Row 3: Email: Please provide a valid email address; Gender must be M (male) or F (female)'. */
function rowText(row: number, errors: Record<string, string[]>): string {
  const problems = Object.entries(errors).flatMap(([field, list]) =>
    list.map((m) =>
      field === 'non_field_errors' || m.startsWith(labels[field] ?? field) ? m : `${labels[field] ?? field}: ${m}`,
    ),
  );
  return `Row ${row}: ${[...new Set(problems)].join('; ') || 'Invalid player details'}`;
}

/** The rows of a CSV text: the header names the columns (playerInviteColumns), unknown columns are ignored. */
export function rowsOfCsv(text: string): Record<string, string>[] {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => playerInviteFieldOf(h) ?? `ignored:${h}`,
  });
  return parsed.data.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !k.startsWith('ignored:'))));
}

/** The rows of a body: a JSON array, or the text of a CSV file. */
function rowsOf(body: unknown): unknown[] {
  const rows = typeof body === 'string' ? rowsOfCsv(body) : body;
  if (!Array.isArray(rows)) throw invalid(playerInviteMessages.notArray);
  if (!rows.length) throw invalid(playerInviteMessages.noRows);
  if (rows.length > MAX_PLAYER_INVITES) throw invalid(playerInviteMessages.tooMany);
  return rows;
}

/** Every row checked: the good ones, and the bad ones with their 1-based row numbers. */
export function checkInviteRows(
  rows: unknown[],
  genderExempt: boolean,
): { good: (PlayerInviteRow & { row: number })[]; error_rows: BulkErrorRow[] } {
  const schema = playerInviteRowSchema(genderExempt);
  const good: (PlayerInviteRow & { row: number })[] = [];
  const error_rows: BulkErrorRow[] = [];
  const seen = new Map<string, number>();
  rows.forEach((data, i) => {
    const row = i + 1;
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      const errors = fieldErrorsOf(parsed.error.issues);
      error_rows.push({ row, error: rowText(row, errors), errors, data });
      return;
    }
    if (seen.has(parsed.data.email)) {
      const errors = { email: [playerInviteMessages.twice] };
      error_rows.push({ row, error: rowText(row, errors), errors, data });
      return;
    }
    seen.set(parsed.data.email, row);
    good.push({ ...parsed.data, row });
  });
  return { good, error_rows };
}

export type InviteOutcome = { invited: PlayerInviteResult[]; error_rows: BulkErrorRow[] };

/** POST /api/player/bulk/?club[&gender_exempt=True]: invites every row, or none when a row is bad. */
export async function invitePlayers({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { club: number; body: unknown; genderExempt: boolean };
}): Promise<InviteOutcome> {
  await assertAccess(ctx, input.club, { area: 'matcha' });
  const actor = requireActor(ctx);
  const { good, error_rows } = checkInviteRows(rowsOf(input.body), input.genderExempt);
  if (error_rows.length) return { invited: [], error_rows };
  const club = await getClubRow(ctx.db, input.club);
  const inviter = (await namesAndEmailsOf(ctx.db, [actor.playerId])).get(actor.playerId)?.full_name ?? '';

  const invited = await ctx.db.transaction(async (tx) => {
    // An expired invitation no longer blocks a new one.
    await tx
      .update(clubInvitations)
      .set({ status: 'C' })
      .where(
        and(
          eq(clubInvitations.club_id, club.id),
          eq(clubInvitations.kind, 'player'),
          eq(clubInvitations.status, 'P'),
          lte(clubInvitations.expires_at, clock.now()),
        ),
      );
    const playerOf = await findPlayersByValidatedEmail(
      tx,
      good.map((r) => r.email),
    );
    const following = await followersAmong(tx, club.id, [...playerOf.values()]);
    const results: PlayerInviteResult[] = [];
    for (const r of good) {
      const playerId = playerOf.get(r.email) ?? null;
      const base = {
        row: r.row,
        email: r.email,
        first_name: r.first_name,
        last_name: r.last_name,
        linked: playerId !== null,
      };
      if (playerId !== null && following.has(playerId)) {
        results.push({ ...base, outcome: 'already follows the club' });
        continue;
      }
      const key = newKey();
      const [inserted] = await tx
        .insert(clubInvitations)
        .values({
          club_id: club.id,
          kind: 'player',
          player_id: playerId,
          email: r.email,
          first_name: r.first_name,
          last_name: r.last_name,
          mobile: r.mobile,
          gender: r.gender,
          invited_by: actor.playerId,
          key_hash: hashKey(key),
          expires_at: new Date(clock.nowMs() + INVITATION_TTL_DAYS * DAY_MS),
        })
        .onConflictDoNothing()
        .returning({ id: clubInvitations.id });
      if (!inserted) {
        results.push({ ...base, outcome: 'already invited' });
        continue;
      }
      const link = `${ctx.config.publicUrl}/matches?invite=${encodeURIComponent(key)}`;
      await ctx.mailer.queue(
        tx,
        playerInviteMail({
          to: r.email,
          firstName: r.first_name,
          clubName: club.name,
          inviter,
          link,
          registered: playerId !== null,
          days: INVITATION_TTL_DAYS,
        }),
      );
      results.push({ ...base, outcome: 'invited' });
    }
    return results;
  });
  return { invited, error_rows: [] };
}

type Row = typeof clubInvitations.$inferSelect;
const toPlayerInvitation = (row: Row): PlayerInvitation => ({
  id: row.id,
  club: row.club_id,
  email: row.email,
  first_name: row.first_name,
  last_name: row.last_name,
  mobile: row.mobile,
  gender: row.gender,
  linked: row.player_id !== null,
  // An open invitation past its date reads as expired.
  status: row.status === 'P' && row.expires_at <= clock.now() ? 'E' : row.status,
  created: row.created_at.toISOString(),
  expires: row.expires_at.toISOString(),
});

/** GET /api/playerinvitation/?club: the club's player invitations, newest first. */
export async function listPlayerInvitations({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: PageQuery & { club: number };
}) {
  await assertAccess(ctx, input.club, { area: 'matcha' });
  const where = and(eq(clubInvitations.club_id, input.club), eq(clubInvitations.kind, 'player'));
  const [{ total }] = await ctx.db.select({ total: count() }).from(clubInvitations).where(where);
  const { limit, offset } = pageWindow(input);
  const rows = await ctx.db
    .select()
    .from(clubInvitations)
    .where(where)
    .orderBy(desc(clubInvitations.id))
    .limit(limit)
    .offset(offset);
  return { count: total, rows: rows.map(toPlayerInvitation) };
}

/** DELETE /api/playerinvitation/{id}/: the club takes back an open player invitation. */
export async function cancelPlayerInvitation({ ctx, id }: { ctx: ServiceContext; id: number }) {
  const [row] = await ctx.db
    .select({ club_id: clubInvitations.club_id })
    .from(clubInvitations)
    .where(and(eq(clubInvitations.id, id), eq(clubInvitations.kind, 'player')));
  if (!row) throw notFound(invitationMessages.notFound);
  await assertAccess(ctx, row.club_id, { area: 'matcha', notFound: invitationMessages.notFound });
  const [cancelled] = await ctx.db
    .update(clubInvitations)
    .set({ status: 'C', responded_at: clock.now() })
    .where(and(eq(clubInvitations.id, id), eq(clubInvitations.club_id, row.club_id), eq(clubInvitations.status, 'P')))
    .returning({ id: clubInvitations.id });
  if (!cancelled) throw invalid(invitationMessages.notPending);
}
