import { coachesContract, invitationsContract } from '@rally/domain';
import { answer, route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import { applyToAdminister } from '../clubs/club-admins.service';
import { inviteAdmin, inviteCoach } from './invitations.service';

// The two paths where an AGENT gives someone a role at the club: it takes effect when they accept
// the invitation (this area). They live here rather than beside the clubs' and coaches' other
// routes because areas depend one way (docs/DEVELOPING.md "Areas depend one way"): invitations
// build on clubs and coaches, so only this area may call both. POST /clubadmin/ is one path with
// two callers: a player applying (clubs) and an AGENT inviting (invitations).

export async function clubRolesRoutes(app: App) {
  route(app, invitationsContract.administer, async (req, reply) => {
    const { email, roles, club } = req.body;
    if (email !== undefined || roles !== undefined)
      return answer(
        reply,
        invitationsContract.administer,
        202,
        await inviteAdmin({ ctx: ctxOf(req), input: { club, body: req.body } }),
      );
    return applyToAdminister({ ctx: ctxOf(req), input: { club } });
  });

  // Adding a coach grants access to the club: an AGENT invites, the player accepts.
  route(app, coachesContract.add, async (req) =>
    inviteCoach({ ctx: ctxOf(req), input: { club: req.params.id, body: req.body } }),
  );
}
