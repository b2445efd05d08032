import { Accordion, Anchor, Box, Container, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CtaBand } from './cta-band';
import { faqGroups } from './faq-content';
import { usePageTitle } from '../../lib/page-title';

/** The FAQ (spec 1 §2 /faq): the questions in groups, each an accordion. */
export default function FaqPage() {
  usePageTitle('FAQ');
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
              <Accordion variant="separated" radius="md" multiple>
                {group.items.map((item) => (
                  <Accordion.Item key={item.id} value={item.id}>
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
