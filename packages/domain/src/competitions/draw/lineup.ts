// The players of a tournament match (issue 15; docs/competitions.md "The player ladder of a
// league"): who may play a match for a side. Pure: the server passes the tournament's members and
// the fixture's other matches; the screen may call it for a first check.
//
//   - singles take one player a side, doubles two; nobody plays twice in one match;
//   - a player plays for their own team (a tournament member whose team is the side's team);
//   - a FILL-IN is a tournament member who is not in the side's team: a reserve (a member without
//     a team) or a player of a team not in this fixture. Fill-ins are allowed only when the
//     tournament's FillinSameRank is on, and then "same rank": the fill-in has a rank, and the
//     side's team has a member of that same rank who is not playing this match (the player the
//     fill-in stands in for; each absent member is stood in for once). A player of the other team
//     of the fixture never fills in against it;
//   - PlayerGender: mens take men only, womens women only (fill-ins too); a mixed doubles pair is
//     one man and one woman (singles in a mixed competition have no gender rule);
//   - a player plays one match of each format a fixture: not two singles, nor two doubles, of the
//     same fixture (no param allows it). A singles and a doubles are allowed.

export type LineupMember = {
  player: number;
  name: string;
  team: number | null;
  rank: number | null;
  gender: 'M' | 'F' | 'U';
};
export type LineupSide = { team: number; teamName: string; players: number[] };
export type LineupRules = { playerGender: 'mens' | 'womens' | 'mixed' | 'flexible'; fillinSameRank: boolean };
export type LineupInput = {
  format: 'S' | 'D';
  sides: [LineupSide, LineupSide];
  /** Every member of the tournament. */
  members: LineupMember[];
  /** The fixture's other matches (not this one) and their players, both sides together. */
  others: { name: string; format: 'S' | 'D'; players: number[] }[];
};
export type LineupProblem = { side: 0 | 1; message: string };

export const lineupMessages = {
  bothSides: 'Enter the players of both sides, or of neither.',
  count: (format: 'S' | 'D') =>
    format === 'S' ? 'A singles match takes one player a side.' : 'A doubles match takes two players a side.',
  twiceInMatch: (name: string) => `${name} cannot play twice in one match.`,
  notInTournament: 'That player is not in this tournament.',
  notInTeam: (name: string, team: string) => `${name} is not in ${team}, and this competition takes no fill-ins.`,
  fillinOpponent: (name: string, team: string) =>
    `${name} plays for ${team}, the other side of this fixture, so cannot fill in against them.`,
  fillinNoRank: (name: string) =>
    `${name} has no rank, and a fill-in must be of the same rank as the player they stand in for.`,
  fillinRank: (name: string, team: string, rank: number) =>
    `${name} can fill in for ${team} only for a rank ${rank} player of the team who is not playing this match.`,
  mensOnly: (name: string) => `${name} is not recorded as a man, and a mens competition takes men only.`,
  womensOnly: (name: string) => `${name} is not recorded as a woman, and a womens competition takes women only.`,
  mixedPair: (a: string, b: string) => `A mixed doubles pair is one man and one woman: ${a} and ${b} are not.`,
  twiceInFixture: (name: string, format: 'S' | 'D', match: string) =>
    `${name} already plays ${match}, another ${format === 'S' ? 'singles' : 'doubles'} match of this fixture: a player plays one match of each format a fixture.`,
} as const;

/** The fill-ins of a side: its players who are not members of its team. */
export function fillinsOf(side: LineupSide, members: LineupMember[]): number[] {
  const byPlayer = new Map(members.map((m) => [m.player, m]));
  return side.players.filter((p) => byPlayer.get(p)?.team !== side.team);
}

/** Every rule the players break, each with its sentence and the side it is about; [] when they may play. */
export function lineupProblems(input: LineupInput, rules: LineupRules): LineupProblem[] {
  const out: LineupProblem[] = [];
  const [home, away] = input.sides;
  if ((home.players.length === 0) !== (away.players.length === 0)) {
    out.push({ side: home.players.length === 0 ? 0 : 1, message: lineupMessages.bothSides });
    return out;
  }
  if (home.players.length === 0) return out;
  const byPlayer = new Map(input.members.map((m) => [m.player, m]));
  const nameOf = (p: number) => byPlayer.get(p)?.name || 'That player';
  const size = input.format === 'S' ? 1 : 2;
  const seen = new Set<number>();
  input.sides.forEach((side, i) => {
    const s = i as 0 | 1;
    const other = input.sides[1 - s];
    if (side.players.length !== size) out.push({ side: s, message: lineupMessages.count(input.format) });
    // Team members not playing this match for the side, by rank: those a fill-in may stand in for.
    const absentRanks = input.members
      .filter((m) => m.team === side.team && !side.players.includes(m.player) && m.rank !== null)
      .map((m) => m.rank!);
    for (const p of side.players) {
      if (seen.has(p)) {
        out.push({ side: s, message: lineupMessages.twiceInMatch(nameOf(p)) });
        continue;
      }
      seen.add(p);
      const m = byPlayer.get(p);
      if (!m) {
        out.push({ side: s, message: lineupMessages.notInTournament });
        continue;
      }
      if (m.team !== side.team) {
        if (!rules.fillinSameRank) out.push({ side: s, message: lineupMessages.notInTeam(m.name, side.teamName) });
        else if (m.team === other.team)
          out.push({ side: s, message: lineupMessages.fillinOpponent(m.name, other.teamName) });
        else if (m.rank === null) out.push({ side: s, message: lineupMessages.fillinNoRank(m.name) });
        else {
          const at = absentRanks.indexOf(m.rank);
          if (at < 0) out.push({ side: s, message: lineupMessages.fillinRank(m.name, side.teamName, m.rank) });
          else absentRanks.splice(at, 1);
        }
      }
      if (rules.playerGender === 'mens' && m.gender !== 'M')
        out.push({ side: s, message: lineupMessages.mensOnly(m.name) });
      if (rules.playerGender === 'womens' && m.gender !== 'F')
        out.push({ side: s, message: lineupMessages.womensOnly(m.name) });
      const elsewhere = input.others.find((o) => o.format === input.format && o.players.includes(p));
      if (elsewhere)
        out.push({ side: s, message: lineupMessages.twiceInFixture(m.name, input.format, elsewhere.name) });
    }
    if (rules.playerGender === 'mixed' && input.format === 'D' && side.players.length === 2) {
      const genders = side.players
        .map((p) => byPlayer.get(p)?.gender)
        .sort()
        .join('');
      if (genders !== 'FM')
        out.push({ side: s, message: lineupMessages.mixedPair(nameOf(side.players[0]), nameOf(side.players[1])) });
    }
  });
  return out;
}
