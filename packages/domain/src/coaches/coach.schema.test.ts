import { describe, expect, it } from 'vitest';
import { addCoachSchema, clubCoachDefaults, settingsOver, updateClubCoachSchema } from '../index';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('club coach settings', () => {
  it('takes the spec defaults for what is left out', () => {
    expect(addCoachSchema.parse({ player: 3 })).toEqual({ player: 3 });
    expect(addCoachSchema.parse({ player: 3, club_coach: { ttype: 'P' } }).club_coach).toEqual({
      ...clubCoachDefaults,
      ttype: 'P',
    });
    expect(clubCoachDefaults).toMatchObject({
      advance_days_booking: 999,
      max_hours_day: 10,
      min_student_age: 4,
      max_student_age: 99,
      min_ntrp: 1,
      max_ntrp: 5.5,
      student_gender: 'U',
      can_book_recurring: true,
      advance_hours_cancel: 0,
    });
  });

  it.each([
    [{ min_student_age: 3 }, ['min_student_age: must be greater than or equal to 4']],
    [{ max_student_age: 100 }, ['max_student_age: Must be less than or equal to 99']],
    [{ min_student_age: 30, max_student_age: 20 }, ['max_student_age: Maximum age must be at least the minimum age']],
    [{ min_ntrp: 0.5 }, ['min_ntrp: must be greater than or equal to 1']],
    [{ max_ntrp: 6 }, ['max_ntrp: Must be less than or equal to 5.5']],
    [{ min_ntrp: 3.3 }, ['min_ntrp: Must be in steps of 0.5']],
    [{ min_ntrp: 4, max_ntrp: 3 }, ['max_ntrp: Maximum NTRP must be at least the minimum NTRP']],
    [{ advance_days_booking: 1000 }, ['advance_days_booking: Must be less than or equal to 999']],
    [{ max_hours_day: 1.5 }, ['max_hours_day: Must be a whole number']],
    [{ ttype: 'X' }, ['ttype: Type must be C (coach) or P (pro)']],
    [{ generic_levels: ['Expert'] }, ['generic_levels.0: Choose levels from the list']],
  ])('%j → %j', (settings, expected) => {
    expect(issuesOf(addCoachSchema.safeParse({ player: 1, club_coach: settings }))).toEqual(
      expected.map((e) => `club_coach.${e}`),
    );
  });

  it('needs a player or an e-mail address', () => {
    expect(issuesOf(addCoachSchema.safeParse({}))).toEqual(['player: Player is required']);
    expect(addCoachSchema.parse({ email: 'Coach2@Example.com' }).email).toBe('coach2@example.com');
  });

  it('checks a change over the stored settings', () => {
    const stored = {
      ...clubCoachDefaults,
      min_student_age: 10,
      max_student_age: 20,
      generic_levels: [] as string[],
    } as never;
    const patch = updateClubCoachSchema.parse({ max_student_age: 8 });
    expect(issuesOf(settingsOver(stored).safeParse(patch))).toEqual([
      'max_student_age: Maximum age must be at least the minimum age',
    ]);
  });
});
