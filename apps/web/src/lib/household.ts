import { householdContract } from '@rally/domain';
import { keyOf, queryOf } from './endpoint';

// The caller's household (issue 30; docs/households.md): the juniors the Me page manages and the
// booking and clinic screens offer as "who plays". Shared here, as features do not import each other.

/** GET /api/user/household/: the caller's juniors. */
export const householdQuery = () => queryOf(householdContract.listJuniors);

/** The key every household change invalidates. */
export const householdKey = () => keyOf(householdContract.listJuniors);
