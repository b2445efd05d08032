import { Alert, AppShell, Box, Burger, Button, Divider, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { managedClubsOf, standingAt, type playersContract } from '@rally/domain';
import {
  IconCalendarCheck,
  IconLayoutDashboard,
  IconMailExclamation,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';
import { useApiMutation } from '../../lib/use-api-mutation';
import { useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useClubSuspended } from '../../lib/club-suspended';
import { ClubSuspendedPage } from '../../components/club-suspended-page';
import { sidebarIcons } from '../../components/icons';
import { notifyError, notifySuccess } from '../../components/notify';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard';
import { call, endpointRef } from '../../lib/endpoint';
import { clubDashboardHref } from '../../lib/dashboard';
import { useCurrentPlayer, type CurrentPlayer } from '../../lib/session';
import { RallyWordmark } from './dashboard/rally-wordmark';
import { UserMenu } from './dashboard/user-menu';
import { NotificationBell } from '../../features/notifications';
import { usePageTitle } from '../../lib/page-title';

type NavItem = { label: string; to: string; icon: Icon };

/** The player's menu (spec 1 §1), with the sidebar icons for comps, clubs, matches and news.
 * Find a hit is an item of its own, by its name (it was a tab of My Matches nobody found); both
 * open /matches, each on its tab. */
const navItems: NavItem[] = [
  { label: 'Competitions', to: '/tour', icon: sidebarIcons.comps },
  { label: 'Clubs', to: '/clubs', icon: sidebarIcons.clubs },
  { label: 'My bookings', to: '/mybookings', icon: IconCalendarCheck },
  { label: 'My payments', to: '/payments', icon: sidebarIcons.payments },
  { label: 'Find a hit', to: '/matches?tab=hits', icon: sidebarIcons.matcha },
  { label: 'My Matches', to: '/matches?tab=diary', icon: sidebarIcons.matches },
  { label: 'News', to: '/news', icon: sidebarIcons.news },
  { label: 'Inbox', to: '/inbox', icon: sidebarIcons.messages },
  { label: 'Me', to: '/me', icon: IconUserCircle },
];

/** The section a path belongs to: /clubs/details is still Clubs; /tournament/* belongs to Competitions;
 * /matches is Find a hit but on its diary tab (and a player's page under it) My Matches. */
function isActive(item: NavItem, pathname: string, search: string) {
  if (item.to === '/tour') return pathname === '/tour' || pathname.startsWith('/tournament/');
  const [path, query] = item.to.split('?');
  if (path === '/matches' && pathname.startsWith('/matches')) {
    const diary = pathname !== '/matches' || new URLSearchParams(search).get('tab') === 'diary';
    return diary === (query === 'tab=diary');
  }
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** Pages under the player's menu that are not one of its items. */
const pageTitles: Record<string, string> = {
  '/clubs/details': 'Club details',
  '/clubs/application': 'Club admin application',
  '/clubs/access-denied': 'No access',
  '/clubs/book': 'Book a court',
  '/notifications/settings': 'Notification settings',
};

/** The logged-in player's shell: header with the wordmark and user menu, sidebar (a drawer on a phone), content. */
export default function PlayerLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname, search } = useLocation();
  const { data: player } = useCurrentPlayer();
  const dashboards = player ? managedClubsOf(player) : [];
  const suspended = useClubSuspended(search);
  usePageTitle(pageTitles[pathname] ?? navItems.find((item) => isActive(item, pathname, search))?.label);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'md', sm: 'lg' }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? 'Close menu' : 'Open menu'}
            />
            <RallyWordmark />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <NotificationBell />
            <UserMenu fullName={player?.full_name ?? ''} photo={player?.photo} />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label="Main">
        <AppShell.Section grow component={ScrollArea}>
          {navItems.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              leftSection={<item.icon size={20} stroke={1.6} aria-hidden />}
              active={isActive(item, pathname, search)}
              aria-current={isActive(item, pathname, search) ? 'page' : undefined}
              variant="light"
              onClick={close}
              style={{ borderRadius: 'var(--mantine-radius-sm)' }}
              fw={500}
            />
          ))}
          {player && dashboards.length > 0 && (
            <>
              <Divider my="sm" />
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
                Club dashboards
              </Text>
              {dashboards.map((club) => (
                <NavLink
                  key={club.id}
                  component={Link}
                  to={clubDashboardHref(club.id)}
                  label={club.name}
                  description={standingAt(player, club.id).adminStatus === 'A' ? 'Administrator' : 'Coach'}
                  leftSection={<IconLayoutDashboard size={20} stroke={1.6} aria-hidden />}
                  onClick={close}
                  style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                />
              ))}
            </>
          )}
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main bg="gray.0">
        <UnsavedChangesGuard />
        <Box maw={1400} mx="auto">
          {player && <VerifyEmailBanner player={player} />}
          {suspended ? <ClubSuspendedPage reason={suspended} /> : <Outlet />}
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}

/**
 * Until the player opens the link of the sign-up e-mail, a quiet reminder with a way to get a
 * new link (POST /api/contact/{id}/send_validation/); it can be put away for this visit.
 */
// By reference: the layout's chunk carries no zod.
const sendValidation = endpointRef<typeof playersContract.sendContactValidation>({
  method: 'POST',
  path: '/contact/:id/send_validation/',
});

function VerifyEmailBanner({ player }: { player: CurrentPlayer }) {
  const [hidden, setHidden] = useState(false);
  const email = player.contact_set.find((c) => c.kind === 'E' && !c.validated);
  const resend = useApiMutation({
    mutationKey: ['contact', 'send-validation'],
    invalidates: [],
    mutationFn: (contactId: number) => call(sendValidation, { params: { id: contactId } }),
    onSuccess: ({ detail }) => notifySuccess(detail),
    onError: (error) => notifyError(error),
  });
  if (!email || hidden) return null;
  return (
    <Alert
      variant="light"
      color="court"
      icon={<IconMailExclamation size={20} aria-hidden />}
      title="Please verify your e-mail address"
      withCloseButton
      closeButtonLabel="Hide this reminder"
      onClose={() => setHidden(true)}
      mb="lg"
    >
      <Text size="sm">Open the link we sent to {email.value} so clubs can reach you.</Text>
      <Button
        size="xs"
        variant="default"
        mt="xs"
        loading={resend.isPending}
        disabled={resend.isSuccess}
        onClick={() => resend.mutate(email.id)}
      >
        {resend.isSuccess ? 'Link sent' : 'Send a new link'}
      </Button>
    </Alert>
  );
}
