import { expect, screenshot, signUp, test, unique } from './support';

// Issue 11: the club's own subscription, billed. A new user adds a card, registers a club
// (subscription P), pays it from Club Settings › Subscription (C, the first charge in the
// history), then moves to a bigger package: the confirmation names the prorated figure before
// anything is charged, and the change charge joins the history.
// Screenshots: club-subscription-pending, club-subscription-paid, club-subscription-proration,
// club-subscription-changed, club-subscription-390.

test.describe('the club subscription', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a new club pays its subscription and changes package with proration', async ({ page }) => {
    test.slow();
    await page.goto('/signup');
    await signUp(page, { fullName: 'Robin Treasurer', email: `subs-${unique()}@example.com` });
    await expect(page).toHaveURL(/\/clubs$/);

    // A card on file pays the subscription.
    await page.goto('/payments');
    await page.getByRole('button', { name: 'Add a card' }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry month').fill('11');
    await page.getByLabel('Expiry year').fill('2033');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('Visa •••• 4242')).toBeVisible();

    // The club (registered through the API: the form has its own spec, club-signup.spec.ts).
    const token = decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'rally_token')!.value);
    const headers = { Authorization: `Token ${token}` };
    const packages = (await (await page.request.get('/api/packageforclub/')).json()).results as {
      id: number;
      name: string;
    }[];
    const created = await page.request.post('/api/club/', {
      headers,
      data: {
        name: 'Ledger Park Tennis',
        street_address: '9 Ledger Park',
        city: 'Newcastle',
        state: 'NSW',
        postcode: '2300',
        phone: '',
        url: '',
        email: 'hello@ledger-park.example',
        country: 'AU',
        currency: 'AUD',
        time_zone: 'Australia/Sydney',
        package: packages.find((p) => p.name === 'Club')!.id,
        billing_cycle: 'M',
      },
    });
    expect(created.status()).toBe(201);
    const clubId = (await created.json()).id;

    await page.goto(`/clubs/dashboard/club-info?clubId=${clubId}&tab=subscription`);
    const billing = page.getByRole('region', { name: 'Billing' });
    await expect(billing.getByText('Not paid yet')).toBeVisible();
    await expect(billing.getByText('No charges yet')).toBeVisible();
    await screenshot(page, 'club-subscription-pending');

    await billing.getByRole('button', { name: 'Pay now' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Your default card on file is charged', { exact: false })).toBeVisible();
    await dialog.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByText('Subscription paid')).toBeVisible();
    await expect(billing.getByText('First payment: Club, monthly')).toBeVisible();
    await expect(billing.getByText('Paid by Robin Treasurer with Visa •••• 4242.')).toBeVisible();
    await expect(billing.getByText(/Next charge on/)).toBeVisible();
    await screenshot(page, 'club-subscription-paid');

    // A bigger package: the figure is shown before confirming.
    await page.getByRole('button', { name: 'Switch to Club Plus' }).click();
    await expect(dialog.getByText(/is charged to the card on file now/)).toBeVisible();
    await expect(dialog.getByText(/unused days of this period/)).toBeVisible();
    // An upgrade switches nothing off: the confirmation says so and names what is switched on.
    await expect(
      dialog.getByText(/Switched on: Point of sale, Clinics and events\. Nothing is switched off\./),
    ).toBeVisible();
    await screenshot(page, 'club-subscription-proration');
    await dialog.getByRole('button', { name: 'Switch to Club Plus' }).click();
    await expect(page.getByText('The club is now on Club Plus')).toBeVisible();
    await expect(billing.getByText('Package or billing change: Club Plus, monthly')).toBeVisible();
    await screenshot(page, 'club-subscription-changed');

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(billing.getByText('First payment: Club, monthly')).toBeVisible();
    await screenshot(page, 'club-subscription-390');
  });

  test('a new club whose AGENT has no card pays: Pay now asks for a card, and a decline is not "Paid by"', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/signup');
    await signUp(page, { fullName: 'Nora Newclub', email: `subs-nocard-${unique()}@example.com` });
    await expect(page).toHaveURL(/\/clubs$/);
    const token = decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'rally_token')!.value);
    const packages = (await (await page.request.get('/api/packageforclub/')).json()).results as {
      id: number;
      name: string;
    }[];
    const created = await page.request.post('/api/club/', {
      headers: { Authorization: `Token ${token}` },
      data: {
        name: 'Fresh Court Tennis',
        street_address: '3 Fresh Street',
        city: 'Newcastle',
        state: 'NSW',
        postcode: '2300',
        phone: '',
        url: '',
        email: 'hello@fresh-court.example',
        country: 'AU',
        currency: 'AUD',
        time_zone: 'Australia/Sydney',
        package: packages.find((p) => p.name === 'Club')!.id,
        billing_cycle: 'M',
      },
    });
    expect(created.status()).toBe(201);
    await page.goto(`/clubs/dashboard/club-info?clubId=${(await created.json()).id}&tab=subscription`);
    const billing = page.getByRole('region', { name: 'Billing' });
    await expect(billing.getByText('No card pays the subscription yet.')).toBeVisible();

    // No card on file: Pay now asks for one (the simulated gateway's form).
    await billing.getByRole('button', { name: 'Pay now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay the subscription by card' });
    const typeCard = async (number: string) => {
      await dialog.getByLabel('Card number').fill(number);
      await dialog.getByLabel('Expiry month').fill('11');
      await dialog.getByLabel('Expiry year').fill('2033');
      await dialog.getByLabel('CVC').fill('123');
      await dialog.getByRole('button', { name: /^Pay / }).click();
    };
    await typeCard('4000 0000 0000 0002');
    await expect(dialog.getByRole('alert')).toContainText('Your card was declined.');
    await screenshot(page, 'club-subscription-declined');
    // The failed attempt is in the history, and nobody is shown as paying.
    await expect(billing.getByText('No card pays the subscription yet.')).toBeVisible();
    await expect(billing.getByText(/Paid by/)).toHaveCount(0);

    await typeCard('4242 4242 4242 4242');
    await expect(page.getByText('Subscription paid')).toBeVisible();
    await expect(billing.getByText('Paid by Nora Newclub with Visa •••• 4242.')).toBeVisible();
    await screenshot(page, 'club-subscription-paid-new-card');
  });
});
