import type { Page } from '@playwright/test';
import { expect, logIn, NEW_PASSWORD, screenshot, test, unique } from './support';
import { PHONE } from './phone-width';

// Issue 31: the operator console at 390 px. A club signs up (through the API, by a new person);
// the operator verifies it from the queue and players find it; the operator suspends another
// club of a new AGENT, who then sees the suspended page in the club's dashboard; restored, the
// dashboard is back.

test.use({ viewport: PHONE });

/** A new person (API sign-up) who registers a club on the first package; answers their e-mail and the club's id. */
async function clubSignsUp(page: Page, name: string) {
  const email = `founder-${unique()}@example.com`;
  const register = await page.request.post('/api/register/', {
    data: { full_name: 'Frankie Founder', email, password: NEW_PASSWORD, password2: NEW_PASSWORD },
  });
  expect(register.ok(), await register.text()).toBe(true);
  const login = await page.request.post('/api/login/', { data: { username: email, password: NEW_PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const packages = (await (await page.request.get('/api/packageforclub/')).json()) as
    { id: number }[] | { results: { id: number }[] };
  const first = Array.isArray(packages) ? packages[0] : packages.results[0];
  const club = await page.request.post('/api/club/', {
    headers: { authorization: `Token ${token}` },
    data: {
      name,
      street_address: '9 Rally Street',
      city: 'Geelong',
      state: 'VIC',
      postcode: '3220',
      country: 'AU',
      currency: 'AUD',
      time_zone: 'Australia/Melbourne',
      email: `office-${unique()}@example.com`,
      phone: '',
      url: '',
      package: first.id,
      billing_cycle: 'M',
    },
  });
  expect(club.status(), await club.text()).toBe(201);
  return { email, id: ((await club.json()) as { id: number }).id };
}

test('the operator verifies a club and suspends another, whose AGENT sees the suspended page', async ({ page }) => {
  const toVerify = `Verify Me ${unique()} Tennis`;
  const toSuspend = `Suspend Me ${unique()} Tennis`;
  await clubSignsUp(page, toVerify);
  const suspended = await clubSignsUp(page, toSuspend);

  // Not found before verification.
  const search = async (name: string) =>
    ((await (await page.request.get(`/api/club/?search=${encodeURIComponent(name)}`)).json()) as { results: unknown[] })
      .results.length;
  expect(await search(toVerify)).toBe(0);

  await logIn(page, 'operator@example.com');
  await page.goto('/operator');
  await expect(page.getByRole('heading', { name: 'Rally operator console' })).toBeVisible();
  const card = page.getByTestId('queued-club').filter({ hasText: toVerify });
  await expect(card).toBeVisible();
  await expect(card.getByText('Frankie Founder')).toBeVisible();
  await screenshot(page, 'operator-queue');
  await card.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Verify' }).click();
  await expect(card).toHaveCount(0);
  expect(await search(toVerify)).toBe(1);

  // Clubs: find the other one and suspend it with a reason (required).
  await page.getByRole('tab', { name: 'Clubs' }).click();
  await page.getByLabel('Club name').fill(toSuspend);
  const clubCard = page.getByTestId('operator-club').filter({ hasText: toSuspend });
  await expect(clubCard).toHaveCount(1);
  await clubCard.getByRole('button', { name: 'Suspend' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(dialog.getByText('Give a reason')).toBeVisible();
  await dialog.getByLabel(/Reason/).fill('The club asked us to close its account while it moves.');
  await screenshot(page, 'operator-suspend-dialog');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(clubCard.getByText('Suspended', { exact: true })).toBeVisible();
  await expect(clubCard.getByRole('button', { name: 'Restore' })).toBeVisible();
  await screenshot(page, 'operator-clubs');

  await page.getByRole('tab', { name: 'Figures' }).click();
  await expect(page.getByText('Monthly recurring revenue by package')).toBeVisible();
  await expect(page.getByText('Sign-ups per week (last 12)')).toBeVisible();
  await screenshot(page, 'operator-figures');

  await page.getByRole('tab', { name: 'Support' }).click();
  await page.getByLabel('E-mail address').fill(suspended.email);
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByText(`${toSuspend}: AGENT (active) · club suspended`)).toBeVisible();
  await screenshot(page, 'operator-support');

  // The suspended club's AGENT: the clear page, in the dashboard.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await logIn(page, suspended.email, NEW_PASSWORD);
  await page.goto(`/clubs/dashboard/club-info?clubId=${suspended.id}`);
  const notice = page.getByTestId('club-suspended');
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('heading', { name: `${toSuspend} is suspended` })).toBeVisible();
  await screenshot(page, 'operator-club-suspended-page');
});
