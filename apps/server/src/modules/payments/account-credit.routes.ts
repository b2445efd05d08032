import { accountCreditContract as c } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import * as credit from './account-credit.service';

/** Account credit (issue 30); docs/account-credit.md has the decisions. */
export async function accountCreditRoutes(app: App) {
  route(app, c.myCredit, async (req) => credit.myAccountCredit({ ctx: ctxOf(req) }));

  route(app, c.myTopUp, async (req) => credit.topUpMyAccountCredit({ ctx: ctxOf(req), input: req.body }));

  route(app, c.balances, async (req) => credit.clubCreditBalances({ ctx: ctxOf(req), input: req.query }));

  route(app, c.statement, async (req) =>
    credit.personCreditStatement({ ctx: ctxOf(req), input: { club: req.query.club, player: req.params.player } }),
  );

  route(app, c.tillBalance, async (req) =>
    credit.tillCreditBalance({ ctx: ctxOf(req), input: { club: req.query.club, player: req.params.player } }),
  );

  route(app, c.adjust, async (req) => credit.adjustAccountCredit({ ctx: ctxOf(req), input: req.body }));

  route(app, c.topUp, async (req) => credit.topUpAccountCredit({ ctx: ctxOf(req), input: req.body }));
}
