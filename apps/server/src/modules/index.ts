import type { App } from '../http/route-helpers';
import { referenceRoutes } from './reference/reference.routes';

/** Every area's routes, registered under /api in this order. */
export const apiModules: ((app: App) => Promise<void>)[] = [referenceRoutes];
