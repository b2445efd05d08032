import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login } from '../../../test/helpers';
import { decryptPush, newDeviceKeys, startPushEndpoint } from '../../../test/web-push-endpoint';
import { outbox } from '../../integrations/mail/mail.tables';
import { bookingsFixture, weekdayIn, type BookingsFixture } from '../bookings/bookings.test-helpers';
import { pushDeliveries, pushSubscriptions } from './notifications.tables';

// The notification centre and Web Push (issue 28) through the API: a booking made by Pat Player
// notifies Pat (and nobody else), the switches of a kind stop its e-mail and its pushes, and a
// push reaches a local push service on 127.0.0.1, encrypted for the device's keys (RFC 8291).

let f: BookingsFixture;
let push: Awaited<ReturnType<typeof startPushEndpoint>>;
beforeAll(async () => {
  f = await bookingsFixture(await createTestApp({ pushAllowHttpLoopback: true }));
  push = await startPushEndpoint();
  // Pat's demo bookings and the demo's daily cap would make the day's minutes depend on the date.
  await sql(`delete from booking_series where player_id = ${await f.playerOf('player@example.com')}`);
  await sql(
    `update club_features set params = params || '{"MaxBookingMinutesPerDayMember": 600}'::jsonb where club_id = ${f.club}`,
  );
});
afterAll(async () => {
  await push?.close();
  await f.close();
});

const sql = (text: string) => f.t.db.execute(text as never);
let hour = 6;
/** Pat books the next free hour of a weekday on T1. */
const book = async () => {
  const from = String(hour++).padStart(2, '0');
  const to = String(hour).padStart(2, '0');
  return f.expectCall(201, 'player', 'POST', `/api/club/${f.club}/book/`, {
    start: `${weekdayIn(2)}T${from}:00`,
    end: `${weekdayIn(2)}T${to}:00`,
    court: f.courts[0],
  });
};
const unread = async (who: 'player' | 'other') =>
  (await f.expectCall(200, who, 'GET', '/api/notification/unread_count/')).count;
const mailsToPat = async () => (await f.t.db.select().from(outbox).where(eq(outbox.to, 'player@example.com'))).length;
const setPreferences = async (preferences: unknown[]) => {
  const res = await f.t.app.inject({
    method: 'PUT',
    url: '/api/notification/preferences/',
    headers: { authorization: await login(f.t.app, 'player@example.com') },
    payload: { preferences },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the notification centre', () => {
  it('tells Pat of a booking Pat made, newest first, and only Pat; read one, read all', async () => {
    const otherBefore = await unread('other');
    await book();
    await book();
    expect(await unread('player')).toBe(2);
    expect(await unread('other')).toBe(otherBefore);
    const page = await f.expectCall(200, 'player', 'GET', '/api/notification/?page_size=1');
    expect(page.count).toBe(2);
    expect(page.results).toHaveLength(1);
    expect(page.results[0]).toMatchObject({ kind: 'booking_made', link: '/mybookings', read_at: null });
    expect(page.results[0].title).toBe('Booked: Court T1 at Riverside Tennis Club');
    expect(page.next).toContain('page=2');
    const newest = page.results[0].id;
    // Another user's notification is not found, as a missing one is.
    const notMine = await f.call('other', 'POST', `/api/notification/${newest}/read/`);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().reason).toBe('Notification not found.');
    const read = await f.expectCall(200, 'player', 'POST', `/api/notification/${newest}/read/`);
    expect(read.read_at).not.toBeNull();
    expect(await unread('player')).toBe(1);
    expect(await f.expectCall(200, 'player', 'POST', '/api/notification/read_all/')).toEqual({ count: 1 });
    expect(await unread('player')).toBe(0);
  });

  it("sends a kind's e-mail only while its e-mail switch is on; in-app stays", async () => {
    const prefs = await f.expectCall(200, 'player', 'GET', '/api/notification/preferences/');
    expect(prefs[0]).toEqual({ kind: 'booking_made', push: true, email: true });
    const mails = await mailsToPat();
    await book();
    expect(await mailsToPat()).toBe(mails + 1);
    const after = await setPreferences([{ kind: 'booking_made', push: true, email: false }]);
    expect(after[0]).toEqual({ kind: 'booking_made', push: true, email: false });
    await book();
    expect(await mailsToPat()).toBe(mails + 1);
    expect(await unread('player')).toBe(2);
    await setPreferences([{ kind: 'booking_made', push: true, email: true }]);
  });
});

describe('a booking the club makes for a player, changes or cancels', () => {
  it('tells the player booked on it, in-app and by e-mail, and not the staff member who did it', async () => {
    await f.expectCall(200, 'player', 'POST', '/api/notification/read_all/');
    const mailsBefore = await mailsToPat();
    const agentBefore = await f.expectCall(200, 'agent', 'GET', '/api/notification/unread_count/');
    const date = weekdayIn(3);
    const series = await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: 'Coaching',
      ttype: 'C',
      recurrence: 'N',
      start_date: `${date}T10:00`,
      end_date: `${date}T11:00`,
      court_set: [f.courts[1]],
      booked_person_set: [{ player: await f.playerOf('player@example.com') }],
    });
    const instance = series.booking_instance_set[0].id;
    await f.expectCall(200, 'agent', 'PATCH', `/api/courtbookinginstance/${instance}/`, {
      start: `${date}T12:00`,
      end: `${date}T13:00`,
    });
    await f.expectCall(200, 'agent', 'POST', `/api/courtbookinginstance/${instance}/cancel/`);
    const page = await f.expectCall(200, 'player', 'GET', '/api/notification/?page_size=3');
    expect(page.results.map((n: { kind: string }) => n.kind)).toEqual([
      'booking_cancelled',
      'booking_changed',
      'booking_made',
    ]);
    expect(page.results[2]).toMatchObject({ title: 'You are booked at Riverside Tennis Club', link: '/mybookings' });
    expect(page.results[2].body).toContain('10:00');
    expect(page.results[0]).toMatchObject({
      title: 'Riverside Tennis Club cancelled your booking',
      link: '/mybookings',
      read_at: null,
    });
    expect(page.results[1].body).toContain('12:00');
    expect(await f.expectCall(200, 'agent', 'GET', '/api/notification/unread_count/')).toEqual(agentBefore);
    // The same three by e-mail, newest last, each saying what happened and when.
    const mails = (await f.t.db.select().from(outbox).where(eq(outbox.to, 'player@example.com')).orderBy(outbox.id))
      .slice(mailsBefore)
      .map((m) => ({ subject: m.subject, text: m.text }));
    expect(mails.map((m) => m.subject)).toEqual([
      'Rally: You are booked at Riverside Tennis Club',
      'Rally: Riverside Tennis Club changed your booking',
      'Rally: Riverside Tennis Club cancelled your booking',
    ]);
    expect(mails[1].text).toMatch(/moved your booking\. It is now: .*12:00/);
    expect(mails[2].text).toContain('/mybookings');
    // With the kind's e-mail turned off, the change is told in-app only.
    await setPreferences([{ kind: 'booking_changed', push: true, email: false }]);
    const second = await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: 'Coaching',
      ttype: 'C',
      recurrence: 'N',
      start_date: `${date}T15:00`,
      end_date: `${date}T16:00`,
      court_set: [f.courts[1]],
      booked_person_set: [{ player: await f.playerOf('player@example.com') }],
    });
    const before = await mailsToPat();
    await f.expectCall(200, 'agent', 'PATCH', `/api/courtbookinginstance/${second.booking_instance_set[0].id}/`, {
      start: `${date}T16:00`,
      end: `${date}T17:00`,
    });
    expect(await mailsToPat()).toBe(before);
    await setPreferences([{ kind: 'booking_changed', push: true, email: true }]);
  });
});

describe('Web Push', () => {
  it('refuses an http endpoint that is not on this machine', async () => {
    const res = await f.call('player', 'POST', '/api/push/subscription/', {
      endpoint: 'http://push.example.com/x',
      keys: newDeviceKeys().json,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toBe('Invalid push subscription.');
  });

  it('pushes a booking to each of Pat’s devices once, encrypted for each, and drops a device that is gone', async () => {
    const phone = newDeviceKeys();
    const laptop = newDeviceKeys();
    await f.expectCall(204, 'player', 'POST', '/api/push/subscription/', {
      endpoint: push.url('/phone'),
      keys: phone.json,
    });
    await f.expectCall(204, 'player', 'POST', '/api/push/subscription/', {
      endpoint: push.url('/laptop'),
      keys: laptop.json,
    });
    // The same device again keeps one subscription.
    await f.expectCall(204, 'player', 'POST', '/api/push/subscription/', {
      endpoint: push.url('/phone'),
      keys: phone.json,
    });
    expect(await f.t.db.select().from(pushSubscriptions)).toHaveLength(2);
    const { public_key } = await f.expectCall(200, 'player', 'GET', '/api/push/key/');

    await book();
    await f.t.runJobs();
    await f.t.runJobs();
    expect(push.received.map((r) => r.path).sort()).toEqual(['/laptop', '/phone']);
    for (const [path, device] of [
      ['/phone', phone],
      ['/laptop', laptop],
    ] as const) {
      const message = push.received.find((r) => r.path === path)!;
      expect(message.headers['content-encoding']).toBe('aes128gcm');
      // Signed with the server's VAPID key (RFC 8292), the one the browser subscribed with.
      expect(message.headers.authorization).toContain(`k=${public_key}`);
      const body = JSON.parse(decryptPush(message.body, device));
      expect(body).toMatchObject({
        kind: 'booking_made',
        title: 'Booked: Court T1 at Riverside Tennis Club',
        link: '/mybookings',
      });
    }
    const deliveries = await f.t.db.select().from(pushDeliveries);
    expect(deliveries).toHaveLength(2);
    expect(deliveries.every((d) => d.sent_at)).toBe(true);

    // The phone's subscription has expired: its service answers 410, and it is removed.
    push.status('/phone', 410);
    push.received.length = 0;
    await book();
    await f.t.runJobs();
    expect(push.received.map((r) => r.path).sort()).toEqual(['/laptop', '/phone']);
    const left = await f.t.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
    expect(left).toEqual([{ endpoint: push.url('/laptop') }]);

    // Push switched off for bookings: the notification is written, nothing is pushed.
    await setPreferences([{ kind: 'booking_made', push: false, email: true }]);
    push.received.length = 0;
    const made = await book();
    await f.t.runJobs();
    expect(push.received).toEqual([]);
    expect(made).toBeTruthy();
    await setPreferences([{ kind: 'booking_made', push: true, email: true }]);

    // Removed by the device itself.
    await f.expectCall(204, 'player', 'POST', '/api/push/subscription/remove/', { endpoint: push.url('/laptop') });
    expect(
      await f.t.db
        .select()
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.endpoint, push.url('/laptop')))),
    ).toEqual([]);
  });
});
