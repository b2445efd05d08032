import type { Tournament } from '@rally/domain';
import { confirmAction } from '../../../components/confirm-action';

/**
 * Before a draw with fewer teams set up than the tournament's NumberOfTeams, asks the organiser
 * (a draw of 2 of 6 teams went ahead silently: issue 27; the server refuses it unless confirmed).
 * Resolves to the draw's `confirm_missing_teams`: true when teams are missing and the organiser
 * goes ahead, false when none is missing, null when the organiser stops to add them.
 */
export async function confirmMissingTeams(t: Tournament): Promise<boolean | null> {
  const have = t.team_set.length;
  const wanted = t.params.NumberOfTeams ?? 0;
  if (have >= wanted) return false;
  const missing = wanted - have;
  const ok = await confirmAction({
    title: `Draw with ${have} of the ${wanted} teams?`,
    message: `Only ${have} of the ${wanted} teams are set up. The draw locks the teams: the ${missing} missing ${missing === 1 ? 'team' : 'teams'} cannot be added afterwards.`,
    confirmLabel: `Draw with ${have} teams`,
    cancelLabel: 'Add teams first',
    danger: false,
  });
  return ok ? true : null;
}
