import { describe, expect, it } from 'vitest';
import { tournamentMessages as msg } from '@rally/domain';
import { login } from '../../../test/helpers';
import { tournamentTestApp } from './tournaments.test-helpers';

// Issue 27: competitions are run from the club dashboard's Competitions section (the access
// table's `competitions` area: AGENT and COURT_BOOKINGS), not only by the organisers of the
// player area: the section lists the club's competitions, drafts too, and its staff run them.

const { s, call, body, create } = tournamentTestApp();

describe("a club's Competitions section", () => {
  it("lists the club's competitions, drafts too, to its AGENT and COURT_BOOKINGS; others 403 or 404", async () => {
    // Pat (a player) organises a draft league of Riverside and Harbour.
    const draft = await create('pat', body({}, { name: 'Section Draft League' }));
    const names = async (who: 'agent' | 'staff' | 'other', club: number) => {
      const res = await call(who, 'GET', `/api/club/${club}/tournaments/?page_size=50`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().results as { id: number; name: string }[]).map((t) => t.name);
    };
    expect(await names('agent', s.riverside)).toContain('Section Draft League');
    expect(await names('staff', s.riverside)).toContain('Section Draft League');
    // Harbour's AGENT sees it in Harbour's section (one of its clubs), never in Riverside's.
    expect(await names('other', s.harbour)).toContain('Section Draft League');
    expect((await call('other', 'GET', `/api/club/${s.riverside}/tournaments/`)).statusCode).toBe(404);
    // Riverside's MATCHA administrator: staff without the area.
    const matcha = await login(s.t.app, 'matcha@example.com');
    const refused = await s.t.app.inject({
      url: `/api/club/${s.riverside}/tournaments/`,
      headers: { authorization: matcha },
    });
    expect(refused.statusCode).toBe(403);
    // A player of no standing at the club.
    expect((await call('andy', 'GET', `/api/club/${s.riverside}/tournaments/`)).statusCode).toBe(404);
    expect(draft.id).toBeGreaterThan(0);
  });

  it("lets the club's staff run the club's competition as its organisers do; not another club's staff", async () => {
    const draft = await create('pat', body({}, { name: 'Section Run League', club_set: [s.riverside] }));
    const record = await call('staff', 'GET', `/api/tournament/${draft.id}/`);
    expect(record.statusCode, record.body).toBe(200);
    expect(record.json()).toMatchObject({ is_organiser: true, published: false });
    const renamed = await call('staff', 'PATCH', `/api/tournament/${draft.id}/`, { name: 'Section Run League 2' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const team = await call('staff', 'POST', '/api/team/', {
      tournament: draft.id,
      club: s.riverside,
      name: 'Staff Aces',
    });
    expect(team.statusCode, team.body).toBe(201);
    // Harbour's AGENT: not one of its clubs, and a draft: never confirmed to exist.
    expect((await call('other', 'GET', `/api/tournament/${draft.id}/`)).json()).toEqual({
      reason: msg.notFound,
    });
  });
});
