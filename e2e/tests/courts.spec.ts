import { choose, clubId, expect, logIn, screenshot, test } from './support';

test.describe('courts, court groups and booking rates', () => {
  test('the AGENT adds a court group with two courts and a rate with a membership-type price', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await logIn(page, 'agent@example.com');
    const riverside = await clubId(page, 'Riverside');
    await page.goto(`/clubs/dashboard/court-bookings?clubId=${riverside}&tab=courts`);
    await expect(page.getByRole('region', { name: 'Outdoor courts' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Outdoor courts' }).getByRole('button', { name: /^Weekday peak/ }),
    ).toHaveCount(5); // Mon–Fri blocks

    // A group with its defaults.
    await page.getByRole('button', { name: 'Add court group' }).first().click();
    const groupForm = page.getByRole('form', { name: 'Add court group' });
    await page.getByRole('button', { name: 'Add group', exact: true }).click();
    await expect(groupForm.getByText('Name is required')).toBeVisible();
    await groupForm.getByLabel(/^Name/).fill('Hot shots');
    await page.getByRole('button', { name: 'Add group', exact: true }).click();
    const group = page.getByRole('region', { name: 'Hot shots' });
    await expect(group).toBeVisible();
    await expect(
      group.getByText('Book up to 14 days ahead · members 30 min to 2 h · visitors up to 2 h'),
    ).toBeVisible();

    // Two courts: the form suggests the next number and 'Court N'.
    for (const [name, surface] of [
      ['Court 7', 'Clay'],
      ['Court 8', 'Grass'],
    ]) {
      await group.getByRole('button', { name: 'Add court to Hot shots' }).click();
      const courtForm = page.getByRole('form', { name: 'Add court' });
      await expect(courtForm.getByLabel(/^Name/)).toHaveValue(name);
      await choose(page, courtForm, /^Surface/, surface);
      await courtForm.getByLabel('Lights').check();
      await page.getByRole('button', { name: 'Add court', exact: true }).click();
      await expect(
        group
          .getByRole('cell', { name, exact: true })
          .or(group.getByText(name, { exact: true }))
          .first(),
      ).toBeVisible();
    }
    await expect(group.getByRole('img', { name: 'Clay surface' })).toBeVisible();
    await expect(group.getByRole('img', { name: 'Grass surface' })).toBeVisible();
    await page.evaluate('window.scrollTo(0, 0)'); // a full-page shot taken scrolled repeats the fixed header mid-page
    await screenshot(page, 'courts');

    // A weekday evening rate, with the Junior membership type on its own price.
    await group.getByRole('button', { name: 'Add rate to Hot shots' }).click();
    const rateForm = page.getByRole('form', { name: 'Add rate' });
    await rateForm.getByLabel(/^Name/).fill('Hot shots evening');
    await rateForm.getByRole('button', { name: 'Weekdays' }).click();
    await choose(page, rateForm, /^Start/, '17:00');
    await choose(page, rateForm, /^End/, '21:00');
    await rateForm.getByLabel(/^Members price/).fill('18');
    await rateForm.getByLabel(/^Visitors price/).fill('26');
    await rateForm.getByLabel(/^Coaches price/).fill('20');
    await rateForm.getByLabel('Junior: own price').check();
    await rateForm.getByLabel(/^Junior price/).fill('9');
    await page.getByRole('button', { name: 'Add rate', exact: true }).click();

    const rates = group.getByRole('table', { name: 'Rates of Hot shots' });
    await expect(rates.getByText('Hot shots evening')).toBeVisible();
    await expect(rates.getByText('Mon–Fri 17:00–21:00')).toBeVisible();
    await expect(rates.getByText('18.00 AUD', { exact: true })).toBeVisible();
    await expect(rates.getByText('Junior 9.00 AUD')).toBeVisible();
    // The week grid: five blocks, and the open hours left without a rate show as gaps.
    await expect(group.getByRole('button', { name: /^Hot shots evening, .*, Mon–Fri 17:00–21:00$/ })).toHaveCount(5);
    await expect(group.getByText(/No rate: can't be booked \(\d+ gaps\)/)).toBeVisible();
    await page.evaluate('window.scrollTo(0, 0)');
    await screenshot(page, 'rates');

    // A rate that overlaps it on a shared weekday is refused, with the reason under Start.
    await group.getByRole('button', { name: 'Add rate to Hot shots' }).click();
    const clash = page.getByRole('form', { name: 'Add rate' });
    await clash.getByLabel(/^Name/).fill('Clash');
    await clash.getByRole('button', { name: 'Weekends' }).click();
    await clash.getByText('Fri', { exact: true }).click();
    await choose(page, clash, /^Start/, '20:00');
    await choose(page, clash, /^End/, '22:00');
    await page.getByRole('button', { name: 'Add rate', exact: true }).click();
    await expect(clash.getByText("Overlaps the rate 'Hot shots evening' (Mon–Fri 17:00–21:00)")).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    // The same screen on a phone: nothing wider than the screen but the week grid's own scroller.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole('region', { name: 'Hot shots' })).toBeVisible();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await page.evaluate('window.scrollTo(0, 0)');
    await screenshot(page, 'courts-mobile');
  });

  test('a COURT_BOOKINGS administrator changes the booking settings', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await logIn(page, 'bookings@example.com');
    const riverside = await clubId(page, 'Riverside');
    await page.goto(`/clubs/dashboard/court-bookings?clubId=${riverside}&tab=settings`);
    const form = page.getByRole('form', { name: 'Booking settings' });
    await expect(form.getByText(/\d+ courts, multiple surfaces/)).toBeVisible();
    // Two params no rule reads are not offered (docs/DEVELOPING.md "Stored means used").
    await expect(form.getByLabel('Every court can be booked')).toHaveCount(0);
    await expect(form.getByLabel('Surfaces players can filter by')).toHaveCount(0);
    await form.getByLabel('Every court has lights').check();
    await form.getByLabel('Most booking minutes a day, members').fill('100');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(form.getByText('Must be a multiple of 30')).toBeVisible();
    await form.getByLabel('Most booking minutes a day, members').fill('180');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Booking settings saved')).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('form', { name: 'Booking settings' }).getByLabel('Most booking minutes a day, members'),
    ).toHaveValue('180');
    await expect(
      page.getByRole('form', { name: 'Booking settings' }).getByLabel('Every court has lights'),
    ).toBeChecked();
    await screenshot(page, 'booking-settings');
  });
});
