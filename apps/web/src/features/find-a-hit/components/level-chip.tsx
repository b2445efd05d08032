import { Group, Text } from '@mantine/core';
import { levelConfidenceLabels, type PlayerLevelBadge } from '@rally/domain';

/** A player's level next to their name: the level's colour, its number and name, and how sure the rating is. */
export function LevelChip({ level, format }: { level: PlayerLevelBadge | null; format: 'S' | 'D' }) {
  const kind = format === 'D' ? 'doubles' : 'singles';
  if (!level)
    return (
      <Text size="xs" c="dimmed" component="span">
        No {kind} level yet
      </Text>
    );
  return (
    <Group
      gap={4}
      wrap="nowrap"
      component="span"
      display="inline-flex"
      title={`Rating ${level.rating} ± ${level.rd * 2}`}
    >
      <span aria-hidden style={{ width: 10, height: 10, borderRadius: 5, background: level.rgb, flexShrink: 0 }} />
      <Text size="xs" fw={600} component="span">
        Level {level.number} {kind} · {levelConfidenceLabels[level.confidence].toLowerCase()}
      </Text>
    </Group>
  );
}
