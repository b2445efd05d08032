import { and, asc, eq } from 'drizzle-orm';
import { hitLimitMisfits, hitMessages, type AnswerHit, type Hit, type RespondHit } from '@rally/domain';
import type { Tx } from '../../db/client';
import { conflict, forbidden, invalid, notFound } from '../../http/errors';
import { getClubsMatchaFacts } from '../clubs/club-matcha-facts.service';
import { namesAndEmailsOf } from '../players/people.service';
import { playerFactsOf } from '../players/player-facts.service';
import { matchaHitResponses, matchaHits } from './find-a-hit.tables';
import { hitAcceptedMail, hitResponseMail } from './find-a-hit.mail';
import { notify } from '../notifications/notify.service';
import {
  actorOf,
  assertMayUse,
  assertOpen,
  instantOf,
  levelOf,
  loadVisibleHit,
  recordsOf,
  type Ctx,
} from './find-a-hit.service';
import * as clock from '../../clock';

// The hit-response verbs of find-a-hit (docs/find-a-hit.md): a player responds, the creator accepts or
// declines, the responder withdraws. Each runs in one transaction with the hit row locked.

/** POST /api/matchahitrequest/{id}/respond/: offer to play at a start inside the window; the creator gets an e-mail. */
export async function respondToHit({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; body: RespondHit };
}): Promise<Hit> {
  const me = actorOf(ctx).playerId;
  await loadVisibleHit(ctx, input.id);
  return ctx.db.transaction(async (tx) => {
    const { hit } = await loadVisibleHit(ctx, input.id, tx, true);
    if (hit.creator_id === me) throw invalid(hitMessages.ownHit, { non_field_errors: [hitMessages.ownHit] });
    assertOpen(hit);
    if (hit.players_needed === 0) throw conflict(hitMessages.full);
    const facts = await assertMayUse(tx, hit.club_id, me, 'accept');
    const self = (await playerFactsOf(tx, [me])).get(me);
    const misfits = hitLimitMisfits(
      hit,
      { gender: self?.gender ?? 'U', dob: self?.dob ?? null, level: await levelOf(tx, me, hit.play_format) },
      clock.todayIn(facts.zone),
    );
    if (misfits.length) throw forbidden(hitMessages.doesNotFit(misfits.map((m) => m.reason)));
    const start = instantOf(input.body.start_time, facts.zone, 'start_time');
    if (start < hit.start_time || start >= hit.end_time)
      throw invalid(hitMessages.startInWindow, { start_time: [hitMessages.startInWindow] });
    const [existing] = await tx
      .select()
      .from(matchaHitResponses)
      .where(and(eq(matchaHitResponses.hit_id, hit.id), eq(matchaHitResponses.responder_id, me)));
    if (existing && existing.status !== 'W') throw conflict(hitMessages.alreadyResponded);
    if (existing) {
      await tx
        .update(matchaHitResponses)
        .set({ start_time: start, comments: input.body.comments, status: 'P', created_at: clock.now() })
        .where(eq(matchaHitResponses.id, existing.id));
    } else {
      await tx.insert(matchaHitResponses).values({
        club_id: hit.club_id,
        hit_id: hit.id,
        responder_id: me,
        start_time: start,
        comments: input.body.comments,
      });
    }
    const people = await namesAndEmailsOf(tx, [hit.creator_id, me]);
    const creator = people.get(hit.creator_id);
    const responder = people.get(me)?.full_name ?? 'A player';
    await notify(
      tx,
      ctx.mailer,
      { playerId: hit.creator_id },
      {
        kind: 'hit_answered',
        title: `${responder} answered your hit`,
        body: facts.name,
        link: '/matches?tab=hits',
        mail: creator?.email
          ? hitResponseMail({
              to: creator.email,
              creator: creator.full_name,
              responder,
              club: facts.name,
              start,
              zone: facts.zone,
              locale: facts.locale,
              comments: input.body.comments,
              link: `${ctx.config.publicUrl}/matches?tab=hits`,
            })
          : undefined,
      },
    );
    return (await recordsOf(tx, [hit], me))[0];
  });
}

/** The creator's hit, locked, with one of its responses. */
async function creatorsResponse(ctx: Ctx, tx: Tx, hitId: number, responseId: number) {
  const me = actorOf(ctx).playerId;
  const { hit } = await loadVisibleHit(ctx, hitId, tx, true);
  if (hit.creator_id !== me) throw forbidden(hitMessages.notCreator);
  const [response] = await tx
    .select()
    .from(matchaHitResponses)
    .where(and(eq(matchaHitResponses.id, responseId), eq(matchaHitResponses.hit_id, hit.id)))
    .for('update');
  if (!response) throw notFound(hitMessages.responseNotFound);
  return { hit, response };
}

/** POST /api/matchahitrequest/{id}/accept/ {response}: the creator takes a responder; the hit is Confirmed when no players are needed; the responder gets an e-mail. */
export async function acceptResponse({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; body: AnswerHit };
}): Promise<Hit> {
  const me = actorOf(ctx).playerId;
  await loadVisibleHit(ctx, input.id);
  return ctx.db.transaction(async (tx) => {
    const { hit, response } = await creatorsResponse(ctx, tx, input.id, input.body.response);
    assertOpen(hit);
    if (response.status !== 'P') throw conflict(hitMessages.notPending);
    if (hit.players_needed === 0) throw conflict(hitMessages.full);
    await tx.update(matchaHitResponses).set({ status: 'A' }).where(eq(matchaHitResponses.id, response.id));
    const [row] = await tx
      .update(matchaHits)
      .set({ players_needed: hit.players_needed - 1, agreed_start: hit.agreed_start ?? response.start_time })
      .where(eq(matchaHits.id, hit.id))
      .returning();
    const facts = (await getClubsMatchaFacts(tx, [hit.club_id])).get(hit.club_id)!;
    const people = await namesAndEmailsOf(tx, [hit.creator_id, response.responder_id]);
    const responder = people.get(response.responder_id);
    const creator = people.get(me)?.full_name ?? 'The player';
    await notify(
      tx,
      ctx.mailer,
      { playerId: response.responder_id },
      {
        kind: 'hit_answered',
        title: `${creator} accepted your answer to their hit`,
        body: facts.name,
        link: '/matches?tab=hits',
        mail: responder?.email
          ? hitAcceptedMail({
              to: responder.email,
              responder: responder.full_name,
              creator,
              club: facts.name,
              start: row.agreed_start!,
              zone: facts.zone,
              locale: facts.locale,
              link: `${ctx.config.publicUrl}/matches?tab=hits`,
            })
          : undefined,
      },
    );
    return (await recordsOf(tx, [row], me))[0];
  });
}

/** POST /api/matchahitrequest/{id}/decline/ {response}: the creator turns a response down. */
export async function declineResponse({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; body: AnswerHit };
}): Promise<Hit> {
  const me = actorOf(ctx).playerId;
  await loadVisibleHit(ctx, input.id);
  return ctx.db.transaction(async (tx) => {
    const { hit, response } = await creatorsResponse(ctx, tx, input.id, input.body.response);
    if (response.status !== 'P') throw conflict(hitMessages.notPending);
    await tx.update(matchaHitResponses).set({ status: 'D' }).where(eq(matchaHitResponses.id, response.id));
    return (await recordsOf(tx, [hit], me))[0];
  });
}

/** POST /api/matchahitrequest/{id}/withdraw/: a responder takes their response back; an accepted place opens again. */
export async function withdrawResponse({ ctx, id }: { ctx: Ctx; id: number }): Promise<Hit> {
  const me = actorOf(ctx).playerId;
  await loadVisibleHit(ctx, id);
  return ctx.db.transaction(async (tx) => {
    const { hit } = await loadVisibleHit(ctx, id, tx, true);
    const [response] = await tx
      .select()
      .from(matchaHitResponses)
      .where(and(eq(matchaHitResponses.hit_id, hit.id), eq(matchaHitResponses.responder_id, me)))
      .for('update');
    if (!response || response.status === 'W') throw notFound(hitMessages.responseNotFound);
    await tx.update(matchaHitResponses).set({ status: 'W' }).where(eq(matchaHitResponses.id, response.id));
    let row = hit;
    if (response.status === 'A') {
      const [others] = await tx
        .select({ start: matchaHitResponses.start_time })
        .from(matchaHitResponses)
        .where(and(eq(matchaHitResponses.hit_id, hit.id), eq(matchaHitResponses.status, 'A')))
        .orderBy(asc(matchaHitResponses.id))
        .limit(1);
      [row] = await tx
        .update(matchaHits)
        .set({ players_needed: hit.players_needed + 1, agreed_start: others?.start ?? null })
        .where(eq(matchaHits.id, hit.id))
        .returning();
    }
    return (await recordsOf(tx, [row], me))[0];
  });
}
