import { clubId, expect, logIn, screenshot, test } from './support';

// A player books a free court from the club's page and cancels it from My bookings (issue 9).
// Pat Player is a member at Riverside; the demo's bookings fill part of each day.

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

    // Two days ahead: within every group's advance days, and the day has not started yet.
    await page.getByRole('group', { name: 'Date' }).getByRole('button').nth(2).click();
    await expect(page.getByText(/You book as a member/)).toBeVisible();
    const slot = page.getByRole('button', { name: /^Book .* \d\d:\d\d to \d\d:\d\d, / }).first();
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
    // The private calendar feed holds the booking; the subscribe links point at it.
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const feedUrl = await page.getByLabel('Private calendar link').inputValue();
    expect(feedUrl).toMatch(/\/api\/calendar\/[\w-]+\.ics$/);
    await expect(page.getByRole('link', { name: 'Google Calendar' })).toHaveAttribute('href', /^https:\/\/calendar\.google\.com\/calendar\/render\?cid=webcal/);
    await expect(page.getByRole('link', { name: 'Apple Calendar' })).toHaveAttribute('href', /^webcal:\/\//);
    const ics = await (await page.request.get(feedUrl)).text();
    expect(ics).toContain(`SUMMARY:${court} · Riverside Tennis Club`);
    await screenshot(page, 'player-my-bookings');

    await card.getByRole('button', { name: 'Cancel booking' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(confirm.getByText('No money will be refunded.')).toBeVisible();
    await expect(confirm.getByText(/Nothing has been paid for this booking/)).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByText('Your booking is cancelled.')).toBeVisible();
    await expect(card).toHaveCount(0);

    await page.getByText('Past and cancelled', { exact: true }).click();
    await expect(page.getByRole('article').filter({ hasText: `${from}–${to} · ${court}` }).getByText('Cancelled')).toBeVisible();
  });

  test('a player pays by card when the court group asks for payment in the app, and cancels with the refund shown', async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, 'player@example.com');
    const riverside = await clubId(page, 'Riverside');
    await page.goto(`/clubs/book?clubId=${riverside}`);
    // The demo's Indoor centre asks for payment in the app; Pat has a Visa 4242 on file. Its courts
    // can be full on a given day (clinics, club nights): take the first day ahead with a free time.
    const indoorSlots = page.getByRole('region').filter({ hasText: 'Indoor centre' }).getByRole('button', { name: /^Book .* \d\d:\d\d to \d\d:\d\d, / });
    for (let day = 1; day < 7; day += 1) {
      await page.getByRole('group', { name: 'Date' }).getByRole('button').nth(day).click();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(page.getByText(/You book as a member/)).toBeVisible();
      if ((await indoorSlots.count()) > 0) break;
    }
    const slot = indoorSlots.last();
    const [, court, from, to] = /^Book (.*) (\d\d:\d\d) to (\d\d:\d\d), /.exec((await slot.getAttribute('aria-label'))!)!;
    await slot.click();
    const dialog = page.getByRole('dialog', { name: 'Book this court?' });
    await expect(dialog.getByText('By card now')).toBeVisible();
    await dialog.getByRole('button', { name: /^Book and pay \d+\.\d\d AUD$/ }).click();
    const done = page.getByRole('dialog', { name: 'Court booked' });
    await expect(done.getByText(/^Paid \d+\.\d\d AUD with your card\./)).toBeVisible();
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
});
