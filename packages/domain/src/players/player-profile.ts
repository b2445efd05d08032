import { genderCodes, type GenderCode } from '../members/member-codes';

// The player's own profile (the Me page): what the limits of clinics, hits, competitions and
// coaches read (gender, date of birth, NTRP level) and how a player rates themselves.

/** One step of the NTRP self-rating guide: the level and what a player at it can do. */
export type NtrpGuideStep = { level: number; label: string; text: string };

/**
 * The short NTRP self-rating guide the Me page shows (after the USTA's descriptions, shortened):
 * the levels most club players sit between.
 */
export const ntrpGuide: readonly NtrpGuideStep[] = [
  {
    level: 2.5,
    label: '2.5',
    text: 'You can keep a slow rally going with a partner of your level; you are still learning to judge where the ball goes.',
  },
  {
    level: 3.0,
    label: '3.0',
    text: 'Fairly steady on medium-paced shots, but not yet in control of depth, direction or power.',
  },
  {
    level: 3.5,
    label: '3.5',
    text: 'You direct the ball with some control and depth on medium-paced shots and start to come to the net.',
  },
  {
    level: 4.0,
    label: '4.0',
    text: 'Dependable strokes with direction and depth on both sides; you place the ball and can plan a point.',
  },
  {
    level: 4.5,
    label: '4.5',
    text: 'You use power and spin, handle pace, and vary your game; your serve wins points.',
  },
];

/** The NTRP levels a player may pick: 1.0 to 7.0 in steps of 0.5 (spec 2 §10). */
export const ntrpLevels: readonly number[] = Array.from({ length: 13 }, (_, i) => 1 + i * 0.5);

/** The genders a player may give, with the words the Me page shows. */
export const profileGenderOptions: readonly { value: GenderCode; label: string }[] = genderCodes.map((value) => ({
  value,
  label: { U: 'Prefer not to say', M: 'Male', F: 'Female' }[value],
}));
