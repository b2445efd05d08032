import type { Page } from '@playwright/test';
import { clubId, expect, logIn, screenshot, test } from './support';

// The Court bookings calendar (issue 9): an administrator books by dragging on the day view and
// sees the price before saving, books a weekly series and cancels one of its dates; screenshots
// of the day view at desktop and tablet width and of the booking form.

/** A local date `days` from today (the demo is in Australia/Sydney; a day's margin either way is fine here). */
const dayIn = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return d.toISOString().slice(0, 10);
};

/** Drags on the day view from the row at `from` to the row at `to` (labels of whole hours, 'HH:00'), in column `col`. */
async function drag(page: Page, col: number, from: string, toRowsLater: number) {
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

test.describe('court bookings calendar', () => {
  test('an administrator books by dragging, sees the price, and cancels one date of a weekly series', async ({ page }) => {
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
});
