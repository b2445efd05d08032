import { expect, screenshot, signUp, test } from './support';

// Issue 11: a club signs up on its own. A visitor reads the prices, is sent through sign-up
// (/signup?next=/register-club), registers a club on a package, and lands on the set-up
// checklist in the club's dashboard, which ticks a step off once the club has it.

test.describe('a club signs up', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('pricing, sign-up through ?next=, register the club, the set-up checklist', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    const clubCard = page.getByRole('article', { name: 'Club', exact: true });
    await expect(clubCard.getByText('55.00 AUD')).toBeVisible();
    await page.getByRole('radiogroup', { name: 'Billing cycle' }).getByText('Yearly').click();
    await expect(clubCard.getByText('660.00 AUD')).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Feature prices' }).getByText('Membership fee collection'),
    ).toBeVisible();
    await screenshot(page, 'club-signup-pricing');

    // Signed out, "Register your club" goes through sign-up and comes back.
    await page.getByRole('link', { name: 'Register your club' }).first().click();
    await expect(page).toHaveURL(/\/signup\?next=%2Fregister-club$/);
    const email = `club-${Date.now()}@example.com`;
    await signUp(page, { fullName: 'Casey Clubfounder', email });
    await expect(page).toHaveURL(/\/register-club$/);

    const form = page.getByRole('form', { name: 'Register your club' });
    await form.getByLabel('Club name').fill('Bayview Tennis Club');
    await form.getByLabel('Street address').fill('4 Beach Parade');
    await form.getByLabel('City').fill('Wollongong');
    await form.getByLabel('State').fill('NSW');
    await form.getByLabel('Postcode').fill('2500');
    await form.getByLabel('Contact e-mail').fill('hello@bayview-tennis.example');
    await form.getByText('Club Plus').click();
    await form.getByRole('radiogroup', { name: 'Billing cycle' }).getByText('Yearly').click();
    await expect(form.getByText('1,080.00 AUD a year')).toBeVisible();
    await screenshot(page, 'club-signup-form');
    await form.getByRole('button', { name: 'Register club' }).click();

    // The new AGENT lands in the club's dashboard on the checklist.
    await expect(page).toHaveURL(/\/clubs\/dashboard\/club-info\?clubId=\d+/);
    const checklist = page.getByRole('region', { name: 'Get your club ready' });
    await expect(checklist).toBeVisible();
    await expect(checklist.getByText('0 of 5 done')).toBeVisible();
    await expect(checklist.getByText('Waiting for verification')).toBeVisible();
    await expect(page.getByText('Bayview Tennis Club').first()).toBeVisible();
    await screenshot(page, 'club-signup-checklist');

    // A step's link opens where it is done; once the club has it, the step is ticked off.
    await checklist.getByRole('link', { name: 'Create membership types' }).click();
    await expect(page).toHaveURL(/\/clubs\/dashboard\/members\?clubId=\d+&tab=settings/);
    const clubId = Number(new URL(page.url()).searchParams.get('clubId'));
    await page.getByRole('button', { name: 'Add membership type' }).click();
    const typeForm = page.getByRole('form', { name: 'Add membership type' });
    await typeForm.getByRole('textbox', { name: 'Name (required)' }).fill('Adult');
    await typeForm.getByLabel('Yearly price (AUD)').fill('300');
    await typeForm.getByLabel('Monthly price (AUD)').fill('30');
    await screenshot(page, 'club-signup-membership-type');
    await page.getByRole('button', { name: 'Add type' }).click();
    await expect(page.getByText('Adult added')).toBeVisible();
    await expect(page.getByRole('cell', { name: '300.00 AUD', exact: true })).toBeVisible();
    await screenshot(page, 'club-signup-membership-types');
    await page.goto(`/clubs/dashboard/club-info?clubId=${clubId}`);
    await expect(checklist.getByText('1 of 5 done')).toBeVisible();
    await expect(checklist.getByText('Create membership types (done)')).toBeVisible();
    await screenshot(page, 'club-signup-checklist-progress');

    // One unverified club a player: a second registration is refused with the reason.
    await page.goto('/register-club');
    const again = page.getByRole('form', { name: 'Register your club' });
    await again.getByLabel('Club name').fill('Another Club');
    await again.getByLabel('Street address').fill('1 Other Street');
    await again.getByLabel('City').fill('Sydney');
    await again.getByLabel('Contact e-mail').fill('other@example.com');
    await again.getByText('Starter').click();
    await again.getByRole('button', { name: 'Register club' }).click();
    await expect(again.getByText('You already have a club waiting for verification.', { exact: false })).toBeVisible();
  });

  test('the register form on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/register-club');
    await expect(page).toHaveURL(/\/signup\?next=%2Fregister-club$/);
    await page.goto('/pricing');
    await expect(page.getByRole('article', { name: 'Starter' })).toBeVisible();
    await screenshot(page, 'club-signup-pricing-390');
  });
});
