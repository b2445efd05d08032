import type { App } from '../http/route-helpers';
import { authRoutes } from './auth/auth.routes';
import { devRoutes } from './dev/dev.routes';
import { referenceRoutes } from './reference/reference.routes';

/** Every area's routes, registered under /api in this order. */
export const apiModules: ((app: App) => Promise<void>)[] = [authRoutes, referenceRoutes, devRoutes];
