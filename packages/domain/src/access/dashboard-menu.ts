/**
 * The club dashboard's sidebar (spec 1 §2, spec 2 §2) as data, with the access area of every
 * sub-link (spec 1 §6) and the market feature that gates it. The web draws the menu from it;
 * tests check who sees what without rendering anything.
 */
import type { FeatureName } from '../reference/reference.schema';
import {
  adminStatuses,
  canEnter,
  roleCodes,
  type AdminStatus,
  type Area,
  type ClubStanding,
  type RoleCode,
} from './access';

/** The routes under /clubs/dashboard/ (spec 1 §2). */
export type DashboardSection =
  | 'club-info'
  | 'members'
  | 'matcha'
  | 'court-bookings'
  | 'newsletters'
  | 'news'
  | 'messages'
  | 'insights'
  | 'transactions'
  | 'point-of-sale'
  | 'clinics'
  | 'competitions';

/** The sidebar icons spec 1 §2 lists; the web maps each to a drawing. */
export type MenuIcon =
  | 'bookings'
  | 'clinics'
  | 'clubs'
  | 'comps'
  | 'insights'
  | 'matcha'
  | 'matches'
  | 'members'
  | 'messages'
  | 'news'
  | 'newsletters'
  | 'payments'
  | 'settings'
  | 'store';

/** A sub-link: opened as `?tab=<key>` on its item's section. */
export type MenuLink = {
  key: string;
  label: string;
  area: Area;
  /** Shown only to those who may enter it (Subscription: AGENT only, spec 2 §6); others are shown disabled. */
  hideWithoutAccess?: boolean;
};

/** A sidebar item: a section with sub-links, or a single item (no links) guarded by its own area. */
export type MenuItem = {
  key: string;
  label: string;
  section: DashboardSection;
  icon: MenuIcon;
  /** The market feature the club needs for the item's links to be active; null when ungated. */
  feature: FeatureName | null;
  /** The area of a single item; for a section, the union of its links' areas decides. */
  area: Area;
  links: readonly MenuLink[];
};

/** The sidebar in display order (spec 1 §1). Link keys are the kebab-case of their labels. */
export const dashboardMenu: readonly MenuItem[] = [
  {
    key: 'members',
    label: 'Members',
    section: 'members',
    icon: 'members',
    feature: 'membership',
    area: 'members',
    links: [
      { key: 'list', label: 'List', area: 'members' },
      { key: 'settings', label: 'Settings', area: 'members' },
      { key: 'fees', label: 'Fees', area: 'members' },
    ],
  },
  {
    key: 'bookings',
    label: 'Bookings',
    section: 'court-bookings',
    icon: 'bookings',
    feature: 'courtbooking',
    area: 'courtBookings',
    links: [
      { key: 'court-bookings', label: 'Court bookings', area: 'courtBookings' },
      { key: 'courts', label: 'Courts', area: 'courtSettings' },
      { key: 'settings', label: 'Settings', area: 'courtSettings' },
    ],
  },
  {
    key: 'matcha',
    label: 'Matcha',
    section: 'matcha',
    icon: 'matcha',
    feature: 'matcha',
    area: 'matcha',
    links: [
      { key: 'hit-requests', label: 'Hit requests', area: 'matcha' },
      // Not in spec 1 §2's list: player invitations (spec 3 §7 POST /player/bulk/, issue 14).
      { key: 'invite-players', label: 'Invite players', area: 'matcha' },
      { key: 'settings', label: 'Settings', area: 'matcha' },
    ],
  },
  {
    key: 'clinics',
    label: 'Clinics',
    section: 'clinics',
    icon: 'clinics',
    feature: 'clinics',
    area: 'clinics',
    links: [
      { key: 'clinics', label: 'Clinics', area: 'clinics' },
      { key: 'settings', label: 'Settings', area: 'clinics' },
    ],
  },
  // Not in spec 1 §2's menu: the club's competitions, run from the dashboard rather than the
  // player area (issue 27).
  {
    key: 'competitions',
    label: 'Competitions',
    section: 'competitions',
    icon: 'comps',
    feature: null,
    area: 'competitions',
    links: [],
  },
  {
    key: 'insights',
    label: 'Insights',
    section: 'insights',
    icon: 'insights',
    feature: null,
    area: 'insights',
    links: [
      { key: 'court-bookings', label: 'Court bookings', area: 'insights' },
      { key: 'coaches', label: 'Coaches', area: 'insights' },
      // Not in spec 1 §2's list: membership trends, which a manager asks for next (issue 16).
      { key: 'membership', label: 'Membership', area: 'insights' },
      // Not in spec 1 §2's list either: revenue by source, netted of refunds (issue 16).
      { key: 'revenue', label: 'Revenue', area: 'insights' },
    ],
  },
  {
    key: 'messages',
    label: 'Messages',
    section: 'messages',
    icon: 'messages',
    feature: null,
    area: 'messages',
    links: [
      { key: 'messages', label: 'Messages', area: 'messages' },
      { key: 'manage-groups', label: 'Manage groups', area: 'messages' },
    ],
  },
  {
    key: 'newsletters',
    label: 'Newsletters',
    section: 'newsletters',
    icon: 'newsletters',
    feature: null,
    area: 'messages',
    links: [],
  },
  // Not in spec 1 §2's menu: the club's news items (spec 3 §3 "News item"; AGENT or COMMUNCIATIONS, issue 14).
  { key: 'news', label: 'News', section: 'news', icon: 'news', feature: null, area: 'messages', links: [] },
  {
    key: 'store',
    label: 'Club Store',
    section: 'point-of-sale',
    icon: 'store',
    feature: 'pointofsale',
    area: 'store',
    links: [
      { key: 'store', label: 'Store', area: 'store' },
      { key: 'manage-items', label: 'Manage items', area: 'store' },
      { key: 'settings', label: 'Settings', area: 'store' },
      // Issue 30: a till's cash-up (docs/cash-up.md).
      { key: 'close-day', label: 'Close the day', area: 'store' },
    ],
  },
  {
    key: 'payments',
    label: 'Payments',
    section: 'transactions',
    icon: 'payments',
    feature: null,
    area: 'payments',
    links: [],
  },
  {
    key: 'club-settings',
    label: 'Club Settings',
    section: 'club-info',
    icon: 'settings',
    feature: null,
    area: 'clubSettings',
    links: [
      { key: 'hours', label: 'Hours', area: 'clubSettings' },
      { key: 'admins', label: 'Admins', area: 'clubSettings' },
      { key: 'facilities', label: 'Facilities', area: 'clubSettings' },
      { key: 'coaches', label: 'Coaches', area: 'clubSettings' },
      // Spec 1 §6: the AGENT "also sees Subscription"; other administrators do not see the link.
      { key: 'subscription', label: 'Subscription', area: 'subscription', hideWithoutAccess: true },
    ],
  },
];

/** How market features read in the product's words. */
export const featureLabels: Record<FeatureName, string> = {
  membership: 'Membership',
  courtbooking: 'Court bookings',
  matcha: 'Matcha',
  clinics: 'Clinics',
  pointofsale: 'Point of sale',
};

/**
 * The market feature each gated dashboard area needs (issue 11): without it the server answers
 * the area's calls 403 with `featureRefusal` (src/access/access.ts on the server, the one place),
 * as the menu shows the item inactive. Areas not named here are not gated.
 */
export const areaFeature: Partial<Record<Area, FeatureName>> = {
  members: 'membership',
  courtBookings: 'courtbooking',
  matcha: 'matcha',
  clinics: 'clinics',
  store: 'pointofsale',
};

/** The 403 sentence of an area the club's package lacks: the feature, and the package that has it. */
export const featureRefusal = (feature: FeatureName, packageName: string | null) =>
  `This club's subscription does not include the ${featureLabels[feature]} feature.` +
  (packageName
    ? ` It comes with the ${packageName} package: an AGENT of the club can change the package under Club Settings › Subscription.`
    : '');

/** `enabled`: the standing may enter it. `active`: the club's subscription includes its feature. */
export type MenuFlags = { enabled: boolean; active: boolean };
export type MenuLinkState = MenuLink & MenuFlags;
export type MenuItemState = Omit<MenuItem, 'links'> & MenuFlags & { links: readonly MenuLinkState[] };

/**
 * The sidebar for one standing at one club. `enabledFeatures` null means not known yet: every
 * item counts as active then (the server still guards each call).
 */
export function menuFor(standing: ClubStanding, enabledFeatures: Iterable<string> | null): MenuItemState[] {
  const features = enabledFeatures === null ? null : new Set(enabledFeatures);
  return dashboardMenu.map((item) => {
    const active = item.feature === null || features === null || features.has(item.feature);
    const links = item.links
      .map((link) => ({ ...link, enabled: canEnter(link.area, standing), active }))
      .filter((link) => link.enabled || !link.hideWithoutAccess);
    const enabled = links.length > 0 ? links.some((link) => link.enabled) : canEnter(item.area, standing);
    return { ...item, links, enabled, active };
  });
}

/** The menu item whose route is this section, if any. */
export const menuItemForSection = <T extends Pick<MenuItem, 'section'>>(
  menu: readonly T[],
  section: string | undefined,
): T | undefined => menu.find((item) => item.section === section);

/**
 * The sub-link a section shows: the `?tab=` one when it is listed for this standing, otherwise the
 * first one that is both enabled and active, then the first enabled, then the first. Undefined for a single item.
 */
export function resolveMenuLink(
  item: Pick<MenuItemState, 'links'>,
  tab: string | null | undefined,
): MenuLinkState | undefined {
  return (
    item.links.find((link) => link.key === tab) ??
    item.links.find((link) => link.enabled && link.active) ??
    item.links.find((link) => link.enabled) ??
    item.links[0]
  );
}

/**
 * Where /clubs/dashboard opens: the remembered menu item when it may still be entered, else the
 * first item in menu order that the role may enter and the club's subscription includes, else the
 * first the role may enter. Each role lands where it works (a coach on Bookings, MATCHA on Matcha);
 * Club Settings, open to every role, is the last resort.
 */
export function defaultSection(
  menu: readonly MenuItemState[],
  rememberedKey: string | null | undefined,
): DashboardSection {
  const enabled = menu.filter((item) => item.enabled);
  const active = enabled.filter((item) => item.active);
  const pick = active.find((item) => item.key === rememberedKey) ?? active[0] ?? enabled[0];
  return pick?.section ?? 'club-info';
}

/** The console line for a sub-link the club's subscription does not include (spec 1 §2). */
export const inactiveLinkMessage = (
  item: Pick<MenuItem, 'label' | 'feature'>,
  link?: Pick<MenuLink, 'label'>,
): string =>
  `${link ? `${item.label} › ${link.label}` : item.label} requires the ${item.feature ?? 'club'} subscription feature`;

/** What the dashboard needs of the current player (GET /api/user/, spec 1 §3). */
export type PlayerClubLinks = {
  club_admin_set: readonly { club: number; club_name?: string; status: string; roles: readonly string[] }[];
  coach: { coach_clubs: readonly { club: number; club_name?: string }[] } | null;
};

const isRoleCode = (code: string): code is RoleCode => (roleCodes as readonly string[]).includes(code);
const isAdminStatus = (status: string): status is AdminStatus => (adminStatuses as readonly string[]).includes(status);

/** The player's standing at a club: their administrator record (the active one first) and whether they coach there. */
export function standingAt(player: PlayerClubLinks, clubId: number): ClubStanding {
  const records = player.club_admin_set.filter((record) => record.club === clubId);
  const record = records.find((r) => r.status === 'A') ?? records[0];
  return {
    adminStatus: record && isAdminStatus(record.status) ? record.status : null,
    roles: record ? record.roles.filter(isRoleCode) : [],
    isCoach: Boolean(player.coach?.coach_clubs.some((c) => c.club === clubId)),
  };
}

/** True when the player may open the club's dashboard at all: an active administrator or a coach of it. */
export const canOpenClubDashboard = (standing: ClubStanding): boolean =>
  standing.adminStatus === 'A' || standing.isCoach;

/** The clubs whose dashboard the player may open (active administrator or coach), each once, by name. */
export function managedClubsOf(player: PlayerClubLinks): { id: number; name: string }[] {
  const clubs = new Map<number, string>();
  for (const record of player.club_admin_set) {
    if (record.status === 'A' && !clubs.has(record.club))
      clubs.set(record.club, record.club_name ?? `Club ${record.club}`);
  }
  for (const c of player.coach?.coach_clubs ?? []) {
    if (!clubs.has(c.club)) clubs.set(c.club, c.club_name ?? `Club ${c.club}`);
  }
  return [...clubs].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}
