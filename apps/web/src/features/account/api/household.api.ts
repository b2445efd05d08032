import { householdContract, type Junior } from '@rally/domain';
import { call } from '../../../lib/endpoint';
import { householdKey } from '../../../lib/household';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST /api/user/household/ (no id) or PATCH /api/user/household/{id}/. */
export function useSaveJunior(id: number | null) {
  return useApiMutation({
    mutationKey: ['household', 'save', id],
    mutationFn: (body: Junior) =>
      id === null
        ? call(householdContract.addJunior, { body })
        : call(householdContract.updateJunior, { params: { id }, body }),
    invalidates: [householdKey()],
  });
}

/** DELETE /api/user/household/{id}/. */
export function useRemoveJunior() {
  return useApiMutation({
    mutationKey: ['household', 'remove'],
    mutationFn: (id: number) => call(householdContract.removeJunior, { params: { id } }),
    invalidates: [householdKey()],
  });
}
