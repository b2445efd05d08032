import type { clubSettingsContract, UpdateClubFeature } from '@rally/domain';
import { clubFeaturesKey } from './dashboard';
import { call, endpointRef } from './endpoint';
import { useApiMutation } from './use-api-mutation';

// A club's feature is changed in one place: its switch (Club Settings › Subscription, AGENT) and
// its params (each area's Settings tab: court bookings, point of sale, matcha, clinics) all go
// through this hook. It lives in lib/ because features do not import each other.

const updateFeature = endpointRef<(typeof clubSettingsContract)['updateFeature']>({
  method: 'PATCH',
  path: '/clubfeature/:id/',
});

/**
 * PATCH /api/clubfeature/{id}/: switch a feature on or off, or change its params (merged over the
 * stored ones). Afterwards the club's features are read again, with whatever else the caller
 * names as made stale (`alsoStale`: the store's priced carts, the hit board...).
 */
export const useSaveClubFeature = (clubId: number, alsoStale: readonly (readonly unknown[])[] = []) =>
  useApiMutation({
    mutationFn: ({ id, ...body }: UpdateClubFeature & { id: number }) => call(updateFeature, { params: { id }, body }),
    invalidates: [clubFeaturesKey(clubId), ...alsoStale],
  });
