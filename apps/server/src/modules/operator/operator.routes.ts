import { operatorContract } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import { serviceFigures } from './operator-figures.service';
import { findPerson, operatorClubs, verificationQueue } from './operator-reads.service';
import * as operator from './operator.service';

/** The operator console's calls (issue 31; docs/operator.md): 'operator' access, Rally's operators only. */
export async function operatorRoutes(app: App) {
  route(app, operatorContract.queue, async (req) => verificationQueue({ ctx: ctxOf(req) }));
  route(app, operatorContract.verify, async (req) => operator.verifyClub({ ctx: ctxOf(req), clubId: req.params.id }));
  route(app, operatorContract.refuse, async (req) =>
    operator.refuseClub({ ctx: ctxOf(req), clubId: req.params.id, input: req.body }),
  );
  route(app, operatorContract.clubs, async (req) => operatorClubs({ ctx: ctxOf(req), input: req.query }));
  route(app, operatorContract.suspend, async (req) =>
    operator.suspendClub({ ctx: ctxOf(req), clubId: req.params.id, input: req.body }),
  );
  route(app, operatorContract.restore, async (req) => operator.restoreClub({ ctx: ctxOf(req), clubId: req.params.id }));
  route(app, operatorContract.figures, async (req) => serviceFigures({ ctx: ctxOf(req) }));
  route(app, operatorContract.person, async (req) => findPerson({ ctx: ctxOf(req), email: req.query.email }));
  route(app, operatorContract.resendVerification, async (req) =>
    operator.resendPersonVerification({ ctx: ctxOf(req), userId: req.params.id }),
  );
}
