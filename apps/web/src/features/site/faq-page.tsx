import { Accordion, Anchor, Box, Container, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CtaBand } from './cta-band';
import { faqGroups } from './faq-content';
import { InstallAppButton } from './install-app';
import { usePageTitle } from '../../lib/page-title';

/** The FAQ (spec 1 §2 /faq): the questions in groups, each an accordion. */
export default function FaqPage() {
  usePageTitle('FAQ');
  // A link to one answer (/faq#app, from the footer's install badges) opens it; the page the build
  // drew has them all closed, and the app opens it once it has taken the page over.
  const { hash } = useLocation();
  const [open, setOpen] = useState<string[]>([]);
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (faqGroups.some((group) => group.items.some((item) => item.id === id)))
      setOpen((ids) => (ids.includes(id) ? ids : [...ids, id]));
  }, [hash]);
  return (
    <>
      <Container size="md" pt={{ base: 40, md: 64 }}>
        <Stack gap="sm" mb={40}>
          <Title order={1} fz={{ base: 32, sm: 42 }}>
            Frequently asked questions
          </Title>
          <Text fz="lg" c="gray.8">
            The questions club committees and players ask us most. Can’t find yours?{' '}
            <Anchor component={Link} to="/feedback" fz="lg" underline="always">
              Ask us
            </Anchor>
            .
          </Text>
        </Stack>
        <Stack gap={40}>
          {faqGroups.map((group, g) => (
            <Box component="section" key={group.title} aria-labelledby={`faq-group-${g}`}>
              <Title order={2} id={`faq-group-${g}`} fz="h3" mb="sm">
                {group.title}
              </Title>
              <Accordion
                variant="separated"
                radius="md"
                multiple
                value={open.filter((id) => group.items.some((item) => item.id === id))}
                onChange={(ids) =>
                  setOpen((all) => [...all.filter((id) => !group.items.some((item) => item.id === id)), ...ids])
                }
              >
                {group.items.map((item) => (
                  <Accordion.Item key={item.id} value={item.id} id={item.id}>
                    <Accordion.Control>
                      <Text component="span" fw={600}>
                        {item.question}
                      </Text>
                    </Accordion.Control>
                    <Accordion.Panel>
                      <Stack gap="sm">
                        {item.answer.map((p) => (
                          <Text key={p} c="gray.9" lh={1.6}>
                            {p}
                          </Text>
                        ))}
                        {item.id === 'app' && (
                          <div>
                            <InstallAppButton />
                          </div>
                        )}
                        {item.link && (
                          <Anchor
                            component={Link}
                            to={item.link.to}
                            fw={600}
                            style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
                          >
                            {item.link.label}
                            <IconArrowRight size={14} aria-hidden />
                          </Anchor>
                        )}
                      </Stack>
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            </Box>
          ))}
        </Stack>
      </Container>
      <CtaBand
        title="Still deciding?"
        text="Tell us how your club runs today and we’ll show you what Rally would change."
      />
    </>
  );
}
