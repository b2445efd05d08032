import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { eq } from 'drizzle-orm';
import { players } from '../players/players.tables';
import { playerRatings } from '../matches/matches.tables';
import { bookingsFixture, weekdayIn, type BookingsFixture } from '../bookings/bookings.test-helpers';
import * as clock from '../../clock';

// Each participant limit of an event (spec 3 §3: gender, age, NTRP, members only), checked against
// the joining player's profile; every limit broken is named in the reason.

let f: BookingsFixture;
let pat: number;
beforeAll(async () => {
  f = await bookingsFixture();
  pat = await f.playerOf('player@example.com');
});
afterAll(() => f.close());

async function published(fields: Record<string, unknown>) {
  const start = weekdayIn(6);
  const made = await f.expectCall(201, 'agent', 'POST', '/api/event/', {
    club: f.club,
    name: `Limits ${Object.keys(fields).join(' ')}`,
    desc: 'Limits',
    ttype: 'C',
    start_date: start,
    num_sessions: 2,
    recurrence: 'W',
    days_of_week: [{ day: DateTime.fromISO(start).weekday - 1, start_time: '06:00', end_time: '07:00' }],
    member_price: 0,
    nonmember_price: 0,
    ...fields,
  });
  await f.expectCall(200, 'agent', 'POST', `/api/event/${made.id}/create_sessions/`);
  return f.expectCall(200, 'agent', 'POST', `/api/event/${made.id}/publish/`);
}

const check = (id: number) => f.call('player', 'POST', `/api/event/${id}/join/`, { check: true });

describe('events: participant limits', () => {
  it('gender, age and NTRP, each at its boundary, all broken ones named', async () => {
    const thirty = clock.nowIn('Australia/Sydney').minus({ years: 30 }).toISODate()!;
    await f.t.db.update(players).set({ gender: 'M', dob: thirty, ntrp_level: '3.5' }).where(eq(players.id, pat));

    expect(
      (
        await check(
          (await published({ allowed_gender: 'M', min_age: 30, max_age: 30, min_ntrp: 3.5, max_ntrp: 3.5 })).id,
        )
      ).statusCode,
    ).toBe(200);

    const women = await check((await published({ allowed_gender: 'F' })).id);
    expect(women.statusCode).toBe(400);
    expect(women.json().reason).toBe('This event is for female players only.');
    expect((await check((await published({ min_age: 31 })).id)).json().reason).toBe(
      'This event is for players aged 31 or older.',
    );
    expect((await check((await published({ max_age: 29 })).id)).json().reason).toBe(
      'This event is for players aged 29 or younger.',
    );
    expect((await check((await published({ min_ntrp: 4 })).id)).json().reason).toBe(
      'This event is for NTRP 4.0 and above.',
    );
    expect((await check((await published({ max_ntrp: 3 })).id)).json().reason).toBe(
      'This event is for NTRP 3.0 and below.',
    );

    const all = await check((await published({ allowed_gender: 'F', min_age: 40, max_ntrp: 2 })).id);
    expect(all.json().errors.non_field_errors).toEqual([
      'This event is for female players only.',
      'This event is for players aged 40 or older.',
      'This event is for NTRP 2.0 and below.',
    ]);
  });

  it("levels: a player outside the event's levels is refused in words, the list says why, staff may add them after confirming", async () => {
    // Pat's singles rating 1500 is level 5 (Club player): Intermediate (levels 4–5) fits, Advanced (6–8) does not.
    await f.t.db.delete(playerRatings).where(eq(playerRatings.player_id, pat));
    await f.t.db.insert(playerRatings).values({ player_id: pat, format: 'S', rating: 1500, rd: 80, vol: 0.06 });
    await f.t.db.update(players).set({ gender: 'U', dob: null, ntrp_level: null }).where(eq(players.id, pat));

    expect((await check((await published({ generic_levels: ['Intermediate'] })).id)).statusCode).toBe(200);
    const advanced = await published({ generic_levels: ['Advanced'] });
    const refused = await check(advanced.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().reason).toBe(
      'This event is for Advanced players (levels 6–8); your level is 5 (Club player).',
    );
    const split = await check((await published({ generic_levels: ['Beginner', 'Advanced', 'Professional'] })).id);
    expect(split.json().reason).toBe(
      'This event is for Beginner, Advanced and Professional players (levels 1–3, 6–10); your level is 5 (Club player).',
    );

    // The players' list carries the reasons; an event that fits has none.
    const list = await f.expectCall(200, 'player', 'GET', `/api/event/?club=${f.club}&page_size=100`);
    const row = list.results.find((e: { id: number }) => e.id === advanced.id);
    expect(row.join_refusals).toEqual([
      'This event is for Advanced players (levels 6–8); your level is 5 (Club player).',
    ]);

    // A player's level_override is ignored; staff adding Pat are refused with the level named, then add after confirming.
    expect(
      (await f.call('player', 'POST', `/api/event/${advanced.id}/join/`, { level_override: true })).statusCode,
    ).toBe(400);
    const staffAdd = await f.call('agent', 'POST', `/api/event/${advanced.id}/join/`, { player: pat });
    expect(staffAdd.statusCode).toBe(400);
    expect(staffAdd.json().errors.level).toEqual([
      'This event is for Advanced players (levels 6–8); Pat Player’s level is 5 (Club player).',
    ]);
    // Added by e-mail, Pat is recognised as the player (their level counts).
    const byEmail = await f.call('agent', 'POST', `/api/event/${advanced.id}/join/`, {
      name: 'Pat P',
      email: 'player@example.com',
    });
    expect(byEmail.json().errors.level).toHaveLength(1);
    const added = await f.expectCall(200, 'agent', 'POST', `/api/event/${advanced.id}/join/`, {
      player: pat,
      level_override: true,
    });
    expect(added.player).toBe(pat);

    // No level yet: not shut out.
    await f.t.db.delete(playerRatings).where(eq(playerRatings.player_id, pat));
    expect((await check((await published({ generic_levels: ['Professional'] })).id)).statusCode).toBe(200);
  });

  it('reads the profile the player saved on the Me page: a woman joins a women-only clinic on her own; a man is refused', async () => {
    const me = (fields: Record<string, unknown>) => f.expectCall(200, 'player', 'PATCH', `/api/player/${pat}/`, fields);
    const sydney = clock.nowIn('Australia/Sydney');
    await me({ gender: 'F', dob: sydney.minus({ years: 34 }).toISODate(), ntrp_level: '3.5' });
    const women = await published({ allowed_gender: 'F', min_age: 18, min_ntrp: 3, max_ntrp: 4 });
    const joined = await f.call('player', 'POST', `/api/event/${women.id}/join/`, { agreed_terms: true });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().player).toBe(pat);

    const other = await published({ allowed_gender: 'F' });
    await me({ gender: 'M' });
    expect((await check(other.id)).json().reason).toBe('This event is for female players only.');
    // Not said: refused, and told where to say it.
    await me({ gender: 'U' });
    expect((await check(other.id)).json().reason).toBe(
      'This event is for female players only. Set your gender on your Me page.',
    );
  });

  it('refuses an under-age or out-of-range NTRP player; no date of birth or no NTRP level breaks no limit', async () => {
    const me = (fields: Record<string, unknown>) => f.expectCall(200, 'player', 'PATCH', `/api/player/${pat}/`, fields);
    const adults = await published({ min_age: 18 });
    const intermediate = await published({ min_ntrp: 3, max_ntrp: 4 });
    await me({ gender: 'F', dob: clock.nowIn('Australia/Sydney').minus({ years: 15 }).toISODate(), ntrp_level: 4.5 });
    expect((await check(adults.id)).json().reason).toBe('This event is for players aged 18 or older.');
    expect((await check(intermediate.id)).json().reason).toBe('This event is for NTRP 4.0 and below.');
    await me({ ntrp_level: 2.5 });
    expect((await check(intermediate.id)).json().reason).toBe('This event is for NTRP 3.0 and above.');
    await me({ dob: null, ntrp_level: null });
    expect((await check(adults.id)).statusCode).toBe(200);
    expect((await check(intermediate.id)).statusCode).toBe(200);
  });
});
