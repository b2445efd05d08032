import { z } from 'zod';
import { applyClubAdminSchema, clubAdminRecordSchema, clubInvitationSchema, coachesContract } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import { applyToAdminister } from '../clubs/club-admins.service';
import { inviteAdmin, inviteCoach } from './invitations.service';

// The two paths where an AGENT gives someone a role at the club: it takes effect when they accept
// the invitation (this area). They live here rather than beside the clubs' and coaches' other
// routes because areas depend one way (docs/DEVELOPING.md "Areas depend one way"): invitations
// build on clubs and coaches, so only this area may call both. POST /clubadmin/ is one path with
// two callers: a player applying (clubs) and an AGENT inviting (invitations).

const clubAdminBody = applyClubAdminSchema.extend({
  email: z
    .string()
    .optional()
    .meta({ description: "An AGENT adding an administrator: the Rally player's e-mail address" }),
  roles: z
    .array(z.string())
    .optional()
    .meta({ description: 'An AGENT adding an administrator: role codes (A C M F N P) or names' }),
});

export async function clubRolesRoutes(app: App) {
  app.post(
    '/clubadmin/',
    {
      config: { access: 'user' },
      schema: {
        tags: ['club administrators'],
        summary:
          'Apply to administer a club ({club}: 201, pending, access S, no roles), or as its AGENT invite a player to administer it ({club, email, roles}: 202, the invitation; it takes effect when they accept)',
        body: clubAdminBody,
        response: { 201: clubAdminRecordSchema, 202: clubInvitationSchema },
      },
    },
    async (req, reply) => {
      const { email, roles, club } = req.body;
      if (email !== undefined || roles !== undefined)
        return reply.code(202).send(await inviteAdmin({ ctx: ctxOf(req), input: { club, body: req.body } }));
      return reply.code(201).send(await applyToAdminister({ ctx: ctxOf(req), input: { club } }));
    },
  );

  // Adding a coach grants access to the club: an AGENT invites, the player accepts.
  route(app, coachesContract.add, async (req) =>
    inviteCoach({ ctx: ctxOf(req), input: { club: req.params.id, body: req.body } }),
  );
}
