import { useQuery } from '@tanstack/react-query';
import { coachesContract, type AddCoach, type UpdateClubCoach } from '@rally/domain';
import { call, keyOf, queryOf } from '../../../lib/endpoint';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { clubInvitationsKey } from './invitations.api';

/** GET /api/clubcoach/?club: the club's coaches with their settings. */
export const useClubCoaches = (clubId: number) =>
  useQuery(queryOf(coachesContract.list, { query: { club: clubId, page_size: 1000 } }));

const useCoachCommand = <Input, Output>(clubId: number, mutationFn: (input: Input) => Promise<Output>) =>
  useApiMutation({ mutationFn, invalidates: [keyOf(coachesContract.list, { query: { club: clubId } })] });

/** POST /api/club/{id}/add_coach/ {email, club_coach}: invites the player to coach (202, the invitation; AGENT only). */
export const useAddCoach = (clubId: number) =>
  useApiMutation({
    mutationFn: (body: AddCoach) => call(coachesContract.add, { params: { id: clubId }, body }),
    invalidates: [clubInvitationsKey(clubId)],
  });

/** PATCH /api/clubcoach/{id}/. */
export const useUpdateClubCoach = (clubId: number) =>
  useCoachCommand(clubId, ({ id, ...body }: UpdateClubCoach & { id: number }) =>
    call(coachesContract.update, { params: { id }, body }),
  );

/** POST /api/club/{id}/remove_coach/ {coach}. */
export const useRemoveCoach = (clubId: number) =>
  useCoachCommand(clubId, (coach: number) => call(coachesContract.remove, { params: { id: clubId }, body: { coach } }));
