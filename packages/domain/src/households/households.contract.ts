import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { noContent } from '../contract/no-content';
import { recordId } from '../validation/ids';
import { householdJuniorSchema, juniorSchema } from './household.schema';

// The caller's household (issue 30; docs/households.md): the juniors they manage. 'user' routes:
// the service checks that the caller is the junior's guardian (households.service `assertGuardian`).

const tags = ['players'];
const params = z.object({ id: recordId() });

/** The juniors of the caller's household (the Me page's Household section). */
export const householdContract = {
  listJuniors: endpoint({
    method: 'GET',
    path: '/user/household/',
    access: 'user',
    response: { 200: z.array(householdJuniorSchema) },
    summary: "The juniors of the caller's household, youngest last",
    tags,
  }),
  addJunior: endpoint({
    method: 'POST',
    path: '/user/household/',
    access: 'user',
    body: juniorSchema,
    response: { 201: householdJuniorSchema },
    summary: 'Add a junior (under 18 today): a player without a login or e-mail address, with the caller as guardian',
    tags,
  }),
  updateJunior: endpoint({
    method: 'PATCH',
    path: '/user/household/:id/',
    access: 'user',
    params,
    body: juniorSchema,
    response: { 200: householdJuniorSchema },
    summary: "Change a junior's names, date of birth or gender (their guardian only; anyone else: 404)",
    tags,
  }),
  removeJunior: endpoint({
    method: 'DELETE',
    path: '/user/household/:id/',
    access: 'user',
    params,
    response: { 204: noContent },
    summary:
      'Remove a junior from the household (refused while they have bookings or clinic places still to come); their past records stay',
    tags,
  }),
};
