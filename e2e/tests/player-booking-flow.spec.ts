import type { Page } from '@playwright/test';
import { authHeader, clubId, expect, logIn, riversideDay, screenshot, switchTo, test } from './support';

// Booking the way players book (issue 28), at phone width: Pat picks a day and a time and is
// offered the free courts (or the free times nearby), books a doubles court with Andy Applicant (a
// member, paying his own share) and a guest (the club's guest fee on Pat's share), pays her share;
// Andy pays his from My bookings, where both see the court's facts and the gate code.

/** 'Monday' for an ISO date. */
const weekdayName = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });

type FreeCourts = { times: string[]; courts: { name: string; group: string }[] };

/** Where Pat's upcoming booking of this series falls in My bookings (10 a page). */
async function myBookingsPage(page: Page, series: number) {
  const mine = await (
    await page.request.get('/api/mybooking/?when=upcoming&page_size=1000', { headers: await authHeader(page) })
  ).json();
  const index = mine.results.findIndex((b: { booking_series: number }) => b.booking_series === series);
  expect(index).toBeGreaterThanOrEqual(0);
  return `/mybookings${index >= 10 ? `?page=${Math.floor(index / 10) + 1}` : ''}`;
}

test('a doubles booking by time then court, with a partner and a guest, paid in shares', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'agent@example.com');
  const riverside = await clubId(page, 'Riverside');
  const staff = await authHeader(page);
  const features = await (await page.request.get(`/api/clubfeature/?club=${riverside}`, { headers: staff })).json();
  const booking = features.results.find((f: { feature: { name: string } }) => f.feature.name === 'courtbooking');
  const setParams = (params: Record<string, unknown>) =>
    page.request.patch(`/api/clubfeature/${booking.id}/`, {
      headers: staff,
      data: { params: { ...booking.params, ...params } },
    });
  // A guest fee of 5.00, and the gate code shown from three days before a booking.
  expect(
    (
      await setParams({
        GuestFee: 5,
        AccessNotesHoursBefore: 72,
        AllCourtsAccessSame: true,
        AllCourtsAccessText: 'Gate code 2468',
      })
    ).ok(),
  ).toBe(true);
  try {
    await switchTo(page, 'player@example.com');
    const pat = await authHeader(page);
    const askOn = async (day: string, time: string) =>
      (await (
        await page.request.get(`/api/club/${riverside}/free_courts/?date=${day}&time=${time}`, { headers: pat })
      ).json()) as FreeCourts;
    // A day and a time of the Indoor centre (it asks for payment in the app) with a court Pat may
    // book: two days ahead or later, as other specs book Pat on the next days up to his daily limit.
    let date = '';
    let when = '';
    let times: string[] = [];
    for (let days = 2; days < 7 && !when; days += 1) {
      date = riversideDay(days);
      times = (await askOn(date, '18:00')).times;
      for (const time of times.filter((t) => t >= '08:00'))
        if ((await askOn(date, time)).courts.some((c) => c.group === 'Indoor centre')) {
          when = time;
          break;
        }
    }
    expect(when).not.toBe('');

    // Before the club opens: no court, and the nearest free times offered instead.
    const [h, m] = times[0].split(':').map(Number);
    const early = `${String(h - (m ? 0 : 1)).padStart(2, '0')}:${m ? '00' : '30'}`;
    await page.goto(`/clubs/book?clubId=${riverside}&date=${date}&time=${early}`);
    await expect(page.getByText(`No court is free at ${early}`)).toBeVisible();
    const nearby = page.getByRole('button', { name: /^\d\d:\d\d · \d+ courts?$/ }).first();
    await expect(nearby).toBeVisible();
    await screenshot(page, 'player-booking-flow-nearby');
    await nearby.click();
    await expect(page.getByRole('heading', { name: /courts? free at / })).toBeVisible();

    // Time first: pick the time, then a court of the Indoor centre.
    await page.getByLabel('Time', { exact: true }).selectOption(when);
    await expect(page.getByRole('heading', { name: new RegExp(`courts? free at ${when}$`) })).toBeVisible();
    await expect(page.getByText(/You book as a member/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const indoor = page.getByRole('region').filter({ hasText: 'Indoor centre' }).first();
    await expect(indoor.getByText('Indoor', { exact: true })).toBeVisible();
    await screenshot(page, 'player-booking-flow-time-first');
    await indoor.getByRole('button', { name: /^Book / }).click();

    const dialog = page.getByRole('dialog', { name: 'Book this court?' });
    await dialog.getByRole('combobox', { name: 'Partners' }).fill('Andy');
    await page.getByRole('option', { name: 'Andy Applicant' }).click();
    await dialog.getByRole('combobox', { name: 'Guests' }).fill('Sam Guest');
    await dialog.getByRole('combobox', { name: 'Guests' }).press('Enter');
    const shares = dialog.getByRole('list', { name: 'Shares' });
    await expect(shares.getByText(/^Your share \d+\.\d\d AUD \(with your guests\)$/)).toBeVisible();
    await expect(shares.getByText(/^Andy Applicant \d+\.\d\d AUD$/)).toBeVisible();
    await expect(dialog.getByText(/5\.00 AUD each, on your share/)).toBeVisible();
    await screenshot(page, 'player-booking-flow-dialog');
    await dialog.getByRole('button', { name: /^Book and pay my share \d+\.\d\d AUD$/ }).click();
    const done = page.getByRole('dialog', { name: 'Court booked' });
    await expect(done.getByText(/^Paid \d+\.\d\d AUD with your card\./)).toBeVisible();
    await done.getByRole('button', { name: 'Book another' }).click();

    const mine = await (
      await page.request.get('/api/mybooking/?when=upcoming&page_size=1000', { headers: pat })
    ).json();
    const booked = mine.results.find(
      (b: { guests?: string[]; local_start: string }) =>
        b.guests?.includes('Sam Guest') && b.local_start === `${date}T${when}`,
    );
    expect(booked).toBeTruthy();
    await page.goto(await myBookingsPage(page, booked.booking_series));
    const card = page.getByRole('article').filter({ hasText: 'Guests: Sam Guest' });
    const who = card.getByRole('list', { name: 'Who pays' });
    await expect(who).toContainText(/You: \d+\.\d\d AUD · paid/);
    await expect(who).toContainText(/Andy Applicant: \d+\.\d\d AUD · not paid/);
    await expect(card.getByText('Gate code 2468')).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'player-booking-flow-my-bookings');

    // Andy, the partner, pays his own share from My bookings with his card.
    await switchTo(page, 'applicant@example.com');
    const andy = await authHeader(page);
    const customer = (await (await page.request.get('/api/stripecustomer/', { headers: andy })).json()).id;
    const added = await page.request.post(`/api/stripecustomer/${customer}/add_payment_method/`, {
      headers: andy,
      data: { payment_method_id: 'pm_sim_ok_M_4444_12_2034', make_default: true },
    });
    expect(added.status(), await added.text()).toBe(201);
    await page.goto(await myBookingsPage(page, booked.booking_series));
    const his = page.getByRole('article').filter({ hasText: 'Guests: Sam Guest' });
    await expect(his.getByText('Gate code 2468')).toBeVisible();
    await his.getByRole('button', { name: /^Pay my share \d+\.\d\d AUD$/ }).click();
    await expect(page.getByText(/^Paid \d+\.\d\d AUD\.$/)).toBeVisible();
    const hisWho = his.getByRole('list', { name: 'Who pays' });
    await expect(hisWho).toContainText(/You: \d+\.\d\d AUD · paid/);
    await expect(hisWho).toContainText(/Pat Player: \d+\.\d\d AUD · paid/);
    await his.scrollIntoViewIfNeeded();
    await screenshot(page, 'player-booking-flow-partner-paid');
  } finally {
    await switchTo(page, 'agent@example.com');
    await setParams({});
  }
});

test('a lesson with a coach: his price and free times, then the court; the coach has it in his bookings', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'agent@example.com');
  const riverside = await clubId(page, 'Riverside');
  const staff = await authHeader(page);
  const coaches = await (await page.request.get(`/api/clubcoach/?club=${riverside}`, { headers: staff })).json();
  const carlos = coaches.results.find((c: { full_name?: string; player?: { full_name?: string } }) =>
    JSON.stringify(c).includes('Carlos Coach'),
  );
  const setCoach = (data: Record<string, unknown>) =>
    page.request.patch(`/api/clubcoach/${carlos.id}/`, { headers: staff, data });
  const everyDay = (open: string, close: string) => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open, close }));
  expect((await setCoach({ lesson_price: 40, lesson_hours: everyDay('08:00', '20:00') })).ok()).toBe(true);
  try {
    const date = riversideDay(3);
    // Staff give Carlos no lessons on the day after the date, in his settings' lesson hours.
    const dayAfter = weekdayName(riversideDay(4));
    await page.goto(`/clubs/dashboard/club-info?clubId=${riverside}&tab=coaches`);
    await page.getByRole('button', { name: 'Actions for Carlos Coach' }).click();
    await page.getByRole('menuitem', { name: 'Edit settings' }).click();
    const panel = page.getByRole('dialog', { name: "Carlos Coach's settings" });
    const hours = panel.getByRole('group', { name: 'Lesson hours' });
    await expect(hours.getByLabel(`${weekdayName(date)} lessons from`)).toHaveValue('08:00');
    await hours.getByLabel(dayAfter, { exact: true }).uncheck();
    await expect(hours.getByText('No lessons')).toBeVisible();
    await hours.getByText('No lessons').scrollIntoViewIfNeeded();
    await screenshot(page, 'coach-lesson-hours');
    await panel.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Coach settings saved')).toBeVisible();

    await switchTo(page, 'player@example.com');
    await page.goto(`/clubs/book?clubId=${riverside}&date=${riversideDay(4)}&view=lesson&coach=${carlos.id}`);
    await expect(page.getByText(`Carlos Coach gives no lessons on ${dayAfter}s.`, { exact: false })).toBeVisible();
    await page.goto(`/clubs/book?clubId=${riverside}&date=${date}&view=lesson&coach=${carlos.id}`);
    await expect(page.getByText(/Carlos Coach teaches 08:00–20:00: 40\.00 AUD a lesson/)).toBeVisible();
    const times = page.getByRole('group', { name: 'Free times with Carlos Coach' });
    await times.getByRole('button').first().click();
    await expect(page.getByRole('heading', { name: /courts? free at / })).toBeVisible();
    await screenshot(page, 'player-booking-flow-lesson');
    // The first court's region (the player's waiting list, when they wait, comes above the courts).
    await page
      .getByRole('region')
      .filter({ has: page.getByRole('button', { name: /^Book / }) })
      .first()
      .getByRole('button', { name: /^Book / })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Book this lesson?' });
    await expect(dialog.getByText('Lesson with Carlos Coach: 40.00 AUD on top of the court')).toBeVisible();
    await dialog.getByRole('button', { name: /^Book (court|and pay)/ }).click();
    const done = page.getByRole('dialog', { name: 'Lesson booked' });
    await expect(done.getByText(/ is yours on /)).toBeVisible();
    const [, court, from] = /^(.*) is yours on .*, (\d\d:\d\d)–\d\d:\d\d\.$/.exec(
      (await done.getByText(/ is yours on /).textContent())!,
    )!;

    // Carlos finds the lesson in his own bookings.
    await switchTo(page, 'coach@example.com');
    const mine = await (
      await page.request.get('/api/mybooking/?when=upcoming&page_size=1000', { headers: await authHeader(page) })
    ).json();
    const lesson = mine.results.find(
      (b: { local_start: string; courts: string[] }) => b.local_start === `${date}T${from}` && b.courts.includes(court),
    );
    expect(lesson).toMatchObject({ coaches: ['Carlos Coach'], name: 'Pat Player' });
    await page.goto(await myBookingsPage(page, lesson.booking_series));
    const card = page.getByRole('article').filter({ hasText: 'Coach: Carlos Coach' }).filter({ hasText: court });
    await expect(card.first()).toBeVisible();
    await card.first().scrollIntoViewIfNeeded();
    await screenshot(page, 'player-booking-flow-coach-bookings');
  } finally {
    await switchTo(page, 'agent@example.com');
    await setCoach({ lesson_price: carlos.lesson_price, lesson_hours: carlos.lesson_hours });
  }
});
