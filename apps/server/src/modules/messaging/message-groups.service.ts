import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import {
  fieldErrorsOf,
  messageGroupSchema,
  messagingMessages as M,
  type MessageGroupRecord,
  type MessageGroupValues,
} from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { lockRecord } from '../../db/lock-record';
import { invalid, notFound } from '../../http/errors';
import { pageWindow, type PageQuery } from '../../http/paging';
import { assertAccess } from '../../access/access';
import { allMembersOfClub, allTypesOfClub, memberNames, searchMembersToPick } from '../members/member-audience.service';
import { clinicsToChoose } from '../clinics/clinic-audience.service';
import { messageGroupMembers, messageGroups, messageGroupTypes, threadGroups } from './messaging.tables';
import { countGroup, type GroupWithSets } from './message-group-audience.service';
import * as clock from '../../clock';
import { containing } from '../../db/like';

// Message groups (spec 2 §3, §4): who a message goes to. Members are never copied into a group:
// an M or D group reads the register when used, so num_players stays true as members join and
// leave; a P group holds hand-picked members (leaving the register removes them); a C group reads
// its clinic's participants through the clinics area's service (they join and withdraw).

type Ctx = Pick<ServiceContext, 'db' | 'actor' | 'standings'>;
type GroupRow = typeof messageGroups.$inferSelect;
export type { GroupWithSets };

export const GROUP_NOT_FOUND = M.groupNotFound;

const typeIds = sql<
  number[]
>`coalesce((select array_agg(t.membership_type_id order by t.membership_type_id) from ${messageGroupTypes} t where t.group_id = ${messageGroups}.id), '{}')`;
const memberIds = sql<
  number[]
>`coalesce((select array_agg(m.member_id order by m.member_id) from ${messageGroupMembers} m where m.group_id = ${messageGroups}.id), '{}')`;
const latestThread = sql<
  number | null
>`(select max(tg.thread_id) from ${threadGroups} tg where tg.group_id = ${messageGroups}.id)`;

async function toRecord(db: Db | Tx, row: GroupWithSets & { thread: number | null }): Promise<MessageGroupRecord> {
  return {
    id: row.id,
    created: row.created.toISOString(),
    modified: row.modified.toISOString(),
    name: row.name,
    club: row.club_id,
    ttype: row.ttype,
    num_players: await countGroup(db, row),
    allow_response: row.allow_response,
    thread: row.thread === null ? null : Number(row.thread),
    membership_type_set: row.types.map(Number),
    player_set: row.members.map(Number),
    clinic: row.clinic_id,
  };
}

async function readGroups(db: Db | Tx, where: ReturnType<typeof and>, window?: { limit: number; offset: number }) {
  const query = db
    .select({ group: messageGroups, types: typeIds, members: memberIds, thread: latestThread })
    .from(messageGroups)
    .where(where)
    .orderBy(asc(sql`lower(${messageGroups.name})`), asc(messageGroups.id));
  const rows = window ? await query.limit(window.limit).offset(window.offset) : await query;
  return rows.map((r) => ({ ...r.group, types: r.types, members: r.members, thread: r.thread }));
}

/** The groups with these ids in the club (with their sets), for sending. */
export async function findGroups(db: Db | Tx, clubId: number, ids: readonly number[]): Promise<GroupWithSets[]> {
  if (!ids.length) return [];
  return readGroups(db, and(eq(messageGroups.club_id, clubId), inArray(messageGroups.id, [...ids])));
}

/** GET /api/messagegroup/?club&search&page_size: the club's groups by name. */
export async function listMessageGroups({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: PageQuery & { club: number; search?: string };
}) {
  await assertAccess(ctx, input.club, { area: 'messages' });
  const where = and(
    eq(messageGroups.club_id, input.club),
    input.search ? ilike(messageGroups.name, containing(input.search)) : undefined,
  );
  const [{ total }] = await ctx.db.select({ total: count() }).from(messageGroups).where(where);
  const rows = await readGroups(ctx.db, where, pageWindow(input));
  return { count: total, rows: await Promise.all(rows.map((r) => toRecord(ctx.db, r))) };
}

async function readGroup(db: Db | Tx, id: number) {
  const [row] = await readGroups(db, and(eq(messageGroups.id, id)));
  return toRecord(db, row);
}

function parseGroup(body: object): MessageGroupValues {
  const parsed = messageGroupSchema.safeParse(body);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error.issues);
    throw invalid(Object.values(errors)[0][0], errors);
  }
  return parsed.data;
}

async function checkClinic(tx: Tx, clubId: number, values: MessageGroupValues) {
  if (values.ttype === 'C' && (await clinicsToChoose(tx, clubId, [values.clinic!])).length !== 1)
    throw invalid(M.clinicOfClub, { clinic: [M.clinicOfClub] });
}

/** Checks the sets against the club and writes them: the types for M, the members for P, none otherwise. */
async function writeSets(tx: Tx, clubId: number, groupId: number, values: MessageGroupValues) {
  const types = values.ttype === 'M' ? [...new Set(values.membership_type_set)] : [];
  const members = values.ttype === 'P' ? [...new Set(values.player_set)] : [];
  if (!(await allTypesOfClub(tx, clubId, types)))
    throw invalid(M.typesOfClub, { membership_type_set: [M.typesOfClub] });
  if (!(await allMembersOfClub(tx, clubId, members))) throw invalid(M.membersOfClub, { player_set: [M.membersOfClub] });
  await checkClinic(tx, clubId, values);
  await tx.delete(messageGroupTypes).where(eq(messageGroupTypes.group_id, groupId));
  await tx.delete(messageGroupMembers).where(eq(messageGroupMembers.group_id, groupId));
  if (types.length)
    await tx
      .insert(messageGroupTypes)
      .values(types.map((t) => ({ club_id: clubId, group_id: groupId, membership_type_id: t })));
  for (let i = 0; i < members.length; i += 1000) {
    await tx
      .insert(messageGroupMembers)
      .values(members.slice(i, i + 1000).map((m) => ({ club_id: clubId, group_id: groupId, member_id: m })));
  }
}

/** POST /api/messagegroup/. */
export async function createMessageGroup({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; body: object };
}): Promise<MessageGroupRecord> {
  await assertAccess(ctx, input.club, { area: 'messages' });
  const values = parseGroup(input.body);
  return ctx.db.transaction(async (tx) => {
    await checkClinic(tx, input.club, values);
    const [row] = await tx
      .insert(messageGroups)
      .values({
        club_id: input.club,
        name: values.name,
        ttype: values.ttype,
        allow_response: values.allow_response,
        clinic_id: values.ttype === 'C' ? values.clinic : null,
      })
      .returning();
    await writeSets(tx, input.club, row.id, values);
    return readGroup(tx, row.id);
  });
}

async function groupForChange(ctx: Ctx, id: number): Promise<GroupRow> {
  const [row] = await ctx.db.select().from(messageGroups).where(eq(messageGroups.id, id));
  if (!row) throw notFound(GROUP_NOT_FOUND);
  await assertAccess(ctx, row.club_id, { area: 'messages', notFound: GROUP_NOT_FOUND });
  return row;
}

/** PATCH /api/messagegroup/{id}/: the fields sent change; a set sent replaces the old one. */
export async function updateMessageGroup({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; changes: Record<string, unknown> };
}): Promise<MessageGroupRecord> {
  const found = await groupForChange(ctx, input.id);
  return ctx.db.transaction(async (tx) => {
    const row = await lockRecord(tx, messageGroups, found.id, found.club_id);
    if (!row) throw notFound(GROUP_NOT_FOUND);
    const [current] = await readGroups(tx, eq(messageGroups.id, row.id));
    const values = parseGroup({
      name: row.name,
      ttype: row.ttype,
      allow_response: row.allow_response,
      membership_type_set: current.types,
      player_set: current.members,
      clinic: row.clinic_id,
      ...input.changes,
    });
    await tx
      .update(messageGroups)
      .set({
        name: values.name,
        ttype: values.ttype,
        allow_response: values.allow_response,
        clinic_id: values.ttype === 'C' ? values.clinic : null,
        modified: clock.now(),
      })
      .where(and(eq(messageGroups.id, row.id), eq(messageGroups.club_id, row.club_id)));
    await writeSets(tx, row.club_id, row.id, values);
    return readGroup(tx, row.id);
  });
}

/** DELETE /api/messagegroup/{id}/: its threads stay (readable by staff), without this group. */
export async function deleteMessageGroup({ ctx, id }: { ctx: Ctx; id: number }) {
  const row = await groupForChange(ctx, id);
  await ctx.db.delete(messageGroups).where(and(eq(messageGroups.id, row.id), eq(messageGroups.club_id, row.club_id)));
}

/** POST /api/messagegroup/{id}/group_club_members/: adds club members to a custom group. */
export async function groupClubMembers({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; members: number[] };
}): Promise<MessageGroupRecord> {
  const found = await groupForChange(ctx, input.id);
  return ctx.db.transaction(async (tx) => {
    const row = await lockRecord(tx, messageGroups, found.id, found.club_id);
    if (!row) throw notFound(GROUP_NOT_FOUND);
    if (row.ttype !== 'P') throw invalid(M.customOnly, { members: [M.customOnly] });
    const members = [...new Set(input.members)];
    if (!(await allMembersOfClub(tx, row.club_id, members)))
      throw invalid(M.membersOfClub, { members: [M.membersOfClub] });
    for (let i = 0; i < members.length; i += 1000) {
      await tx
        .insert(messageGroupMembers)
        .values(members.slice(i, i + 1000).map((m) => ({ club_id: row.club_id, group_id: row.id, member_id: m })))
        .onConflictDoNothing();
    }
    await tx.update(messageGroups).set({ modified: clock.now() }).where(eq(messageGroups.id, row.id));
    return readGroup(tx, row.id);
  });
}

/** GET /api/messagegroup/clinics/?club: the club's clinics to choose a clinic group's from (Messages staff may not open Clinics). */
export async function clinicsForGroups({ ctx, club }: { ctx: Ctx; club: number }) {
  await assertAccess(ctx, club, { area: 'messages' });
  return clinicsToChoose(ctx.db, club);
}

/** GET /api/messagegroup/members/?club&search&ids: members to pick for a custom group (Messages staff may not open the register). */
export async function pickableMembers({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; search?: string; ids?: number[] };
}) {
  await assertAccess(ctx, input.club, { area: 'messages' });
  if (input.ids?.length) return memberNames(ctx.db, input.club, input.ids.slice(0, 1000));
  return searchMembersToPick(ctx.db, input.club, input.search ?? '', 25);
}
