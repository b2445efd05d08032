import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TournamentFixture } from '@rally/domain';
import { useClubLocales } from '../../../lib/player-format';
import { dayLabel } from '../tournament-format';

/** 'Final', 'Semi-finals', 'Quarter-finals', then 'Round of 16' … from the rounds still to play. */
export function knockoutRoundName(index: number, count: number): string {
  const left = count - index;
  if (left === 1) return 'Final';
  if (left === 2) return 'Semi-finals';
  if (left === 3) return 'Quarter-finals';
  return `Round of ${2 ** left}`;
}

function Side({
  team,
  won,
  bye,
  through,
}: {
  team: { id: number; name: string } | null;
  won: boolean;
  bye: boolean;
  through?: boolean;
}) {
  return (
    <Group justify="space-between" gap={4} wrap="nowrap">
      <Text size="sm" fw={won ? 700 : 400} c={team ? undefined : 'dimmed'} truncate>
        {team ? team.name : bye ? 'Bye' : 'To be decided'}
      </Text>
      {won && (
        <Text size="xs" fw={700}>
          {through ? 'Through' : 'Won'}
        </Text>
      )}
    </Group>
  );
}

/**
 * The knockout drawn as a bracket: one column per round (first round left, final right), each
 * match a card of its two teams, the winner in bold. On a narrow screen it scrolls sideways in a
 * focusable region (a keyboard scrolls it with the arrow keys), so every round can be reached.
 */
export function KnockoutBracket({ fixtures }: { fixtures: TournamentFixture[] }) {
  const localeOf = useClubLocales(fixtures.map((f) => f.club));
  const rounds = [...new Set(fixtures.map((f) => f.round))].sort((a, b) => a - b);
  if (rounds.length === 0) return null;
  const columns = rounds.map((r) =>
    fixtures.filter((f) => f.round === r).sort((a, b) => (a.slot ?? 0) - (b.slot ?? 0)),
  );
  return (
    <section aria-labelledby="bracket-title">
      <Title order={2} size="h4" id="bracket-title" mb={4}>
        Knockout bracket
      </Title>
      <Text size="sm" c="dimmed" mb="xs" hiddenFrom="sm">
        Scroll sideways for every round.
      </Text>
      <Box
        role="region"
        aria-label="Every round of the bracket (scrolls sideways)"
        tabIndex={0}
        style={{ overflowX: 'auto' }}
      >
        <Group align="stretch" wrap="nowrap" gap="md" pb="xs" w="max-content">
          {columns.map((column, i) => (
            <Stack key={rounds[i]} w={220} miw={220} gap={0} justify="space-around" data-testid="bracket-round">
              <Box mb="xs">
                <Text fw={700} size="sm">
                  {knockoutRoundName(i, columns.length)}
                </Text>
                <Text size="xs" c="dimmed">
                  {dayLabel(column[0].dated, localeOf(column[0].club))}
                </Text>
              </Box>
              <Stack gap="sm" justify="space-around" style={{ flex: 1 }}>
                {column.map((f) => {
                  const [home, away] = f.team_set;
                  const winner = f.winner ?? (i === 0 && home && !away ? home.id : null);
                  return (
                    <Paper
                      key={f.id}
                      withBorder
                      radius="sm"
                      p={6}
                      aria-label={`${home?.name ?? 'To be decided'} v ${away?.name ?? (i === 0 && home ? 'bye' : 'to be decided')}`}
                      role="group"
                    >
                      <Side
                        team={home}
                        won={winner !== null && winner === home?.id}
                        bye={false}
                        through={i === 0 && home !== null && away === null}
                      />
                      <Side team={away} won={winner !== null && winner === away?.id} bye={i === 0 && home !== null} />
                      {f.score && (
                        <Text size="xs" c="dimmed">
                          Matches {f.score[0]}–{f.score[1]}
                        </Text>
                      )}
                      {i === columns.length - 1 && winner !== null && (
                        <Text size="sm" fw={700} mt={4}>
                          Champions: {winner === home?.id ? home.name : away?.name}
                        </Text>
                      )}
                    </Paper>
                  );
                })}
              </Stack>
            </Stack>
          ))}
        </Group>
      </Box>
    </section>
  );
}
