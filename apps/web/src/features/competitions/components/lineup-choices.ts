import type { TournamentMember, TournamentParams } from '@rally/domain';

// The players an organiser may pick for one side of a match (docs/competitions.md "The player
// ladder of a league"): the side's team first, then, when the competition takes fill-ins
// (FillinSameRank), the reserves and other teams' players (not the opponent's) whose rank is one of
// the team's ranks. The server has the last word (the domain's lineupProblems).

export type LineupChoiceGroup = { group: string; items: { value: string; label: string }[] };

export function lineupChoices(
  members: TournamentMember[],
  params: Pick<TournamentParams, 'FillinSameRank'>,
  team: { id: number; name: string },
  opponent: number | null,
  teamNames: Map<number, string>,
): LineupChoiceGroup[] {
  const own = members.filter((m) => m.team === team.id);
  const groups: LineupChoiceGroup[] = [
    {
      group: team.name,
      items: own.map((m) => ({ value: String(m.player), label: m.rank ? `${m.name} (rank ${m.rank})` : m.name })),
    },
  ];
  if (params.FillinSameRank) {
    const ranks = new Set(own.map((m) => m.rank).filter((r): r is number => r !== null));
    const fillins = members.filter(
      (m) => m.team !== team.id && m.team !== opponent && m.rank !== null && ranks.has(m.rank),
    );
    if (fillins.length) {
      groups.push({
        group: 'Fill-ins (same rank)',
        items: fillins.map((m) => ({
          value: String(m.player),
          label: `${m.name} (rank ${m.rank}, ${m.team ? (teamNames.get(m.team) ?? 'another team') : 'reserve'})`,
        })),
      });
    }
  }
  return groups.filter((g) => g.items.length > 0);
}
