import { findAHitContract } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import { toPage } from '../../http/paging';
import * as matcha from './find-a-hit.service';
import { getHit, listHitClubs, listHits } from './hit-reads.service';
import * as responses from './hit-responses.service';
import * as availability from './availability.service';

/** Find-a-hit (spec 3 §7 "Hit requests and matches"; docs/find-a-hit.md): the list of the spec, and the commands designed beside it. */
export async function findAHitRoutes(app: App) {
  route(app, findAHitContract.list, async (req) => {
    const { count, rows } = await listHits({ ctx: ctxOf(req), input: req.query });
    return toPage(req, req.query, count, rows);
  });
  route(app, findAHitContract.clubs, async (req) => listHitClubs({ ctx: ctxOf(req) }));
  route(app, findAHitContract.availability, async (req) => availability.getAvailability({ ctx: ctxOf(req) }));
  route(app, findAHitContract.setAvailability, async (req) =>
    availability.setAvailability({ ctx: ctxOf(req), input: req.body }),
  );
  route(app, findAHitContract.create, async (req) => matcha.createHit({ ctx: ctxOf(req), input: req.body }));
  route(app, findAHitContract.get, async (req) => getHit({ ctx: ctxOf(req), id: req.params.id }));
  route(app, findAHitContract.respond, async (req) =>
    responses.respondToHit({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );
  route(app, findAHitContract.accept, async (req) =>
    responses.acceptResponse({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );
  route(app, findAHitContract.decline, async (req) =>
    responses.declineResponse({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );
  route(app, findAHitContract.withdraw, async (req) =>
    responses.withdrawResponse({ ctx: ctxOf(req), id: req.params.id }),
  );
  route(app, findAHitContract.cancel, async (req) => matcha.cancelHit({ ctx: ctxOf(req), id: req.params.id }));
  route(app, findAHitContract.bookCourt, async (req) =>
    matcha.bookCourtForHit({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );
}
