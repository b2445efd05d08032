import { describe, expect, it } from 'vitest';
import { useClubTestApp } from '../clubs/club-settings.test-helpers';
import { lastMailTo } from '../auth/auth.test-helpers';

const { state, call, playerIdOf } = useClubTestApp();

const register = (email: string) =>
  state.t.app.inject({
    method: 'POST',
    url: '/api/register/',
    payload: { full_name: 'Trent Treasurer', email, password: 'long-enough-1', password2: 'long-enough-1' },
  });
const loginAs = async (email: string) =>
  `Token ${(await state.t.app.inject({ method: 'POST', url: '/api/login/', payload: { username: email, password: 'long-enough-1' } })).json().token}`;
const myInvitations = async (email: string) =>
  (await call('GET', '/api/invitation/', email)).json().results as {
    id: number;
    club_name: string;
    kind: string;
    roles: string[];
    invited_by: string;
  }[];

describe('invitations', () => {
  it('an unverified sign-up with the address the AGENT types is never invited, nor given a role by approving an application', async () => {
    const registered = await register('treasurer@club.example');
    expect(registered.statusCode).toBe(201);
    const res = await call('POST', '/api/clubadmin/', 'agent@example.com', {
      club: state.riverside,
      email: 'treasurer@club.example',
      roles: ['F'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toBe(
      'No Rally player has verified this email address. Ask them to sign up and confirm their email first.',
    );
    expect(await lastMailTo(state.t.db, 'treasurer@club.example')).toMatchObject({
      subject: expect.stringMatching(/confirm your email/),
    });

    // Nor by applying and being approved.
    const token = await loginAs('treasurer@club.example');
    const applied = await state.t.app.inject({
      method: 'POST',
      url: '/api/clubadmin/',
      headers: { authorization: token },
      payload: { club: state.riverside },
    });
    expect(applied.statusCode).toBe(201);
    const approve = await call('PATCH', `/api/clubadmin/${applied.json().id}/`, 'agent@example.com', {
      status: 'A',
      roles: ['F'],
    });
    expect(approve.statusCode).toBe(400);
    expect(approve.json().reason).toBe(
      'This player has not verified their email address yet; they cannot be given a role until they do.',
    );
  });

  it('an invitation by id answers nothing about the player; the e-mail goes to their verified address with a link', async () => {
    const player = await playerIdOf('coach2@example.com');
    const res = await call('POST', `/api/club/${state.riverside}/add_coach/`, 'agent@example.com', { player });
    // coach2 already coaches at Riverside: the refusal says so, without naming them.
    expect(res.json()).toEqual({
      reason: 'This player already coaches at this club.',
      errors: { player: ['This player already coaches at this club.'] },
    });
    const invite = await call('POST', `/api/club/${state.harbour}/add_coach/`, 'other-agent@example.com', { player });
    expect(invite.statusCode).toBe(202);
    expect(JSON.stringify(invite.json())).not.toMatch(/coach2|Paula/);
    const mail = await lastMailTo(state.t.db, 'coach2@example.com');
    expect(mail.subject).toBe('Rally: Harbour Tennis Centre invites you to coach');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/clubs\?key=[0-9a-f]{40}/);
    const listed = (await call('GET', `/api/clubinvitation/?club=${state.harbour}`, 'other-agent@example.com')).json()
      .results;
    expect(listed).toEqual([expect.objectContaining({ id: invite.json().id, kind: 'coach', email: '', status: 'P' })]);
  });

  it('the invited player sees it, and accepts it with the e-mailed key; nobody else can answer it', async () => {
    // Newest first: Harbour's, then the demo data's invitation from Riverside.
    const [open, demo] = await myInvitations('coach2@example.com');
    expect(open).toMatchObject({
      club_name: 'Harbour Tennis Centre',
      kind: 'coach',
      roles: [],
      invited_by: expect.any(String),
    });
    expect(demo).toMatchObject({
      club_name: 'Riverside Tennis Club',
      kind: 'admin',
      roles: ['N'],
      invited_by: 'Alex Agent',
    });
    expect((await call('POST', `/api/invitation/${open.id}/accept/`, 'player@example.com')).statusCode).toBe(404);
    expect((await call('POST', `/api/invitation/${open.id}/decline/`, 'other-agent@example.com')).statusCode).toBe(404);
    const key = (await lastMailTo(state.t.db, 'coach2@example.com')).text.match(/key=([0-9a-f]{40})/)![1];
    expect((await call('POST', '/api/invitation/accept/', 'player@example.com', { key })).statusCode).toBe(404);
    const accepted = await call('POST', '/api/invitation/accept/', 'coach2@example.com', { key });
    expect(accepted.json()).toEqual({ detail: 'Invitation accepted.' });
    expect((await call('POST', '/api/invitation/accept/', 'coach2@example.com', { key })).json().reason).toBe(
      'This invitation has already been answered, cancelled or has expired.',
    );
    expect((await call('GET', `/api/clubcoach/?club=${state.harbour}`, 'coach2@example.com')).statusCode).toBe(200);
    expect((await myInvitations('coach2@example.com')).map((i) => i.id)).toEqual([demo.id]);
  });

  it('a declined or cancelled invitation changes nothing', async () => {
    const first = await call('POST', '/api/clubadmin/', 'agent@example.com', {
      club: state.riverside,
      email: 'coach@example.com',
      roles: ['C'],
    });
    expect(first.statusCode).toBe(202);
    const [open] = await myInvitations('coach@example.com');
    expect(open).toMatchObject({ kind: 'admin', roles: ['C'], club_name: 'Riverside Tennis Club' });
    expect((await call('POST', `/api/invitation/${open.id}/decline/`, 'coach@example.com')).json()).toEqual({
      detail: 'Invitation declined.',
    });
    expect((await call('GET', `/api/courtgroup/?club=${state.riverside}`, 'coach@example.com')).statusCode).toBe(200); // as a coach, not as an administrator
    const mine = (
      await call('GET', `/api/clubadmin/?player=${await playerIdOf('coach@example.com')}`, 'coach@example.com')
    ).json().results;
    expect(mine).toEqual([]);

    const second = await call('POST', '/api/clubadmin/', 'agent@example.com', {
      club: state.riverside,
      email: 'coach@example.com',
      roles: ['N'],
    });
    expect(second.statusCode).toBe(202);
    expect((await call('DELETE', `/api/clubinvitation/${second.json().id}/`, 'fees@example.com')).statusCode).toBe(403);
    expect(
      (await call('DELETE', `/api/clubinvitation/${second.json().id}/`, 'other-agent@example.com')).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/clubinvitation/${second.json().id}/`, 'agent@example.com')).statusCode).toBe(
      204,
    );
    expect((await call('POST', `/api/invitation/${second.json().id}/accept/`, 'coach@example.com')).statusCode).toBe(
      400,
    );
    expect(
      (await call('GET', `/api/clubinvitation/?club=${state.riverside}&kind=admin`, 'agent@example.com'))
        .json()
        .results.map((i: { email: string }) => i.email),
    ).toEqual(['coach2@example.com']);
  });
});
