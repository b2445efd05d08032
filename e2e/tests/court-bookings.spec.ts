import type { Locator, Page } from '@playwright/test';
import { clubId, expect, logIn, riversideDay, screenshot, test } from './support';

// The Court bookings calendar (issue 9): an administrator books by dragging on the day view and
// sees the price before saving, books a weekly series and cancels one of its dates; staff move a
// booking by dragging it (asked in words, the server's refusal shown) and take its payment by the
// booked member's card; staff take each person's share of a shared booking, and see the refund
// before cancelling a series; a coach sees the calendar but not to change others' bookings; a clinic's
// sessions in their own style. Screenshots of each.

/** The local date at Riverside `days` from the app's today. */
const dayIn = (days: number) => riversideDay(days);

/** Drags on the day view from the row at `from` to the row at `to` (labels of whole hours, 'HH:00'), in column `col`. */
async function drag(page: Page, col: number, from: string, toRowsLater: number) {
  // The row's label in view, with room below it for the rows dragged across.
  const row = page.getByText(from, { exact: true }).first();
  await row.evaluate((e) => e.scrollIntoView({ block: 'center' }));
  const grid = page.getByTestId('booking-grid');
  const box = (await grid.boundingBox())!;
  const columns = await page.locator('[data-column-head]').count();
  const label = (await page.getByText(from, { exact: true }).first().boundingBox())!;
  const width = box.width / columns;
  const x = box.x + width * col + width / 2;
  const y = label.y + 7 + 6; // the label sits 7 px above its row's top
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + 14, { steps: 2 });
  await page.mouse.move(x, y + 28 * toRowsLater, { steps: 4 });
  await page.mouse.up();
}

/** Drags a booking block to column `toCol`, `rows` half-hour rows later (earlier when negative); `during` runs before the release. */
async function dragBooking(page: Page, block: Locator, toCol: number, rows: number, during?: () => Promise<void>) {
  await block.scrollIntoViewIfNeeded();
  const box = (await page.getByTestId('booking-grid').boundingBox())!;
  const width = box.width / (await page.locator('[data-column-head]').count());
  const b = (await block.boundingBox())!;
  const x = b.x + b.width / 2;
  const y = b.y + 8;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 8, y + 4, { steps: 2 });
  await page.mouse.move(box.x + width * toCol + width / 2, y + 28 * rows, { steps: 6 });
  if (during) await during();
  await page.mouse.up();
}

/** Today's date at Riverside (Australia/Sydney), by the app's clock. */
const riversideToday = () => riversideDay(0);

test.describe('court bookings calendar', () => {
  test.describe.configure({ mode: 'serial' });

  test('an administrator books by dragging, sees the price, and cancels one date of a weekly series', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await logIn(page, 'agent@example.com');
    const riverside = await clubId(page, 'Riverside');

    // Today's demo calendar, drawn with the players' names.
    await page.goto(`/clubs/dashboard/court-bookings?clubId=${riverside}`);
    const grid = page.getByTestId('booking-grid');
    await expect(grid).toBeVisible();
    await expect(grid.locator('[data-booking]').first()).toBeVisible();
    await screenshot(page, 'court-bookings-day');

    // A day well past the demo's bookings: every slot is free.
    const date = dayIn(60);
    await page.goto(`/clubs/dashboard/court-bookings?clubId=${riverside}&date=${date}`);
    await expect(grid).toBeVisible();
    await drag(page, 0, '10:00', 1);
    const form = page.getByRole('form', { name: 'New booking' });
    await expect(form).toBeVisible();
    await expect(form.getByRole('combobox', { name: /^Start/ })).toHaveValue('10:00');
    await expect(form.getByRole('combobox', { name: /^End/ })).toHaveValue('11:00');
    await form.getByLabel(/^Name/).fill('Dragged hire');
    await form.getByRole('button', { name: 'Add a guest' }).click();
    await form.getByLabel(/^Guest name/).fill('Sam Visitor');
    await form.getByLabel(/^Guest e-mail/).fill('sam.visitor@example.com');
    await expect(page.getByTestId('booking-price')).toContainText(/Price: \d+\.\d{2} AUD/);
    await screenshot(page, 'court-bookings-form');
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(form).toBeHidden();
    await expect(grid.getByRole('button', { name: /^Dragged hire, Sam Visitor, 10:00–11:00/ })).toBeVisible();

    // A weekly series on the second court, for three weeks.
    await drag(page, 1, '14:00', 1);
    await expect(form).toBeVisible();
    await form.getByLabel(/^Name/).fill('Weekly squad');
    await form.getByRole('combobox', { name: /^Repeats/ }).click();
    await page.getByRole('option', { name: 'Weekly', exact: true }).click();
    const until = form.getByRole('textbox', { name: /^Until/ });
    await until.fill(dayIn(60 + 14));
    await until.press('Enter');
    await expect(page.getByTestId('booking-price')).toContainText('for 3 dates');
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(form).toBeHidden();

    // The next week: open that date and cancel it alone.
    await page.getByRole('button', { name: 'Next day' }).click();
    for (let i = 1; i < 7; i += 1) await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page).toHaveURL(new RegExp(`date=${dayIn(67)}`));
    await grid.getByRole('button', { name: /^Weekly squad/ }).click();
    const edit = page.getByRole('form', { name: 'Edit booking' });
    await expect(edit).toBeVisible();
    await expect(edit.getByRole('table', { name: 'Dates of this booking' }).getByRole('row')).toHaveCount(4);
    await edit.getByRole('button', { name: 'Cancel this booking' }).click();
    await page.getByRole('button', { name: 'Cancel booking', exact: true }).click();
    await expect(edit).toBeHidden();
    await expect(grid.getByRole('button', { name: /^Weekly squad/ })).toHaveCount(0);

    // The week after still has it.
    await page.getByRole('button', { name: 'Next day' }).click();
    for (let i = 1; i < 7; i += 1) await page.getByRole('button', { name: 'Next day' }).click();
    await expect(grid.getByRole('button', { name: /^Weekly squad/ })).toBeVisible();
  });

  test('the day view at tablet width', async ({ page }) => {
    await page.setViewportSize({ width: 820, height: 1180 });
    await logIn(page, 'agent@example.com');
    const riverside = await clubId(page, 'Riverside');
    await page.goto(`/clubs/dashboard/court-bookings?clubId=${riverside}`);
    await expect(page.getByTestId('booking-grid').locator('[data-booking]').first()).toBeVisible();
    await screenshot(page, 'court-bookings-day-tablet');
  });

  test("staff move a booking by dragging it, see the server's refusal, and take its payment by card", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await logIn(page, 'agent@example.com');
    const riverside = await clubId(page, 'Riverside');
    const date = dayIn(63);
    await page.goto(`/clubs/dashboard/court-bookings?clubId=${riverside}&date=${date}`);
    const grid = page.getByTestId('booking-grid');
    await expect(grid).toBeVisible();
    const heads = await page.locator('[data-column-head]').allTextContents();

    // Pat Player (a member with a Visa on file) on the first court at 08:00, and another booking on the third court at 10:00.
    await drag(page, 0, '08:00', 1);
    const form = page.getByRole('form', { name: 'New booking' });
    await form.getByLabel(/^Name/).fill("Pat's hire");
    await form.getByLabel('Members', { exact: true }).fill('Pat Pla');
    await page.getByRole('option', { name: /^Pat Player/ }).click();
    await expect(page.getByTestId('booking-price')).toContainText(/Price: \d+\.\d{2} AUD/);
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(form).toBeHidden();
    const pats = grid.getByRole('button', { name: /^Pat's hire, Pat Player/ });
    await expect(pats).toHaveAccessibleName(`Pat's hire, Pat Player, 08:00–09:00, ${heads[0]}`);
    await drag(page, 2, '10:00', 1);
    await form.getByLabel(/^Name/).fill('Ladder match');
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(form).toBeHidden();
    await expect(grid.getByRole('button', { name: /^Ladder match/ })).toBeVisible();

    // Drag Pat's booking to 09:00 on the third court: its landing place is drawn, then the question in words.
    await dragBooking(page, pats, 2, 2, async () => {
      await expect(page.getByTestId('booking-move-ghost')).toContainText('09:00–10:00');
      await screenshot(page, 'court-bookings-move-drag');
    });
    const ask = page.getByRole('dialog', { name: 'Move this booking?' });
    await expect(ask.getByText(`Move Pat's hire from 08:00 on ${heads[0]} to 09:00 on ${heads[2]}?`)).toBeVisible();
    await screenshot(page, 'court-bookings-move-confirm');
    await ask.getByRole('button', { name: 'Move booking' }).click();
    await expect(pats).toHaveAccessibleName(`Pat's hire, Pat Player, 09:00–10:00, ${heads[2]}`);

    // Onto the other booking's time: the server refuses, and says why above the calendar; nothing moves.
    await dragBooking(page, pats, 2, 2);
    await page
      .getByRole('dialog', { name: 'Move this booking?' })
      .getByRole('button', { name: 'Move booking' })
      .click();
    const refusal = page.getByTestId('move-refusal');
    await expect(refusal).toContainText("Pat's hire was not moved");
    await expect(refusal).toContainText('That time is already taken: the booking clashes with Ladder match');
    await expect(pats).toHaveAccessibleName(`Pat's hire, Pat Player, 09:00–10:00, ${heads[2]}`);
    await screenshot(page, 'court-bookings-move-refused');

    // The keyboard's way to change it: Enter opens the booking's form. There staff take its payment by Pat's card on file.
    await pats.focus();
    await page.keyboard.press('Enter');
    const edit = page.getByRole('form', { name: 'Edit booking' });
    await expect(edit).toBeVisible();
    const payment = page.getByTestId('booking-payment');
    await expect(payment.getByText('Not paid')).toBeVisible();
    await payment.getByRole('button', { name: 'Pay by card' }).click();
    const charge = page.getByRole('dialog', { name: 'Charge the card on file?' });
    await expect(charge.getByText(/will be charged to Pat Player's card on file for Pat's hire/)).toBeVisible();
    await charge.getByRole('button', { name: /^Charge \d+\.\d{2} AUD$/ }).click();
    await expect(payment.getByText('Paid', { exact: true })).toBeVisible();
    const paid = payment.getByRole('table', { name: 'Payments of this booking' }).getByRole('row').nth(1);
    await expect(paid).toContainText('4242');
    await expect(payment.getByRole('button', { name: 'Pay by card' })).toHaveCount(0);
    await screenshot(page, 'court-bookings-paid');
  });

  test("staff take each person's share at the desk, and see the refund before cancelling a series", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await logIn(page, 'agent@example.com');
    const riverside = await clubId(page, 'Riverside');
    const date = dayIn(77);
    await page.goto(`/clubs/dashboard/court-bookings?clubId=${riverside}&date=${date}`);
    const grid = page.getByTestId('booking-grid');
    await expect(grid).toBeVisible();

    // Pat Player and Andy Applicant share a weekly court for two weeks; both pay.
    await drag(page, 1, '16:00', 1);
    const form = page.getByRole('form', { name: 'New booking' });
    await form.getByLabel(/^Name/).fill('Shared weekly');
    await form.getByLabel('Members', { exact: true }).fill('Pat Pla');
    await page.getByRole('option', { name: /^Pat Player/ }).click();
    await form.getByLabel('Members', { exact: true }).fill('Andy App');
    await page.getByRole('option', { name: /^Andy Applicant/ }).click();
    await form.getByRole('combobox', { name: /^Repeats/ }).click();
    await page.getByRole('option', { name: 'Weekly', exact: true }).click();
    const until = form.getByRole('textbox', { name: /^Until/ });
    await until.fill(dayIn(77 + 7));
    await until.press('Enter');
    await expect(page.getByTestId('booking-price')).toContainText('for 2 dates');
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(form).toBeHidden();

    // Each person's share, paid or not: Pat's by her card on file, Andy's in cash at the desk.
    await grid.getByRole('button', { name: /^Shared weekly/ }).click();
    const edit = page.getByRole('form', { name: 'Edit booking' });
    await expect(edit).toBeVisible();
    const payment = page.getByTestId('booking-payment');
    const shares = payment.getByRole('table', { name: 'Who pays what' });
    await expect(shares.getByTestId('share-row')).toHaveCount(2);
    await expect(shares.getByTestId('share-row').filter({ hasText: 'Pat Player' })).toContainText('Not paid');
    await payment.getByRole('button', { name: /^Charge Pat Player's card \d+\.\d{2} AUD$/ }).click();
    const charge = page.getByRole('dialog', { name: 'Charge the card on file?' });
    await expect(
      charge.getByText(/will be charged to Pat Player's card on file for their share of Shared weekly/),
    ).toBeVisible();
    await charge.getByRole('button', { name: /^Charge \d+\.\d{2} AUD$/ }).click();
    await expect(shares.getByTestId('share-row').filter({ hasText: 'Pat Player' })).toContainText('Paid');
    await expect(shares.getByTestId('share-row').filter({ hasText: 'Andy Applicant' })).toContainText('Not paid');
    await payment.getByRole('button', { name: /^Andy Applicant paid \d+\.\d{2} AUD in cash$/ }).click();
    await expect(shares.getByTestId('share-row').filter({ hasText: 'Andy Applicant' })).toContainText('Paid');
    const payments = payment.getByRole('table', { name: 'Payments of this booking' }).getByRole('row');
    await expect(payments).toHaveCount(3);
    await expect(payments.filter({ hasText: 'Pat Player' })).toContainText('4242');
    await expect(payments.filter({ hasText: 'Andy Applicant' })).toContainText('Cash');
    await payment.scrollIntoViewIfNeeded();
    await screenshot(page, 'court-bookings-shares');

    // Cancelling the whole series asks first, with what each payer gets back by the group's rule.
    await edit.getByRole('button', { name: 'Cancel series' }).click();
    const ask = page.getByRole('dialog', { name: 'Cancel the whole series?' });
    const refund = ask.getByTestId('cancel-refund');
    await expect(refund).toContainText(/No money will be refunded\.|\d+\.\d{2} AUD will be refunded\./);
    await expect(refund.getByRole('list', { name: 'Refund to each payer' }).getByRole('listitem')).toHaveCount(2);
    await expect(refund).toContainText(
      /Riverside Tennis Club (does not refund cancelled bookings|refunds bookings cancelled at least \d+ hours before they start)\./,
    );
    await screenshot(page, 'court-bookings-cancel-series-refund');
    await ask.getByRole('button', { name: 'Cancel series' }).click();
    await expect(edit).toBeHidden();
    await expect(grid.getByRole('button', { name: /^Shared weekly/ })).toHaveCount(0);
  });

  test('the day view in 15-minute rows books from a quarter hour', async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await logIn(page, 'agent@example.com');
    const riverside = await clubId(page, 'Riverside');
    await page.goto(`/clubs/dashboard/court-bookings?clubId=${riverside}&date=${dayIn(81)}`);
    const grid = page.getByTestId('booking-grid');
    await expect(grid).toHaveAttribute('data-row-minutes', '30');
    await page.getByRole('radiogroup', { name: 'Row length' }).getByText('15 min').click();
    await expect(grid).toHaveAttribute('data-row-minutes', '15');
    // A background line per 20 px row, the hour's (every 80 px) stronger.
    await expect(grid).toHaveCSS('background-size', '100% 80px, 100% 20px');

    // From 10:15 (one 20 px row under the 10:00 label) down two rows: 10:15–10:45 on the third court.
    const box = (await grid.boundingBox())!;
    const width = box.width / (await page.locator('[data-column-head]').count());
    const label = (await page.getByText('10:00', { exact: true }).first().boundingBox())!;
    const x = box.x + width * 2 + width / 2;
    const y = label.y + 7 + 20 + 6;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 10, { steps: 2 });
    await page.mouse.move(x, y + 20, { steps: 3 });
    await page.mouse.up();
    const form = page.getByRole('form', { name: 'New booking' });
    await expect(form.getByRole('combobox', { name: /^Start/ })).toHaveValue('10:15');
    await expect(form.getByRole('combobox', { name: /^End/ })).toHaveValue('10:45');
    await form.getByLabel(/^Name/).fill('Quarter hire');
    await expect(page.getByTestId('booking-price')).toContainText(/Price: \d+\.\d{2} AUD/);
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(form).toBeHidden();
    const booked = grid.getByRole('button', { name: /^Quarter hire, 10:15–10:45/ });
    await expect(booked).toBeVisible();
    await booked.scrollIntoViewIfNeeded();
    await screenshot(page, 'court-bookings-quarter-rows');

    // The choice stays on this browser.
    await page.reload();
    await expect(grid).toHaveAttribute('data-row-minutes', '15');
  });

  test("a coach sees the calendar but may not change another's booking", async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await logIn(page, 'coach@example.com');
    const riverside = await clubId(page, 'Riverside');
    // The day the administrator booked above.
    await page.goto(`/clubs/dashboard/court-bookings?clubId=${riverside}&date=${dayIn(63)}`);
    const grid = page.getByTestId('booking-grid');
    const ladder = grid.getByRole('button', { name: /^Ladder match/ });
    await expect(ladder).toBeVisible();

    await ladder.click();
    const edit = page.getByRole('form', { name: 'Edit booking' });
    await expect(edit).toBeVisible();
    await expect(edit.getByText('Coaches can change only the bookings they made or coach on.')).toBeVisible();
    await expect(edit.getByRole('textbox', { name: /^Name/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save booking' })).toHaveCount(0);
    await expect(edit.getByRole('button', { name: /^Cancel this booking|^Cancel booking/ })).toHaveCount(0);
    await screenshot(page, 'court-bookings-coach-read-only');
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();
    // The panel's overlay fades out after its form has gone: a press before then lands on it.
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Dragging it is asked, and refused by the server in words.
    await dragBooking(page, ladder, 3, 0);
    await page
      .getByRole('dialog', { name: 'Move this booking?' })
      .getByRole('button', { name: 'Move booking' })
      .click();
    await expect(page.getByTestId('move-refusal')).toContainText(
      'A coach can only change bookings they made or coach on.',
    );
    await expect(ladder).toHaveAccessibleName(/, 10:00–10:30|, 10:00–11:00/);
  });

  test("a clinic's sessions are drawn in their own style with the clinic's name", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await logIn(page, 'agent@example.com');
    const riverside = await clubId(page, 'Riverside');
    // The demo's Tuesday adult squad books courts 5 and 6 every Tuesday at 20:00 for eight weeks from two weeks ago.
    const today = riversideToday();
    const tuesday = Array.from(
      { length: 7 },
      (_, i) => new Date(Date.parse(`${today}T12:00:00Z`) + (i + 1) * 86_400_000),
    )
      .find((d) => d.getUTCDay() === 2)!
      .toISOString()
      .slice(0, 10);
    await page.goto(`/clubs/dashboard/court-bookings?clubId=${riverside}&date=${tuesday}`);
    const sessions = page
      .getByTestId('booking-grid')
      .getByRole('button', { name: /^Clinic session: Tuesday adult squad, .*20:00–21:00/ });
    await expect(sessions).toHaveCount(2);
    await expect(sessions.first()).toContainText('Clinic session');
    await sessions.first().scrollIntoViewIfNeeded();
    await screenshot(page, 'court-bookings-clinic-session');
  });
});
