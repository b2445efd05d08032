import { NTRP_VALUES, SKILL_LEVELS, SKILL_LEVEL_RANGES, type CreateEventInput, type DayWindow } from '@rally/domain';
import { type EventDetail } from '../api/events.api';

// The clinic form's values (spec 3 §5): read from an event, and written as the event's payload.

export type Values = {
  name: string;
  desc: string;
  ttype: string;
  start_date: string | null;
  end_date: string | null;
  num_sessions: number | string | null;
  recurrence: string;
  def_start_time: string;
  def_session_dur_mins: number | string | null;
  days_of_week: DayWindow[];
  excluded_dates: string[];
  court_set: string[];
  coach_set: string[];
  max_participant_session: number | string | null;
  allowed_gender: string;
  min_age: number | string | null;
  max_age: number | string | null;
  min_ntrp: string | null;
  max_ntrp: string | null;
  generic_levels: string[];
  allow_nonmember: boolean;
  can_join_single_session: boolean;
  advance_join_days: number | string | null;
  member_price: number | string | null;
  nonmember_price: number | string | null;
  member_session_price: number | string | null;
  nonmember_session_price: number | string | null;
};

const num = (v: string | null) => (v === null ? null : Number(v));
const ntrpText = (v: number | null) => (v === null ? null : v.toFixed(1));
export const ntrpData = NTRP_VALUES.map((n) => ({ value: n.toFixed(1), label: n.toFixed(1) }));
// Each skill level with the players' levels it lets in (docs/clinics.md "Levels").
export const levelData = SKILL_LEVELS.map((l) => ({
  value: l,
  label: `${l} (levels ${SKILL_LEVEL_RANGES[l][0]}–${SKILL_LEVEL_RANGES[l][1]})`,
}));

export function valuesOf(event: EventDetail | null): Values {
  if (!event) {
    return {
      name: '',
      desc: '',
      ttype: 'C',
      start_date: null,
      end_date: null,
      num_sessions: 8,
      recurrence: 'W',
      def_start_time: '18:00',
      def_session_dur_mins: 60,
      days_of_week: [],
      excluded_dates: [],
      court_set: [],
      coach_set: [],
      max_participant_session: 8,
      allowed_gender: 'U',
      min_age: null,
      max_age: null,
      min_ntrp: null,
      max_ntrp: null,
      generic_levels: [],
      allow_nonmember: true,
      can_join_single_session: true,
      advance_join_days: null,
      member_price: null,
      nonmember_price: null,
      member_session_price: null,
      nonmember_session_price: null,
    };
  }
  return {
    name: event.name,
    desc: event.desc,
    ttype: event.ttype,
    start_date: event.start_date,
    end_date: event.end_date,
    num_sessions: event.num_sessions,
    recurrence: event.recurrence,
    def_start_time: event.def_start_time ?? '',
    def_session_dur_mins: event.def_session_dur_mins,
    days_of_week: event.days_of_week,
    excluded_dates: event.excluded_dates,
    court_set: event.court_set.map(String),
    coach_set: event.coach_set.map(String),
    max_participant_session: event.max_participant_session,
    allowed_gender: event.allowed_gender,
    min_age: event.min_age,
    max_age: event.max_age,
    min_ntrp: ntrpText(event.min_ntrp),
    max_ntrp: ntrpText(event.max_ntrp),
    generic_levels: event.generic_levels,
    allow_nonmember: event.allow_nonmember,
    can_join_single_session: event.can_join_single_session,
    advance_join_days: event.advance_join_days,
    member_price: num(event.member_price),
    nonmember_price: num(event.nonmember_price),
    member_session_price: num(event.member_session_price),
    nonmember_session_price: num(event.nonmember_session_price),
  };
}

const blankToNull = (v: number | string | null) => (v === '' ? null : v);

export const toInput = (v: Values): Omit<CreateEventInput, 'club'> => ({
  ...v,
  def_start_time: v.def_start_time || null,
  num_sessions: blankToNull(v.num_sessions) as number | null,
  def_session_dur_mins: blankToNull(v.def_session_dur_mins) as number | null,
  max_participant_session: blankToNull(v.max_participant_session) as number | null,
  min_age: blankToNull(v.min_age) as number | null,
  max_age: blankToNull(v.max_age) as number | null,
  advance_join_days: blankToNull(v.advance_join_days) as number | null,
  min_ntrp: v.min_ntrp ? Number(v.min_ntrp) : null,
  max_ntrp: v.max_ntrp ? Number(v.max_ntrp) : null,
  generic_levels: v.generic_levels as CreateEventInput['generic_levels'],
  member_price: blankToNull(v.member_price) as number | null,
  nonmember_price: blankToNull(v.nonmember_price) as number | null,
  member_session_price: blankToNull(v.member_session_price) as number | null,
  nonmember_session_price: blankToNull(v.nonmember_session_price) as number | null,
  court_set: v.court_set.map(Number),
  coach_set: v.coach_set.map(Number),
});
