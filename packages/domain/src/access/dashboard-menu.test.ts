import { describe, expect, it } from 'vitest';
import type { ClubStanding, RoleCode } from './access';
import {
  canOpenClubDashboard,
  dashboardMenu,
  defaultSection,
  inactiveLinkMessage,
  managedClubsOf,
  menuFor,
  menuItemForSection,
  resolveMenuLink,
  standingAt,
  type MenuItemState,
} from './dashboard-menu';

const admin = (...roles: RoleCode[]): ClubStanding => ({ adminStatus: 'A', roles, isCoach: false });
const coach: ClubStanding = { adminStatus: null, roles: [], isCoach: true };
const allFeatures = ['membership', 'courtbooking', 'pointofsale', 'matcha', 'clinics'];

const item = (menu: MenuItemState[], key: string) => menu.find((i) => i.key === key)!;
const enabledItems = (menu: MenuItemState[]) => menu.filter((i) => i.enabled).map((i) => i.key);
const links = (menu: MenuItemState[], key: string) => item(menu, key).links.map((l) => [l.key, l.enabled]);

describe('dashboardMenu', () => {
  it('lists the sections and single items of spec 1 §2 in order', () => {
    expect(dashboardMenu.map((i) => [i.label, i.section, i.links.map((l) => l.key)])).toEqual([
      ['Members', 'members', ['list', 'settings', 'fees']],
      ['Bookings', 'court-bookings', ['court-bookings', 'courts', 'settings']],
      ['Matcha', 'matcha', ['hit-requests', 'invite-players', 'settings']],
      ['Clinics', 'clinics', ['clinics', 'settings']],
      ['Competitions', 'competitions', []],
      ['Insights', 'insights', ['court-bookings', 'coaches', 'membership', 'revenue']],
      ['Messages', 'messages', ['messages', 'manage-groups']],
      ['Newsletters', 'newsletters', []],
      ['News', 'news', []],
      ['Club Store', 'point-of-sale', ['store', 'manage-items', 'settings', 'close-day']],
      ['Payments', 'transactions', []],
      ['Club Settings', 'club-info', ['hours', 'admins', 'facilities', 'coaches', 'subscription']],
    ]);
  });
});

describe('menuFor', () => {
  it('MATCHA only: Matcha and Club Settings enabled, the rest shown disabled', () => {
    const menu = menuFor(admin('M'), allFeatures);
    expect(menu).toHaveLength(dashboardMenu.length);
    expect(enabledItems(menu)).toEqual(['matcha', 'club-settings']);
    expect(item(menu, 'members').enabled).toBe(false);
    expect(links(menu, 'members')).toEqual([
      ['list', false],
      ['settings', false],
      ['fees', false],
    ]);
  });

  it('a coach: only Bookings › Court bookings', () => {
    const menu = menuFor(coach, allFeatures);
    expect(enabledItems(menu)).toEqual(['bookings']);
    expect(links(menu, 'bookings')).toEqual([
      ['court-bookings', true],
      ['courts', false],
      ['settings', false],
    ]);
  });

  it('AGENT: everything, Subscription included', () => {
    const menu = menuFor(admin('A'), allFeatures);
    expect(enabledItems(menu)).toEqual(dashboardMenu.map((i) => i.key));
    expect(links(menu, 'club-settings')).toContainEqual(['subscription', true]);
  });

  it('shows Subscription to the AGENT only (spec 1 §6)', () => {
    for (const standing of [admin('C'), admin('M', 'F', 'N', 'P')]) {
      expect(links(menuFor(standing, allFeatures), 'club-settings').map(([key]) => key)).not.toContain('subscription');
    }
  });

  it.each<[string, ClubStanding, string[]]>([
    ['MEMBERSHIP_FEES', admin('F'), ['members', 'insights', 'payments', 'club-settings']],
    ['COURT_BOOKINGS', admin('C'), ['bookings', 'clinics', 'competitions', 'insights', 'payments', 'club-settings']],
    ['COMMUNCIATIONS', admin('N'), ['messages', 'newsletters', 'news', 'club-settings']],
    ['POINT_OF_SALE', admin('P'), ['store', 'club-settings']],
    ['a suspended AGENT', { adminStatus: 'S', roles: ['A'], isCoach: false }, []],
  ])('%s enters %j', (_, standing, expected) => {
    expect(enabledItems(menuFor(standing, allFeatures))).toEqual(expected);
  });

  it('marks the items of features the club lacks inactive; ungated items stay active', () => {
    const menu = menuFor(admin('A'), ['matcha']);
    const inactive = menu.filter((i) => !i.active).map((i) => i.key);
    expect(inactive).toEqual(['members', 'bookings', 'clinics', 'store']);
    expect(item(menu, 'bookings').links.every((l) => !l.active && l.enabled)).toBe(true);
    expect(item(menu, 'matcha').active).toBe(true);
  });

  it('counts every item active while the features are unknown', () => {
    expect(menuFor(admin('A'), null).every((i) => i.active)).toBe(true);
  });
});

describe('resolveMenuLink', () => {
  const bookings = item(menuFor(coach, ['courtbooking']), 'bookings');
  it('takes a listed ?tab=, even one the standing cannot enter (the layout refuses it)', () => {
    expect(resolveMenuLink(bookings, 'courts')?.key).toBe('courts');
  });
  it('otherwise the first enabled and active link', () => {
    expect(resolveMenuLink(bookings, null)?.key).toBe('court-bookings');
    expect(resolveMenuLink(item(menuFor(admin('A'), ['courtbooking']), 'club-settings'), 'nope')?.key).toBe('hours');
  });
  it('is undefined for a single item', () => {
    expect(resolveMenuLink(item(menuFor(admin('A'), null), 'payments'), null)).toBeUndefined();
  });
});

describe('defaultSection', () => {
  it('opens the remembered item when it may be entered, else the first the role opens', () => {
    expect(defaultSection(menuFor(admin('A'), null), 'payments')).toBe('transactions');
    expect(defaultSection(menuFor(admin('A'), null), 'clubs')).toBe('members');
    expect(defaultSection(menuFor(admin('M'), null), 'members')).toBe('matcha');
    expect(defaultSection(menuFor(admin('F'), null), null)).toBe('members');
    expect(defaultSection(menuFor(admin('C'), null), null)).toBe('court-bookings');
    expect(defaultSection(menuFor(admin('N'), null), null)).toBe('messages');
    expect(defaultSection(menuFor(admin('P'), null), null)).toBe('point-of-sale');
    expect(defaultSection(menuFor(coach, null), 'clubs')).toBe('court-bookings');
    expect(defaultSection(menuFor({ adminStatus: 'A', roles: [], isCoach: false }, null), 'clubs')).toBe('club-info');
  });
  it('passes over items the club subscription lacks', () => {
    expect(defaultSection(menuFor(admin('A'), ['matcha']), 'members')).toBe('matcha');
    expect(defaultSection(menuFor(admin('P'), []), null)).toBe('club-info');
    expect(defaultSection(menuFor(coach, []), 'clubs')).toBe('court-bookings');
  });
});

describe('menuItemForSection and inactiveLinkMessage', () => {
  it('finds the item of a route and words the subscription message', () => {
    const store = menuItemForSection(dashboardMenu, 'point-of-sale')!;
    expect(store.key).toBe('store');
    expect(inactiveLinkMessage(store, store.links[1])).toBe(
      'Club Store › Manage items requires the pointofsale subscription feature',
    );
    expect(menuItemForSection(dashboardMenu, 'nowhere')).toBeUndefined();
  });
});

describe('standingAt, canOpenClubDashboard and managedClubsOf', () => {
  const player = {
    club_admin_set: [
      { club: 1, club_name: 'Riverside', status: 'A', roles: ['M', 'X'] },
      { club: 2, club_name: 'Harbour', status: 'P', roles: [] },
      { club: 3, club_name: 'Hillside', status: 'S', roles: ['A'] },
    ],
    coach: {
      coach_clubs: [
        { club: 4, club_name: 'Lakeside' },
        { club: 1, club_name: 'Riverside' },
      ],
    },
  };

  it('reads roles as codes, ignoring unknown ones, and coaching', () => {
    expect(standingAt(player, 1)).toEqual({ adminStatus: 'A', roles: ['M'], isCoach: true });
    expect(standingAt(player, 4)).toEqual({ adminStatus: null, roles: [], isCoach: true });
    expect(standingAt(player, 9)).toEqual({ adminStatus: null, roles: [], isCoach: false });
  });

  it('opens a club only to its active administrators and coaches', () => {
    expect([1, 2, 3, 4, 9].map((id) => canOpenClubDashboard(standingAt(player, id)))).toEqual([
      true,
      false,
      false,
      true,
      false,
    ]);
  });

  it('lists the clubs the player manages, each once', () => {
    expect(managedClubsOf(player)).toEqual([
      { id: 4, name: 'Lakeside' },
      { id: 1, name: 'Riverside' },
    ]);
    expect(managedClubsOf({ club_admin_set: [], coach: null })).toEqual([]);
  });
});
