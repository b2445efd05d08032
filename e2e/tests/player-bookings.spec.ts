import { authHeader, clubId, expect, logIn, riversideDay, screenshot, switchTo, test } from './support';

// A player books a free court from the club's page and cancels it from My bookings (issue 9);
// a player booked with someone else pays their own share from My bookings.
// Pat Player is a member at Riverside; the demo's bookings fill part of each day.

/** The local date (Australia/Sydney, Riverside's zone) `days` from today. */
const sydneyDayIn = (days: number) => riversideDay(days);

test.describe('players book courts for themselves', () => {
  test("a player books a free time from the club's page and cancels it from My bookings", async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, 'player@example.com');
    const riverside = await clubId(page, 'Riverside');
    await page.goto(`/clubs/details?clubId=${riverside}`);
    await page.getByRole('link', { name: 'Book a court' }).click();
    await expect(page).toHaveURL(/\/clubs\/book\?clubId=\d+/);
    await expect(page.getByRole('heading', { name: 'Book a court' })).toBeVisible();

    // Two days ahead or later: within every group's advance days, and the day has not started yet.
    // Other specs book Pat on the next days too (up to his daily limit): take the first day with a
    // time he may still book.
    const slots = page.getByRole('button', { name: /^Book .* \d\d:\d\d to \d\d:\d\d, / });
    for (let day = 2; day < 7; day += 1) {
      await page.getByRole('group', { name: 'Date' }).getByRole('button').nth(day).click();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(page.getByText(/You book as a member/)).toBeVisible();
      if ((await slots.count()) > 0) break;
    }
    const slot = slots.first();
    await expect(slot).toBeVisible();
    await page.evaluate('window.scrollTo(0, 0)');
    await screenshot(page, 'player-book-court');

    const label = (await slot.getAttribute('aria-label'))!;
    const [, court, from, to] = /^Book (.*) (\d\d:\d\d) to (\d\d:\d\d), /.exec(label)!;
    await slot.click();
    const dialog = page.getByRole('dialog', { name: 'Book this court?' });
    await expect(dialog.getByText(/^\d+\.\d\d AUD$/)).toBeVisible();
    await expect(dialog.getByText('Pay at the club')).toBeVisible();
    await screenshot(page, 'player-book-court-dialog');
    await dialog.getByRole('button', { name: 'Book court' }).click();
    const done = page.getByRole('dialog', { name: 'Court booked' });
    await expect(done.getByText(`${court} is yours on`, { exact: false })).toBeVisible();
    await done.getByRole('link', { name: 'See my bookings' }).click();

    await expect(page).toHaveURL(/\/mybookings$/);
    const card = page.getByRole('article').filter({ hasText: `${from}–${to} · ${court}` });
    await expect(card).toBeVisible();
    await expect(card.getByText('Pay at the club', { exact: false })).toBeVisible();
    // The private calendar feed holds the booking; the subscribe links point at it. The link is
    // shown only when it is made (the server keeps its hash), with "Make a new link" beside it: one
    // made earlier on this worker's server (the clinics spec, when it ran there first) shows only
    // that button, and is replaced by a new one.
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const linkField = page.getByLabel('Private calendar link');
    const newLink = page.getByRole('button', { name: 'Make a new link' });
    await expect(linkField.or(newLink).first()).toBeVisible();
    if (!(await linkField.isVisible())) {
      await newLink.click();
      await page
        .getByRole('dialog', { name: 'Make a new calendar link?' })
        .getByRole('button', { name: 'Make new link' })
        .click();
    }
    const feedUrl = await page.getByLabel('Private calendar link').inputValue();
    expect(feedUrl).toMatch(/\/api\/calendar\/[\w-]+\.ics$/);
    await expect(page.getByRole('link', { name: 'Google Calendar' })).toHaveAttribute(
      'href',
      /^https:\/\/calendar\.google\.com\/calendar\/render\?cid=webcal/,
    );
    await expect(page.getByRole('link', { name: 'Apple Calendar' })).toHaveAttribute('href', /^webcal:\/\//);
    const ics = await (await page.request.get(feedUrl)).text();
    expect(ics).toContain(`SUMMARY:${court} · Riverside Tennis Club`);
    await screenshot(page, 'player-my-bookings');

    // Its name says the court, day and time: another spec may have cancelled Pat's same hour on another day.
    const cardName = (await card.getAttribute('aria-label'))!;
    await card.getByRole('button', { name: 'Cancel booking' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(confirm.getByText('No money will be refunded.')).toBeVisible();
    await expect(confirm.getByText(/Nothing has been paid for this booking/)).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByText('Your booking is cancelled.')).toBeVisible();
    await expect(card).toHaveCount(0);

    await page.getByText('Past and cancelled', { exact: true }).click();
    // The fees spec may have cancelled Pat's same court, day and hour before: one of them at least.
    await expect(
      page.getByRole('article', { name: cardName, exact: true }).getByText('Cancelled').first(),
    ).toBeVisible();
  });

  test('a player pays by card when the court group asks for payment in the app, and cancels with the refund shown', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, 'player@example.com');
    const riverside = await clubId(page, 'Riverside');
    await page.goto(`/clubs/book?clubId=${riverside}`);
    // The demo's Indoor centre asks for payment in the app; Pat has a Visa 4242 on file. Its courts
    // can be full on a given day (clinics, club nights): take the first day ahead with a free time.
    const indoorSlots = page
      .getByRole('region')
      .filter({ hasText: 'Indoor centre' })
      .getByRole('button', { name: /^Book .* \d\d:\d\d to \d\d:\d\d, / });
    for (let day = 1; day < 7; day += 1) {
      await page.getByRole('group', { name: 'Date' }).getByRole('button').nth(day).click();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(page.getByText(/You book as a member/)).toBeVisible();
      if ((await indoorSlots.count()) > 0) break;
    }
    await indoorSlots.last().click();
    const dialog = page.getByRole('dialog', { name: 'Book this court?' });
    await expect(dialog.getByText('By card now')).toBeVisible();
    await dialog.getByRole('button', { name: /^Book and pay \d+\.\d\d AUD$/ }).click();
    const done = page.getByRole('dialog', { name: 'Court booked' });
    await expect(done.getByText(/^Paid \d+\.\d\d AUD with your card\./)).toBeVisible();
    // The court and time as booked (read from the confirmation, not from the button: the list of
    // free times may have been redrawn for the chosen day between reading a button and clicking).
    const [, court, from, to] = /^(.*) is yours on .*, (\d\d:\d\d)–(\d\d:\d\d)\.$/.exec(
      (await done.getByText(/ is yours on /).textContent())!,
    )!;
    await done.getByRole('link', { name: 'See my bookings' }).click();

    const card = page.getByRole('article').filter({ hasText: `${from}–${to} · ${court}` });
    await expect(card.getByText(/^Paid \d+\.\d\d AUD$/)).toBeVisible();
    await card.getByRole('button', { name: 'Cancel booking' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(confirm.getByText(/^(You will get \d+\.\d\d AUD back\.|No money will be refunded\.)$/)).toBeVisible();
    await screenshot(page, 'player-cancel-refund');
    await confirm.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByText('Your booking is cancelled.')).toBeVisible();
  });

  test('a player booked with someone else pays their own share from My bookings', async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    // The club books a free hour of the Indoor centre (it asks for payment in the app) for Andy
    // Applicant (the primary) and Pat Player, both paying.
    await logIn(page, 'agent@example.com');
    const riverside = await clubId(page, 'Riverside');
    const staff = await authHeader(page);
    const person = async (search: string) =>
      (
        await (
          await page.request.get(`/api/courtbookingperson/?club=${riverside}&search=${encodeURIComponent(search)}`, {
            headers: staff,
          })
        ).json()
      )[0];
    const [andy, pat] = [await person('Andy Applicant'), await person('Pat Player')];
    let free: { date: string; court: number; start: string; end: string } | null = null;
    for (let day = 2; day < 7 && !free; day += 1) {
      const date = sydneyDayIn(day);
      const day_ = await (
        await page.request.get(`/api/club/${riverside}/availability/?date=${date}`, { headers: staff })
      ).json();
      // Each group's times once; each court says which of them are free (GET .../availability/).
      type Day = {
        groups: { name: string; times: { start: string; end: string }[] }[];
        courts: { id: number; group: number; free: boolean[] }[];
      };
      const { groups, courts } = day_ as Day;
      for (const court of courts.filter((c) => groups[c.group].name === 'Indoor centre')) {
        const slot = groups[court.group].times[court.free.indexOf(true)];
        if (slot) {
          free = { date, court: court.id, start: slot.start, end: slot.end };
          break;
        }
      }
    }
    expect(free).not.toBeNull();
    const booked = await page.request.post(`/api/courtbookingseries/?club=${riverside}`, {
      headers: staff,
      data: {
        name: 'Doubles for two',
        ttype: 'C',
        recurrence: 'N',
        court_set: [free!.court],
        start_date: `${free!.date}T${free!.start}`,
        end_date: `${free!.date}T${free!.end}`,
        booked_person_set: [
          {
            club_member: andy.id,
            player: andy.player,
            full_name: andy.name,
            email: andy.email,
            paying: true,
            primary: true,
          },
          { club_member: pat.id, player: pat.player, full_name: pat.name, email: pat.email, paying: true },
        ],
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const series = (await booked.json()).id as number;

    // Pat finds it on My bookings (on whichever page it falls) with her share and Andy's.
    await page.context().clearCookies();
    await logIn(page, 'player@example.com');
    const mine = await (
      await page.request.get('/api/mybooking/?when=upcoming&page_size=1000', { headers: await authHeader(page) })
    ).json();
    const index = mine.results.findIndex((b: { booking_series: number }) => b.booking_series === series);
    expect(index).toBeGreaterThanOrEqual(0);
    await page.goto(`/mybookings${index >= 10 ? `?page=${Math.floor(index / 10) + 1}` : ''}`);
    const card = page.getByRole('article').filter({ hasText: 'Doubles for two' });
    const who = card.getByRole('list', { name: 'Who pays' });
    await expect(who.getByRole('listitem')).toHaveCount(2);
    await expect(who).toContainText(/Andy Applicant: \d+\.\d\d AUD · not paid/);
    await expect(who).toContainText(/You: \d+\.\d\d AUD · not paid/);
    await expect(card.getByText(/^Your share \d+\.\d\d AUD · To pay in the app$/)).toBeVisible();
    await card.getByRole('button', { name: /^Pay my share \d+\.\d\d AUD$/ }).click();
    await expect(page.getByText(/^Paid \d+\.\d\d AUD\.$/)).toBeVisible();
    await expect(card.getByText(/^Your share is paid \(\d+\.\d\d AUD\)$/)).toBeVisible();
    await expect(who).toContainText(/You: \d+\.\d\d AUD · paid/);
    await expect(who).toContainText(/Andy Applicant: \d+\.\d\d AUD · not paid/);
    await expect(card.getByRole('button', { name: /^Pay my share/ })).toHaveCount(0);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'player-my-bookings-share');
  });

  test('My bookings at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, 'player@example.com');
    await page.goto('/mybookings');
    await expect(page.getByRole('heading', { name: 'My bookings' })).toBeVisible();
    await expect(page.getByRole('article').first().or(page.getByText('No upcoming bookings'))).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, 'player-my-bookings-phone');
    const riverside = await clubId(page, 'Riverside');
    await page.goto(`/clubs/book?clubId=${riverside}`);
    await expect(page.getByText(/You book as a member/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'player-book-court-phone');
  });

  test("the club's court settings show where players book; a group not open for bookings does not", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, 'agent@example.com');
    const riverside = await clubId(page, 'Riverside');
    const headers = await authHeader(page);
    const features = await (await page.request.get(`/api/clubfeature/?club=${riverside}`, { headers })).json();
    const booking = features.results.find((f: { feature: { name: string } }) => f.feature.name === 'courtbooking');
    const club = await (await page.request.get(`/api/club/${riverside}/`, { headers })).json();
    const indoor = club.courtgroup_set.find((g: { name: string }) => g.name === 'Indoor centre');
    const setParams = (params: Record<string, unknown>) =>
      page.request.patch(`/api/clubfeature/${booking.id}/`, {
        headers,
        data: { params: { ...booking.params, ...params } },
      });
    const setReady = (ready: boolean) =>
      page.request.patch(`/api/courtgroup/${indoor.id}/`, { headers, data: { ready } });
    try {
      expect(
        (
          await setParams({
            AllCourtsLights: true,
            AllCourtsAccessSame: true,
            AllCourtsAccessText: 'Gate code 2468 at the car park entrance',
            AllCourtsNotesRulesSame: true,
            AllCourtsNotesRulesText: 'Non-marking tennis shoes only',
          })
        ).ok(),
      ).toBe(true);
      expect((await setReady(false)).ok()).toBe(true);
      await switchTo(page, 'player@example.com');
      await page.goto(`/clubs/book?clubId=${riverside}&date=${riversideDay(2)}`);
      const about = page.getByRole('region', { name: 'About the courts' });
      await expect(about.getByText('Non-marking tennis shoes only')).toBeVisible();
      // The gate code goes only to the people on a booking, in My bookings (issue 28).
      await expect(page.getByText('Gate code 2468 at the car park entrance')).toHaveCount(0);
      const court1 = page.getByRole('region', { name: 'Court 1', exact: true });
      await expect(court1.getByText('Lights', { exact: true })).toBeVisible();
      await expect(court1.getByText('Outdoor', { exact: true })).toBeVisible();
      // The Indoor centre is not open for bookings: its courts are not offered.
      await expect(page.getByRole('region', { name: 'Court 5', exact: true })).toHaveCount(0);
      await expect(page.getByText('Indoor centre')).toHaveCount(0);
      await screenshot(page, 'player-book-court-settings');
    } finally {
      await switchTo(page, 'agent@example.com');
      await setParams({});
      await setReady(true);
    }
  });
});
