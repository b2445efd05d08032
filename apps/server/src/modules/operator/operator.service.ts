import { operatorMessages, type OperatorReason } from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Tx } from '../../db/client';
import { conflict, invalid, notFound } from '../../http/errors';
import { firstAgentsOf, lockClubForOperator, setClubOperatorState } from '../clubs/club-operator.service';
import { namesAndEmailsOf } from '../players/people.service';
import { findUser } from '../auth/users.service';
import { resendVerification } from '../players/contact-verification.service';
import type { Mail } from '../../integrations/mail/mailer';
import { clubClosedMail, clubRestoredMail, clubVerifiedMail } from './operator.mails';
import * as clock from '../../clock';

// The operators' commands (issue 31, docs/operator.md), each in one transaction with the club's
// row locked: the decision and the e-mail that tells the club's AGENT commit together, or neither.
// The route guard lets only operators call them ('operator' access, http/auth.ts).

type Ctx = Pick<ServiceContext, 'db' | 'mailer' | 'config'>;
type Locked = NonNullable<Awaited<ReturnType<typeof lockClubForOperator>>>;
type ToAgent = { to: string; name: string; club: string };

/** Locks the club, runs the command, and queues its e-mail to the club's AGENT (or the club's address). */
async function onClub(
  ctx: Ctx,
  clubId: number,
  command: (
    tx: Tx,
    club: Locked,
  ) => Promise<{ result: Awaited<ReturnType<typeof setClubOperatorState>>; mail: (to: ToAgent) => Mail }>,
) {
  return ctx.db.transaction(async (tx) => {
    const club = await lockClubForOperator(tx, clubId);
    if (!club) throw notFound(operatorMessages.clubNotFound);
    const { result, mail } = await command(tx, club);
    const agent = (await firstAgentsOf(tx, [club.id])).get(club.id);
    const person = agent ? (await namesAndEmailsOf(tx, [agent])).get(agent) : undefined;
    const to = person?.email || club.email;
    if (to) await ctx.mailer.queue(tx, mail({ to, name: person?.full_name ?? '', club: club.name }));
    return result;
  });
}

/** Verifies a signed-up club: it joins the club search; its AGENT hears by e-mail. */
export function verifyClub({ ctx, clubId }: { ctx: Ctx; clubId: number }) {
  return onClub(ctx, clubId, async (tx, club) => {
    if (club.verified) throw conflict(operatorMessages.alreadyVerified);
    if (club.refused_reason) throw conflict(operatorMessages.alreadyRefused);
    const result = await setClubOperatorState(tx, club.id, { verified: true, at: clock.now() });
    return { result, mail: (to) => clubVerifiedMail({ ...to, publicUrl: ctx.config.publicUrl }) };
  });
}

/**
 * Refuses a sign-up with a reason: it leaves the queue, stays out of the search and is suspended
 * with that reason (its staff see the suspended page; its data is kept), and its AGENT may sign a
 * club up again. Its AGENT hears why by e-mail.
 */
export function refuseClub({ ctx, clubId, input }: { ctx: Ctx; clubId: number; input: OperatorReason }) {
  return onClub(ctx, clubId, async (tx, club) => {
    if (club.verified) throw conflict(operatorMessages.alreadyVerified);
    if (club.refused_reason) throw conflict(operatorMessages.alreadyRefused);
    const result = await setClubOperatorState(tx, club.id, {
      refused_reason: input.reason,
      suspended_reason: input.reason,
      at: clock.now(),
    });
    return { result, mail: (to) => clubClosedMail({ ...to, reason: input.reason, refused: true }) };
  });
}

/** Suspends a club with a reason: its staff and players are refused (CLUB_SUSPENDED), its data kept, the search leaves it out. */
export function suspendClub({ ctx, clubId, input }: { ctx: Ctx; clubId: number; input: OperatorReason }) {
  return onClub(ctx, clubId, async (tx, club) => {
    if (club.suspended_reason) throw conflict(operatorMessages.alreadySuspended);
    const result = await setClubOperatorState(tx, club.id, { suspended_reason: input.reason, at: clock.now() });
    return { result, mail: (to) => clubClosedMail({ ...to, reason: input.reason, refused: false }) };
  });
}

/** Lifts a suspension (a refused sign-up stays refused: restoring it opens it, still unverified). */
export function restoreClub({ ctx, clubId }: { ctx: Ctx; clubId: number }) {
  return onClub(ctx, clubId, async (tx, club) => {
    if (!club.suspended_reason) throw conflict(operatorMessages.notSuspended);
    const result = await setClubOperatorState(tx, club.id, { suspended_reason: null, at: clock.now() });
    return { result, mail: clubRestoredMail };
  });
}

/** Sends the person a new link to verify their first unverified e-mail address. */
export async function resendPersonVerification({ ctx, userId }: { ctx: Ctx; userId: number }) {
  return ctx.db.transaction(async (tx) => {
    if (!(await findUser(tx, userId))) throw notFound(operatorMessages.personNotFound);
    const sentTo = await resendVerification(tx, { mailer: ctx.mailer, publicUrl: ctx.config.publicUrl }, userId);
    if (!sentTo) throw invalid(operatorMessages.noUnverifiedEmail);
    return { detail: operatorMessages.verificationSent(sentTo) };
  });
}
