import { Accordion, List, Text } from '@mantine/core';
import { ntrpGuide } from '@rally/domain';

/** The short NTRP self-rating guide under the level: what 2.5 to 4.5 mean, folded away until asked. */
export function NtrpGuide() {
  return (
    <Accordion variant="contained" radius="sm">
      <Accordion.Item value="guide">
        <Accordion.Control>
          <Text size="sm" fw={500}>
            Which NTRP level am I?
          </Text>
        </Accordion.Control>
        <Accordion.Panel>
          <List spacing={6} size="sm">
            {ntrpGuide.map((step) => (
              <List.Item key={step.label}>
                <Text span fw={700} size="sm">
                  {step.label}
                </Text>{' '}
                {step.text}
              </List.Item>
            ))}
          </List>
          <Text size="xs" c="dimmed" mt="xs">
            Between two levels? Pick the lower one: clinics and hits may ask for a range.
          </Text>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
