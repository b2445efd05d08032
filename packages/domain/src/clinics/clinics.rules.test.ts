import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { eventDisplayStatus, fitsSkillLevels, skillLevelsText } from './clinic-codes';
import { joinPrice, type PriceRate } from './clinic-price.rules';
import { planEventSessions } from './clinic-sessions.rules';
import { signUpOpensAt } from './clinic-signup.rules';
import { editEventParticipantSchema } from './clinic.schema';
import { phoneMessages } from '../validation/rules';

const zone = 'Australia/Sydney';
const local = (d: Date) => DateTime.fromJSDate(d).setZone(zone).toFormat("yyyy-MM-dd'T'HH:mm");

describe('planEventSessions', () => {
  it('weekly on the days of week, each with its window, skipping excluded dates, up to the count', () => {
    const s = planEventSessions({
      start_date: '2026-12-07',
      num_sessions: 4,
      recurrence: 'W',
      zone,
      excluded_dates: ['2026-12-09'],
      days_of_week: [
        { day: 0, start_time: '18:00', end_time: '19:00' },
        { day: 2, start_time: '07:00', end_time: '08:30' },
      ],
    });
    expect(s.map((x) => `${local(x.start)}-${local(x.end).slice(11)}`)).toEqual([
      '2026-12-07T18:00-19:00',
      '2026-12-14T18:00-19:00',
      '2026-12-16T07:00-08:30',
      '2026-12-21T18:00-19:00',
    ]);
    expect(s.map((x) => x.number)).toEqual([1, 2, 3, 4]);
  });

  it("weekly on the start date's weekday with the default time and length when no day is given; an end date wins", () => {
    const s = planEventSessions({
      start_date: '2026-12-08',
      end_date: '2026-12-22',
      num_sessions: 10,
      recurrence: 'W',
      zone,
      excluded_dates: [],
      days_of_week: [],
      def_start_time: '10:00',
      def_session_dur_mins: 45,
    });
    expect(s.map((x) => `${local(x.start)}-${local(x.end).slice(11)}`)).toEqual([
      '2026-12-08T10:00-10:45',
      '2026-12-15T10:00-10:45',
      '2026-12-22T10:00-10:45',
    ]);
  });

  it('daily every day, a listed weekday taking its own window; 30 minutes by default', () => {
    const s = planEventSessions({
      start_date: '2026-12-11',
      num_sessions: 3,
      recurrence: 'D',
      zone,
      excluded_dates: [],
      days_of_week: [{ day: 5, start_time: '08:00', end_time: '10:00' }],
      def_start_time: '09:00',
    });
    expect(s.map((x) => `${local(x.start)}-${local(x.end).slice(11)}`)).toEqual([
      '2026-12-11T09:00-09:30',
      '2026-12-12T08:00-10:00',
      '2026-12-13T09:00-09:30',
    ]);
  });

  it("keeps the wall-clock time across Sydney's daylight-saving change", () => {
    const s = planEventSessions({
      start_date: '2027-03-30',
      num_sessions: 2,
      recurrence: 'W',
      zone,
      excluded_dates: [],
      days_of_week: [{ day: 1, start_time: '18:00', end_time: '19:00' }],
    });
    expect(s.map((x) => local(x.start))).toEqual(['2027-03-30T18:00', '2027-04-06T18:00']);
    expect(s.map((x) => x.start.toISOString().slice(11, 16))).toEqual(['07:00', '08:00']);
  });

  it('makes nothing without a start date or without an end date and a count', () => {
    expect(
      planEventSessions({
        start_date: '',
        num_sessions: 3,
        recurrence: 'W',
        zone,
        excluded_dates: [],
        days_of_week: [],
      }),
    ).toEqual([]);
    expect(
      planEventSessions({ start_date: '2026-12-08', recurrence: 'W', zone, excluded_dates: [], days_of_week: [] }),
    ).toEqual([]);
  });
});

describe('eventDisplayStatus', () => {
  const start = new Date('2026-12-08T07:00:00Z');
  const end = new Date('2026-12-29T08:00:00Z');
  it('reads each status at its boundaries', () => {
    expect(eventDisplayStatus('', start, end, start)).toBe('Draft');
    expect(eventDisplayStatus('D', start, end, start)).toBe('Draft');
    expect(eventDisplayStatus('C', start, end, start)).toBe('Cancelled');
    expect(eventDisplayStatus('P', start, end, new Date(start.getTime() - 1))).toBe('Published');
    expect(eventDisplayStatus('P', start, end, start)).toBe('Published|Live');
    expect(eventDisplayStatus('P', start, end, new Date(end.getTime() - 1))).toBe('Published|Live');
    expect(eventDisplayStatus('P', start, end, end)).toBe('Completed');
    expect(eventDisplayStatus('P', null, null, end)).toBe('Published');
  });
});

describe('joinPrice', () => {
  const event = {
    member_minor: 8000,
    nonmember_minor: 12000,
    member_session_minor: 2500,
    nonmember_session_minor: 3500,
    can_join_single_session: true,
  };
  const rate = (r: Partial<PriceRate>): PriceRate => ({
    all_members: false,
    non_members: false,
    membership_type: null,
    can_join_all_sessions: true,
    can_join_single_session: true,
    single_minor: null,
    all_minor: null,
    ...r,
  });
  it('member, membership type, non-member and single sessions', () => {
    expect(joinPrice(event, [], { kind: 'member', membership_type: 1 }, null).price).toBe(8000);
    expect(joinPrice(event, [], { kind: 'nonmember', membership_type: null }, null).price).toBe(12000);
    expect(joinPrice(event, [], { kind: 'member', membership_type: 1 }, 2).price).toBe(5000);
    const rates = [
      rate({ all_members: true, all_minor: 7000 }),
      rate({ membership_type: 2, all_minor: 6000, single_minor: 2000 }),
      rate({ non_members: true, all_minor: 11000 }),
    ];
    expect(joinPrice(event, rates, { kind: 'member', membership_type: 1 }, null).price).toBe(7000);
    expect(joinPrice(event, rates, { kind: 'member', membership_type: 2 }, null).price).toBe(6000);
    expect(joinPrice(event, rates, { kind: 'member', membership_type: 2 }, 3).price).toBe(6000);
    expect(joinPrice(event, rates, { kind: 'nonmember', membership_type: null }, null).price).toBe(11000);
    expect(
      joinPrice({ ...event, can_join_single_session: false }, [], { kind: 'member', membership_type: 1 }, 1).refusal,
    ).toBe('This event can only be joined as a whole.');
  });
});

describe('skill levels and matcha levels', () => {
  it('lets in the levels of the chosen ranges, at their boundaries; no levels or no level yet shuts nobody out', () => {
    expect(fitsSkillLevels(['Intermediate'], 4)).toBe(true);
    expect(fitsSkillLevels(['Intermediate'], 5)).toBe(true);
    expect(fitsSkillLevels(['Intermediate'], 3)).toBe(false);
    expect(fitsSkillLevels(['Intermediate'], 6)).toBe(false);
    expect(fitsSkillLevels(['Beginner', 'Professional'], 9)).toBe(true);
    expect(fitsSkillLevels(['Beginner', 'Professional'], 5)).toBe(false);
    expect(fitsSkillLevels([], 10)).toBe(true);
    expect(fitsSkillLevels(['Advanced'], null)).toBe(true);
  });

  it('says who the levels are for, adjacent ranges as one', () => {
    expect(skillLevelsText([])).toBe('');
    expect(skillLevelsText(['Advanced'])).toBe('Advanced players (levels 6–8)');
    expect(skillLevelsText(['Advanced', 'Intermediate'])).toBe('Intermediate and Advanced players (levels 4–8)');
    expect(skillLevelsText(['Beginner', 'Advanced', 'Professional'])).toBe(
      'Beginner, Advanced and Professional players (levels 1–3, 6–10)',
    );
  });
});

describe("a participant's phone number", () => {
  it('follows the one phone rule of every form', () => {
    expect(editEventParticipantSchema.safeParse({ number: '+61 412 345 678' }).success).toBe(true);
    expect(editEventParticipantSchema.safeParse({ number: '' }).success).toBe(true);
    const letters = editEventParticipantSchema.safeParse({ number: 'call me' });
    expect(letters.success).toBe(false);
    expect(letters.error?.issues[0]).toMatchObject({ path: ['number'], message: phoneMessages.characters });
    expect(editEventParticipantSchema.safeParse({ number: '123' }).error?.issues[0].message).toBe(phoneMessages.digits);
  });
});

describe('signUpOpensAt (advance_join_days)', () => {
  const at = (local: string) => DateTime.fromISO(local, { zone }).toJSDate();
  it('opens at the start of the day, in the club’s zone, the given days before the first session', () => {
    expect(signUpOpensAt(1, at('2027-01-12T18:00'), zone)).toEqual(at('2027-01-11T00:00'));
    expect(signUpOpensAt(0, at('2027-01-12T18:00'), zone)).toEqual(at('2027-01-12T00:00'));
    // Across the end of daylight saving (4 April 2027): still midnight, local time.
    expect(signUpOpensAt(7, at('2027-04-06T09:00'), zone)).toEqual(at('2027-03-30T00:00'));
  });
  it('no value, or no session: no limit', () => {
    expect(signUpOpensAt(null, at('2027-01-12T18:00'), zone)).toBeNull();
    expect(signUpOpensAt(3, null, zone)).toBeNull();
  });
});
