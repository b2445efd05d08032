import { Anchor, Box, Container, Grid, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBrandAndroid, IconBrandApple, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RallyLogo } from './rally-logo';
import { InstallAppButton } from './install-app';
import { caseStudyLinks, featureLinks } from './site-nav';

/**
 * A badge in the app stores' black-and-white style, saying how Rally installs on the phone (from
 * the browser: there is no store app) and opening the FAQ's answer with the steps. Its name is the
 * words it shows ('On iPhone Add to Home Screen'), so a voice user can say them.
 */
function InstallBadge({ icon: BadgeIcon, small, big }: { icon: Icon; small: string; big: string }) {
  return (
    <UnstyledButton
      component={Link}
      to="/faq#app"
      bg="black"
      c="white"
      px={12}
      py={6}
      style={{
        borderRadius: 8,
        border: '1px solid var(--mantine-color-gray-6)',
        display: 'inline-flex',
        alignItems: 'center',
        gap: 8,
        minWidth: 150,
      }}
    >
      <BadgeIcon size={26} aria-hidden />
      <span>
        <Text component="span" display="block" fz={11} lh={1.1}>
          {small}
        </Text>
        <Text component="span" display="block" fz={17} fw={600} lh={1.2}>
          {big}
        </Text>
      </span>
    </UnstyledButton>
  );
}

function LinkColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <Box component="nav" aria-label={title}>
      <Text component="h2" fz="sm" fw={700} c="white" mb="sm">
        {title}
      </Text>
      <Stack component="ul" gap={8} m={0} p={0} style={{ listStyle: 'none' }}>
        {links.map((l) => (
          <li key={l.to}>
            <Anchor component={Link} to={l.to} c="gray.3" fz="sm">
              {l.label}
            </Anchor>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/** The marketing footer: page links, the app stores, privacy and copyright. */
export function SiteFooter() {
  const features = (audience: 'club' | 'player') =>
    featureLinks.filter((f) => f.audience === audience).map((f) => ({ to: `/${f.slug}`, label: f.label }));
  const columns = [
    { title: 'For clubs', links: features('club') },
    { title: 'For players', links: features('player') },
    { title: 'Case studies', links: caseStudyLinks.map((c) => ({ to: `/${c.slug}`, label: c.label })) },
    {
      title: 'Rally',
      links: [
        { to: '/#clubs', label: 'Find your club' },
        { to: '/faq', label: 'FAQ' },
        { to: '/feedback', label: 'Contact us' },
        { to: '/privacy', label: 'Privacy' },
        { to: '/signup', label: 'Log in / Sign up' },
      ],
    },
  ];
  return (
    <Box component="footer" bg="court.9" c="white" py={48} mt={80}>
      <Container size="lg">
        <Grid gap={{ base: 32, md: 'xl' }}>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <RallyLogo inverted />
              <Text fz="sm" c="gray.2" maw={260}>
                The tennis club platform: courts, members, clinics and competitions in one place.
              </Text>
              <Group gap="sm">
                <InstallBadge icon={IconBrandApple} small="On iPhone" big="Add to Home Screen" />
                <InstallBadge icon={IconBrandAndroid} small="On Android" big="Install the app" />
                <InstallAppButton variant="white" />
              </Group>
            </Stack>
          </Grid.Col>
          {columns.map((c) => (
            <Grid.Col key={c.title} span={{ base: 6, md: 2 }}>
              <LinkColumn title={c.title} links={c.links} />
            </Grid.Col>
          ))}
        </Grid>
        <Group justify="space-between" mt={40} pt="lg" style={{ borderTop: '1px solid rgba(255,255,255,0.2)' }}>
          <Text fz="sm" c="gray.2">
            © 2026 Rally
          </Text>
          <Anchor component={Link} to="/privacy" c="gray.2" fz="sm">
            Privacy policy
          </Anchor>
        </Group>
      </Container>
    </Box>
  );
}
