import { Anchor, Box, Container, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PRIVACY_UPDATED, privacySections } from './privacy-content';
import classes from './site.module.css';
import { usePageTitle } from '../../lib/page-title';

/** The privacy policy (spec 1 §2 /privacy), in plain English. */
export default function PrivacyPage() {
  usePageTitle('Privacy');
  return (
    <>
      <Container size="sm" pt={{ base: 40, md: 64 }}>
        <Stack gap="xs" mb={32}>
          <Title order={1} fz={{ base: 32, sm: 42 }}>
            Privacy policy
          </Title>
          <Text c="gray.7">Last updated {PRIVACY_UPDATED}</Text>
          <Text fz="lg" c="gray.8" mt="sm">
            The short version: we hold what we need to run Rally for you and your clubs, we never sell it, and you can
            ask to see, fix or delete it at any time.
          </Text>
        </Stack>

        <Box component="nav" aria-labelledby="privacy-contents" mb={40} p="md" bg="gray.0" style={{ borderRadius: 8 }}>
          <Text component="h2" id="privacy-contents" fw={700} fz="sm" mb={6}>
            On this page
          </Text>
          <List size="sm" spacing={4} type="ordered">
            {privacySections.map((s) => (
              <List.Item key={s.id}>
                <Anchor component={Link} to={`#${s.id}`} fz="sm">
                  {s.heading}
                </Anchor>
              </List.Item>
            ))}
            <List.Item>
              <Anchor component={Link} to="#contact" fz="sm">
                Contact us
              </Anchor>
            </List.Item>
          </List>
        </Box>

        <Stack gap={36}>
          {privacySections.map((s) => (
            <Box component="section" key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className={classes.anchor}>
              <Title order={2} id={`${s.id}-title`} fz="h3" mb="sm">
                {s.heading}
              </Title>
              {s.points && (
                <List spacing="xs" mb="sm" lh={1.6}>
                  {s.points.map((p) => (
                    <List.Item key={p}>{p}</List.Item>
                  ))}
                </List>
              )}
              {s.paragraphs?.map((p) => (
                <Text key={p} mb="sm" lh={1.65}>
                  {p}
                </Text>
              ))}
            </Box>
          ))}
          <Box component="section" id="contact" aria-labelledby="contact-title" className={classes.anchor}>
            <Title order={2} id="contact-title" fz="h3" mb="sm">
              Contact us
            </Title>
            <Text lh={1.65}>
              To ask about your information or use any of your rights, send us a message through our{' '}
              <Anchor component={Link} to="/feedback" underline="always">
                contact form
              </Anchor>{' '}
              with the subject “Privacy”, from the email address on your account if you can. We reply within 30 days,
              and usually much sooner.
            </Text>
          </Box>
        </Stack>
      </Container>
    </>
  );
}
