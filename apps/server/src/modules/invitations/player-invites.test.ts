import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useClubTestApp } from '../clubs/club-settings.test-helpers';
import { lastMailTo } from '../auth/auth.test-helpers';
import { outbox } from '../../integrations/mail/mail.tables';
import { playerFollowedClubs } from '../clubs/clubs.tables';

const { state, call, playerIdOf } = useClubTestApp();

const bulk = (club: number, email: string, rows: unknown, query = '') =>
  call('POST', `/api/player/bulk/?club=${club}${query}`, email, rows);
const mailsTo = async (to: string) => (await state.t.db.select().from(outbox).where(eq(outbox.to, to))).length;
const follows = async (player: number, club: number) =>
  (
    await state.t.db
      .select()
      .from(playerFollowedClubs)
      .where(and(eq(playerFollowedClubs.player_id, player), eq(playerFollowedClubs.club_id, club)))
  ).length === 1;
const keyOf = async (to: string) => (await lastMailTo(state.t.db, to)).text.match(/invite=([0-9a-f]{40})/)![1];

describe('player invitations (POST /api/player/bulk/)', () => {
  it('a batch with bad rows is refused whole, every bad row listed, nothing sent', async () => {
    const res = await bulk(state.riverside, 'agent@example.com', [
      { first_name: 'Good', last_name: 'Row', email: 'good.row@example.org', gender: 'F' },
      { first_name: '', last_name: 'Nameless', email: 'nameless@example.org', gender: 'M' },
      { first_name: 'Bad', last_name: 'Mail', email: 'not-an-email', gender: 'M', mobile: '12' },
      { first_name: 'Un', last_name: 'Known', email: 'unknown@example.org', gender: 'U' },
      { first_name: 'Twice', last_name: 'Over', email: 'GOOD.ROW@example.org', gender: 'F' },
      'not a row',
    ]);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.reason).toBe('Row 2: First name is required');
    expect(body.invited).toEqual([]);
    expect(body.error_rows.map((r: { row: number; error: string }) => [r.row, r.error])).toEqual([
      [2, 'Row 2: First name is required'],
      [3, 'Row 3: Email: Please provide a valid email address; Mobile: Enter a phone number of 6 to 15 digits'],
      [4, 'Row 4: Gender must be M (male) or F (female)'],
      [5, 'Row 5: Email: This e-mail address is in the list twice'],
      [6, expect.stringMatching(/^Row 6: /)],
    ]);
    expect(body.error_rows[0].data).toMatchObject({ last_name: 'Nameless' });
    expect(await mailsTo('good.row@example.org')).toBe(0);
  });

  it('an empty batch or a body that is no list is refused with a reason', async () => {
    expect((await bulk(state.riverside, 'agent@example.com', [])).json()).toEqual({
      reason: 'Add at least one player to invite',
    });
    expect((await bulk(state.riverside, 'agent@example.com', { first_name: 'A' })).json()).toEqual({
      reason: 'Send the players as a JSON array or a CSV file',
    });
  });

  it('invites new people, links registered players, skips followers; sending again mails nobody twice', async () => {
    const rows = [
      { first_name: 'Nora', last_name: 'New', email: 'Nora.New@example.org', mobile: '+61 400 000 001', gender: 'F' },
      { first_name: 'Carlos', last_name: 'Coach', email: 'coach@example.com', gender: 'M' },
      { first_name: 'Pat', last_name: 'Player', email: 'player@example.com', gender: 'U' },
    ];
    // Pat follows Harbour in the demo data; gender_exempt lets Pat's gender stay unknown.
    expect((await bulk(state.harbour, 'other-agent@example.com', rows)).statusCode).toBe(400);
    const res = await bulk(state.harbour, 'other-agent@example.com', rows, '&gender_exempt=True');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      invited: [
        {
          row: 1,
          email: 'nora.new@example.org',
          first_name: 'Nora',
          last_name: 'New',
          linked: false,
          outcome: 'invited',
        },
        {
          row: 2,
          email: 'coach@example.com',
          first_name: 'Carlos',
          last_name: 'Coach',
          linked: true,
          outcome: 'invited',
        },
        {
          row: 3,
          email: 'player@example.com',
          first_name: 'Pat',
          last_name: 'Player',
          linked: true,
          outcome: 'already follows the club',
        },
      ],
      error_rows: [],
    });
    const mail = await lastMailTo(state.t.db, 'nora.new@example.org');
    expect(mail.subject).toBe('Rally: Harbour Tennis Centre invites you to follow the club');
    expect(mail.text).toMatch(
      /Hi Nora,[\s\S]*sign up to Rally with this address[\s\S]*http:\/\/localhost:3000\/matches\?invite=[0-9a-f]{40}/,
    );
    expect((await lastMailTo(state.t.db, 'coach@example.com')).text).toMatch(/Open this link, logged in to Rally/);
    expect(await mailsTo('player@example.com')).toBe(0);

    const again = await bulk(state.harbour, 'other-agent@example.com', rows.slice(0, 2));
    expect(again.json().invited.map((r: { outcome: string }) => r.outcome)).toEqual([
      'already invited',
      'already invited',
    ]);
    expect(await mailsTo('nora.new@example.org')).toBe(1);

    const listed = (
      await call('GET', `/api/playerinvitation/?club=${state.harbour}`, 'other-agent@example.com')
    ).json();
    expect(listed.count).toBe(2);
    expect(listed.results[0]).toMatchObject({
      email: 'coach@example.com',
      first_name: 'Carlos',
      linked: true,
      status: 'P',
      gender: 'M',
    });
    expect(listed.results[1]).toMatchObject({
      email: 'nora.new@example.org',
      mobile: '+61 400 000 001',
      linked: false,
      status: 'P',
    });
  });

  it('takes a CSV file: headers by their usual names, unknown columns ignored, rows numbered as in the file', async () => {
    const csv =
      '\uFEFFFirst name,Surname,E-mail,Mobile,Sex,Notes\r\nCara,Csv,cara.csv@example.org,0400 111 222,female,hi\r\nDan,,dan.csv@example.org,,M,\r\n';
    const bad = await call('POST', `/api/player/bulk/?club=${state.riverside}`, 'matcha@example.com', csv, {
      'content-type': 'text/csv',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().reason).toBe('Row 2: Last name is required');
    const good = await call(
      'POST',
      `/api/player/bulk/?club=${state.riverside}`,
      'matcha@example.com',
      csv.replace('Dan,,', 'Dan,Csv,'),
      { 'content-type': 'text/csv' },
    );
    expect(good.statusCode).toBe(201);
    expect(good.json().invited).toEqual([
      expect.objectContaining({ row: 1, email: 'cara.csv@example.org', outcome: 'invited' }),
      expect.objectContaining({ row: 2, email: 'dan.csv@example.org', outcome: 'invited' }),
    ]);
  });

  it('is for the club\u2019s AGENT and MATCHA only', async () => {
    const row = [{ first_name: 'A', last_name: 'B', email: 'ab@example.org', gender: 'M' }];
    expect((await bulk(state.riverside, 'fees@example.com', row)).statusCode).toBe(403);
    expect((await bulk(state.riverside, 'other-agent@example.com', row)).statusCode).toBe(404);
    expect((await bulk(state.riverside, 'player@example.com', row)).statusCode).toBe(404);
    expect((await call('GET', `/api/playerinvitation/?club=${state.riverside}`, 'comms@example.com')).statusCode).toBe(
      403,
    );
    expect(await mailsTo('ab@example.org')).toBe(0);
  });

  it('the e-mailed key makes the logged-in player follow the club; a linked invitation is only its player\u2019s', async () => {
    // Carlos's invitation is linked to him: someone else holding the key cannot use it.
    const carlosKey = await keyOf('coach@example.com');
    expect((await call('POST', '/api/invitation/accept/', 'player@example.com', { key: carlosKey })).statusCode).toBe(
      404,
    );
    expect((await call('POST', '/api/invitation/accept/', 'coach@example.com', { key: carlosKey })).json()).toEqual({
      detail: 'You now follow Harbour Tennis Centre.',
    });
    expect(await follows(await playerIdOf('coach@example.com'), state.harbour)).toBe(true);

    // Nora was not on Rally: she signs up (unverified yet) and opens the link logged in.
    const noraKey = await keyOf('nora.new@example.org');
    const signup = await state.t.app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: {
        full_name: 'Nora New',
        email: 'nora.new@example.org',
        password: 'long-enough-1',
        password2: 'long-enough-1',
      },
    });
    expect(signup.statusCode).toBe(201);
    const token = `Token ${(await state.t.app.inject({ method: 'POST', url: '/api/login/', payload: { username: 'nora.new@example.org', password: 'long-enough-1' } })).json().token}`;
    const accepted = await state.t.app.inject({
      method: 'POST',
      url: '/api/invitation/accept/',
      headers: { authorization: token },
      payload: { key: noraKey },
    });
    expect(accepted.json()).toEqual({ detail: 'You now follow Harbour Tennis Centre.' });
    expect(await follows(await playerIdOf('nora.new@example.org'), state.harbour)).toBe(true);
    // The club sees it accepted; player invitations stay out of the invited players' admin/coach list.
    const listed = (await call('GET', `/api/playerinvitation/?club=${state.harbour}`, 'other-agent@example.com')).json()
      .results;
    expect(
      listed.map((i: { email: string; status: string; linked: boolean }) => [i.email, i.status, i.linked]),
    ).toEqual([
      ['coach@example.com', 'A', true],
      ['nora.new@example.org', 'A', true],
    ]);
    expect((await call('GET', '/api/invitation/', 'coach@example.com')).json().results).toEqual([]);
    expect(
      (await call('GET', `/api/clubinvitation/?club=${state.harbour}`, 'other-agent@example.com')).json().results,
    ).toEqual([]);
  });

  it('the club takes back an open invitation; its key then does nothing', async () => {
    const listed = (await call('GET', `/api/playerinvitation/?club=${state.riverside}`, 'matcha@example.com')).json()
      .results;
    const cara = listed.find((i: { email: string }) => i.email === 'cara.csv@example.org');
    expect((await call('DELETE', `/api/playerinvitation/${cara.id}/`, 'other-agent@example.com')).statusCode).toBe(404);
    expect((await call('DELETE', `/api/playerinvitation/${cara.id}/`, 'matcha@example.com')).statusCode).toBe(204);
    expect((await call('DELETE', `/api/playerinvitation/${cara.id}/`, 'matcha@example.com')).json().reason).toBe(
      'This invitation has already been answered, cancelled or has expired.',
    );
    const key = await keyOf('cara.csv@example.org');
    expect((await call('POST', '/api/invitation/accept/', 'player@example.com', { key })).statusCode).toBe(400);
  });
});
