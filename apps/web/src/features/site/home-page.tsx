import { Anchor, Box, Button, Container, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isLoggedIn } from '../../lib/auth-token';
import { ClubSearch } from './club-search';
import { CtaBand } from './cta-band';
import { CaseStudyTeasers, FeatureSections, WhyRally } from './home-sections';
import { ProductMock } from './product-mock';
import classes from './site.module.css';
import { usePageTitle } from '../../lib/page-title';

function Hero() {
  const loggedIn = isLoggedIn();
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      className={classes.hero}
      pt={{ base: 40, md: 72 }}
      pb={{ base: 48, md: 80 }}
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 56 }} style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Text fw={700} c="court.8" tt="uppercase" fz="sm">
              The tennis club platform
            </Text>
            <Title order={1} id="hero-title" fz={{ base: 34, sm: 44, lg: 52 }} lh={1.1} lts={-1}>
              Courts, members and money, all in one place
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="gray.8" maw={540}>
              Rally runs the everyday work of a tennis club: court bookings, membership fees, clinics, leagues and
              member news. Your members book and pay from their phone; your volunteers get their evenings back.
            </Text>
            <List
              spacing={6}
              c="gray.8"
              icon={
                <ThemeIcon size={20} radius="xl" color="court.7" aria-hidden>
                  <IconCheck size={13} />
                </ThemeIcon>
              }
            >
              <List.Item>Card payments straight into your club’s Stripe account</List.Item>
              <List.Item>Import your members from a spreadsheet</List.Item>
              <List.Item>An app for iPhone and Android, installed from the browser</List.Item>
            </List>
            <Group gap="sm">
              <Button
                component={Link}
                to={loggedIn ? '/clubs' : '/signup'}
                size="md"
                rightSection={<IconArrowRight size={18} aria-hidden />}
              >
                {loggedIn ? 'Go to dashboard' : 'Get started'}
              </Button>
              <Button component={Link} to="/register-club" size="md" variant="default">
                Register your club
              </Button>
              <Button component={Link} to="/pricing" size="md" variant="subtle">
                See prices
              </Button>
            </Group>
            <Text fz="sm" c="gray.7">
              A player looking for your club?{' '}
              <Anchor component={Link} to="/#clubs" fz="sm" fw={600} underline="always">
                Find your club
              </Anchor>
            </Text>
          </Stack>
          <ProductMock />
        </SimpleGrid>
      </Container>
    </Box>
  );
}

/** The marketing home page (spec 1 §2 "/"). */
export default function HomePage() {
  usePageTitle('The tennis club platform');
  return (
    <>
      <Hero />
      <FeatureSections />
      <WhyRally />
      <ClubSearch />
      <CaseStudyTeasers />
      <CtaBand
        title="Ready to put your club on Rally?"
        text="Create your account, tell us about your club, and we’ll help you set up your courts, rates and members."
      />
    </>
  );
}
