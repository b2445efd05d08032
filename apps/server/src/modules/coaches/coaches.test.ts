import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useClubTestApp } from '../clubs/club-settings.test-helpers';
import { clubCoaches, coaches } from './coaches.tables';

const { state, call, playerIdOf } = useClubTestApp();

const defaults = {
  ttype: 'C',
  student_gender: 'U',
  min_student_age: 4,
  max_student_age: 99,
  min_ntrp: 1,
  max_ntrp: 5.5,
  generic_levels: [],
  advance_days_booking: 999,
  max_hours_day: 10,
  advance_hours_cancel: 0,
  can_book_recurring: true,
  lesson_price: 0,
  lesson_hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '07:00', close: '21:00' })),
};
const addCoach = (body: unknown, email = 'agent@example.com', club = state.riverside) =>
  call('POST', `/api/club/${club}/add_coach/`, email, body);

describe('GET /api/clubcoach/?club', () => {
  it("lists the club's two demo coaches with who they are, for anyone in its dashboard", async () => {
    for (const email of ['agent@example.com', 'coach@example.com', 'pos@example.com']) {
      const res = await call('GET', `/api/clubcoach/?club=${state.riverside}`, email);
      expect(res.statusCode, email).toBe(200);
      const body = res.json();
      expect(body.count).toBe(2);
      expect(body.results[0]).toEqual({
        ...defaults,
        id: expect.any(Number),
        club: state.riverside,
        coach: expect.any(Number),
        player: await playerIdOf('coach@example.com'),
        full_name: 'Carlos Coach',
        email: 'coach@example.com',
        generic_levels: ['Beginner', 'Intermediate'],
        lesson_price: 45,
        lesson_hours: [
          ...[0, 1, 2, 3, 4].map((weekday) => ({ weekday, open: '15:00', close: '21:00' })),
          { weekday: 5, open: '08:00', close: '14:00' },
        ],
      });
      expect(body.results[1]).toMatchObject({
        full_name: 'Paula Pro',
        email: 'coach2@example.com',
        ttype: 'P',
        min_student_age: 12,
        min_ntrp: 3,
        generic_levels: ['Advanced', 'Professional'],
      });
    }
    expect((await call('GET', `/api/clubcoach/?club=${state.riverside}`, 'other-agent@example.com')).statusCode).toBe(
      404,
    );
  });
});

describe('GET /api/club/{id}/coaches/ (a player finds a suitable coach)', () => {
  const find = (query = '', email = 'player@example.com') =>
    call('GET', `/api/club/${state.riverside}/coaches/${query}`, email);
  const names = async (query: string) => (await find(query)).json().map((c: { full_name: string }) => c.full_name);

  it("lists the club's coaches by name with whom they teach, and no e-mail addresses", async () => {
    const res = await find();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: expect.any(Number),
        full_name: 'Carlos Coach',
        ttype: 'C',
        student_gender: 'U',
        min_student_age: 4,
        max_student_age: 99,
        min_ntrp: 1,
        max_ntrp: 5.5,
        generic_levels: ['Beginner', 'Intermediate'],
      },
      expect.objectContaining({ full_name: 'Paula Pro', min_student_age: 12, min_ntrp: 3 }),
    ]);
  });

  it('keeps the coaches whose student settings take the student: gender, age, NTRP and level', async () => {
    expect(await names('?age=8')).toEqual(['Carlos Coach']);
    expect(await names('?level=Advanced')).toEqual(['Paula Pro']);
    expect(await names('?ntrp=2')).toEqual(['Carlos Coach']);
    expect(await names('?age=30&ntrp=4')).toEqual(['Carlos Coach', 'Paula Pro']);
    expect(await names('?age=30&ntrp=4&level=Beginner')).toEqual(['Carlos Coach']);
    const paula = (await find()).json()[1].id;
    expect(
      (await call('PATCH', `/api/clubcoach/${paula}/`, 'agent@example.com', { student_gender: 'F' })).statusCode,
    ).toBe(200);
    expect(await names('?gender=M&level=Advanced')).toEqual([]);
    expect(await names('?gender=F&level=Advanced')).toEqual(['Paula Pro']);
    expect(await names('?gender=M')).toEqual(['Carlos Coach']);
    await call('PATCH', `/api/clubcoach/${paula}/`, 'agent@example.com', { student_gender: 'U' });
  });

  it('refuses a student it cannot read, and answers 404 where the caller has no standing', async () => {
    const res = await find('?age=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ age: ['Age is 4 to 99'] });
    expect((await find('', 'other-agent@example.com')).statusCode).toBe(404);
  });
});

// add_coach is an invitation (invitations area): the coach exists once the player accepts it.
const acceptAll = async (email: string) => {
  const open = (await call('GET', '/api/invitation/', email)).json().results as { id: number }[];
  for (const invitation of open)
    expect((await call('POST', `/api/invitation/${invitation.id}/accept/`, email)).statusCode).toBe(200);
};

describe('POST /api/club/{id}/add_coach/', () => {
  it('invites a player by id with the defaults, telling the club nothing about them; once accepted they open the dashboard as a coach', async () => {
    const player = await playerIdOf('player@example.com');
    const res = await addCoach({ player });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      club: state.riverside,
      kind: 'coach',
      roles: [],
      email: '',
      status: 'P',
      created: expect.any(String),
      expires: expect.any(String),
    });
    expect((await call('GET', `/api/clubcoach/?club=${state.riverside}`, 'player@example.com')).statusCode).toBe(404);
    await acceptAll('player@example.com');
    const coachesNow = (await call('GET', `/api/clubcoach/?club=${state.riverside}`, 'player@example.com')).json()
      .results;
    expect(coachesNow.find((c: { player: number }) => c.player === player)).toMatchObject({
      ...defaults,
      full_name: 'Pat Player',
    });
    const again = await addCoach({ player });
    expect(again.json()).toEqual({
      reason: 'This player already coaches at this club.',
      errors: { player: ['This player already coaches at this club.'] },
    });
  });

  it('invites a coach of another club by e-mail with settings; accepted, it reuses their coach record', async () => {
    const res = await addCoach(
      {
        email: 'COACH@example.com',
        club_coach: {
          ttype: 'P',
          min_student_age: 10,
          max_ntrp: 4.5,
          generic_levels: ['Advanced', 'Beginner'],
          can_book_recurring: false,
        },
      },
      'other-agent@example.com',
      state.harbour,
    );
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ club: state.harbour, kind: 'coach', email: 'coach@example.com', status: 'P' });
    await acceptAll('coach@example.com');
    const harbourCoaches = (
      await call('GET', `/api/clubcoach/?club=${state.harbour}`, 'other-agent@example.com')
    ).json().results;
    expect(harbourCoaches[0]).toMatchObject({
      club: state.harbour,
      ttype: 'P',
      min_student_age: 10,
      max_ntrp: 4.5,
      generic_levels: ['Beginner', 'Advanced'],
      can_book_recurring: false,
      advance_days_booking: 999,
    });
    const records = await state.t.db
      .select()
      .from(coaches)
      .where(eq(coaches.player_id, await playerIdOf('coach@example.com')));
    expect(records).toHaveLength(1);
    expect(records[0].ttype).toBe('C');
  });

  it.each([
    [{}, 'player', 'Player is required'],
    [
      { email: 'nobody@example.com' },
      'email',
      'No Rally player has verified this email address. Ask them to sign up and confirm their email first.',
    ],
    [{ player: 999999 }, 'player', 'Player not found'],
    [
      { player: 1, club_coach: { min_student_age: 2 } },
      'club_coach.min_student_age',
      'must be greater than or equal to 4',
    ],
    [
      { player: 1, club_coach: { max_student_age: 120 } },
      'club_coach.max_student_age',
      'Must be less than or equal to 99',
    ],
    [
      { player: 1, club_coach: { min_student_age: 40, max_student_age: 30 } },
      'club_coach.max_student_age',
      'Maximum age must be at least the minimum age',
    ],
    [{ player: 1, club_coach: { min_ntrp: 0 } }, 'club_coach.min_ntrp', 'must be greater than or equal to 1'],
    [{ player: 1, club_coach: { max_ntrp: 7 } }, 'club_coach.max_ntrp', 'Must be less than or equal to 5.5'],
    [{ player: 1, club_coach: { max_ntrp: 4.25 } }, 'club_coach.max_ntrp', 'Must be in steps of 0.5'],
    [
      { player: 1, club_coach: { advance_days_booking: 1000 } },
      'club_coach.advance_days_booking',
      'Must be less than or equal to 999',
    ],
    [{ player: 1, club_coach: { max_hours_day: 25 } }, 'club_coach.max_hours_day', 'Must be less than or equal to 24'],
    [{ player: 1, club_coach: { ttype: 'X' } }, 'club_coach.ttype', 'Type must be C (coach) or P (pro)'],
    [{ player: 1, club_coach: { student_gender: 'X' } }, 'club_coach.student_gender', 'Choose U (all), M or F'],
  ])('refuses %j', async (body, field, message) => {
    const res = await addCoach(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ reason: message, errors: { [field]: [message] } });
  });

  it('is AGENT only: other roles get 403 (even to make themselves a coach), coaches 403, other clubs 404', async () => {
    const player = await playerIdOf('applicant@example.com');
    expect((await addCoach({ player }, 'coach@example.com')).statusCode).toBe(403);
    expect((await addCoach({ player }, 'other-agent@example.com')).statusCode).toBe(404);
    expect((await addCoach({ player }, 'matcha@example.com')).statusCode).toBe(403);
    expect((await addCoach({ player: await playerIdOf('pos@example.com') }, 'pos@example.com')).statusCode).toBe(403);
    expect((await call('GET', `/api/courtgroup/?club=${state.riverside}`, 'pos@example.com')).statusCode).toBe(403);
  });
});

describe('PATCH /api/clubcoach/{id}/', () => {
  const coachRowId = async (email: string) =>
    (
      await state.t.db
        .select({ id: clubCoaches.id })
        .from(clubCoaches)
        .innerJoin(coaches, eq(coaches.id, clubCoaches.coach_id))
        .where(and(eq(clubCoaches.club_id, state.riverside), eq(coaches.player_id, await playerIdOf(email))))
    )[0].id;

  it('changes settings, checked together with the stored ones', async () => {
    const id = await coachRowId('coach2@example.com');
    const res = await call('PATCH', `/api/clubcoach/${id}/`, 'bookings@example.com', {
      max_hours_day: 6,
      advance_hours_cancel: 24,
    });
    expect(res.json()).toMatchObject({
      id,
      max_hours_day: 6,
      advance_hours_cancel: 24,
      min_student_age: 12,
      ttype: 'P',
    });
    const bad = await call('PATCH', `/api/clubcoach/${id}/`, 'agent@example.com', { max_student_age: 10 });
    expect(bad.json()).toEqual({
      reason: 'Maximum age must be at least the minimum age',
      errors: { max_student_age: ['Maximum age must be at least the minimum age'] },
    });
    expect((await call('PATCH', `/api/clubcoach/${id}/`, 'coach@example.com', { max_hours_day: 1 })).statusCode).toBe(
      403,
    );
    expect(
      (await call('PATCH', `/api/clubcoach/${id}/`, 'other-agent@example.com', { max_hours_day: 1 })).statusCode,
    ).toBe(404);
  });

  it('takes lesson hours per weekday, each once, ending after they start; a refusal changes nothing', async () => {
    const id = await coachRowId('coach2@example.com');
    const hours = [
      { weekday: 0, open: '16:00', close: '20:00' },
      { weekday: 5, open: '08:00', close: '12:30' },
    ];
    const res = await call('PATCH', `/api/clubcoach/${id}/`, 'agent@example.com', { lesson_hours: hours });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lesson_hours).toEqual(hours);
    const twice = await call('PATCH', `/api/clubcoach/${id}/`, 'agent@example.com', {
      lesson_hours: [...hours, { weekday: 0, open: '09:00', close: '10:00' }],
    });
    expect(twice.json().errors).toEqual({ 'lesson_hours.2.weekday': ['Each weekday can be given only once'] });
    const backwards = await call('PATCH', `/api/clubcoach/${id}/`, 'agent@example.com', {
      lesson_hours: [{ weekday: 2, open: '18:00', close: '09:15' }],
    });
    expect(backwards.json().errors).toEqual({
      'lesson_hours.0.close': ['Enter a time as HH:mm on the hour or half hour'],
    });
    const late = await call('PATCH', `/api/clubcoach/${id}/`, 'agent@example.com', {
      lesson_hours: [{ weekday: 2, open: '18:00', close: '09:00' }],
    });
    expect(late.json().errors).toEqual({ 'lesson_hours.0.close': ['Lessons must end after they start'] });
    const list = await call('GET', `/api/clubcoach/?club=${state.riverside}`, 'agent@example.com');
    expect(list.json().results.find((c: { id: number }) => c.id === id).lesson_hours).toEqual(hours);
  });
});

describe('POST /api/club/{id}/remove_coach/', () => {
  it('removes the coach from the club only', async () => {
    const [coach] = await state.t.db
      .select({ id: coaches.id })
      .from(coaches)
      .where(eq(coaches.player_id, await playerIdOf('coach@example.com')));
    expect(
      (await call('POST', `/api/club/${state.riverside}/remove_coach/`, 'coach@example.com', { coach: coach.id }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/api/club/${state.riverside}/remove_coach/`, 'agent@example.com', { coach: coach.id }))
        .statusCode,
    ).toBe(204);
    const again = await call('POST', `/api/club/${state.riverside}/remove_coach/`, 'agent@example.com', {
      coach: coach.id,
    });
    expect(again.json()).toEqual({
      reason: 'This coach does not coach at this club.',
      errors: { coach: ['This coach does not coach at this club.'] },
    });
    expect(
      (await call('POST', `/api/club/${state.riverside}/remove_coach/`, 'agent@example.com', {})).json().reason,
    ).toBe('Coach is required');
    // Still a coach at Harbour, added above.
    expect(
      (await state.t.db.select().from(clubCoaches).where(eq(clubCoaches.coach_id, coach.id))).map((r) => r.club_id),
    ).toEqual([state.harbour]);
  });
});
