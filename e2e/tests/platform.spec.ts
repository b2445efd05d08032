import { clubId, expect, logIn, screenshot, signUp, test } from './support';

test.describe('the platform frame', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('home, sign-up, e-mail verification, dashboard access and log out', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await screenshot(page, 'home');

    // Sign up: "check your e-mail" (the same answer as for a taken address), then log in and land on the clubs page.
    const email = `e2e-${Date.now()}@example.com`;
    await page.goto('/signup');
    await expect(page.getByRole('form', { name: 'Sign up' })).toBeVisible();
    await screenshot(page, 'signup');
    await signUp(page, { fullName: 'Erin Endtoend', email });
    await expect(page).toHaveURL(/\/clubs$/);

    // The verification e-mail's link, read from the development outbox, validates the address.
    const mails = await (await page.request.get(`/api/dev/outbox/?to=${encodeURIComponent(email)}`)).json();
    const link = (mails[0].text as string).match(/https?:\/\/\S+\/verified\?key=[A-Za-z0-9_-]+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(page.getByText('Your email address is verified.')).toBeVisible();

    // Log out from the player area: token and cached player gone, back on the home page.
    await page.goto('/clubs');
    await page
      .getByRole('button', { name: /account|user menu|erin/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/matches');
    await expect(page).toHaveURL(/\/signup\?next=%2Fmatches$/);
  });

  test('a MATCHA-only administrator sees the dashboard with the items they cannot enter disabled', async ({ page }) => {
    await logIn(page, 'matcha@example.com');
    const riverside = await clubId(page, 'Riverside');
    await page.goto(`/clubs/dashboard/club-info?clubId=${riverside}`);
    const nav = page.getByRole('navigation').first();
    await expect(nav.getByText('Matcha', { exact: true }).first()).toBeVisible();
    await expect(nav.getByRole('button', { name: /^Members/ }).first()).toBeDisabled();
    await expect(nav.getByRole('button', { name: /^Club Settings/ }).first()).toBeEnabled();
    await screenshot(page, 'dashboard');

    await page
      .getByRole('button', { name: /account|user menu|mia/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown path shows Page not found', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('Oops...')).toBeVisible();
    await expect(page.getByText('Game, Set and Match!')).toBeVisible();
    await expect(
      page.getByText('Page not found. Unfortunately the page you were trying to access no longer exists.'),
    ).toBeVisible();
    await screenshot(page, 'not-found');
  });

  test('/clubs sends a logged-out visitor to the clubs section of the home page', async ({ page }) => {
    await page.goto('/clubs');
    await expect(page).toHaveURL(/\/#clubs$/);
  });

  test('the public pages and sign-up work at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate<number>(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth',
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'home-390');
    await page.goto('/signup');
    await expect(page.getByRole('form', { name: 'Sign up' })).toBeVisible();
    await screenshot(page, 'signup-390');
  });
});
