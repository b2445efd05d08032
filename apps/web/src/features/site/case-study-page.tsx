import { Anchor, Box, Container, Grid, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { caseStudyContent, isCaseStudySlug, type CaseStudy } from './case-study-content';
import { CtaBand } from './cta-band';
import NotFoundPage from './not-found-page';
import { caseStudyLinks, featureLinks, slugOf } from './site-nav';
import classes from './site.module.css';
import { usePageTitle } from '../../lib/page-title';

function Facts({ study }: { study: CaseStudy }) {
  const features = study.features.map((s) => featureLinks.find((f) => f.slug === s)!);
  return (
    <Paper component="aside" aria-labelledby="facts-title" withBorder radius="md" p="lg" bg="gray.0">
      <Title order={2} id="facts-title" fz="md" mb="sm">
        At a glance
      </Title>
      <Box component="dl" m={0}>
        {study.facts.map((f) => (
          <Box key={f.label} mb="sm">
            <Text component="dt" fz="xs" fw={700} tt="uppercase" c="gray.7">
              {f.label}
            </Text>
            <Text component="dd" m={0}>
              {f.value}
            </Text>
          </Box>
        ))}
      </Box>
      <Text fz="xs" fw={700} tt="uppercase" c="gray.7" mt="md" mb={6}>
        Features in this story
      </Text>
      <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
        {features.map((f) => (
          <li key={f.slug}>
            <Anchor
              component={Link}
              to={`/${f.slug}`}
              fz="sm"
              fw={600}
              style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
            >
              <f.icon size={16} aria-hidden />
              {f.label}
            </Anchor>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}

/** One page for the case studies and club promotion (spec 1 §2), chosen by path from case-study-content.ts. */
export default function CaseStudyPage() {
  const slug = slugOf(useLocation().pathname);
  usePageTitle(isCaseStudySlug(slug) ? caseStudyContent[slug].headline : 'Page not found');
  if (!isCaseStudySlug(slug)) return <NotFoundPage />;
  const study = caseStudyContent[slug];
  const others = caseStudyLinks.filter((c) => c.slug !== slug);

  return (
    <>
      <Box
        component="section"
        aria-labelledby="study-title"
        className={classes.hero}
        pt={{ base: 40, md: 72 }}
        pb={{ base: 32, md: 56 }}
      >
        <Container size="lg">
          <Stack gap="md" maw={780}>
            <Text fw={700} c="court.8" tt="uppercase" fz="sm">
              {study.eyebrow}
            </Text>
            <Title order={1} id="study-title" fz={{ base: 32, sm: 42 }} lh={1.15} lts={-0.5}>
              {study.headline}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="gray.8">
              {study.intro}
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" pt={48}>
        <Grid gap={48}>
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
            <Stack gap={40} component="article" aria-labelledby="study-title">
              {study.sections.map((section) => (
                <Box component="section" key={section.heading}>
                  <Title order={2} fz="h3" mb="sm">
                    {section.heading}
                  </Title>
                  {section.paragraphs?.map((p) => (
                    <Text key={p} mb="sm" c="gray.9" lh={1.65}>
                      {p}
                    </Text>
                  ))}
                  {section.points && (
                    <List
                      spacing="sm"
                      mt="sm"
                      icon={
                        <ThemeIcon size={22} radius="xl" color="court.7" aria-hidden>
                          <IconCheck size={14} />
                        </ThemeIcon>
                      }
                    >
                      {section.points.map((p) => (
                        <List.Item key={p}>{p}</List.Item>
                      ))}
                    </List>
                  )}
                </Box>
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            <Facts study={study} />
          </Grid.Col>
        </Grid>
        <Box component="nav" aria-labelledby="more-title" mt={56}>
          <Title order={2} id="more-title" fz="h4" mb="sm">
            More stories
          </Title>
          <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
            {others.map((c) => (
              <li key={c.slug}>
                <Anchor component={Link} to={`/${c.slug}`} fw={600}>
                  {c.label}
                </Anchor>
                <Text span c="gray.7" fz="sm">
                  {' — '}
                  {c.summary}
                </Text>
              </li>
            ))}
          </Stack>
        </Box>
      </Container>
      <CtaBand title={study.cta.title} text={study.cta.text} />
    </>
  );
}
