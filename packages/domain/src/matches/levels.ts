// Matcha levels (spec 3 §3): number, name, description, point range and colour, for singles and
// doubles alike. A player's level is the one whose range holds their Glicko-2 rating (new players
// start at 1500, level 5). The ranges follow the rating's spread: about 100 points a level.

export type MatchaLevel = {
  number: number;
  name: string;
  description: string;
  min_points: number;
  max_points: number;
  rgb: string;
};

export const MATCHA_LEVELS: readonly MatchaLevel[] = [
  {
    number: 1,
    name: 'Starter',
    description: 'Learning the strokes and the rules.',
    min_points: 0,
    max_points: 1100,
    rgb: '#9e9e9e',
  },
  {
    number: 2,
    name: 'Beginner',
    description: 'Rallies a few shots from the baseline.',
    min_points: 1100,
    max_points: 1200,
    rgb: '#8d6e63',
  },
  {
    number: 3,
    name: 'Improver',
    description: 'Consistent at an easy pace; serves in.',
    min_points: 1200,
    max_points: 1300,
    rgb: '#43a047',
  },
  {
    number: 4,
    name: 'Club social',
    description: 'Plays social doubles; places the ball.',
    min_points: 1300,
    max_points: 1400,
    rgb: '#00897b',
  },
  {
    number: 5,
    name: 'Club player',
    description: 'Rallies with pace and plays points with a plan.',
    min_points: 1400,
    max_points: 1600,
    rgb: '#1e88e5',
  },
  {
    number: 6,
    name: 'Competitive',
    description: 'Plays pennant; varies spin and pace.',
    min_points: 1600,
    max_points: 1700,
    rgb: '#3949ab',
  },
  {
    number: 7,
    name: 'Strong competitor',
    description: 'Wins pennant matches; a weapon on serve or forehand.',
    min_points: 1700,
    max_points: 1800,
    rgb: '#8e24aa',
  },
  {
    number: 8,
    name: 'Advanced',
    description: 'Tournament player at state level.',
    min_points: 1800,
    max_points: 1950,
    rgb: '#d81b60',
  },
  {
    number: 9,
    name: 'Elite',
    description: 'National-level tournament player.',
    min_points: 1950,
    max_points: 2100,
    rgb: '#e53935',
  },
  {
    number: 10,
    name: 'Professional',
    description: 'Plays for ranking points.',
    min_points: 2100,
    max_points: 4000,
    rgb: '#212121',
  },
];

/** The level of a rating (min_points inclusive, max_points exclusive; the last takes what is above). */
export function levelOf(rating: number): MatchaLevel {
  return (
    MATCHA_LEVELS.find((l) => rating >= l.min_points && rating < l.max_points) ??
    (rating < 0 ? MATCHA_LEVELS[0] : MATCHA_LEVELS[MATCHA_LEVELS.length - 1])
  );
}

/**
 * How sure a level is, from the Glicko-2 rating deviation (RD): a new player starts at 350; the
 * rating lies within ±2 RD of the true strength 95 % of the time. Below 100 the level is
 * settled (±200 points: about two levels), below 200 provisional, otherwise new.
 */
export type LevelConfidence = 'new' | 'provisional' | 'settled';
export const levelConfidence = (rd: number): LevelConfidence =>
  rd < 100 ? 'settled' : rd < 200 ? 'provisional' : 'new';
export const levelConfidenceLabels: Record<LevelConfidence, string> = {
  new: 'New rating',
  provisional: 'Provisional',
  settled: 'Settled',
};

/** A player's level as other players see it next to their name (a hit's creator and responders). */
export type PlayerLevelBadge = {
  number: number;
  name: string;
  rgb: string;
  rating: number;
  rd: number;
  confidence: LevelConfidence;
};
