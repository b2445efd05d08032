import { z } from 'zod';
import { bulkDeleteMembersSchema, clubIdParam } from '@rally/domain';
import { ctxOf, type App } from '../../http/route-helpers';
import * as actions from './member-bulk-actions.service';

const tags = ['members'];

/** Actions on a selection of the member list (see the module README). */
export async function memberBulkActionRoutes(app: App) {
  app.post(
    '/cmember/bulk_delete/',
    {
      config: { access: { area: 'members', club: 'query' } },
      schema: {
        tags,
        summary:
          "Remove the chosen members of the club (all or none); an id that is not the club's member answers 404 and nothing is removed",
        querystring: z.object({ club: clubIdParam() }),
        body: bulkDeleteMembersSchema,
        response: { 200: z.object({ deleted: z.number() }) },
      },
    },
    async (req) => actions.deleteMembers({ ctx: ctxOf(req), input: { club: req.query.club, body: req.body } }),
  );
}
