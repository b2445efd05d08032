import { useQuery } from '@tanstack/react-query';
import { twoFactorRequired, type twoFactorContract } from '@rally/domain';
import { endpointRef, queryOf } from './endpoint';
import { isLoggedIn } from './auth-token';
import { useCurrentPlayer } from './session';

// An AGENT without two-step sign-in is sent to set it up before any club page works (issue 31,
// docs/two-factor.md): the server refuses their club staff calls with a 403 until it is on.

/** Where two-step sign-in and the signed-in sessions are. */
export const SECURITY_PATH = '/me/security';

const status = endpointRef<typeof twoFactorContract.status>({ method: 'GET', path: '/user/two-factor/' });

/**
 * GET /api/user/two-factor/ as a query: read with the dashboard's first reads (dashboard-data,
 * first-reads), so a drawn section's app finds it in the page and asks the API for nothing again.
 */
export const twoFactorStatusQuery = () => queryOf(status);

/** The roles the person holds as an active administrator, at every club. */
const activeRoles = (player: { club_admin_set: readonly { status: string; roles: readonly string[] }[] }) =>
  player.club_admin_set.filter((a) => a.status === 'A').flatMap((a) => a.roles);

/**
 * Where the dashboard (or the operator console, `operator`) must send the person first (the
 * set-up), or null. The roles say whether to ask at all; the server's answer decides (a test
 * server exempts AGENTs and operators: docs/two-factor.md).
 */
export function useTwoStepSetUpFirst({ operator = false } = {}): string | null {
  const player = useCurrentPlayer().data;
  const maybe = Boolean(player && twoFactorRequired({ operator }, activeRoles(player)));
  const query = useQuery({ ...twoFactorStatusQuery(), enabled: maybe && isLoggedIn() });
  return query.data?.required && !query.data.enabled ? `${SECURITY_PATH}?required=1` : null;
}
