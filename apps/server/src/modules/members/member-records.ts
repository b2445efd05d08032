import { getTableColumns } from 'drizzle-orm';
import { fromMinor, toMinor, type ClubMember, type Member } from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import { getClubRow } from '../clubs/club-reads.service';
import { clubMembers } from './members.tables';
import * as clock from '../../clock';

// Shared pieces of the members services: the club facts every verb needs, the mapping between
// the table and the API's member, and the link from a member to a registered player.

/** What the member rules need to know about the club: its currency and today's date where it is. */
export type ClubFacts = { id: number; currency: string; today: string };

/** The club's currency and local date; 404 'Club not found.' when there is no such club. */
export async function getClubFacts(db: Db | Tx, clubId: number): Promise<ClubFacts> {
  const club = await getClubRow(db, clubId);
  const today = clock.todayIn(club.time_zone);
  return { id: club.id, currency: club.currency, today };
}

export type MemberRow = typeof clubMembers.$inferSelect;
export type NewMemberRow = typeof clubMembers.$inferInsert;

/** The API's member of a stored row. */
export function toClubMember(row: Omit<MemberRow, 'created_at' | 'auto_renew'>, today: string): ClubMember {
  return {
    id: row.id,
    club: row.club_id,
    player: row.player_id,
    is_user: row.player_id !== null,
    membership_number: row.membership_number,
    date_joined: row.date_joined,
    first_name: row.first_name,
    last_name: row.last_name,
    email_set: row.email_set,
    street_addr: row.street_addr,
    city: row.city,
    state: row.state,
    postcode: row.postcode,
    phone_number: row.phone_number,
    gender: row.gender,
    dob: row.dob,
    ntrp_level: row.ntrp_level === null ? null : Number(row.ntrp_level),
    membership_type: row.membership_type_id,
    expires: row.expires,
    billing_cycle: row.billing_cycle,
    group: row.group_id,
    sub_status: row.subscription_status,
    is_expired: Boolean(row.expires && row.expires < today),
    stripe_customer: row.stripe_customer,
    has_club_matcha: Boolean(row.has_club_matcha),
  };
}

/** The columns of a member as stored (without id, club and player). */
export function toMemberColumns(m: Member) {
  return {
    membership_number: m.membership_number,
    first_name: m.first_name,
    last_name: m.last_name,
    email_set: m.email_set,
    street_addr: m.street_addr,
    city: m.city,
    state: m.state,
    postcode: m.postcode,
    phone_number: m.phone_number,
    gender: m.gender,
    dob: m.dob,
    date_joined: m.date_joined,
    ntrp_level: m.ntrp_level === null ? null : m.ntrp_level.toFixed(1),
    has_club_matcha: m.has_club_matcha,
    membership_type_id: m.membership_type,
    billing_cycle: m.billing_cycle,
    expires: m.expires,
    subscription_status: m.sub_status,
    group_id: m.group,
  } satisfies Partial<NewMemberRow>;
}

export const memberColumns = getTableColumns(clubMembers);

/** A price as the database's decimal text, rounded by the money rule (half away from zero). */
export const priceText = (value: number, currency: string) => fromMinor(toMinor(value, currency) ?? 0, currency);

// ---------- the link to a registered player ----------

// The players area finds players by validated e-mail; linking members to one is members' own (member-links.service.ts).
export { findPlayersByValidatedEmail } from '../players/people.service';

/** The player a member's e-mails lead to (the first address that matches), or null. */
export const playerOfEmails = (emails: string[], players: Map<string, number>): number | null =>
  emails.map((e) => players.get(e)).find((p) => p !== undefined) ?? null;
