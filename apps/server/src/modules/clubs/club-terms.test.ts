import { describe, expect, it } from 'vitest';
import { useClubTestApp } from './club-settings.test-helpers';

const { state, call } = useClubTestApp();

describe('GET /api/clubterms/?club&default=True&ttype=C', () => {
  it("gives the club's default clinic terms to anyone in its dashboard", async () => {
    for (const email of ['agent@example.com', 'coach@example.com', 'matcha@example.com']) {
      const res = await call('GET', `/api/clubterms/?club=${state.riverside}&default=True&ttype=C`, email);
      expect(res.statusCode, email).toBe(200);
      expect(res.json()).toMatchObject({
        count: 1,
        results: [
          {
            club: state.riverside,
            default: true,
            ttype: 'C',
            player_cancel_days: 2,
            cancel_by_player_action: 'C',
            cancel_by_club_action: 'R',
          },
        ],
      });
    }
    expect((await call('GET', `/api/clubterms/?club=${state.riverside}`, 'other-agent@example.com')).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', `/api/clubterms/?club=${state.riverside}&ttype=X`, 'agent@example.com')).json().reason,
    ).toBe('ttype must be C');
  });
});

describe('POST and PATCH /api/clubterms/', () => {
  it('adds terms with the defaults, and a new default takes over from the old one', async () => {
    const res = await call('POST', '/api/clubterms/', 'bookings@example.com', {
      club: state.riverside,
      default: true,
      terms_statement: 'New terms',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      club: state.riverside,
      default: true,
      ttype: 'C',
      player_cancel_days: 2,
      cancel_by_player_action: 'R',
      cancel_by_club_action: 'R',
      player_refund_text: '',
      club_refund_text: '',
      terms_statement: 'New terms',
    });
    const list = (await call('GET', `/api/clubterms/?club=${state.riverside}`, 'agent@example.com')).json();
    expect(list.results.map((t: { id: number; default: boolean }) => [t.id, t.default])).toEqual([
      [res.json().id, true],
      [expect.any(Number), false],
    ]);

    const old = list.results[1].id;
    const patched = await call('PATCH', `/api/clubterms/${old}/`, 'agent@example.com', {
      default: true,
      player_cancel_days: 5,
    });
    expect(patched.json()).toMatchObject({ id: old, default: true, player_cancel_days: 5 });
    expect(
      (await call('GET', `/api/clubterms/?club=${state.riverside}&default=True`, 'agent@example.com'))
        .json()
        .results.map((t: { id: number }) => t.id),
    ).toEqual([old]);
  });

  it.each([
    [{ player_cancel_days: -1 }, 'player_cancel_days', 'Must be a positive number'],
    [{ cancel_by_club_action: 'X' }, 'cancel_by_club_action', 'Choose R (refund), C (club credit) or N (no refund)'],
    [{ terms_statement: 'x'.repeat(5001) }, 'terms_statement', 'Please enter no more than 5000 characters'],
  ])('refuses %j', async (body, field, message) => {
    const res = await call('POST', '/api/clubterms/', 'agent@example.com', { club: state.riverside, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ reason: message, errors: { [field]: [message] } });
  });

  it('is for the people who run clinics (AGENT, COURT_BOOKINGS)', async () => {
    const id = (await call('GET', `/api/clubterms/?club=${state.riverside}`, 'agent@example.com')).json().results[0].id;
    expect(
      (await call('PATCH', `/api/clubterms/${id}/`, 'matcha@example.com', { player_cancel_days: 1 })).statusCode,
    ).toBe(403);
    expect((await call('POST', '/api/clubterms/', 'fees@example.com', { club: state.riverside })).statusCode).toBe(403);
    expect(
      (await call('PATCH', `/api/clubterms/${id}/`, 'other-agent@example.com', { player_cancel_days: 1 })).statusCode,
    ).toBe(404);
  });
});
