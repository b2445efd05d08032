// What every club dashboard section needs: the current club, the player's standing there, the
// club's subscription features and the sidebar state. Sections import this (features may not
// import each other); the layout in app/layouts/dashboard-layout.tsx draws it.
import {
  canEnter,
  canOpenClubDashboard,
  featureLabels,
  inactiveLinkMessage,
  managedClubsOf,
  menuFor,
  menuItemForSection,
  resolveMenuLink,
  standingAt,
  type Area,
  type ClubFormat,
  type ClubStanding,
  type clubsContract,
  type DashboardSection,
  type FeatureName,
  type MenuItem,
  type MenuItemState,
  type MenuLinkState,
} from '@rally/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { cacheKeys, readCache, writeCache } from './cache';
import { parseClubId } from './club-id';
import { endpointRef, keyOf, queryOf } from './endpoint';
import { useClubFormat } from './format';
import { useCurrentPlayer } from './session';

/** The URL of a dashboard section for a club, optionally on one sub-link (`?tab=`). */
export function dashboardHref(section: DashboardSection, clubId: number | null, tab?: string | null): string {
  const query = new URLSearchParams();
  if (clubId !== null) query.set('clubId', String(clubId));
  if (tab) query.set('tab', tab);
  const qs = query.toString();
  return `/clubs/dashboard/${section}${qs ? `?${qs}` : ''}`;
}

/**
 * The way into a club's dashboard from outside it: no section, so the dashboard opens the area
 * last used there, or the first the person's role may open (never a lock page).
 */
export const clubDashboardHref = (clubId: number) => `/clubs/dashboard?clubId=${clubId}`;

/**
 * What a sub-link the club's subscription lacks does when used (spec 1 §2): nothing visible, a
 * line in the console naming the feature.
 */
export function announceInactiveLink(item: Pick<MenuItem, 'label' | 'feature'>, link?: { label: string }) {
  console.info(inactiveLinkMessage(item, link));
}

/** The hint shown on a muted (inactive) link. */
export const inactiveLinkHint = (feature: FeatureName | null) =>
  `Needs the ${feature ? featureLabels[feature] : 'matching'} feature in the club's subscription`;

/** The hint shown on a disabled link: the player's roles do not allow it (spec 1 §6). */
export const noRoleHint = "Your role doesn't include this";

/** The last active dashboard menu (spec 1 §2): a menu item key, 'clubs' (the player area) by default. */
export const readActiveMenu = () => readCache<string>(cacheKeys.activeMenu, 'clubs');
export const rememberActiveMenu = (key: string) => writeCache(cacheKeys.activeMenu, key);

// Not one of the spec's cached values, so it is not in cacheKeys; it lives under the same prefix.
const navCollapsedKey = 'dashboard.navCollapsed';
/** Whether the desktop sidebar was last left collapsed to its icons. */
export const readNavCollapsed = () => readCache<boolean>(navCollapsedKey, false);
export const rememberNavCollapsed = (collapsed: boolean) => writeCache(navCollapsedKey, collapsed);

// The club's endpoints by reference (lib/endpoint.ts): the start and the layouts carry no zod.
type Clubs = typeof clubsContract;
const clubDetail = endpointRef<Clubs['detail']>({ method: 'GET', path: '/club/:id/' });
const clubFeatures = endpointRef<Clubs['features']>({ method: 'GET', path: '/clubfeature/' });

/** The key of GET /api/club/{id}/; a prefix of the club's set-up checklist too (GET /api/club/{id}/setup/). */
export const clubKey = (clubId: number) => keyOf(clubDetail, { params: { id: clubId } });

/** Every key of the club's features (GET /api/clubfeature/?club=N): what a change to a feature makes stale. */
export const clubFeaturesKey = (clubId: number) => keyOf(clubFeatures, { query: { club: clubId } });

/** GET /api/club/{id}/ as a query (the dashboard's route data starts it with the page's code). */
export const clubQuery = (clubId: number) => queryOptions(queryOf(clubDetail, { params: { id: clubId } }));

/** GET /api/club/{id}/: the club with the fields its administrators may see. */
export function useClub(clubId: number | null) {
  return useQuery({ ...clubQuery(clubId ?? 0), enabled: clubId !== null });
}

/** GET /api/clubfeature/?club=N as a query. */
export const clubFeaturesQuery = (clubId: number) =>
  queryOptions({ ...queryOf(clubFeatures, { query: { club: clubId, page_size: 1000 } }), staleTime: 5 * 60_000 });

/** The format of a club known by id (its locale, zone and currency; the club detail is read once and cached). */
export const useClubFormatOf = (clubId: number | null): ClubFormat => useClubFormat(useClub(clubId).data);

/** The dashboard club's format (`?clubId=`) for a component it is not passed to. */
export function useDashboardFormat(): ClubFormat {
  const [params] = useSearchParams();
  return useClubFormatOf(parseClubId(params.get('clubId')));
}

/** GET /api/clubfeature/?club=N: the club's market features, switched on or off. */
export function useClubFeatures(clubId: number | null, options: { enabled?: boolean } = {}) {
  return useQuery({ ...clubFeaturesQuery(clubId ?? 0), enabled: clubId !== null && (options.enabled ?? true) });
}

/** The `clubId` query parameter (in its own module: the entry reads it too, app/first-reads.ts). */
export { parseClubId };

const noStanding: ClubStanding = { adminStatus: null, roles: [], isCoach: false };

/** The dashboard's view of the current club. */
export type DashboardClubState = {
  /** The `clubId` query parameter; null when absent. */
  clubId: number | null;
  /** The clubs the player may open a dashboard for, by name. */
  clubs: { id: number; name: string }[];
  /** The player's standing at the current club. */
  standing: ClubStanding;
  /** True while the current player is not known yet. */
  isLoading: boolean;
  /** True while the player is being re-read from the server: refusing access waits for the fresh copy. */
  isRefreshing: boolean;
  /** The player could not be loaded. */
  error: Error | null;
  /** An active administrator or a coach of the club: may open its dashboard. */
  hasAccess: boolean;
  /** Names of the club's enabled market features; null until known. */
  enabledFeatures: ReadonlySet<string> | null;
  /** True while the club's features are being read: the landing waits for them (it must be a section the package includes). */
  featuresPending: boolean;
  /** The sidebar with `enabled` and `active` flags. */
  menu: MenuItemState[];
  /** True when the standing may enter the area (spec 1 §6). */
  canEnter: (area: Area) => boolean;
};

/** The current club of the dashboard (`?clubId=`), the player's standing there and its features. */
export function useDashboardClub(): DashboardClubState {
  const [params] = useSearchParams();
  const clubId = parseClubId(params.get('clubId'));
  const player = useCurrentPlayer();
  const standing = useMemo(
    () => (player.data && clubId !== null ? standingAt(player.data, clubId) : noStanding),
    [player.data, clubId],
  );
  const hasAccess = canOpenClubDashboard(standing);
  const features = useClubFeatures(clubId, { enabled: hasAccess });
  const enabledFeatures = useMemo(
    () => (features.data ? new Set(features.data.results.filter((f) => f.enabled).map((f) => f.feature.name)) : null),
    [features.data],
  );
  const clubs = useMemo(() => (player.data ? managedClubsOf(player.data) : []), [player.data]);
  const menu = useMemo(() => menuFor(standing, enabledFeatures), [standing, enabledFeatures]);
  return {
    clubId,
    clubs,
    standing,
    isLoading: player.isPending,
    isRefreshing: player.isFetching,
    error: player.error,
    hasAccess,
    enabledFeatures,
    featuresPending: hasAccess && features.isPending && !features.error,
    menu,
    canEnter: (area) => canEnter(area, standing),
  };
}

/** The open section (from the path), its menu item and the sub-link `?tab=` selects. */
export type DashboardSectionState = {
  section: DashboardSection | null;
  item: MenuItemState | undefined;
  link: MenuLinkState | undefined;
};

/** The section the dashboard shows and the sub-link chosen by `?tab=` (or the first the player may use). */
export function useDashboardSection(menu: readonly MenuItemState[]): DashboardSectionState {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const segment = pathname.replace(/\/+$/, '').split('/clubs/dashboard/')[1]?.split('/')[0];
  const item = menuItemForSection(menu, segment);
  return {
    section: item ? item.section : null,
    item,
    link: item ? resolveMenuLink(item, params.get('tab')) : undefined,
  };
}
