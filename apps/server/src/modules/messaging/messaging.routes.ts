import { messagingContract as c } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import { toPage } from '../../http/paging';
import * as groups from './message-groups.service';
import * as threadsService from './threads.service';

/** Club messages (spec 2 §7 Messages): groups, threads, replies, read positions; messagingContract declares them. */
export async function messagingRoutes(app: App) {
  route(app, c.groups, async (req) => {
    const { count, rows } = await groups.listMessageGroups({ ctx: ctxOf(req), input: req.query });
    return toPage(req, req.query, count, rows);
  });
  route(app, c.pickableMembers, async (req) =>
    groups.pickableMembers({
      ctx: ctxOf(req),
      input: { club: req.query.club, search: req.query.search, ids: req.query.ids?.split(',').map(Number) },
    }),
  );
  route(app, c.groupClinics, async (req) => groups.clinicsForGroups({ ctx: ctxOf(req), club: req.query.club }));
  route(app, c.createGroup, async (req) => {
    const { club, ...body } = req.body;
    return groups.createMessageGroup({ ctx: ctxOf(req), input: { club, body } });
  });
  route(app, c.updateGroup, async (req) =>
    groups.updateMessageGroup({ ctx: ctxOf(req), input: { id: req.params.id, changes: req.body } }),
  );
  route(app, c.deleteGroup, async (req) => {
    await groups.deleteMessageGroup({ ctx: ctxOf(req), id: req.params.id });
  });
  route(app, c.groupClubMembers, async (req) =>
    groups.groupClubMembers({ ctx: ctxOf(req), input: { id: req.params.id, members: req.body.members } }),
  );

  route(app, c.inbox, async (req) => threadsService.inboxClubs({ ctx: ctxOf(req) }));
  route(app, c.threads, async (req) => {
    const { count, rows } = await threadsService.listThreads({ ctx: ctxOf(req), input: req.query });
    return toPage(req, req.query, count, rows);
  });
  route(app, c.startThread, async (req) => threadsService.startThread({ ctx: ctxOf(req), input: req.body }));
  route(app, c.thread, async (req) => threadsService.getThread({ ctx: ctxOf(req), id: req.params.id }));
  route(app, c.postComment, async (req) => threadsService.postComment({ ctx: ctxOf(req), input: req.body }));
  route(app, c.newComments, async (req) =>
    threadsService.newComments({ ctx: ctxOf(req), input: { thread: req.params.thread, after: req.query.after } }),
  );
  route(app, c.markRead, async (req) =>
    threadsService.markRead({ ctx: ctxOf(req), input: { id: req.params.id, read_up_to: req.body.read_up_to } }),
  );
}
