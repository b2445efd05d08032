import {
  Anchor,
  Box,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconArrowRight,
  IconBallTennis,
  IconCreditCard,
  IconDeviceMobile,
  IconFileSpreadsheet,
  IconShieldLock,
  IconToggleRight,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { caseStudyLinks, featureLinks, type FeatureLink } from './site-nav';
import classes from './site.module.css';

function FeatureCard({ feature }: { feature: FeatureLink }) {
  return (
    <Card component="li" withBorder radius="md" padding="lg" className={classes.card}>
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={40} radius="md" variant="light" color="court" aria-hidden>
          <feature.icon size={22} />
        </ThemeIcon>
        <Title order={4} fz="lg">
          {feature.label}
        </Title>
      </Group>
      <Text c="gray.7" fz="sm" mt="sm" style={{ flex: 1 }}>
        {feature.summary}
      </Text>
      <Anchor
        component={Link}
        to={`/${feature.slug}`}
        fw={600}
        fz="sm"
        mt="md"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        More about {feature.label.replace(' (Matcha)', '').toLowerCase()}
        <IconArrowRight size={14} aria-hidden />
      </Anchor>
    </Card>
  );
}

/** The ten features, for clubs then for players, each linking to its page. */
export function FeatureSections() {
  const groups = [
    {
      id: 'for-clubs',
      title: 'For the people who run the club',
      intro: 'Everything the committee, the coaches and the desk need, with the right access for each.',
      audience: 'club' as const,
    },
    {
      id: 'for-players',
      title: 'For the people who play',
      intro: 'Players get one account for every club, and more reasons to get on court.',
      audience: 'player' as const,
    },
  ];
  return (
    <Container
      size="lg"
      component="section"
      id="features"
      aria-labelledby="features-title"
      className={classes.anchor}
      py={72}
    >
      <Stack gap={6} mb={40} maw={720}>
        <Text fw={700} c="court.8" tt="uppercase" fz="sm">
          Features
        </Text>
        <Title order={2} id="features-title">
          One platform for the whole club
        </Title>
        <Text c="gray.7" fz="lg">
          Use everything, or start with the one thing that takes up your evenings and add the rest when you are ready.
        </Text>
      </Stack>
      <Stack gap={56}>
        {groups.map((g) => (
          <Box key={g.id} component="section" aria-labelledby={`${g.id}-title`}>
            <Title order={3} id={`${g.id}-title`} fz="h3">
              {g.title}
            </Title>
            <Text c="gray.7" mt={4} mb="lg">
              {g.intro}
            </Text>
            <SimpleGrid
              component="ul"
              cols={{ base: 1, sm: 2, md: g.audience === 'club' ? 3 : 4 }}
              spacing="lg"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
            >
              {featureLinks
                .filter((f) => f.audience === g.audience)
                .map((f) => (
                  <FeatureCard key={f.slug} feature={f} />
                ))}
            </SimpleGrid>
          </Box>
        ))}
      </Stack>
    </Container>
  );
}

const reasons = [
  {
    icon: IconBallTennis,
    title: 'Built for tennis',
    text: 'Courts with surfaces and lights, levels for fair hits, clinics, leagues and match results — not a generic booking tool with a racquet on the logo.',
  },
  {
    icon: IconCreditCard,
    title: 'Your money, your account',
    text: 'Members pay by card through Stripe, straight into the club’s own Stripe account. Refunds are a click away.',
  },
  {
    icon: IconToggleRight,
    title: 'Pay for what you use',
    text: 'Choose the features your club needs, billed monthly or yearly, and switch more on as you grow.',
  },
  {
    icon: IconShieldLock,
    title: 'The right access for everyone',
    text: 'The treasurer sees payments, the coach sees bookings, the volunteer on the desk sees the till — and nothing more.',
  },
  {
    icon: IconFileSpreadsheet,
    title: 'Bring your members with you',
    text: 'Import your member list from a spreadsheet in one go. Moving from another system takes weeks, not a season.',
  },
  {
    icon: IconDeviceMobile,
    title: 'On every phone',
    text: 'Members book, pay and find a hit in any browser, or from Rally on their home screen: it installs as an app on iPhone and Android.',
  },
];

/** What a club comparing platforms wants to know, answered in six blocks. */
export function WhyRally() {
  return (
    <Container size="lg" component="section" aria-labelledby="why-title" py={72}>
      <Stack gap={6} mb={40} maw={720}>
        <Text fw={700} c="court.8" tt="uppercase" fz="sm">
          Comparing platforms?
        </Text>
        <Title order={2} id="why-title">
          Why clubs choose Rally
        </Title>
      </Stack>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2, md: 3 }}
        spacing={40}
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {reasons.map((r) => (
          <Stack component="li" key={r.title} gap="xs">
            <ThemeIcon size={40} radius="xl" color="court.7" aria-hidden>
              <r.icon size={22} />
            </ThemeIcon>
            <Title order={3} fz="lg">
              {r.title}
            </Title>
            <Text c="gray.7">{r.text}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Container>
  );
}

/** Teasers for the three case studies. */
export function CaseStudyTeasers() {
  return (
    <Container
      size="lg"
      component="section"
      id="case-studies"
      aria-labelledby="case-studies-title"
      className={classes.anchor}
      pt={72}
    >
      <Stack gap={6} mb={32} maw={720}>
        <Text fw={700} c="court.8" tt="uppercase" fz="sm">
          Case studies
        </Text>
        <Title order={2} id="case-studies-title">
          How clubs and organisers use Rally
        </Title>
      </Stack>
      <SimpleGrid component="ul" cols={{ base: 1, md: 3 }} spacing="lg" m={0} p={0} style={{ listStyle: 'none' }}>
        {caseStudyLinks.map((c) => (
          <Card
            component="li"
            key={c.slug}
            withBorder
            radius="md"
            padding="lg"
            className={classes.card}
            style={{ borderTop: '4px solid var(--mantine-color-court-7)' }}
          >
            <Title order={3} fz="lg">
              {c.label}
            </Title>
            <Text c="gray.7" mt={6} style={{ flex: 1 }}>
              {c.summary}
            </Text>
            <Anchor
              component={Link}
              to={`/${c.slug}`}
              fw={600}
              fz="sm"
              mt="md"
              style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
            >
              Read the story
              <VisuallyHidden>{`: ${c.label}`}</VisuallyHidden>
              <IconArrowRight size={14} aria-hidden />
            </Anchor>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
