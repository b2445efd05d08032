import {
  Anchor,
  Box,
  Button,
  Card,
  Container,
  Flex,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { isLoggedIn } from '../../lib/auth-token';
import { CtaBand } from './cta-band';
import { featureContent, isFeatureSlug, type FeatureContent } from './feature-content';
import NotFoundPage from './not-found-page';
import { featureLinks, slugOf, type FeatureLink } from './site-nav';
import classes from './site.module.css';
import { usePageTitle } from '../../lib/page-title';

function Benefits({ benefits }: { benefits: FeatureContent['benefits'] }) {
  return (
    <Container size="lg" component="section" aria-labelledby="benefits-title" py={64}>
      <Title order={2} id="benefits-title" mb={32}>
        What you get
      </Title>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2, md: 3 }}
        spacing={40}
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {benefits.map((b) => (
          <Flex
            component="li"
            key={b.title}
            direction={{ base: 'row', sm: 'column' }}
            gap={{ base: 'md', sm: 'xs' }}
            align="flex-start"
          >
            <ThemeIcon size={44} radius="md" variant="light" color="court" aria-hidden style={{ flexShrink: 0 }}>
              <b.icon size={24} />
            </ThemeIcon>
            <Stack gap={6}>
              <Title order={3} fz="lg">
                {b.title}
              </Title>
              <Text c="gray.7">{b.text}</Text>
            </Stack>
          </Flex>
        ))}
      </SimpleGrid>
    </Container>
  );
}

function HowItWorks({ steps }: { steps: FeatureContent['steps'] }) {
  return (
    <Box component="section" aria-labelledby="how-title" bg="gray.0" py={64}>
      <Container size="lg">
        <Title order={2} id="how-title" mb={32}>
          How it works
        </Title>
        <SimpleGrid
          component="ol"
          cols={{ base: 1, sm: 2, md: steps.length }}
          spacing="lg"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {steps.map((s, i) => (
            <Stack component="li" key={s.title} gap="xs">
              <ThemeIcon size={36} radius="xl" color="court.7" aria-hidden fw={700}>
                {i + 1}
              </ThemeIcon>
              <Title order={3} fz="md">
                <VisuallyHidden>{`Step ${i + 1}: `}</VisuallyHidden>
                {s.title}
              </Title>
              <Text c="gray.7" fz="sm">
                {s.text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

function Related({ links }: { links: FeatureLink[] }) {
  return (
    <Container size="lg" component="section" aria-labelledby="related-title" pt={64}>
      <Title order={2} id="related-title" fz="h3" mb="lg">
        Works well with
      </Title>
      <SimpleGrid component="ul" cols={{ base: 1, sm: 3 }} spacing="lg" m={0} p={0} style={{ listStyle: 'none' }}>
        {links.map((f) => (
          <Card component="li" key={f.slug} withBorder radius="md" padding="md" className={classes.card}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon size={36} radius="md" variant="light" color="court" aria-hidden>
                <f.icon size={20} />
              </ThemeIcon>
              <Box>
                <Anchor component={Link} to={`/${f.slug}`} fw={700}>
                  {f.label}
                </Anchor>
                <Text fz="sm" c="gray.7" mt={2}>
                  {f.summary}
                </Text>
              </Box>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}

/** One page for the ten feature paths (spec 1 §2): the path picks the copy from feature-content.ts. */
export default function FeaturePage() {
  const slug = slugOf(useLocation().pathname);
  usePageTitle(isFeatureSlug(slug) ? featureLinks.find((f) => f.slug === slug)?.label : 'Page not found');
  if (!isFeatureSlug(slug)) return <NotFoundPage />;
  const content = featureContent[slug];
  const link = featureLinks.find((f) => f.slug === slug)!;
  const related = content.related.map((r) => featureLinks.find((f) => f.slug === r)!);
  const loggedIn = isLoggedIn();

  return (
    <>
      <Box
        component="section"
        aria-labelledby="feature-title"
        className={classes.hero}
        pt={{ base: 40, md: 72 }}
        pb={{ base: 40, md: 64 }}
      >
        <Container size="lg">
          <Stack gap="lg" maw={760}>
            <Group gap="sm">
              <ThemeIcon size={40} radius="md" color="court.7" aria-hidden>
                <link.icon size={22} />
              </ThemeIcon>
              <Text fw={700} c="court.8" tt="uppercase" fz="sm">
                {content.eyebrow}
              </Text>
            </Group>
            <Title order={1} id="feature-title" fz={{ base: 32, sm: 44 }} lh={1.1} lts={-0.5}>
              {content.headline}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="gray.8">
              {content.intro}
            </Text>
            <Group gap="sm">
              <Button
                component={Link}
                to={loggedIn ? '/clubs' : '/signup'}
                size="md"
                rightSection={<IconArrowRight size={18} aria-hidden />}
              >
                {loggedIn ? 'Go to dashboard' : 'Get started'}
              </Button>
              <Button component={Link} to="/feedback" size="md" variant="default">
                Ask us about {link.label.toLowerCase().replace(' (matcha)', '')}
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>
      <Benefits benefits={content.benefits} />
      <HowItWorks steps={content.steps} />
      <Related links={related} />
      <CtaBand title={content.cta.title} text={content.cta.text} />
    </>
  );
}
