import { PHONE } from './phone-width';
import { clubId, expect, logIn, screenshot, switchTo, test } from './support';

// A member's own weekly slot within the club's quota (issue 29), on a phone: staff let members
// book their own weekly slot in Booking Settings; Pat Player (a member at Riverside) books a
// court every week for a term from the club's booking page, sees every date (the skipped ones
// with why) before and after booking, finds the dates in My bookings and cancels the rest.

test('a member books a weekly slot within the quota and sees its dates in My bookings', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await logIn(page, 'bookings@example.com');
  const riverside = await clubId(page, 'Riverside');
  await page.goto(`/clubs/dashboard/court-bookings?clubId=${riverside}&tab=settings`);
  const form = page.getByRole('form', { name: 'Booking settings' });
  await form.getByLabel('Members may book their own weekly slot').check();
  await form.getByLabel('Longest term').fill('6');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Booking settings saved')).toBeVisible();
  await form.getByRole('heading', { name: 'Weekly slots and gaps' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'weekly-slot-settings');

  await switchTo(page, 'player@example.com');
  await page.goto(`/clubs/book?clubId=${riverside}`);
  // Two days ahead: within every group's advance days, and the day has not started yet.
  await page.getByRole('group', { name: 'Date' }).getByRole('button').nth(2).click();
  await expect(page.getByText(/You book as a member/)).toBeVisible();
  const slot = page.getByRole('button', { name: /^Book .* \d\d:\d\d to \d\d:\d\d, / }).first();
  const label = (await slot.getAttribute('aria-label'))!;
  const [, court, from, to] = /^Book (.*) (\d\d:\d\d) to (\d\d:\d\d), /.exec(label)!;
  await slot.click();
  const dialog = page.getByRole('dialog', { name: 'Book this court?' });
  await dialog.getByLabel('Repeat every week').check();
  const weekly = page.getByRole('dialog', { name: 'Your weekly slot' });
  await expect(weekly.getByText(`Weekly from`)).toBeVisible();
  // The longest term the club allows, every date listed before booking.
  await expect(weekly.getByRole('group', { name: 'Weeks' }).getByLabel('Weeks', { exact: true })).toHaveText('6');
  const dates = weekly.getByRole('list', { name: 'Dates' }).getByRole('listitem');
  await expect(dates).toHaveCount(6);
  await expect(weekly.getByRole('button', { name: 'Increase Weeks' })).toBeVisible();
  await weekly.getByRole('button', { name: 'Decrease Weeks' }).click();
  await expect(dates).toHaveCount(5);
  const bookButton = weekly.getByRole('button', { name: /^Book \d weeks?$/ });
  await expect(bookButton).toBeEnabled();
  const booked = Number(/Book (\d)/.exec((await bookButton.textContent())!)![1]);
  await screenshot(page, 'weekly-slot-quote');
  await bookButton.click();
  await expect(weekly.getByText(`Your weekly slot is booked: ${booked} week`)).toBeVisible();
  await expect(weekly.getByRole('list', { name: 'Dates' }).getByRole('listitem')).toHaveCount(5);
  await screenshot(page, 'weekly-slot-booked');
  await weekly.getByRole('link', { name: 'See my bookings' }).click();

  await expect(page).toHaveURL(/\/mybookings$/);
  // Other specs book Pat's courts at the same hour on other days: only the weekly slot's dates.
  const cards = page
    .getByRole('article')
    .filter({ hasText: `${from}–${to} · ${court}` })
    .filter({ has: page.getByText('Weekly slot', { exact: true }) });
  await expect(cards.first()).toBeVisible();
  const shown = await cards.count();
  expect(shown).toBeGreaterThanOrEqual(Math.min(booked, 2));
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
  await page.evaluate('window.scrollTo(0, 0)');
  await screenshot(page, 'weekly-slot-my-bookings');

  // The second date and every later one, asked first.
  await cards.nth(1).getByRole('button', { name: 'Cancel this and later dates' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this and every later date?' });
  await confirm.getByRole('button', { name: 'Cancel the rest' }).click();
  await expect(page.getByText(`${booked - 1} dates cancelled.`)).toBeVisible();
  await expect(cards).toHaveCount(1);
});
