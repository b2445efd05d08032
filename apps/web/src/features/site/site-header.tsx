import {
  Box,
  Burger,
  Button,
  Container,
  Divider,
  Drawer,
  Group,
  Menu,
  NavLink as MantineNavLink,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconLayoutDashboard, IconLogin } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { isLoggedIn } from '../../lib/auth-token';
import { RallyLogo } from './rally-logo';
import { caseStudyLinks, featureLinks } from './site-nav';

const clubFeatures = featureLinks.filter((f) => f.audience === 'club');
const playerFeatures = featureLinks.filter((f) => f.audience === 'player');

/** The call to action on the right: sign up when logged out, the dashboard when logged in. */
function AccountLink({ fullWidth = false }: { fullWidth?: boolean }) {
  return isLoggedIn() ? (
    <Button
      component={Link}
      to="/clubs"
      leftSection={<IconLayoutDashboard size={18} aria-hidden />}
      fullWidth={fullWidth}
    >
      Go to dashboard
    </Button>
  ) : (
    <Button component={Link} to="/signup" leftSection={<IconLogin size={18} aria-hidden />} fullWidth={fullWidth}>
      Log in / Sign up
    </Button>
  );
}

function DesktopNav() {
  return (
    <Group component="ul" gap={4} wrap="nowrap" m={0} p={0} style={{ listStyle: 'none' }}>
      <li>
        <Menu position="bottom-start" width={300} shadow="md" offset={4}>
          <Menu.Target>
            <Button variant="subtle" color="dark" rightSection={<IconChevronDown size={16} aria-hidden />}>
              Features
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>For clubs</Menu.Label>
            {clubFeatures.map((f) => (
              <Menu.Item key={f.slug} component={Link} to={`/${f.slug}`} leftSection={<f.icon size={18} aria-hidden />}>
                {f.label}
              </Menu.Item>
            ))}
            <Menu.Divider />
            <Menu.Label>For players</Menu.Label>
            {playerFeatures.map((f) => (
              <Menu.Item key={f.slug} component={Link} to={`/${f.slug}`} leftSection={<f.icon size={18} aria-hidden />}>
                {f.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </li>
      <li>
        <Menu position="bottom-start" width={260} shadow="md" offset={4}>
          <Menu.Target>
            <Button variant="subtle" color="dark" rightSection={<IconChevronDown size={16} aria-hidden />}>
              Case studies
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {caseStudyLinks.map((c) => (
              <Menu.Item key={c.slug} component={Link} to={`/${c.slug}`}>
                {c.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </li>
      <li>
        <Button component={NavLink} to="/pricing" variant="subtle" color="dark">
          Pricing
        </Button>
      </li>
      <li>
        <Button component={NavLink} to="/faq" variant="subtle" color="dark">
          FAQ
        </Button>
      </li>
      <li>
        <Button component={NavLink} to="/feedback" variant="subtle" color="dark">
          Contact
        </Button>
      </li>
    </Group>
  );
}

function MobileNav({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  const item = (to: string, label: string) => (
    <MantineNavLink
      key={to}
      component={Link}
      to={to}
      label={label}
      active={pathname === to}
      onClick={onNavigate}
      aria-current={pathname === to ? 'page' : undefined}
    />
  );
  return (
    <Stack gap="md">
      <Box>
        <Text size="xs" fw={700} tt="uppercase" c="gray.7" px="sm" mb={4}>
          For clubs
        </Text>
        {clubFeatures.map((f) => item(`/${f.slug}`, f.label))}
      </Box>
      <Box>
        <Text size="xs" fw={700} tt="uppercase" c="gray.7" px="sm" mb={4}>
          For players
        </Text>
        {playerFeatures.map((f) => item(`/${f.slug}`, f.label))}
      </Box>
      <Box>
        <Text size="xs" fw={700} tt="uppercase" c="gray.7" px="sm" mb={4}>
          Case studies
        </Text>
        {caseStudyLinks.map((c) => item(`/${c.slug}`, c.label))}
      </Box>
      <Divider />
      <Box>
        {item('/pricing', 'Pricing')}
        {item('/faq', 'FAQ')}
        {item('/feedback', 'Contact')}
        {item('/#clubs', 'Find your club')}
      </Box>
      <AccountLink fullWidth />
    </Stack>
  );
}

/** The marketing header: logo, menus, and sign-up or dashboard; a burger and drawer on phones. */
export function SiteHeader() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname, hash } = useLocation();
  // Close the drawer after any navigation (including back and forward).
  useEffect(close, [pathname, hash, close]);

  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      bg="white"
      style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Link to="/" aria-label="Rally home" style={{ textDecoration: 'none', borderRadius: 4 }}>
            <RallyLogo />
          </Link>
          <Box component="nav" aria-label="Main" visibleFrom="md">
            <DesktopNav />
          </Box>
          <Box visibleFrom="md">
            <AccountLink />
          </Box>
          <Burger
            hiddenFrom="md"
            opened={opened}
            onClick={toggle}
            aria-label={opened ? 'Close menu' : 'Open menu'}
            aria-expanded={opened}
            aria-controls="site-menu"
          />
        </Group>
      </Container>
      <Drawer
        id="site-menu"
        opened={opened}
        onClose={close}
        position="right"
        size="xs"
        title={<RallyLogo />}
        hiddenFrom="md"
        closeButtonProps={{ 'aria-label': 'Close menu' }}
      >
        <nav aria-label="Main">
          <MobileNav onNavigate={close} />
        </nav>
      </Drawer>
    </Box>
  );
}
