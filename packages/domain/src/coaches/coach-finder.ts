import { z } from 'zod';
import { coachLimits, coachTypes, genders, skillLevels, type ClubCoachSettings } from './coach.schema';

// Finding a suitable coach (issue 27): a coach's student settings at a club (gender, ages, NTRP,
// levels) say whom they teach; a player says who the lessons are for, and sees the coaches who
// teach such a student. The API filters by the same rule the tests check.

/** Who the lessons are for; each left out matches every coach. */
export type Student = {
  gender?: 'M' | 'F' | null;
  age?: number | null;
  ntrp?: number | null;
  level?: (typeof skillLevels)[number] | null;
};

type StudentSettings = Pick<
  ClubCoachSettings,
  'student_gender' | 'min_student_age' | 'max_student_age' | 'min_ntrp' | 'max_ntrp'
> & { generic_levels: readonly string[] };

/** True when the coach's student settings take this student (a coach with no levels takes every level). */
export function coachSuits(coach: StudentSettings, student: Student): boolean {
  if (student.gender && coach.student_gender !== 'U' && coach.student_gender !== student.gender) return false;
  if (student.age != null && (student.age < coach.min_student_age || student.age > coach.max_student_age)) return false;
  if (student.ntrp != null && (student.ntrp < coach.min_ntrp || student.ntrp > coach.max_ntrp)) return false;
  if (student.level && coach.generic_levels.length > 0 && !coach.generic_levels.includes(student.level)) return false;
  return true;
}

const numberParam = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number({ error: message }).min(min, message).max(max, message).optional(),
  );

/** GET /api/club/{id}/coaches/?gender&age&ntrp&level: who the lessons are for. */
export const coachFinderQuerySchema = z.object({
  gender: z.enum(['M', 'F'], { error: 'Choose M or F' }).optional(),
  age: numberParam(coachLimits.age.min, coachLimits.age.max, `Age is ${coachLimits.age.min} to ${coachLimits.age.max}`),
  ntrp: numberParam(
    coachLimits.ntrp.min,
    coachLimits.ntrp.max,
    `NTRP is ${coachLimits.ntrp.min} to ${coachLimits.ntrp.max}`,
  ),
  level: z.enum(skillLevels, { error: 'Choose a level from the list' }).optional(),
});
export type CoachFinderQuery = z.infer<typeof coachFinderQuerySchema>;

/** A coach of the club as players see them: who they are and whom they teach. */
export const coachCardSchema = z.object({
  id: z.number(),
  full_name: z.string(),
  ttype: z.enum(coachTypes),
  student_gender: z.enum(genders),
  min_student_age: z.number(),
  max_student_age: z.number(),
  min_ntrp: z.number(),
  max_ntrp: z.number(),
  generic_levels: z.array(z.enum(skillLevels)),
});
export type CoachCard = z.infer<typeof coachCardSchema>;
