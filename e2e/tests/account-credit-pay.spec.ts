import { PHONE } from './phone-width';
import { authHeader, clubId, expect, logIn, patHeader, screenshot, test } from './support';

// A player paying with their own account credit (issue 30; docs/account-credit.md "A player pays
// by account"), on a phone (390 px): Riverside's staff put credit on Pat's account; Pat books an
// hour of the Indoor centre (paid in the app), chooses "Account credit" beside the card, pays, and
// sees the balance drop by the price on /payments, the spend among the entries. Screenshots:
// credit-pay-booking-390, credit-pay-after-390.

test.describe('Paying by account credit', () => {
  test.use({ viewport: PHONE });

  test('a player with credit pays a court booking by account and sees the balance drop', async ({ page, browser }) => {
    test.setTimeout(150_000);
    await logIn(page, 'agent@example.com');
    const riverside = await clubId(page, 'Riverside');
    const staff = await authHeader(page);
    const pat = await patHeader(page);
    const found = await page.request.get(`/api/pos/members/?club=${riverside}&search=player%40example.com`, {
      headers: staff,
    });
    const patId = ((await found.json()) as { player: number }[])[0].player;
    const adjusted = await page.request.post('/api/accountcredit/adjust/', {
      headers: staff,
      data: { club: riverside, player: patId, amount: 200, reason: 'E2E: credit to book with' },
    });
    expect(adjusted.status(), await adjusted.text()).toBe(201);
    const balanceOf = async () => {
      const mine = await (await page.request.get('/api/accountcredit/mine/', { headers: pat })).json();
      return Number(mine.find((s: { club: number }) => s.club === riverside).balance);
    };
    const before = await balanceOf();
    const money = (n: number) => `${n.toFixed(2)} AUD`;

    const player = await browser.newPage({ viewport: PHONE });
    await logIn(player, 'player@example.com');
    await player.goto(`/clubs/book?clubId=${riverside}`);
    // The demo's Indoor centre asks for payment in the app: the first day ahead with a free time.
    const indoorSlots = player
      .getByRole('region')
      .filter({ hasText: 'Indoor centre' })
      .getByRole('button', { name: /^Book .* \d\d:\d\d to \d\d:\d\d, / });
    for (let day = 1; day < 7; day += 1) {
      await player.getByRole('group', { name: 'Date' }).getByRole('button').nth(day).click();
      await expect(player.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(player.getByText(/You book as a member/)).toBeVisible();
      if ((await indoorSlots.count()) > 0) break;
    }
    await indoorSlots.last().click();
    const dialog = player.getByRole('dialog', { name: 'Book this court?' });
    const pay = dialog.getByRole('button', { name: /^Book and pay \d+\.\d\d AUD$/ });
    await expect(pay).toBeVisible();
    const price = Number(/(\d+\.\d\d) AUD$/.exec((await pay.textContent())!)![1]);
    await dialog.getByRole('radio', { name: `Account credit (${money(before)})` }).check();
    await expect(dialog.getByText('From credit now')).toBeVisible();
    await screenshot(player, 'credit-pay-booking-390');
    await pay.click();
    const done = player.getByRole('dialog', { name: 'Court booked' });
    await expect(done.getByText(`Paid ${money(price)} from your account credit.`, { exact: false })).toBeVisible();

    // The balance drops by the price on /payments, the spend the newest entry; the payment says Account.
    await player.goto('/payments');
    const card = player.getByTestId(`credit-${riverside}`);
    await expect(card).toContainText(money(before - price));
    await expect(card).toContainText('Spent');
    await expect(player.getByText('Account').first()).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await screenshot(player, 'credit-pay-after-390');
    expect(await balanceOf()).toBeCloseTo(before - price, 2);
    await player.close();
  });
});
