import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../../test/helpers';
import * as clock from '../../clock';
import { eventStreamSettings } from '../../http/event-stream';
import { bookingsFixture, ownClock, weekdayIn, ZONE, type BookingsFixture } from './bookings.test-helpers';

// The live court board (issue 29, docs/court-board.md): its secret link (made, replaced, revoked;
// staff only), the board it opens without a login, and its event stream through a real listening
// server: a booking made reaches an open stream within a second. The file owns its clock (TEST_NOW).

let f: BookingsFixture;
let base = '';
let time: ReturnType<typeof ownClock>;
beforeAll(async () => {
  time = ownClock();
  f = await bookingsFixture();
  base = await f.t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  time.restore();
  await f.close();
});

const linkUrl = () => `/api/club/${f.club}/courtboard/`;
const board = (token: string) => f.t.app.inject({ method: 'GET', url: `/api/courtboard/${token}/` });

/** An open event stream: each event as `{ event, data }` in order, comments (heartbeats) as `{ event: 'comment' }`. */
async function openStream(url: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const res = await fetch(url, { headers, signal: abort.signal });
  const events: { event: string; data?: unknown; at: number }[] = [];
  if (res.ok) {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return events.push({ event: 'end', at: performance.now() });
        buffer += value;
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (block.startsWith(':')) events.push({ event: 'comment', at: performance.now() });
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event) events.push({ event, data: data && JSON.parse(data), at: performance.now() });
        }
      }
    })();
  }
  return { res, events, close: () => abort.abort() };
}

describe('the court board link', () => {
  it('is made, shown once, replaced and revoked by Court Bookings staff only', async () => {
    expect(await f.expectCall(200, 'agent', 'GET', linkUrl())).toEqual({
      exists: false,
      created_at: null,
      url: null,
      token: null,
    });
    await f.expectCall(404, 'player', 'POST', linkUrl());
    await f.expectCall(404, 'player', 'GET', linkUrl());
    const made = await f.expectCall(200, 'agent', 'POST', linkUrl());
    expect(made.url).toBe(`${f.t.config.publicUrl}/board/${made.token}`);
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await f.expectCall(200, 'agent', 'GET', linkUrl())).toMatchObject({ exists: true, url: null, token: null });
    expect((await board(made.token)).statusCode).toBe(200);

    // A wrong token: 404; a malformed one: refused by its schema (400); the same sentence for both.
    for (const [wrong, status] of [
      [made.token.slice(0, -2) + 'xx', 404],
      ['short', 400],
    ] as const) {
      const res = await board(wrong);
      expect(res.statusCode, wrong).toBe(status);
      expect(res.body).toContain('Court board not found.');
    }

    const replaced = await f.expectCall(200, 'agent', 'POST', linkUrl());
    expect(replaced.token).not.toBe(made.token);
    expect((await board(made.token)).statusCode).toBe(404);
    expect((await board(replaced.token)).statusCode).toBe(200);

    await f.expectCall(404, 'player', 'DELETE', linkUrl());
    await f.expectCall(204, 'agent', 'DELETE', linkUrl());
    expect((await board(replaced.token)).statusCode).toBe(404);
    expect((await f.expectCall(200, 'agent', 'GET', linkUrl())).exists).toBe(false);
  });
});

describe('the court board', () => {
  it("shows each court's booking now and next, and the free courts, with a short name for a member's hire", async () => {
    const date = weekdayIn(3);
    const { token } = await f.expectCall(200, 'agent', 'POST', linkUrl());
    const hire = (name: string, from: string, to: string) =>
      f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
        name,
        start_date: `${date}T${from}`,
        end_date: `${date}T${to}`,
        court_set: [f.courts[0]],
        booked_person_set: [{ full_name: 'Ana Silva Santos', email: 'ana@example.com', paying: true }],
      });
    await hire('Morning hire', '10:00', '11:00');
    await hire('Late hire', '15:00', '16:00');
    const restore = clock.setClock(DateTime.fromISO(`${date}T10:30`, { zone: ZONE }).toJSDate());
    try {
      const answer = (await board(token)).json();
      const [t1, t2] = f.courts.map((id) => answer.courts.find((c: { id: number }) => c.id === id));
      expect(t1).toMatchObject({
        name: 'Court T1',
        free: false,
        free_until: null,
        now: { name: 'Court hire · Ana S.', ttype: 'C', checked_in: null },
        next: { name: 'Court hire · Ana S.' },
      });
      expect(t1.next.start).toBe(DateTime.fromISO(`${date}T15:00`, { zone: ZONE }).toUTC().toISO());
      expect(t2).toMatchObject({ name: 'Court T2', free: true, now: null, next: null, free_until: null });
    } finally {
      restore();
    }
  });

  it('streams a booking made to an open board within a second, heartbeats, and says when its link is revoked', async () => {
    const { token } = await f.expectCall(200, 'agent', 'POST', linkUrl());
    const wrong = await openStream(`${base}/api/courtboard/${'x'.repeat(43)}/events/`);
    expect(wrong.res.status).toBe(404);

    const heartbeat = eventStreamSettings.heartbeatMs;
    eventStreamSettings.heartbeatMs = 300;
    const stream = await openStream(`${base}/api/courtboard/${token}/events/`);
    try {
      expect(stream.res.headers.get('content-type')).toContain('text/event-stream');
      await expect.poll(() => stream.events.map((e) => e.event)).toContain('ready');
      const date = weekdayIn(4);
      const sent = performance.now();
      await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
        name: 'Streamed hire',
        start_date: `${date}T09:00`,
        end_date: `${date}T10:00`,
        court_set: [f.courts[1]],
      });
      await expect.poll(() => stream.events.find((e) => e.event === 'change'), { timeout: 1000 }).toBeTruthy();
      const change = stream.events.find((e) => e.event === 'change')!;
      expect(change.at - sent).toBeLessThan(1000);
      expect(change.data).toEqual({
        club: f.club,
        from: DateTime.fromISO(`${date}T09:00`, { zone: ZONE }).toUTC().toISO(),
        to: DateTime.fromISO(`${date}T10:00`, { zone: ZONE }).toUTC().toISO(),
      });
      await expect.poll(() => stream.events.some((e) => e.event === 'comment')).toBe(true);

      await f.expectCall(204, 'agent', 'DELETE', linkUrl());
      await expect.poll(() => stream.events.map((e) => e.event)).toEqual(expect.arrayContaining(['gone', 'end']));
    } finally {
      eventStreamSettings.heartbeatMs = heartbeat;
      stream.close();
    }
  });

  it("streams the staff day view's changes to Court Bookings staff, and to nobody else", async () => {
    const url = `${base}/api/courtbookinginstance/events/?club=${f.club}`;
    const refused = await openStream(url, await loginHeader('player'));
    expect(refused.res.status).toBe(404);
    const stream = await openStream(url, await loginHeader('agent'));
    try {
      await expect.poll(() => stream.events.map((e) => e.event)).toContain('ready');
      const date = weekdayIn(5);
      await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
        name: 'Desk two hire',
        start_date: `${date}T09:00`,
        end_date: `${date}T10:00`,
        court_set: [f.courts[0]],
      });
      await expect.poll(() => stream.events.map((e) => e.event), { timeout: 1000 }).toContain('change');
    } finally {
      stream.close();
    }
  });
});

describe('check-in on the board (issue 29)', () => {
  it('shows whether the booking on a court is checked in, and streams the check-in as it happens', async () => {
    const setCheckIn = (on: boolean) =>
      f.t.db.execute(
        `update club_features set params = params || '{"CheckInRequired": ${on}}'::jsonb where club_id = ${f.club}` as never,
      );
    await setCheckIn(true);
    const date = weekdayIn(1);
    const { token } = await f.expectCall(200, 'agent', 'POST', linkUrl());
    const made = await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: 'Checked hire',
      start_date: `${date}T10:00`,
      end_date: `${date}T11:00`,
      court_set: [f.courts[1]],
      booked_person_set: [{ full_name: 'Ana Silva', email: 'ana@example.com', paying: true }],
    });
    const [instance] = (
      await f.expectCall(200, 'agent', 'GET', `/api/courtbookinginstance/?club=${f.club}&booking_series=${made.id}`)
    ).results;
    const restore = clock.setClock(DateTime.fromISO(`${date}T10:05`, { zone: ZONE }).toJSDate());
    const stream = await openStream(`${base}/api/courtboard/${token}/events/`);
    try {
      const court = async () => (await board(token)).json().courts.find((c: { id: number }) => c.id === f.courts[1]);
      expect((await court()).now).toMatchObject({ name: 'Court hire · Ana S.', checked_in: false });
      await expect.poll(() => stream.events.map((e) => e.event)).toContain('ready');
      await f.expectCall(200, 'agent', 'POST', `/api/courtbookinginstance/${instance.id}/check_in/`);
      await expect.poll(() => stream.events.map((e) => e.event), { timeout: 1000 }).toContain('change');
      expect((await court()).now).toMatchObject({ checked_in: true });
    } finally {
      stream.close();
      restore();
      await setCheckIn(false);
    }
  });
});

/** The Authorization header of a fixture caller. */
const loginHeader = async (who: 'agent' | 'player') => ({ authorization: await login(f.t.app, `${who}@example.com`) });
