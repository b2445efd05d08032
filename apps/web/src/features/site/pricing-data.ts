import type { RouteDataLoader } from '../../lib/route-data';
import { pricingPackagesQuery } from './pricing-api';

/**
 * The pricing page's first read: the packages on offer with their prices. The server draws the
 * page with it (prerender.tsx, renderPublic), so the prices are in the HTML a visitor first sees.
 */
const prefetchPackages: RouteDataLoader = ({ queryClient }) => {
  void queryClient.prefetchQuery(pricingPackagesQuery());
};
export default prefetchPackages;
