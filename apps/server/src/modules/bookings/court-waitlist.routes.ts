import { checkInContract as ci, courtWaitlistContract as c } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import * as waitlist from './court-waitlist.service';
import * as checkIns from './check-ins.service';
import * as codes from './court-check-in-codes.service';

// The waiting list for courts and check-in (issue 29): docs/court-waitlist.md.

export async function courtWaitlistRoutes(app: App) {
  route(app, c.join, async (req) =>
    waitlist.joinCourtWaitlist({ ctx: ctxOf(req), input: { club: req.params.id, body: req.body } }),
  );
  route(app, c.mine, async (req) => waitlist.myCourtWaitlist({ ctx: ctxOf(req), club: req.query.club }));
  route(app, c.list, async (req) => waitlist.clubCourtWaitlist({ ctx: ctxOf(req), club: req.query.club }));
  route(app, c.claim, async (req) => waitlist.claimHeldCourt({ ctx: ctxOf(req), id: req.params.id }));
  route(app, c.leave, async (req) => waitlist.leaveCourtWaitlist({ ctx: ctxOf(req), id: req.params.id }));
}

/** Check-in (issue 29): the player's by a court's code, staff's tick, the day view's ticks, the courts' codes. */
export async function checkInRoutes(app: App) {
  route(app, ci.playerCheckIn, async (req) =>
    checkIns.playerCheckIn({
      ctx: ctxOf(req),
      input: { club: req.params.id, court: req.body.court, code: req.body.code },
    }),
  );
  route(app, ci.staffCheckIn, async (req) => checkIns.staffCheckIn({ ctx: ctxOf(req), id: req.params.id }));
  route(app, ci.dayCheckIns, async (req) => checkIns.dayCheckIns({ ctx: ctxOf(req), input: req.query }));
  route(app, ci.courtCodes, async (req) => codes.listCourtCodes({ ctx: ctxOf(req), club: req.params.id }));
  route(app, ci.renewCourtCode, async (req) => codes.renewCourtCode({ ctx: ctxOf(req), id: req.params.id }));
}
