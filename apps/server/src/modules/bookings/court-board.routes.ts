import { courtBoardContract } from '@rally/domain';
import { route } from '../../http/contract-route';
import { closeEventStreamsOnShutdown } from '../../http/event-stream';
import { ctxOf, type App } from '../../http/route-helpers';
import * as board from './court-board.service';
import { streamBoardChanges, streamDayViewChanges } from './court-board-events.service';

// The live court board and the live day view (issue 29): docs/court-board.md.

export async function courtBoardRoutes(app: App) {
  closeEventStreamsOnShutdown(app);
  route(app, courtBoardContract.link, async (req) => board.getCourtBoardLink({ ctx: ctxOf(req), club: req.params.id }));
  route(app, courtBoardContract.createLink, async (req) =>
    board.createCourtBoardLink({ ctx: ctxOf(req), club: req.params.id }),
  );
  route(app, courtBoardContract.revokeLink, async (req) =>
    board.revokeCourtBoardLink({ ctx: ctxOf(req), club: req.params.id }),
  );
  route(app, courtBoardContract.board, async (req) =>
    board.readCourtBoard({ ctx: ctxOf(req), token: req.params.token }),
  );
  route(app, courtBoardContract.boardEvents, async (req, reply) => {
    await streamBoardChanges({ ctx: ctxOf(req), token: req.params.token, request: req, reply });
    return reply;
  });
  route(app, courtBoardContract.dayViewEvents, async (req, reply) => {
    await streamDayViewChanges({ ctx: ctxOf(req), club: req.query.club, request: req, reply });
    return reply;
  });
}
