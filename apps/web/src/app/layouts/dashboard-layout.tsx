import { ActionIcon, Alert, AppShell, Box, Burger, Group, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { defaultSection, menuItemForSection, resolveMenuLink } from '@rally/domain';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard';
import {
  dashboardHref,
  readActiveMenu,
  readNavCollapsed,
  rememberActiveMenu,
  rememberNavCollapsed,
  useDashboardClub,
  useDashboardSection,
  type DashboardClubState,
  type DashboardSectionState,
} from '../../lib/dashboard';
import { useCurrentPlayer } from '../../lib/session';
import { FeatureOffPanel, NoAccessPanel } from './dashboard/access-panels';
import { ClubSwitcher } from './dashboard/club-switcher';
import { DashboardNavbar } from './dashboard/dashboard-navbar';
import { RallyWordmark } from './dashboard/rally-wordmark';
import { UserMenu } from './dashboard/user-menu';
import { NotificationBell } from '../../features/notifications';
import { useTwoStepSetUpFirst } from '../../features/account';
import { usePageTitle } from '../../lib/page-title';
import { useWideScreen } from '../../lib/wide-screen';
import { useClubSuspended } from '../../lib/club-suspended';
import { ClubSuspendedPage } from '../../components/club-suspended-page';

const ACCESS_DENIED = '/clubs/access-denied';
const NAV_WIDTH = 272;
const RAIL_WIDTH = 76;

/**
 * Where the dashboard must send the player instead of rendering, or null. A refusal waits for the
 * fresh copy of the player (the cached one may predate a new role).
 */
function redirectFor(
  dash: DashboardClubState,
  current: DashboardSectionState,
  location: { pathname: string; search: string },
): string | null {
  if (dash.isLoading) return null;
  if (dash.clubId === null) {
    const first = dash.clubs[0];
    if (!first) return dash.isRefreshing ? null : ACCESS_DENIED;
    const params = new URLSearchParams(location.search);
    params.set('clubId', String(first.id));
    return `${location.pathname}?${params}`;
  }
  if (!dash.hasAccess) return dash.isRefreshing ? null : ACCESS_DENIED;
  // /clubs/dashboard itself: the last active menu item, when the player may still enter it. The
  // package decides too, so the landing waits for the club's features (before them every item
  // counts as included, and Harbour's AGENT landed on Members, which its package lacks).
  if (!current.item && dash.featuresPending) return null;
  if (!current.item) return dashboardHref(defaultSection(dash.menu, readActiveMenu()), dash.clubId);
  return null;
}

/** The section's content, or the panel that stands in for it (spec 1 §2 and §6). */
function sectionContent(
  dash: DashboardClubState,
  current: DashboardSectionState,
  clubName: string | undefined,
): ReactNode {
  const { item, link } = current;
  if (!item || !dash.hasAccess) return <PageLoader />;
  const fallback = menuItemForSection(dash.menu, defaultSection(dash.menu, null));
  const elsewhere =
    fallback?.enabled && fallback.key !== item.key
      ? { label: `Open ${fallback.label}`, to: dashboardHref(fallback.section, dash.clubId) }
      : undefined;
  if (!item.enabled) return <NoAccessPanel what={item.label} clubName={clubName} action={elsewhere} />;
  if (link && !link.enabled) {
    const usable = resolveMenuLink(item, null);
    const action = usable?.enabled
      ? { label: `Open ${usable.label}`, to: dashboardHref(item.section, dash.clubId, usable.key) }
      : elsewhere;
    return <NoAccessPanel what={`${item.label} › ${link.label}`} clubName={clubName} action={action} />;
  }
  if (!(link ?? item).active) return <FeatureOffPanel what={item.label} feature={item.feature} action={elsewhere} />;
  return <Outlet />;
}

/**
 * The club dashboard: a header with the wordmark, club switcher and user menu; a sidebar that
 * collapses to icons on desktop and becomes a drawer on phones; the section in a 1400 px column.
 */
export default function DashboardLayout() {
  const player = useCurrentPlayer();
  const dash = useDashboardClub();
  const current = useDashboardSection(dash.menu);
  const location = useLocation();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [collapsed, setCollapsed] = useState(readNavCollapsed);
  const isDesktop = useWideScreen();
  const rail = collapsed && isDesktop;
  const clubName = dash.clubs.find((c) => c.id === dash.clubId)?.name;
  const suspended = useClubSuspended(location.search);

  const itemKey = current.item?.enabled ? current.item.key : null;
  useEffect(() => {
    if (itemKey) rememberActiveMenu(itemKey);
  }, [itemKey]);

  usePageTitle(current.link?.label, current.item?.label, clubName);

  const setUpFirst = useTwoStepSetUpFirst(); // an AGENT turns on two-step sign-in first (issue 31)
  const target = setUpFirst ?? redirectFor(dash, current, location);
  if (target) return <Navigate to={target} replace />;

  const toggleCollapsed = () => {
    setCollapsed(!collapsed);
    rememberNavCollapsed(!collapsed);
  };

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: rail ? RAIL_WIDTH : NAV_WIDTH, breakpoint: 'sm', collapsed: { mobile: !drawerOpened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={drawerOpened}
              onClick={drawer.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={drawerOpened ? 'Close the menu' : 'Open the menu'}
            />
            <Tooltip label={collapsed ? 'Expand the menu' : 'Collapse the menu'} withArrow>
              <ActionIcon
                visibleFrom="sm"
                variant="subtle"
                color="gray"
                size="lg"
                onClick={toggleCollapsed}
                aria-label={collapsed ? 'Expand the menu' : 'Collapse the menu'}
                aria-expanded={!collapsed}
              >
                {collapsed ? <IconLayoutSidebarLeftExpand size={22} /> : <IconLayoutSidebarLeftCollapse size={22} />}
              </ActionIcon>
            </Tooltip>
            {/* On a phone the club switcher takes the wordmark's place, so switching clubs is one tap away. */}
            <Box visibleFrom="xs">
              <RallyWordmark />
            </Box>
          </Group>
          <Group gap="sm" wrap="nowrap" miw={0}>
            <ClubSwitcher
              clubs={dash.clubs}
              clubId={dash.clubId}
              section={current.section}
              w={{ base: 190, sm: 260 }}
            />
            <NotificationBell />
            <UserMenu fullName={player.data?.full_name ?? ''} photo={player.data?.photo} />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar>
        {/* On a phone the menu is a drawer: drawn when it opens, not with every page. */}
        {(isDesktop || drawerOpened) && (
          <DashboardNavbar
            menu={dash.menu}
            clubId={dash.clubId}
            current={current}
            rail={rail}
            onNavigate={drawer.close}
          />
        )}
      </AppShell.Navbar>

      <AppShell.Main bg="gray.0">
        <UnsavedChangesGuard />
        <Box maw={1400} mx="auto">
          {dash.error && !player.data ? (
            <Alert color="red" title="We couldn't load your account">
              Check your connection and reload the page.
            </Alert>
          ) : suspended ? (
            <ClubSuspendedPage reason={suspended} />
          ) : (
            sectionContent(dash, current, clubName)
          )}
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
