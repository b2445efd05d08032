import { appNow, authHeader, clubId, expect, logIn, screenshot, switchTo, test } from './support';

// The release lottery for prime time (issue 29), at phone width: the club gives Monday evenings on
// its Outdoor courts out by lottery, with requests open now and closing a minute or two on by the
// server's clock; Pat asks for a court with an alternative, sees her request waiting, and once the
// window has closed and the job queue has drawn, sees what she won. Staff then open the draw.

test('a player asks for a prime-time court in the lottery and sees what the draw gave her', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'agent@example.com');
  const riverside = await clubId(page, 'Riverside');
  const staff = await authHeader(page);
  const features = await (await page.request.get(`/api/clubfeature/?club=${riverside}`, { headers: staff })).json();
  const booking = features.results.find((f: { feature: { name: string } }) => f.feature.name === 'courtbooking');
  const groups = await (await page.request.get(`/api/courtgroup/?club=${riverside}`, { headers: staff })).json();
  const outdoor = groups.results.find((g: { name: string }) => g.name === 'Outdoor courts').id;

  // Requests opened at the last half hour at least 4 minutes ago, and close a minute or two from now.
  const now = new Date(appNow());
  const local = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Australia/Sydney',
    hour: '2-digit',
    minute: '2-digit',
    weekday: 'short',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => local.find((p) => p.type === type)!.value;
  const minutes = Number(part('hour')) * 60 + Number(part('minute'));
  let release = minutes - (minutes % 30);
  if (minutes - release < 4) release -= 30;
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday')) + 1;
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const setParams = (params: Record<string, unknown>) =>
    page.request.patch(`/api/clubfeature/${booking.id}/`, { headers: staff, data: { params } });
  expect(
    (
      await setParams({
        LotteryEnabled: true,
        LotteryTimes: [{ court_groups: [outdoor], weekdays: [weekday], from: '18:00', to: '20:00' }],
        LotteryDaysAhead: 7,
        LotteryReleaseTime: hhmm(release),
        LotteryWindowMinutes: minutes - release + 2,
      })
    ).ok(),
  ).toBe(true);
  try {
    await switchTo(page, 'player@example.com');
    const pat = await authHeader(page);
    await page.goto(`/clubs/book?clubId=${riverside}&view=lottery`);
    await expect(page.getByRole('heading', { name: /^Prime time on / })).toBeVisible();
    await expect(page.getByText(/When you ask makes no difference/)).toBeVisible();

    const form = page.getByRole('region', { name: 'Ask for a slot' });
    await form
      .getByRole('textbox', { name: 'First choice' })
      .or(form.getByRole('combobox', { name: 'First choice' }))
      .click();
    await page.getByRole('option', { name: 'Court 1 · 18:00–19:00' }).click();
    await form.getByRole('button', { name: 'Add an alternative' }).click();
    await form
      .getByRole('textbox', { name: 'Second choice' })
      .or(form.getByRole('combobox', { name: 'Second choice' }))
      .click();
    await page.getByRole('option', { name: 'Court 2 · 18:00–19:00' }).click();
    await form.getByRole('button', { name: 'Send request' }).click();
    const mine = page.getByRole('region', { name: 'Your requests' });
    await expect(mine.getByText('Waiting', { exact: true })).toBeVisible();
    await expect(mine.getByText('1. Court 1 · 18:00–19:00')).toBeVisible();
    await expect(mine.getByText('2. Court 2 · 18:00–19:00')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'lottery-request');

    // A first-come booking of a lottery slot is refused before the draw.
    const { date } = await (await page.request.get(`/api/club/${riverside}/lottery/`, { headers: pat })).json();
    const courts = await (
      await page.request.get(`/api/club/${riverside}/availability/?date=${date}`, { headers: pat })
    ).json();
    const court1 = courts.courts.find((c: { name: string }) => c.name === 'Court 1').id;
    const firstCome = await page.request.post(`/api/club/${riverside}/book/`, {
      headers: pat,
      data: { start: `${date}T18:00`, end: `${date}T19:00`, court: court1 },
    });
    expect(firstCome.status()).toBe(400);
    // The grid shows those times as in the draw, not free; one leads to the Lottery view.
    await page.goto(`/clubs/book?clubId=${riverside}&date=${date}&view=grid`);
    const card = page.getByRole('region', { name: 'Court 1', exact: true });
    const inDraw = card.getByRole('button', {
      name: 'Court 1 18:00 to 19:00 is in the draw: ask for it in the lottery',
    });
    await expect(inDraw).toBeVisible();
    await expect(card.getByRole('button', { name: /^Book Court 1 18:00 / })).toHaveCount(0);
    await inDraw.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'lottery-grid-in-draw');
    await inDraw.click();
    await expect(page.getByRole('heading', { name: /^Prime time on / })).toBeVisible();

    // The server's clock passes the close; the job queue draws; the page shows the result.
    await expect
      .poll(
        async () =>
          (await (await page.request.get(`/api/club/${riverside}/lottery/`, { headers: pat })).json()).requests.find(
            (r: { date: string }) => r.date === date,
          )?.outcome ?? null,
        { timeout: 240_000, intervals: [5_000] },
      )
      .toBe('won');
    await page.reload();
    await expect(mine.getByText('You won Court 1 · 18:00–19:00: it is in My bookings.')).toBeVisible();
    await expect(mine.getByText('Won', { exact: true })).toBeVisible();
    await screenshot(page, 'lottery-won');

    // Staff open the draw: the seed, and Pat's weight and random number.
    await switchTo(page, 'agent@example.com');
    await page.goto(`/clubs/dashboard/court-bookings?clubId=${riverside}&tab=settings`);
    const draws = page.getByRole('region', { name: 'Lottery draws' });
    await draws.getByRole('button', { name: 'Open' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(/^Seed \d+/)).toBeVisible();
    await expect(dialog.getByText('Replays to the same result')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Why did a member lose?' }).fill('Pat');
    await expect(dialog.getByText(/weight \d+ · random 0\.\d+/)).toBeVisible();
    await screenshot(page, 'lottery-draw-staff');
  } finally {
    await switchTo(page, 'agent@example.com');
    await setParams({ LotteryEnabled: false, LotteryTimes: [] });
  }
});
