import { authHeader, clubId, expect, logIn, riversideDay, screenshot, test, unique } from './support';

// Households (issue 30; docs/households.md), at phone width: Pat adds a junior on the Me page,
// books a court for them (the junior plays, Pat pays) and sees it in My bookings marked with the
// junior's name; the booking is cancelled and the junior removed again (a confirmation first).

type FreeCourts = { times: string[]; courts: { name: string; group: string; payment: string }[] };

test('a guardian adds a junior, books a court for them and sees it in My bookings', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'player@example.com');
  const riverside = await clubId(page, 'Riverside');
  const first = `Kim${unique().slice(0, 4)}`;
  const name = `${first} Player`;

  // The Me page: add the junior (a ten-year-old, by the app's own today).
  await page.goto('/me');
  const household = page.getByRole('region', { name: 'Household' });
  await expect(household).toBeVisible();
  await household.getByRole('button', { name: /^Add/ }).click();
  const form = page.getByRole('dialog', { name: 'Add a junior' });
  await form.getByRole('textbox', { name: 'First name' }).fill(first);
  await form.getByRole('textbox', { name: 'Last name' }).fill('Player');
  const dob = `${Number(riversideDay(0).slice(0, 4)) - 10}-06-15`;
  await form.getByRole('textbox', { name: 'Date of birth' }).fill(dob);
  await form.getByRole('textbox', { name: 'Date of birth' }).blur();
  await screenshot(page, 'household-add-junior');
  await form.getByRole('button', { name: 'Add junior' }).click();
  await expect(household.getByText(name)).toBeVisible();
  await household.scrollIntoViewIfNeeded();
  await screenshot(page, 'household-me-page');

  // A free time of a group that takes payment at the club, two days ahead or later.
  const pat = await authHeader(page);
  let date = '';
  let when = '';
  for (let days = 2; days < 7 && !when; days += 1) {
    date = riversideDay(days);
    const { times } = (await (
      await page.request.get(`/api/club/${riverside}/free_courts/?date=${date}&time=18:00`, { headers: pat })
    ).json()) as FreeCourts;
    for (const time of times.filter((t) => t >= '08:00')) {
      const free = (await (
        await page.request.get(`/api/club/${riverside}/free_courts/?date=${date}&time=${time}`, { headers: pat })
      ).json()) as FreeCourts;
      if (free.courts.length) {
        when = time;
        break;
      }
    }
  }
  expect(when).not.toBe('');
  await page.goto(`/clubs/book?clubId=${riverside}&date=${date}&time=${when}`);
  await expect(page.getByRole('heading', { name: new RegExp(`courts? free at ${when}$`) })).toBeVisible();
  await page
    .getByRole('button', { name: /^Book / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Book this court?' });
  await dialog.getByRole('combobox', { name: 'Who plays' }).click();
  await dialog.getByRole('option', { name }).click();
  await expect(dialog.getByText(/^Price as a (non-)?member$/)).toBeVisible();
  await screenshot(page, 'household-book-for-junior');
  await dialog.getByRole('button', { name: /^Book (court|and pay)/ }).click();
  const done = page.getByRole('dialog', { name: 'Court booked' });
  await expect(done.getByText(`is ${name}'s on`, { exact: false })).toBeVisible();
  await done.getByRole('link', { name: 'See my bookings' }).click();

  // My bookings: the junior's booking, marked with their name; Pat cancels it under the same rules.
  await expect(page).toHaveURL(/\/mybookings/);
  const card = page.getByRole('article').filter({ hasText: `For ${name}` });
  await expect(card).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'household-my-bookings');
  await card.getByRole('button', { name: 'Cancel booking' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this booking?' })
    .getByRole('button', { name: 'Cancel booking' })
    .click();
  await expect(page.getByText('Your booking is cancelled.')).toBeVisible();

  // Removing the junior asks first.
  await page.goto('/me');
  await household.getByRole('button', { name: `Remove ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Remove ${first} from your household?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(household.getByText(name)).toHaveCount(0);
});
