import type { AreaEventHandlers } from './events/bus';
import { accountEventHandlers } from './modules/account/account.events';
import { clinicsEventHandlers } from './modules/clinics/clinics.events';
import { membersEventHandlers } from './modules/members/members.events';

// Every area's reactions to the events of others (events/app-events.ts), as modules/index.ts lists
// the routes and jobs.ts the jobs: an area that reacts adds its `*.events.ts` handlers here.
// buildApp wires them; the jobs worker runs the later ones. In-transaction handlers of one event
// run in this order.

export const areaEventHandlers: AreaEventHandlers[] = [
  { area: 'members', handlers: membersEventHandlers },
  { area: 'account', handlers: accountEventHandlers },
  { area: 'clinics', handlers: clinicsEventHandlers },
];
